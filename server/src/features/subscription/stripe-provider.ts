import { z } from 'zod';
import Stripe from 'stripe';
import { PAID_PLANS, type PaidPlan } from '@chess-quest/protocol/subscription';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import type { BillingEvent, IgnoredEvent, PaymentProvider, SubscriptionSnapshot, SubscriptionStatus } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** A Stripe-compatible server to talk to instead of api.stripe.com (tests, stripe-mock). */
  apiBase?: string | null;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies the Stripe-Signature of a raw webhook body and says what it means for us. */
  parseWebhook(rawBody: Buffer, signature: string): BillingEvent | IgnoredEvent;
}

/** The body was not signed by Stripe with our webhook secret (or was changed on the way). */
export class WebhookSignatureError extends Error {}
/** A correctly signed event without the parts this app reads (a Stripe API change, a hand-made event). */
export class MalformedWebhookEventError extends Error {}

/** The parts of each handled event that `eventOf` reads, checked before it reads them. */
const listOf = (item: z.ZodType) => z.object({ data: z.array(item) });
const REQUIRED_PARTS: Partial<Record<string, z.ZodType>> = {
  'invoice.paid': z.object({ lines: listOf(z.object({ period: z.object({ end: z.number() }) })) }),
  'customer.subscription.updated': z.object({
    id: z.string(),
    items: listOf(z.object({ price: z.object({ lookup_key: z.string().nullish() }).nullish() })),
  }),
  'customer.subscription.deleted': z.object({ id: z.string() }),
};

/** Prices are found by lookup key, so a price change (a new amount) is a new Stripe price. */
export function priceLookupKey(plan: PaidPlan): string {
  return `chess-quest-${plan.toLowerCase()}-${PLAN_PRICES_CENTS[plan]}-usd-month`;
}

function planOfLookupKey(key: string | null | undefined): PaidPlan | null {
  return PAID_PLANS.find((plan) => key === priceLookupKey(plan)) ?? null;
}

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
};

export function snapshotOfStripe(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const metadataPlan = PAID_PLANS.find((plan) => plan === subscription.metadata?.plan) ?? null;
  return {
    status: STATUS[subscription.status as Stripe.Subscription.Status] ?? 'past_due',
    plan: planOfLookupKey(item?.price.lookup_key) ?? metadataPlan,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function apiLocation(apiBase: string | null | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiLocation(settings.apiBase),
  });
  const priceIds = new Map<PaidPlan, Promise<string>>();

  async function findOrCreatePrice(plan: PaidPlan): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await stripe.prices.create({
      currency: 'usd',
      unit_amount: PLAN_PRICES_CENTS[plan],
      recurring: { interval: 'month' },
      lookup_key: lookupKey,
      product_data: { name: `Chess Quest ${plan}` },
    });
    return created.id;
  }

  function priceFor(plan: PaidPlan): Promise<string> {
    let price = priceIds.get(plan);
    if (!price) {
      price = findOrCreatePrice(plan);
      // A failed look-up is not remembered: the next purchase asks again.
      price.catch(() => priceIds.delete(plan));
      priceIds.set(plan, price);
    }
    return price;
  }

  function eventOf(event: Stripe.Event): BillingEvent | IgnoredEvent {
    const common = { provider: 'stripe' as const, eventId: event.id, type: event.type };
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (!subscriptionId || !invoice.id) return { ...common, kind: 'ignored' };
        const payment = {
          providerSubscriptionId: subscriptionId,
          providerPaymentId: invoice.id,
          currency: invoice.currency,
        };
        if (event.type === 'invoice.paid') {
          const ends = invoice.lines.data.map((line) => line.period.end);
          return {
            ...common,
            ...payment,
            kind: 'payment_succeeded',
            amountCents: invoice.amount_paid,
            periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
          };
        }
        return {
          ...common,
          ...payment,
          kind: 'payment_failed',
          amountCents: invoice.amount_due,
          message: invoice.last_finalization_error?.message ?? null,
        };
      }
      case 'customer.subscription.updated':
        return {
          ...common,
          kind: 'subscription_changed',
          providerSubscriptionId: event.data.object.id,
          snapshot: snapshotOfStripe(event.data.object),
        };
      case 'customer.subscription.deleted':
        return { ...common, kind: 'subscription_ended', providerSubscriptionId: event.data.object.id };
      default:
        return { ...common, kind: 'ignored' };
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async startSubscription({ accountId, email, customerId, plan }) {
      const customer = customerId ?? (await stripe.customers.create({ email, metadata: { accountId } })).id;
      const subscription = await stripe.subscriptions.create({
        customer,
        items: [{ price: await priceFor(plan) }],
        // Nothing is charged until the browser confirms the first invoice's payment.
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        // This API version carries the payment's client secret on the invoice.
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { accountId, plan },
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} came without a payment to confirm`);
      return { providerSubscriptionId: subscription.id, providerCustomerId: customer, clientSecret };
    },
    async abandon(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Stripe expires an unpaid subscription after a day by itself: gone is what we want.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      return snapshotOfStripe(updated);
    },
    async changePlan(subscription, plan) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item to change`);
      const updated = await stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: await priceFor(plan) }],
        proration_behavior: 'create_prorations',
        metadata: { plan },
      });
      return snapshotOfStripe(updated);
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const required = REQUIRED_PARTS[event.type];
      const checked = required?.safeParse(event.data?.object);
      if (checked && !checked.success) {
        const issue = checked.error.issues[0];
        throw new MalformedWebhookEventError(`${event.type} lacks ${issue?.path.join('.') || 'its object'}`);
      }
      return eventOf(event);
    },
  };
}
