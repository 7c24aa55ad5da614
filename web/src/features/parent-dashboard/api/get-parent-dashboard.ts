import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { apiJson } from '../../../lib/api-client';

export const PARENT_DASHBOARD_KEY_ROOT = '/api/parent/children';

/** GET /api/parent/children/:childId/dashboard → everything the parent view shows of one child. */
export const parentDashboardQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [PARENT_DASHBOARD_KEY_ROOT, childId, 'dashboard'],
    queryFn: ({ signal }) =>
      apiJson<ParentDashboard>('GET', `${PARENT_DASHBOARD_KEY_ROOT}/${encodeURIComponent(childId)}/dashboard`, undefined, { signal }),
  });

export function useParentDashboard(childId: string) {
  return useQuery(parentDashboardQueryOptions(childId));
}
