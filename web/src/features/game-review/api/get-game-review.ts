import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameReview } from '@chess-quest/protocol/game-review';
import { apiJson } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** How often a pending review is read again: the engine takes a few seconds for a game. */
export const PENDING_REVIEW_POLL_MS = 2_500;

/** GET /api/game-reviews/:gameId → the coach's review of one of the child's games (pending, locked or ready). */
export function getGameReview(gameId: string, signal?: AbortSignal): Promise<GameReview> {
  return apiJson<GameReview>('GET', `/api/game-reviews/${encodeURIComponent(gameId)}`, undefined, { signal });
}

export const gameReviewQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: reviewKeys.detail(gameId), queryFn: ({ signal }) => getGameReview(gameId, signal) });

/** The review, read again every few seconds while the coach is still at work on it. */
export function useGameReview(gameId: string) {
  return useQuery({
    ...gameReviewQueryOptions(gameId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REVIEW_POLL_MS : false),
  });
}
