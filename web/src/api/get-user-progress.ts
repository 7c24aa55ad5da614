import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProgress } from '@chess-quest/protocol/auth';
import { apiJson } from '../lib/api-client';
import { progressKeys } from './query-keys';

/** GET /api/user/progress → { level, points, streak }: the level opens lessons and chapters; refreshed after a solve or a step. */
export function getUserProgress(signal?: AbortSignal): Promise<UserProgress> {
  return apiJson<UserProgress>('GET', '/api/user/progress', undefined, { signal });
}

export const userProgressQueryOptions = () => queryOptions({ queryKey: progressKeys.user(), queryFn: ({ signal }) => getUserProgress(signal) });

export function useUserProgress() {
  return useQuery(userProgressQueryOptions());
}
