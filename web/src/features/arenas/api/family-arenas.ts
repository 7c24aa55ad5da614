import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ARENA_POLL_MS, familyArenaSchema, type FamilyArena, type NewArenaBody } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

/** GET /api/parent/arenas → the family's arenas with their codes (behind the parent PIN). */
export function getFamilyArenas(signal?: AbortSignal): Promise<FamilyArena[]> {
  return arenaJson(z.array(familyArenaSchema), 'GET', '/api/parent/arenas', undefined, signal);
}

export const familyArenasQueryOptions = () => queryOptions({ queryKey: arenaKeys.familyArenas(), queryFn: ({ signal }) => getFamilyArenas(signal) });

export function useFamilyArenas() {
  return useQuery({ ...familyArenasQueryOptions(), refetchInterval: ARENA_POLL_MS.list });
}

/** POST /api/parent/arenas → a family arena and the code friends join it with. */
export function createFamilyArena(body: NewArenaBody): Promise<FamilyArena> {
  return arenaJson(familyArenaSchema, 'POST', '/api/parent/arenas', body);
}

export function useCreateFamilyArena() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFamilyArena, onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.familyArenas() }) });
}
