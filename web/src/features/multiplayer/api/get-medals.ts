import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Medal } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../../lib/api-client';

export const medalKeys = { all: ['rewards', 'medals'] as const };

/** GET /api/gamification/medals → the catalog with the child's progress (hidden ones once earned). */
export function getMedals(signal?: AbortSignal): Promise<Medal[]> {
  return apiJson<Medal[]>('GET', '/api/gamification/medals', undefined, { signal });
}

export const medalsQueryOptions = () => queryOptions({ queryKey: medalKeys.all, queryFn: ({ signal }) => getMedals(signal) });

export function useMedals() {
  return useQuery(medalsQueryOptions());
}
