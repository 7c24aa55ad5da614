import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyChallenge } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';

/** GET /api/gamification/daily-challenge */
export function getDailyChallenge(signal?: AbortSignal): Promise<DailyChallenge> {
  return apiJson<DailyChallenge>('GET', '/api/gamification/daily-challenge', undefined, { signal });
}

export const dailyChallengeQueryOptions = () =>
  queryOptions({ queryKey: achievementKeys.dailyChallenge(), queryFn: ({ signal }) => getDailyChallenge(signal) });

export function useDailyChallenge() {
  return useQuery(dailyChallengeQueryOptions());
}
