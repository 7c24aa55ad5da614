import { queryOptions } from '@tanstack/react-query';
import { arenaViewSchema, standingsPageSchema, type ArenaView, type StandingsPage } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** GET /api/arenas/:arenaId → the arena, my place in it and the standings page I am on (also counts as "here" without a socket). */
export function getArena(arenaId: string, signal?: AbortSignal): Promise<ArenaView> {
  return arenaJson(arenaViewSchema, 'GET', `/api/arenas/${encodeURIComponent(arenaId)}`, undefined, signal);
}

/** The view with when it was asked for (the store keeps a push that came after: arena-store.ts setView). */
export const arenaQueryOptions = (arenaId: string) =>
  queryOptions({
    queryKey: arenaKeys.arena(arenaId),
    queryFn: async ({ signal }) => ({ sentAtMs: Date.now(), view: await getArena(arenaId, signal) }),
  });

/** GET /api/arenas/:arenaId/standings?page=N → one page of the standings (after missed pushes, or another page). */
export function getStandings(arenaId: string, page: number, signal?: AbortSignal): Promise<StandingsPage> {
  return arenaJson(standingsPageSchema, 'GET', `/api/arenas/${encodeURIComponent(arenaId)}/standings?page=${page}`, undefined, signal);
}
