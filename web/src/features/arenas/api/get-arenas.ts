import { queryOptions, useQuery } from '@tanstack/react-query';
import { ARENA_POLL_MS, arenaListSchema, type ArenaList } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** GET /api/arenas → the arenas this child may join or is in: open ones of its level, its class's, its family's. */
export function getArenas(signal?: AbortSignal): Promise<ArenaList> {
  return arenaJson(arenaListSchema, 'GET', '/api/arenas', undefined, signal);
}

export const arenasQueryOptions = () => queryOptions({ queryKey: arenaKeys.list(), queryFn: ({ signal }) => getArenas(signal) });

/** The list, read again every ARENA_POLL_MS.list: a countdown turns into "playing now" and new arenas appear. */
export function useArenas() {
  return useQuery({ ...arenasQueryOptions(), refetchInterval: ARENA_POLL_MS.list });
}
