import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoordinatesAnswersBody, CoordinatesResult } from '@chess-quest/protocol/coordinates';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';
import { coordinatesKeys } from '../../../api/coordinates/keys';

export interface CoordinatesAnswersInput {
  roundId: string;
  body: CoordinatesAnswersBody;
}

/** POST /api/coordinates/rounds/:roundId/answers → the round as the server scored it, with the best for its mode and side. */
export function sendCoordinatesAnswers({ roundId, body }: CoordinatesAnswersInput): Promise<CoordinatesResult> {
  return apiJson<CoordinatesResult>('POST', `/api/coordinates/rounds/${encodeURIComponent(roundId)}/answers`, body);
}

export function useSendCoordinatesAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCoordinatesAnswers,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coordinatesKeys.bests() });
      // The round's XP is paid by the rewards reaction a moment later.
      void queryClient.invalidateQueries({ queryKey: achievementKeys.experience() });
    },
  });
}
