import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PaidPlan } from '@chess-quest/protocol/subscription';
import { lockOnLeavingParentArea } from '../../api/parent/lock-parent-area';
import { toast } from '../../lib/toast';
import { PLAN_WORDS } from './plan-words';

/**
 * Spec §8: the payment toasts, and the return to /dashboard after a payment (§4). That is a
 * child's screen, so the parent area locks (issue 22): the demo's confirm call already locked
 * it on the server; a Stripe payment is settled between the browser and Stripe, so the lock
 * is sent here, and the next status read waits for it.
 */
export function usePaymentOutcome() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    succeeded(plan: PaidPlan) {
      const planName = t(PLAN_WORDS[plan]);
      toast({ title: t`Welcome to ${planName}!`, description: t`Your subscription is now active. Enjoy unlimited access!` });
      lockOnLeavingParentArea(queryClient);
      void navigate('/dashboard');
    },
    /** The provider refused the payment: its own message, e.g. 'Your card was declined.' */
    failed(message: string) {
      toast({ title: t`Payment Failed`, description: message, variant: 'destructive' });
    },
    unexpected() {
      toast({ title: t`Payment Error`, description: t`Something went wrong. Please try again.`, variant: 'destructive' });
    },
  };
}
