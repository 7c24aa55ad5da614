import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuddyList } from '@chess-quest/protocol/buddies';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** GET /api/ai-games/buddies → the buddies, met or still locked behind a story chapter. */
export function getBuddies(signal?: AbortSignal): Promise<BuddyList> {
  return apiJson<BuddyList>('GET', '/api/ai-games/buddies', undefined, { signal });
}

export const buddiesQueryOptions = () => queryOptions({ queryKey: aiGameKeys.buddies(), queryFn: ({ signal }) => getBuddies(signal) });

export function useBuddies() {
  return useQuery(buddiesQueryOptions());
}
