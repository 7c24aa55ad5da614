import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProgress } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';

/** GET /api/user/progress → {level, points, streak}, refreshed after a solve. */
export function getUserProgress(signal?: AbortSignal): Promise<UserProgress> {
  return apiJson<UserProgress>('GET', '/api/user/progress', undefined, { signal });
}

export const userProgressQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/progress'], queryFn: ({ signal }) => getUserProgress(signal) });

export function useUserProgress() {
  return useQuery(userProgressQueryOptions());
}
