import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Family } from '@chess-quest/protocol/parent';
import { apiJson } from '../../lib/api-client';
import { authKeys, parentKeys } from '../query-keys';

/** GET /api/parent/family → the account's child profiles and how many its plan allows. */
export function getFamily(signal?: AbortSignal): Promise<Family> {
  return apiJson<Family>('GET', '/api/parent/family', undefined, { signal });
}

export const familyQueryOptions = () => queryOptions({ queryKey: parentKeys.family(), queryFn: ({ signal }) => getFamily(signal) });

export function useFamily() {
  return useQuery(familyQueryOptions());
}

/** After any change to a child profile: the family, the header's child and every child's dashboard. */
export async function familyChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: parentKeys.family() }),
    // The header shows the active child's name and avatar.
    queryClient.invalidateQueries({ queryKey: authKeys.user() }),
    queryClient.invalidateQueries({ queryKey: parentKeys.children() }),
  ]);
}
