import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';

export const paidPlans = ['Premium', 'Family'] as const;
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export const paymentProviders = ['stripe', 'demo'] as const;
export const paymentStatuses = ['succeeded', 'failed', 'pending'] as const;

const accountRef = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * A paid plan of an account (the subscription belongs to the parent's account, not a child).
 * accounts.subscription_status/plan are kept in step with the live row here.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPk(),
    accountId: accountRef(),
    plan: text('plan', { enum: paidPlans }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('incomplete'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** Lets the payment form resume after a reload while status is incomplete. */
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    currentPeriodEnd: tstz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_subscription_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_account_status_idx').on(t.accountId, t.status),
    // An account can never be charged for two live subscriptions at once.
    uniqueIndex('subscriptions_one_live_per_account')
      .on(t.accountId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    check('subscriptions_plan_check', oneOf(t.plan, paidPlans)),
    check('subscriptions_status_check', oneOf(t.status, subscriptionStatuses)),
    check('subscriptions_provider_check', oneOf(t.provider, paymentProviders)),
    check('subscriptions_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuidPk(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_account_created_idx').on(t.accountId, t.createdAt),
    check('payments_provider_check', oneOf(t.provider, paymentProviders)),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Webhook deliveries already seen: insert ... on conflict do nothing before handling, so a
 * redelivered event is processed once. processed_at null means handling did not finish.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    processedAt: tstz('processed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    check('webhook_events_provider_check', oneOf(t.provider, paymentProviders)),
  ],
);
