import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan, SubscriptionState } from '@chess-quest/protocol/subscription';
import { apiJson } from '../../../lib/api-client';
import { subscriptionChanged } from './get-subscription';

/** POST /api/subscription/cancel (at the period end), /resume, /change {planType}. */
export type SubscriptionUpdate = { action: 'cancel' } | { action: 'resume' } | { action: 'change'; planType: PaidPlan };

export function updateSubscription(update: SubscriptionUpdate): Promise<SubscriptionState> {
  const body = update.action === 'change' ? { planType: update.planType } : undefined;
  return apiJson<SubscriptionState>('POST', `/api/subscription/${update.action}`, body);
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: (state) => subscriptionChanged(queryClient, state),
  });
}
