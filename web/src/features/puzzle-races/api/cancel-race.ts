import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceView } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** POST /api/puzzle-races/:raceId/cancel → the host calls off a race that has not started. */
export function cancelRace(raceId: string): Promise<RaceView> {
  return apiJson<RaceView>('POST', `/api/puzzle-races/${encodeURIComponent(raceId)}/cancel`);
}

export function useCancelRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelRace, onSuccess: () => queryClient.setQueryData(puzzleRaceKeys.current(), null) });
}
