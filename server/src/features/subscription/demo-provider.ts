import { randomBytes, randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, DEMO_TEST_CARDS, type DemoCard } from '@chess-quest/protocol/subscription';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import type { BillingEvent, PaymentProvider, StoredSubscription } from './provider';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** One month on, as a calendar month (31 Jan → 28/29 Feb, like card billing). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface DemoProvider extends PaymentProvider {
  readonly name: 'demo';
  /**
   * The demo's card network: the test card pays, the decline card (and any other number)
   * is refused. Answers the provider's notification, which billing handles exactly like
   * a Stripe webhook.
   */
  confirmPayment(subscription: StoredSubscription, card: DemoCard, now: Date): BillingEvent;
  /** The notification the demo sends when a paid period is over (renewed, or ended if cancelled). */
  periodOver(subscription: StoredSubscription): BillingEvent;
}

/**
 * The built-in payment provider for a machine with no Stripe keys: the same flow and the
 * same stored states as Stripe, and no money ever moves.
 */
export function createDemoProvider(): DemoProvider {
  const snapshotOf = (subscription: StoredSubscription) => ({
    status: subscription.status,
    plan: subscription.plan,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
  });

  return {
    name: 'demo',
    publishableKey: null,
    async startSubscription({ accountId }) {
      return {
        providerSubscriptionId: `demo_sub_${randomUUID()}`,
        providerCustomerId: `demo_cus_${accountId}`,
        clientSecret: `${token('demo_pi')}_secret_${randomBytes(12).toString('hex')}`,
      };
    },
    async abandon() {
      // Nothing is held at a demo provider: the stored row is all there is.
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      return { ...snapshotOf(subscription), cancelAtPeriodEnd: cancel };
    },
    async changePlan(subscription, plan) {
      return { ...snapshotOf(subscription), plan };
    },
    confirmPayment(subscription, card, now) {
      const base = {
        provider: 'demo' as const,
        eventId: token('demo_evt'),
        providerSubscriptionId: subscription.providerSubscriptionId,
        providerPaymentId: token('demo_pay'),
        amountCents: PLAN_PRICES_CENTS[subscription.plan],
        currency: 'usd',
      };
      if (card.cardNumber === DEMO_TEST_CARDS.succeeds) {
        return { ...base, type: 'invoice.paid', kind: 'payment_succeeded', periodEnd: addOneMonth(now) };
      }
      const message = card.cardNumber === DEMO_TEST_CARDS.declined ? BILLING_MESSAGES.declined : BILLING_MESSAGES.notATestCard;
      return { ...base, type: 'invoice.payment_failed', kind: 'payment_failed', message };
    },
    periodOver(subscription) {
      const end = subscription.currentPeriodEnd ?? new Date();
      // Named after the period, so asking twice about the same period is the same event.
      const period = `${subscription.providerSubscriptionId}_${end.getTime()}`;
      const common = { provider: 'demo' as const, providerSubscriptionId: subscription.providerSubscriptionId };
      if (subscription.cancelAtPeriodEnd) {
        return { ...common, eventId: `demo_evt_end_${period}`, type: 'customer.subscription.deleted', kind: 'subscription_ended' };
      }
      return {
        ...common,
        eventId: `demo_evt_renew_${period}`,
        type: 'invoice.paid',
        kind: 'payment_succeeded',
        providerPaymentId: `demo_pay_renewal_${subscription.providerSubscriptionId}_${end.getTime()}`,
        amountCents: PLAN_PRICES_CENTS[subscription.plan],
        currency: 'usd',
        periodEnd: addOneMonth(end),
      };
    },
  };
}
