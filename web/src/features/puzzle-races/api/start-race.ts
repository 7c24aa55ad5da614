import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceView } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** POST /api/puzzle-races/:raceId/start → the host starts the race: the clock runs from the server's now. */
export function startRace(raceId: string): Promise<RaceView> {
  return apiJson<RaceView>('POST', `/api/puzzle-races/${encodeURIComponent(raceId)}/start`);
}

export function useStartRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startRace, onSuccess: (race) => queryClient.setQueryData(puzzleRaceKeys.current(), race) });
}
