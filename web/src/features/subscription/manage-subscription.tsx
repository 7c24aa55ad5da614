import { CalendarDays, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaidPlan, SubscriptionState } from '@chess-quest/protocol/subscription';
import { MAX_CHILDREN_FAMILY, PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-field';
import { errorMessageOf } from '../../lib/api-client';
import { formatPriceCents, PREMIUM_OPENS } from '../../lib/plans';
import { toast } from '../../lib/toast';
import { useUpdateSubscription, type SubscriptionUpdate } from './api/update-subscription';

export function formatDay(iso: string | null): string {
  if (!iso) return 'the end of this period';
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Spec §2: the 'already premium' page, with the plan's management beyond the spec. */
export function ManageSubscription({ state }: { state: SubscriptionState }) {
  const update = useUpdateSubscription();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmChange, setConfirmChange] = useState(false);
  const plan = state.plan as PaidPlan;
  const otherPlan: PaidPlan = plan === 'Family' ? 'Premium' : 'Family';
  const endDay = formatDay(state.currentPeriodEnd);

  const run = (change: SubscriptionUpdate, done: (next: SubscriptionState) => void) =>
    update.mutate(change, {
      onSuccess: done,
      onError: (error) => toast({ title: 'Error', description: errorMessageOf(error), variant: 'destructive' }),
    });

  const cancel = () =>
    run({ action: 'cancel' }, (next) => {
      setConfirmCancel(false);
      toast({ title: 'Subscription cancelled', description: `${plan} stays until ${formatDay(next.currentPeriodEnd)}.` });
    });

  const change = () =>
    run({ action: 'change', planType: otherPlan }, () => {
      setConfirmChange(false);
      toast({ title: `Welcome to ${otherPlan}!`, description: `Your plan is now ${otherPlan}.` });
    });

  return (
    <div className="grid gap-8">
      <Card className="border-grape text-center">
        <CardHeader className="items-center">
          <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-grape-soft text-grape-strong">
            <Crown className="size-8" />
          </span>
          <CardTitle as="h2" className="text-2xl">
            You&rsquo;re already a {plan} member!
          </CardTitle>
          <CardDescription>{PREMIUM_OPENS}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Link to="/dashboard" className={buttonClassName('primary', 'lg')}>
            Go to Dashboard
          </Link>
          <Link to="/story-mode" className={buttonClassName('outline', 'lg')}>
            Continue the Story
          </Link>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Manage your plan</CardTitle>
          {state.demo && <CardDescription>Demo mode: no real payment is taken.</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-3">
          {state.status === 'past_due' && <FormAlert>The last payment did not go through. Premium features are paused until it does.</FormAlert>}
          <p className="text-lg">
            <strong>{plan}</strong> · {formatPriceCents(state.amountCents)}/month
          </p>
          <p className="flex items-center gap-2" data-testid="renewal">
            <CalendarDays aria-hidden="true" className="size-5 text-ink-muted" />
            {state.cancelAtPeriodEnd ? `Ends on ${endDay}. You will not be charged again.` : `Renews on ${endDay}.`}
          </p>
          {plan === 'Family' && (
            <p className="text-ink-muted">
              Moving to Premium keeps every child profile you have, but you can add more only on Family (up to {MAX_CHILDREN_FAMILY} children).
            </p>
          )}
        </CardContent>
        <CardFooter>
          {state.cancelAtPeriodEnd ? (
            <Button
              variant="primary"
              disabled={update.isPending}
              onClick={() => run({ action: 'resume' }, () => toast({ title: 'Subscription resumed', description: `${plan} will renew as before.` }))}
            >
              Resume subscription
            </Button>
          ) : (
            <Button variant="outline" disabled={update.isPending} onClick={() => setConfirmCancel(true)}>
              Cancel subscription
            </Button>
          )}
          <Button variant="premium" disabled={update.isPending} onClick={() => setConfirmChange(true)}>
            Switch to {otherPlan} ({formatPriceCents(PLAN_PRICES_CENTS[otherPlan])}/month)
          </Button>
        </CardFooter>
      </Card>

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            {plan} stays open until {endDay}. After that the account goes back to the free plan, and you will not be charged again.
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Keep {plan}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={update.isPending} onClick={cancel}>
              Cancel at period end
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      {/* Every plan change asks first, as cancelling does (issue 22): one tap changes nothing. */}
      <Dialog open={confirmChange} onOpenChange={setConfirmChange}>
        <DialogContent>
          <DialogTitle>Switch to {otherPlan}?</DialogTitle>
          <DialogDescription>
            {otherPlan} starts now, at {formatPriceCents(PLAN_PRICES_CENTS[otherPlan])} a month instead of {formatPriceCents(state.amountCents)}.
            {state.demo
              ? ' Demo mode: no real payment is taken.'
              : ` The next bill, on ${endDay}, counts the change for the days left of this month.`}
            {otherPlan === 'Premium'
              ? ' Every child profile stays, but only Family can add more.'
              : ` Family lets you add up to ${MAX_CHILDREN_FAMILY} children.`}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Keep {plan}</Button>
            </DialogClose>
            <Button variant="premium" disabled={update.isPending} onClick={change}>
              Switch to {otherPlan}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
