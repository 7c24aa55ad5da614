import { useNavigate } from 'react-router';
import type { PaidPlan } from '@chess-quest/protocol/billing';
import { toast } from '../../lib/toast';

/** Spec §8: the payment toasts, and the return to /dashboard after a payment (§4). */
export function usePaymentOutcome() {
  const navigate = useNavigate();
  return {
    succeeded(plan: PaidPlan) {
      toast({ title: `Welcome to ${plan}!`, description: 'Your subscription is now active. Enjoy unlimited access!' });
      void navigate('/dashboard');
    },
    /** The provider refused the payment: its own message, e.g. 'Your card was declined.' */
    failed(message: string) {
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    },
    unexpected() {
      toast({ title: 'Payment Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    },
  };
}
