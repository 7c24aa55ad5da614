import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaSummarySchema, familyArenaSchema, type ArenaSummary } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** POST /api/classes/:classId/arenas/:arenaId/end → the running class arena, ending now (finished when no game was in play). */
export function endClassArena(classId: string, arenaId: string): Promise<ArenaSummary> {
  return arenaJson(arenaSummarySchema, 'POST', `/api/classes/${encodeURIComponent(classId)}/arenas/${encodeURIComponent(arenaId)}/end`, {});
}

/** POST /api/parent/arenas/:arenaId/end → the running family arena, ending now (finished when no game was in play). */
export function endFamilyArena(arenaId: string): Promise<ArenaSummary> {
  return arenaJson(familyArenaSchema, 'POST', `/api/parent/arenas/${encodeURIComponent(arenaId)}/end`, {});
}

export function useEndClassArena(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arenaId: string) => endClassArena(classId, arenaId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.classArenas(classId) }),
  });
}

export function useEndFamilyArena() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endFamilyArena, onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.familyArenas() }) });
}
