import { useMutation } from '@tanstack/react-query';
import type { DemoConfirmBody, DemoConfirmResponse } from '@chess-quest/protocol/subscription';
import { apiJson } from '../../../lib/api-client';

/** POST /api/billing/demo/confirm: the demo provider's card form (no real payment). */
export function confirmDemoPayment(body: DemoConfirmBody): Promise<DemoConfirmResponse> {
  return apiJson<DemoConfirmResponse>('POST', '/api/billing/demo/confirm', body);
}

/**
 * The caller stores the new state (subscriptionChanged) only after it has said welcome and
 * left for the dashboard: storing it first would swap this page for the 'already premium'
 * one and unmount the form before its success callback runs.
 */
export function useConfirmDemoPayment() {
  return useMutation({ mutationFn: confirmDemoPayment });
}
