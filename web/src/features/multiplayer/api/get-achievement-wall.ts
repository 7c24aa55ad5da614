import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementWallSlot } from '@chess-quest/protocol/journey';
import { apiJson } from '../../../lib/api-client';
import { journeyKeys } from '../../../api/journey/keys';

/** GET /api/achievement-wall → the Progress tab's 24 achievement slots. */
export function getAchievementWall(signal?: AbortSignal): Promise<AchievementWallSlot[]> {
  return apiJson<AchievementWallSlot[]>('GET', '/api/achievement-wall', undefined, { signal });
}

export const achievementWallQueryOptions = () =>
  queryOptions({ queryKey: [...journeyKeys.all, 'achievement-wall'], queryFn: ({ signal }) => getAchievementWall(signal) });

export function useAchievementWall() {
  return useQuery(achievementWallQueryOptions());
}
