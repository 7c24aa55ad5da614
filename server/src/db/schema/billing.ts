import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAID_PLANS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '@chess-quest/protocol/subscription';
import { accounts } from './accounts';
import { createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';

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
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
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
    check('subscriptions_plan_check', oneOf(t.plan, PAID_PLANS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
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
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_account_created_idx').on(t.accountId, t.createdAt),
    check('payments_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
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
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    processedAt: tstz('processed_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), check('webhook_events_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS))],
);
