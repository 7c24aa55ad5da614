import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaSummarySchema, familyArenaSchema, type ArenaSummary } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** POST /api/classes/:classId/arenas/:arenaId/cancel → the class arena, called off during its countdown. */
export function cancelClassArena(classId: string, arenaId: string): Promise<ArenaSummary> {
  return arenaJson(arenaSummarySchema, 'POST', `/api/classes/${encodeURIComponent(classId)}/arenas/${encodeURIComponent(arenaId)}/cancel`, {});
}

/** POST /api/parent/arenas/:arenaId/cancel → the family arena, called off during its countdown. */
export function cancelFamilyArena(arenaId: string): Promise<ArenaSummary> {
  return arenaJson(familyArenaSchema, 'POST', `/api/parent/arenas/${encodeURIComponent(arenaId)}/cancel`, {});
}

export function useCancelClassArena(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arenaId: string) => cancelClassArena(classId, arenaId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.classArenas(classId) }),
  });
}

export function useCancelFamilyArena() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelFamilyArena, onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.familyArenas() }) });
}
