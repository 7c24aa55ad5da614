import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** DELETE /api/classes/:classId/news/:postId → 204. */
export async function deleteNews({ classId, postId }: { classId: string; postId: string }): Promise<void> {
  await apiRequest('DELETE', `/api/classes/${encodeURIComponent(classId)}/news/${encodeURIComponent(postId)}`);
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_nothing, { classId }) => queryClient.invalidateQueries({ queryKey: teachKeys.news(classId) }),
  });
}
