import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceAnswerBody, RaceAnswerResponse } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** POST /api/puzzle-races/:raceId/answers → right or not, the points, and the child's next puzzle (409 once time is up). */
export function sendRaceAnswer({ raceId, ...body }: { raceId: string } & RaceAnswerBody): Promise<RaceAnswerResponse> {
  return apiJson<RaceAnswerResponse>('POST', `/api/puzzle-races/${encodeURIComponent(raceId)}/answers`, body);
}

export function useSendRaceAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRaceAnswer,
    onSuccess: (answer) => queryClient.setQueryData(puzzleRaceKeys.current(), answer.race),
    // Time up (409): read the race as it ended.
    onError: () => void queryClient.invalidateQueries({ queryKey: puzzleRaceKeys.current() }),
  });
}
