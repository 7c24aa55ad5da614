import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ARENA_POLL_MS, arenaSummarySchema, type ArenaSummary, type NewArenaBody } from '@chess-quest/protocol/arenas';
import { arenaJson, arenaKeys } from './keys';

const classArenasUrl = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/arenas`;

/** GET /api/classes/:classId/arenas → the class's arenas, for its teacher. */
export function getClassArenas(classId: string, signal?: AbortSignal): Promise<ArenaSummary[]> {
  return arenaJson(z.array(arenaSummarySchema), 'GET', classArenasUrl(classId), undefined, signal);
}

export const classArenasQueryOptions = (classId: string) =>
  queryOptions({ queryKey: arenaKeys.classArenas(classId), queryFn: ({ signal }) => getClassArenas(classId, signal) });

/** A teacher's account may have no socket: the page reads again at the arena's rhythm. */
export function useClassArenas(classId: string) {
  return useQuery({ ...classArenasQueryOptions(classId), refetchInterval: ARENA_POLL_MS.arena });
}

/** POST /api/classes/:classId/arenas → a class arena, starting after the countdown. */
export function createClassArena(classId: string, body: NewArenaBody): Promise<ArenaSummary> {
  return arenaJson(arenaSummarySchema, 'POST', classArenasUrl(classId), body);
}

export function useCreateClassArena(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewArenaBody) => createClassArena(classId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenaKeys.classArenas(classId) }),
  });
}
