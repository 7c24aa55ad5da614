import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionState } from '@chess-quest/protocol/subscription';
import { apiJson } from '../../../lib/api-client';

import { authKeys, moduleKeys, parentKeys, puzzleKeys, storyKeys, subscriptionKeys } from '../../../api/query-keys';

/** GET /api/subscription → the account's plan, renewal date and payment provider. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return apiJson<SubscriptionState>('GET', '/api/subscription', undefined, { signal });
}

export const subscriptionQueryOptions = () => queryOptions({ queryKey: subscriptionKeys.state(), queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

/**
 * After any change of plan: the new state, and the signed-in user again, so the header's
 * Premium badge / Upgrade button and every premium lock follow at once.
 */
export async function subscriptionChanged(queryClient: QueryClient, state?: SubscriptionState): Promise<void> {
  if (state) queryClient.setQueryData(subscriptionKeys.state(), state);
  await Promise.all([
    state ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: subscriptionKeys.state() }),
    queryClient.invalidateQueries({ queryKey: authKeys.user() }),
    // Chapters and other premium-locked lists read the plan too.
    queryClient.invalidateQueries({ queryKey: storyKeys.all }),
    queryClient.invalidateQueries({ queryKey: moduleKeys.all }),
    queryClient.invalidateQueries({ queryKey: puzzleKeys.all }),
    // The parent area: how many child profiles fit, and each child's plan card.
    queryClient.invalidateQueries({ queryKey: parentKeys.family() }),
    queryClient.invalidateQueries({ queryKey: parentKeys.children() }),
  ]);
}
