import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { apiJson } from '../../../lib/api-client';
import { parentKeys } from '../../../api/query-keys';

/** GET /api/parent/children/:childId/dashboard → everything the parent view shows of one child. */
export function getParentDashboard(childId: string, signal?: AbortSignal): Promise<ParentDashboard> {
  return apiJson<ParentDashboard>('GET', `/api/parent/children/${encodeURIComponent(childId)}/dashboard`, undefined, { signal });
}

export const parentDashboardQueryOptions = (childId: string) =>
  queryOptions({ queryKey: parentKeys.dashboard(childId), queryFn: ({ signal }) => getParentDashboard(childId, signal) });

export function useParentDashboard(childId: string) {
  return useQuery(parentDashboardQueryOptions(childId));
}
