import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../../lib/api-client';
import { learningJourneyKeys } from '../../../api/learning-journey/keys';

/** GET /api/review-items → what the child missed and should try again today. */
export function getReviewItems(signal?: AbortSignal): Promise<ReviewItem[]> {
  return apiJson<ReviewItem[]>('GET', '/api/review-items', undefined, { signal });
}

export const reviewItemsQueryOptions = () =>
  queryOptions({ queryKey: [...learningJourneyKeys.all, 'review'], queryFn: ({ signal }) => getReviewItems(signal) });

export function useReviewItems() {
  return useQuery(reviewItemsQueryOptions());
}
