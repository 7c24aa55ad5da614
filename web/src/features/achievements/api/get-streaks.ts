import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Streak } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';

/** GET /api/gamification/streaks */
export function getStreaks(signal?: AbortSignal): Promise<Streak[]> {
  return apiJson<Streak[]>('GET', '/api/gamification/streaks', undefined, { signal });
}

export const streaksQueryOptions = () => queryOptions({ queryKey: achievementKeys.streaks(), queryFn: ({ signal }) => getStreaks(signal) });

export function useStreaks() {
  return useQuery(streaksQueryOptions());
}
