import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRaceBody, RaceView } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** POST /api/puzzle-races → a waiting race with its invitations out (409 when a player cannot race now). */
export function createRace(body: CreateRaceBody): Promise<RaceView> {
  return apiJson<RaceView>('POST', '/api/puzzle-races', body);
}

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRace, onSuccess: (race) => queryClient.setQueryData(puzzleRaceKeys.current(), race) });
}
