import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceView, RespondRaceBody } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** POST /api/puzzle-races/:raceId/respond → join or decline a race one was invited to. */
export function respondRace({ raceId, response }: { raceId: string } & RespondRaceBody): Promise<RaceView> {
  return apiJson<RaceView>('POST', `/api/puzzle-races/${encodeURIComponent(raceId)}/respond`, { response });
}

export function useRespondRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondRace,
    // Declined: the race is no longer this child's (the current race reads null from now on).
    onSuccess: (race, { response }) => queryClient.setQueryData(puzzleRaceKeys.current(), response === 'decline' ? null : race),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: puzzleRaceKeys.current() }),
  });
}
