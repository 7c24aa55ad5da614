import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@chess-quest/protocol/subscription';
import { apiJson } from '../../../lib/api-client';

/** Spec §7 POST /api/subscription/create {planType, amount} → {clientSecret} or {status: 'active'}. */
export function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  return apiJson<CreateSubscriptionResponse>('POST', '/api/subscription/create', body);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
