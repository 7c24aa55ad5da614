import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameReviewList } from '@chess-quest/protocol/game-review';
import { apiJson } from '../../../lib/api-client';
import { PENDING_REVIEW_POLL_MS } from './get-game-review';
import { reviewKeys } from './keys';

/** GET /api/game-reviews → the child's reviewed games, newest first. */
export function getGameReviews(signal?: AbortSignal): Promise<GameReviewList> {
  return apiJson<GameReviewList>('GET', '/api/game-reviews', undefined, { signal });
}

export const gameReviewsQueryOptions = () => queryOptions({ queryKey: reviewKeys.list(), queryFn: ({ signal }) => getGameReviews(signal) });

/** The list, read again while one of its reviews is still being made. */
export function useGameReviews() {
  return useQuery({
    ...gameReviewsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.reviews.some((r) => r.status === 'pending') ? PENDING_REVIEW_POLL_MS : false),
  });
}
