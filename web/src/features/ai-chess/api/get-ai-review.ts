import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiReview } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** GET /api/ai-games/:id/review → the child's two biggest mistakes of a finished game. */
export function getAiReview(id: string, signal?: AbortSignal): Promise<AiReview> {
  return apiJson<AiReview>('GET', `/api/ai-games/${id}/review`, undefined, { signal });
}

export const aiReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: aiGameKeys.review(id), queryFn: ({ signal }) => getAiReview(id, signal) });

export function useAiReview(id: string, enabled: boolean) {
  return useQuery({ ...aiReviewQueryOptions(id), enabled });
}
