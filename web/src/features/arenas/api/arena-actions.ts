import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaMeSchema, type ArenaMe } from '@chess-quest/protocol/arenas';
import { useArenaStore } from '../stores/arena-store';
import { arenaJson, arenaKeys } from './keys';

export type ArenaAction = 'pause' | 'resume' | 'leave';

/** POST /api/arenas/:arenaId/{pause|resume|leave} → my state: a break (no new games), back again, or out (my points stay). */
export function arenaAction(arenaId: string, action: ArenaAction): Promise<ArenaMe> {
  return arenaJson(arenaMeSchema, 'POST', `/api/arenas/${encodeURIComponent(arenaId)}/${action}`, {});
}

export function useArenaAction(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ArenaAction) => arenaAction(arenaId, action),
    onSuccess: (me) => useArenaStore.getState().applyMe(me),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.list() }),
  });
}
