import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaViewSchema, type ArenaView } from '@chess-quest/protocol/arenas';
import { useArenaStore } from '../stores/arena-store';
import { arenaJson, arenaKeys } from './keys';

/** POST /api/arenas/:arenaId/join → the arena with me in it (joining again after leaving comes back). */
export function joinArena(arenaId: string): Promise<ArenaView> {
  return arenaJson(arenaViewSchema, 'POST', `/api/arenas/${encodeURIComponent(arenaId)}/join`, {});
}

/** POST /api/arenas/join-code {code} → a family arena, joined with the code its grown-up shared. */
export function joinArenaByCode(code: string): Promise<ArenaView> {
  return arenaJson(arenaViewSchema, 'POST', '/api/arenas/join-code', { code });
}

function useJoined<T>(join: (input: T) => Promise<ArenaView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: join,
    onSuccess: (view) => useArenaStore.getState().setView(view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.list() }),
  });
}

export const useJoinArena = () => useJoined(joinArena);
export const useJoinArenaByCode = () => useJoined(joinArenaByCode);
