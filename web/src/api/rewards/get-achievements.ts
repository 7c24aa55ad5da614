import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievement } from '@chess-quest/protocol/rewards';
import { apiJson } from '../../lib/api-client';
import { rewardKeys } from './keys';

/** GET /api/gamification/achievements */
export function getAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  return apiJson<Achievement[]>('GET', '/api/gamification/achievements', undefined, { signal });
}

export const achievementsQueryOptions = () => queryOptions({ queryKey: rewardKeys.achievements(), queryFn: ({ signal }) => getAchievements(signal) });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
