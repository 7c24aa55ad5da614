import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsBody, NewsPost } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

export interface PostNewsInput {
  classId: string;
  body: NewsBody;
}

/** POST /api/classes/:classId/news {body} → 201 the post, on the wall the class's students read. */
export function postNews({ classId, body }: PostNewsInput): Promise<NewsPost> {
  return apiJson<NewsPost>('POST', `/api/classes/${encodeURIComponent(classId)}/news`, body);
}

export function usePostNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNews,
    onSuccess: (_post, { classId }) => queryClient.invalidateQueries({ queryKey: teachKeys.news(classId) }),
  });
}
