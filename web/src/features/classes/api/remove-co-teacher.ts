import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** DELETE /api/classes/:classId/teachers/:accountId → 204 (the class's owner only). */
export async function removeCoTeacher({ classId, accountId }: { classId: string; accountId: string }): Promise<void> {
  await apiRequest('DELETE', `/api/classes/${encodeURIComponent(classId)}/teachers/${encodeURIComponent(accountId)}`);
}

export function useRemoveCoTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoTeacher,
    onSuccess: (_nothing, { classId }) => queryClient.invalidateQueries({ queryKey: teachKeys.detail(classId) }),
  });
}
