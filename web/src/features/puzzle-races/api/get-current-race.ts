import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@chess-quest/protocol/constants';
import type { RaceView } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../../lib/api-client';
import { useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { puzzleRaceKeys } from '../../../api/query-keys';

/** GET /api/puzzle-races/current → the child's waiting or running race (invited or joined), or the one that just ended; else null. */
export async function getCurrentRace(signal?: AbortSignal): Promise<RaceView | null> {
  return (await apiJson<{ race: RaceView | null }>('GET', '/api/puzzle-races/current', undefined, { signal })).race;
}

export const currentRaceQueryOptions = () => queryOptions({ queryKey: puzzleRaceKeys.current(), queryFn: ({ signal }) => getCurrentRace(signal) });

/**
 * The child's race: kept current by `race:update` pushes (use-race-updates.ts) and, while the
 * socket is down, polled every POLL_INTERVALS_MS.games.
 */
export function useCurrentRace() {
  const status = useSocketStatus();
  return useQuery({ ...currentRaceQueryOptions(), refetchInterval: pollWhileDisconnected(status, POLL_INTERVALS_MS.games) });
}
