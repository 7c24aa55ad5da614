import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teachKeys } from './keys';

export interface ArchiveClassInput {
  classId: string;
  /** true archives the class, false restores it. */
  archive: boolean;
}

/** POST /api/classes/:classId/archive or /restore: an archived class is read-only and leaves the active list. */
export async function archiveClass({ classId, archive }: ArchiveClassInput): Promise<void> {
  await apiRequest('POST', `/api/classes/${encodeURIComponent(classId)}/${archive ? 'archive' : 'restore'}`);
}

export function useArchiveClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveClass, onSuccess: () => queryClient.invalidateQueries({ queryKey: teachKeys.all }) });
}
