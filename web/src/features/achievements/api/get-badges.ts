import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Badge } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';

/** GET /api/gamification/badges */
export function getBadges(signal?: AbortSignal): Promise<Badge[]> {
  return apiJson<Badge[]>('GET', '/api/gamification/badges', undefined, { signal });
}

export const badgesQueryOptions = () => queryOptions({ queryKey: achievementKeys.badges(), queryFn: ({ signal }) => getBadges(signal) });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
