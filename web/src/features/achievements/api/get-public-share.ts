import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShare } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';

/** GET /api/social/public/{type}/{id}: the public page's data, no session needed. */
export function getPublicShare(type: string, id: string, signal?: AbortSignal): Promise<PublicShare> {
  return apiJson<PublicShare>('GET', `/api/social/public/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, undefined, { signal });
}

export const publicShareQueryOptions = (type: string, id: string) =>
  queryOptions({ queryKey: achievementKeys.publicShare(type, id), queryFn: ({ signal }) => getPublicShare(type, id, signal) });

export function usePublicShare(type: string, id: string) {
  return useQuery(publicShareQueryOptions(type, id));
}
