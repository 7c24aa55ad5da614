import { useQueryClient } from '@tanstack/react-query';
import { Crown, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaidPlan } from '@chess-quest/protocol/subscription';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { formatPrice } from '../../lib/format';
import { moneyBackClaim } from '../../lib/plans';
import { toast } from '../../lib/toast';
import { ParentGate } from '../../components/parent/parent-gate';
import { useCreateSubscription } from './api/create-subscription';
import { subscriptionChanged, subscriptionQueryOptions, useSubscription } from './api/get-subscription';
import { DemoPaymentForm } from './demo-payment-form';
import { ManageSubscription } from './manage-subscription';
import { PlanCards } from './plan-cards';
import { PLAN_WORDS } from './plan-words';

// Stripe.js is downloaded only when Stripe is configured and a plan is chosen.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function PaymentSection({ plan, clientSecret, publishableKey }: { plan: PaidPlan; clientSecret: string; publishableKey: string | null }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [clientSecret]);
  const planName = t(PLAN_WORDS[plan]);
  const price = formatPrice(PLAN_PRICES_CENTS[plan]);
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1}>
          <Trans>Pay for {planName}</Trans>
        </CardTitle>
        <p className="text-ink-muted">{t`${planName}: ${price} a month. Cancel anytime.`}</p>
      </CardHeader>
      <CardContent>
        {publishableKey ? (
          <Suspense fallback={<PageLoading />}>
            <StripePaymentForm plan={plan} clientSecret={clientSecret} publishableKey={publishableKey} />
          </Suspense>
        ) : (
          <DemoPaymentForm plan={plan} clientSecret={clientSecret} />
        )}
      </CardContent>
    </Card>
  );
}

function Plans() {
  const { t } = useLingui();
  const subscription = useSubscription();
  const create = useCreateSubscription();
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<{ plan: PaidPlan; clientSecret: string } | null>(null);

  if (subscription.isPending) return <PageLoading />;
  if (subscription.isError) {
    return <LoadError what={t`your plan`} onRetry={() => void queryClient.invalidateQueries(subscriptionQueryOptions())} />;
  }
  const state = subscription.data;
  const claim = moneyBackClaim();
  if (state.status !== 'inactive') return <ManageSubscription state={state} />;

  const choose = (plan: PaidPlan) =>
    create.mutate(
      { planType: plan, amount: PLAN_PRICES_CENTS[plan] },
      {
        onSuccess: (answer) => {
          if ('clientSecret' in answer) setCheckout({ plan, clientSecret: answer.clientSecret });
          else void subscriptionChanged(queryClient);
        },
        onError: () => toast({ title: t`Error`, description: t`Failed to initialize subscription. Please try again.`, variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-10">
      <PlanCards chosen={checkout?.plan ?? null} busy={create.isPending} onChoose={choose} />
      <p className="flex flex-wrap items-center justify-center gap-2 text-center text-lg text-ink">
        <ShieldCheck aria-hidden="true" className="size-6 text-success" />
        {t`${claim} · Cancel anytime`}
      </p>
      {checkout && <PaymentSection {...checkout} publishableKey={state.publishableKey} />}
    </div>
  );
}

/** Spec §2 Subscription: plans, then the payment form; a parent's page, behind the PIN. */
export default function SubscriptionPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Choose Your Plan – Chess Quest`}</title>
      <PageHeader title={t`Choose Your Plan`} description={t`Unlock the full Chess Quest adventure.`} icon={<Crown className="size-8" />} />
      {/* A phone is narrower than some of the page's buttons' one-line labels ("Switch to Family
          ($7.99/month)" was 427 px wide at 390): here a label wraps instead of widening the page. */}
      <div className="min-w-0 [&_a]:whitespace-normal [&_a]:text-center [&_button]:whitespace-normal [&_button]:text-center">
        <ParentGate>
          <Plans />
        </ParentGate>
      </div>
    </>
  );
}
