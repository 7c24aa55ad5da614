import type { PaidPlan, PaymentProvider as PaymentProviderName, SubscriptionStatus } from '@chess-quest/protocol/subscription';

export type ProviderName = PaymentProviderName;
export type { SubscriptionStatus };

/** What the provider says a subscription is now. */
export interface SubscriptionSnapshot {
  status: SubscriptionStatus;
  /** Null when the provider's answer does not name one of our plans: the stored plan stays. */
  plan: PaidPlan | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * A provider's notification, in our words. Stripe's signed webhooks and the demo provider's
 * own confirmations both become one of these and go through the same handling, so a
 * subscription becomes active only when its provider confirms a payment.
 */
export type BillingEvent = { provider: ProviderName; eventId: string; type: string; providerSubscriptionId: string } & (
  | {
      kind: 'payment_succeeded';
      providerPaymentId: string;
      amountCents: number;
      currency: string;
      periodEnd: Date | null;
    }
  | {
      kind: 'payment_failed';
      providerPaymentId: string;
      amountCents: number;
      currency: string;
      message: string | null;
    }
  | { kind: 'subscription_changed'; snapshot: SubscriptionSnapshot }
  | { kind: 'subscription_ended' }
);

/** A notification this app does not act on (it is still recorded, so it is seen once). */
export interface IgnoredEvent {
  provider: ProviderName;
  eventId: string;
  type: string;
  kind: 'ignored';
}

export interface StartedSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** The secret the browser confirms the first payment with. */
  clientSecret: string;
}

export interface StoredSubscription {
  providerSubscriptionId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** The one seam between billing and whoever takes the money. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Handed to the browser for Stripe's Payment Element; null for the demo. */
  readonly publishableKey: string | null;
  /** Creates an unpaid subscription; it turns active only when the payment is confirmed. */
  startSubscription(input: { accountId: string; email: string; customerId: string | null; plan: PaidPlan }): Promise<StartedSubscription>;
  /** Drops an unpaid subscription the parent walked away from. */
  abandon(providerSubscriptionId: string): Promise<void>;
  setCancelAtPeriodEnd(subscription: StoredSubscription, cancel: boolean): Promise<SubscriptionSnapshot>;
  changePlan(subscription: StoredSubscription, plan: PaidPlan): Promise<SubscriptionSnapshot>;
}
