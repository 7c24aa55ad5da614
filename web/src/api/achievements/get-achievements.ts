import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievement } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../lib/api-client';
import { achievementKeys } from './keys';

/** GET /api/gamification/achievements */
export function getAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  return apiJson<Achievement[]>('GET', '/api/gamification/achievements', undefined, { signal });
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementKeys.achievements(), queryFn: ({ signal }) => getAchievements(signal) });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
