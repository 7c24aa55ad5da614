import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryAnswer } from '@chess-quest/protocol/game-review';
import { apiJson } from '../../../lib/api-client';
import { progressKeys } from '../../../api/query-keys';
import { reviewKeys } from './keys';

export interface RetryInput {
  gameId: string;
  /** The child's move, UCI from the board ("d3h7") or SAN typed ("Qh7"). */
  move: string;
}

/** POST /api/game-reviews/:gameId/retry {move} → right or not, a kind message, and the points it paid. */
export function retryMistake({ gameId, move }: RetryInput): Promise<RetryAnswer> {
  return apiJson<RetryAnswer>('POST', `/api/game-reviews/${encodeURIComponent(gameId)}/retry`, { move });
}

export function useRetryMistake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMistake,
    onSuccess: (answer, { gameId }) => {
      if (!answer.correct) return;
      // The review now says it is solved; the child's points grow (paid from the fact).
      void queryClient.invalidateQueries({ queryKey: reviewKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
