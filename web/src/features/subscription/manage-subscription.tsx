import { CalendarDays, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAID_PLANS, type PaidPlan, type SubscriptionState } from '@chess-quest/protocol/subscription';
import { MAX_CHILDREN_FAMILY, PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-field';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { formatPriceCents, premiumOpens } from '../../lib/plans';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useUpdateSubscription, type SubscriptionUpdate } from './api/update-subscription';
import { PLAN_WORDS } from './plan-words';

export function formatDay(iso: string | null): string {
  if (!iso) return i18n._(msg`the end of this period`);
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Spec §2: the 'already premium' page, with the plan's management beyond the spec. */
export function ManageSubscription({ state }: { state: SubscriptionState }) {
  const { t } = useLingui();
  const update = useUpdateSubscription();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmChange, setConfirmChange] = useState(false);
  const plan = state.plan as PaidPlan;
  // The one other paid plan (two in all).
  const otherPlan: PaidPlan = PAID_PLANS.find((other) => other !== plan) ?? plan;
  const endDay = formatDay(state.currentPeriodEnd);
  const planName = t(PLAN_WORDS[plan]);
  const otherName = t(PLAN_WORDS[otherPlan]);
  const price = formatPriceCents(state.amountCents);
  const otherPrice = formatPriceCents(PLAN_PRICES_CENTS[otherPlan]);

  const run = (change: SubscriptionUpdate, done: (next: SubscriptionState) => void) =>
    update.mutate(change, {
      onSuccess: done,
      onError: (error) => toast({ title: t`Error`, description: requestErrorMessage(error), variant: 'destructive' }),
    });

  const cancel = () =>
    run({ action: 'cancel' }, (next) => {
      setConfirmCancel(false);
      const until = formatDay(next.currentPeriodEnd);
      toast({ title: t`Subscription cancelled`, description: t`${planName} stays until ${until}.` });
    });

  const change = () =>
    run({ action: 'change', planType: otherPlan }, () => {
      setConfirmChange(false);
      toast({ title: t`Welcome to ${otherName}!`, description: t`Your plan is now ${otherName}.` });
    });

  return (
    <div className="grid gap-8">
      <Card className="border-grape text-center">
        <CardHeader className="items-center">
          <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-grape-soft text-grape-strong">
            <Crown className="size-8" />
          </span>
          <CardTitle as="h2" className="text-2xl">
            <Trans>You’re already a {planName} member!</Trans>
          </CardTitle>
          <CardDescription>{premiumOpens()}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Link to="/dashboard" className={buttonClassName('primary', 'lg')}>
            <Trans>Go to Dashboard</Trans>
          </Link>
          <Link to="/story-mode" className={buttonClassName('outline', 'lg')}>
            <Trans>Continue the Story</Trans>
          </Link>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Manage your plan</Trans>
          </CardTitle>
          {state.demo && (
            <CardDescription>
              <Trans>Demo mode: no real payment is taken.</Trans>
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-3">
          {state.status === 'past_due' && (
            <FormAlert>
              <Trans>The last payment did not go through. Premium features are paused until it does.</Trans>
            </FormAlert>
          )}
          <p className="text-lg">
            <Trans>
              <strong>{planName}</strong> · {price}/month
            </Trans>
          </p>
          <p className="flex items-center gap-2" data-testid="renewal">
            <CalendarDays aria-hidden="true" className="size-5 text-ink-muted" />
            {state.cancelAtPeriodEnd ? t`Ends on ${endDay}. You will not be charged again.` : t`Renews on ${endDay}.`}
          </p>
          {plan === 'Family' && (
            <p className="text-ink-muted">
              <Trans>
                Moving to Premium keeps every child profile you have, but you can add more only on Family (up to {MAX_CHILDREN_FAMILY} children).
              </Trans>
            </p>
          )}
        </CardContent>
        <CardFooter>
          {state.cancelAtPeriodEnd ? (
            <Button
              variant="primary"
              disabled={update.isPending}
              onClick={() =>
                run({ action: 'resume' }, () => toast({ title: t`Subscription resumed`, description: t`${planName} will renew as before.` }))
              }
            >
              <Trans>Resume subscription</Trans>
            </Button>
          ) : (
            <Button variant="outline" disabled={update.isPending} onClick={() => setConfirmCancel(true)}>
              <Trans>Cancel subscription</Trans>
            </Button>
          )}
          <Button variant="premium" disabled={update.isPending} onClick={() => setConfirmChange(true)}>
            <Trans>
              Switch to {otherName} ({otherPrice}/month)
            </Trans>
          </Button>
        </CardFooter>
      </Card>

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent>
          <DialogTitle>
            <Trans>Cancel your subscription?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {planName} stays open until {endDay}. After that the account goes back to the free plan, and you will not be charged again.
            </Trans>
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Keep {planName}</Trans>
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={update.isPending} onClick={cancel}>
              <Trans>Cancel at period end</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      {/* Every plan change asks first, as cancelling does (issue 22): one tap changes nothing. */}
      <Dialog open={confirmChange} onOpenChange={setConfirmChange}>
        <DialogContent>
          <DialogTitle>
            <Trans>Switch to {otherName}?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {otherName} starts now, at {otherPrice} a month instead of {price}.
            </Trans>{' '}
            {state.demo ? (
              <Trans>Demo mode: no real payment is taken.</Trans>
            ) : (
              <Trans>The next bill, on {endDay}, counts the change for the days left of this month.</Trans>
            )}{' '}
            {otherPlan === 'Premium' ? (
              <Trans>Every child profile stays, but only Family can add more.</Trans>
            ) : (
              <Trans>Family lets you add up to {MAX_CHILDREN_FAMILY} children.</Trans>
            )}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Keep {planName}</Trans>
              </Button>
            </DialogClose>
            <Button variant="premium" disabled={update.isPending} onClick={change}>
              <Trans>Switch to {otherName}</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
