import { useQuery } from '@tanstack/react-query';
import { ARENA_POLL_MS, standingsPageSchema, type StandingsPage } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** GET /api/classes/:classId/arenas/:arenaId/standings?page=N → a class arena's standings, for its teacher. */
export function getClassArenaStandings(classId: string, arenaId: string, page: number, signal?: AbortSignal): Promise<StandingsPage> {
  const url = `/api/classes/${encodeURIComponent(classId)}/arenas/${encodeURIComponent(arenaId)}/standings?page=${page}`;
  return arenaJson(standingsPageSchema, 'GET', url, undefined, signal);
}

/** A teacher's account has no child's socket room for the arena: the standings are read at the arena's rhythm while it is on. */
export function useClassArenaStandings(classId: string, arenaId: string, page: number, live: boolean) {
  return useQuery({
    queryKey: [...arenaKeys.classArenas(classId), arenaId, 'standings', page],
    queryFn: ({ signal }) => getClassArenaStandings(classId, arenaId, page, signal),
    refetchInterval: live ? ARENA_POLL_MS.arena : false,
  });
}
