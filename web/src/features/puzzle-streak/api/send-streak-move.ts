import { useMutation } from '@tanstack/react-query';
import type { StreakMoveBody, StreakMoveResult } from '@chess-quest/protocol/puzzle-streak';
import { apiJson } from '../../../lib/api-client';

export interface StreakMoveInput {
  runId: string;
  body: StreakMoveBody;
}

/** POST /api/puzzle-streak/runs/:id/moves {step, move} → right (with the reply), solved (the next puzzle) or wrong (the run ended). */
export function sendStreakMove({ runId, body }: StreakMoveInput): Promise<StreakMoveResult> {
  return apiJson<StreakMoveResult>('POST', `/api/puzzle-streak/runs/${encodeURIComponent(runId)}/moves`, body);
}

/** The page puts the result into the streak's query itself, after the pause that lets the child see the move land. */
export function useSendStreakMove() {
  return useMutation({ mutationFn: sendStreakMove });
}
