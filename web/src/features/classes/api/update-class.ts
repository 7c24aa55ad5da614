import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClassBody } from '@chess-quest/protocol/classes';
import { apiRequest } from '../../../lib/api-client';
import { teachKeys } from './keys';

export interface UpdateClassInput {
  classId: string;
  body: UpdateClassBody;
}

/** PATCH /api/classes/:classId {name?, description?}. */
export async function updateClass({ classId, body }: UpdateClassInput): Promise<void> {
  await apiRequest('PATCH', `/api/classes/${encodeURIComponent(classId)}`, body);
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachKeys.all }),
  });
}
