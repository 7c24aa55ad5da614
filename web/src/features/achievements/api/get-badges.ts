import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Badge } from '@chess-quest/protocol/rewards';
import { apiJson } from '../../../lib/api-client';
import { rewardKeys } from '../../../api/rewards/keys';

/** GET /api/gamification/badges */
export function getBadges(signal?: AbortSignal): Promise<Badge[]> {
  return apiJson<Badge[]>('GET', '/api/gamification/badges', undefined, { signal });
}

export const badgesQueryOptions = () => queryOptions({ queryKey: rewardKeys.badges(), queryFn: ({ signal }) => getBadges(signal) });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
