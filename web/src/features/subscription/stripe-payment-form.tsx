import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaidPlan } from '@chess-quest/protocol/subscription';
import { Button } from '../../components/ui/button';
import { getSubscription, subscriptionChanged } from './api/get-subscription';
import { protocolLocale } from '../../lib/i18n';
import { usePaymentOutcome } from './payment-outcome';
import { PLAN_WORDS } from './plan-words';

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, and only on this page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const WEBHOOK_WAIT_MS = 20_000;
const WEBHOOK_POLL_MS = 1000;

/** The plan turns active when Stripe's webhook reaches the server, a moment after the card is paid. */
async function waitUntilActive(): Promise<void> {
  const deadline = Date.now() + WEBHOOK_WAIT_MS;
  while (Date.now() < deadline) {
    if ((await getSubscription()).status === 'active') return;
    await new Promise((resolve) => setTimeout(resolve, WEBHOOK_POLL_MS));
  }
}

function CheckoutForm({ plan }: { plan: PaidPlan }) {
  const { t } = useLingui();
  const planName = t(PLAN_WORDS[plan]);
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const outcome = usePaymentOutcome();
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // Cards finish here; methods that need a bank's page come back to the dashboard.
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        redirect: 'if_required',
      });
      if (result.error) {
        const { type, message } = result.error;
        if ((type === 'card_error' || type === 'validation_error') && message) outcome.failed(message);
        else outcome.unexpected();
        return;
      }
      await waitUntilActive();
      // Welcome and leave first: the new state swaps this page for the 'already premium' one.
      outcome.succeeded(plan);
      void subscriptionChanged(queryClient);
    } catch {
      outcome.unexpected();
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <PaymentElement />
      <Button type="submit" variant="premium" size="lg" disabled={!stripe || paying}>
        {paying ? <Trans>Paying…</Trans> : <Trans>Pay and start {planName}</Trans>}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element: card details go to Stripe directly, never through this server. */
export default function StripePaymentForm({ plan, clientSecret, publishableKey }: { plan: PaidPlan; clientSecret: string; publishableKey: string }) {
  return (
    // Stripe's own fields speak the reader's language too.
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: protocolLocale() }}>
      <CheckoutForm plan={plan} />
    </Elements>
  );
}
