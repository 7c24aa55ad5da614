import { and, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  type ChangePlanBody,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
  type DemoCard,
  type SubscriptionState,
} from '@chess-quest/protocol/subscription';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import type { Database } from '../../db/client';
import type { FactLog } from '../../events/outbox';
import { subscriptions } from '../../db/schema/billing';
import { badRequest, conflict, notFound, paymentFailed } from '../../http/errors';
import { applyBillingEvent, applySnapshotTo, LIVE_STATUSES, liveSubscription, type EventOutcome, type SubscriptionRow } from './apply-event';
import type { DemoProvider } from './demo-provider';
import type { BillingEvent, IgnoredEvent, PaymentProvider } from './provider';

export interface BillingAccount {
  id: string;
  email: string;
}

export interface BillingServiceDeps {
  db: Database;
  /** A plan that changes is a fact (rewards, the parent view react to it). */
  facts: FactLog;
  provider: PaymentProvider;
  now?: () => Date;
}

/** A demo period is settled at most this many months at once (an account left for years). */
const MAX_PERIODS_SETTLED = 36;

const isDemo = (provider: PaymentProvider): provider is DemoProvider => provider.name === 'demo';

export function createBillingService({ db, facts, provider, now = () => new Date() }: BillingServiceDeps) {
  const liveRow = (accountId: string) => liveSubscription(db, accountId);

  /** The newest row of this account and provider matching `more`. */
  async function newestRow(accountId: string, more: SQL): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.provider, provider.name), more))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  }

  async function requireLive(accountId: string): Promise<SubscriptionRow> {
    const row = await liveRow(accountId);
    if (!row) throw conflict(BILLING_MESSAGES.noSubscription);
    if (row.provider !== provider.name) {
      throw conflict(`This subscription was bought through ${row.provider}, which this server is not set up for.`);
    }
    return row;
  }

  /** The demo has no clock of its own: a period that has ended is settled when next asked. */
  async function settleDemoPeriods(accountId: string): Promise<void> {
    if (!isDemo(provider)) return;
    for (let i = 0; i < MAX_PERIODS_SETTLED; i += 1) {
      const row = await newestRow(accountId, and(inArray(subscriptions.status, LIVE_STATUSES), lte(subscriptions.currentPeriodEnd, now()))!);
      if (!row) return;
      const outcome = await applyBillingEvent(db, facts, provider.periodOver(row));
      if (outcome !== 'processed') return;
    }
  }

  async function state(accountId: string): Promise<SubscriptionState> {
    await settleDemoPeriods(accountId);
    const row = await liveRow(accountId);
    const common = { provider: provider.name, demo: isDemo(provider), publishableKey: provider.publishableKey };
    if (!row) {
      return { ...common, status: 'inactive', plan: 'Basic', amountCents: 0, currentPeriodEnd: null, cancelAtPeriodEnd: false };
    }
    return {
      ...common,
      status: row.status === 'past_due' ? 'past_due' : 'active',
      plan: row.plan,
      amountCents: row.amountCents,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  return {
    state,

    /**
     * Settles every demo period that has ended (renewal paid, or a cancelled plan ended), so
     * premium ends on time even for an account that never opens billing again. Each node runs
     * it now and then; settling is idempotent (events are applied once). Returns how many
     * accounts had a period to settle.
     */
    async settleDue(): Promise<number> {
      if (!isDemo(provider)) return 0;
      const due = await db
        .selectDistinct({ accountId: subscriptions.accountId })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider.name), inArray(subscriptions.status, LIVE_STATUSES), lte(subscriptions.currentPeriodEnd, now())),
        );
      for (const { accountId } of due) await settleDemoPeriods(accountId);
      return due.length;
    },

    /** Spec §7 POST /api/subscription/create: a payment to confirm, or 'active' when already paid. */
    async create(account: BillingAccount, body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
      await settleDemoPeriods(account.id);
      const live = await liveRow(account.id);
      if (live) {
        if (live.plan === body.planType) return { status: 'active' };
        throw conflict(BILLING_MESSAGES.changeInstead(live.plan));
      }
      const pending = await newestRow(account.id, eq(subscriptions.status, 'incomplete'));
      if (pending?.plan === body.planType && pending.clientSecret) return { clientSecret: pending.clientSecret };
      if (pending) {
        await provider.abandon(pending.providerSubscriptionId);
        await db.update(subscriptions).set({ status: 'canceled', clientSecret: null }).where(eq(subscriptions.id, pending.id));
      }
      const customer = await newestRow(account.id, isNotNull(subscriptions.providerCustomerId));
      const started = await provider.startSubscription({
        accountId: account.id,
        email: account.email,
        customerId: customer?.providerCustomerId ?? null,
        plan: body.planType,
      });
      await db.insert(subscriptions).values({
        accountId: account.id,
        plan: body.planType,
        status: 'incomplete',
        provider: provider.name,
        providerCustomerId: started.providerCustomerId,
        providerSubscriptionId: started.providerSubscriptionId,
        clientSecret: started.clientSecret,
        amountCents: PLAN_PRICES_CENTS[body.planType],
      });
      return { clientSecret: started.clientSecret };
    },

    /**
     * The demo provider's card form. Its verdict comes back as the provider's own notification
     * and is handled like a webhook; a decline is a 402 carrying the provider's message.
     */
    async confirmDemoPayment(account: BillingAccount, clientSecret: string, card: DemoCard): Promise<SubscriptionState> {
      if (!isDemo(provider)) throw badRequest(BILLING_MESSAGES.demoOnly);
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.accountId, account.id), eq(subscriptions.provider, 'demo'), eq(subscriptions.clientSecret, clientSecret)));
      if (!row) throw notFound(BILLING_MESSAGES.unknownPayment);
      if (row.status !== 'incomplete') throw conflict(BILLING_MESSAGES.paymentNotPending);
      const event = provider.confirmPayment(row, card, now());
      await applyBillingEvent(db, facts, event);
      if (event.kind === 'payment_failed') {
        const message = event.message ?? BILLING_MESSAGES.declined;
        const refusal = paymentFailed(message);
        // The demo's own two sentences have a reason a client says in its reader's language.
        if (message === BILLING_MESSAGES.declined) throw refusal.because('billing.declined');
        if (message === BILLING_MESSAGES.notATestCard) throw refusal.because('billing.notATestCard');
        throw refusal;
      }
      return state(account.id);
    },

    async cancel(account: BillingAccount): Promise<SubscriptionState> {
      const row = await requireLive(account.id);
      if (row.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.alreadyCanceling);
      const snapshot = await provider.setCancelAtPeriodEnd(row, true);
      await db.transaction((tx) => applySnapshotTo(tx, facts, row, snapshot));
      return state(account.id);
    },

    async resume(account: BillingAccount): Promise<SubscriptionState> {
      const row = await requireLive(account.id);
      if (!row.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.notCanceling);
      const snapshot = await provider.setCancelAtPeriodEnd(row, false);
      await db.transaction((tx) => applySnapshotTo(tx, facts, row, snapshot));
      return state(account.id);
    },

    /** Premium ↔ Family. Children beyond a smaller plan's limit stay; only adding more is refused. */
    async changePlan(account: BillingAccount, body: ChangePlanBody): Promise<SubscriptionState> {
      const row = await requireLive(account.id);
      if (row.plan === body.planType) throw conflict(BILLING_MESSAGES.alreadyOnPlan(body.planType));
      const snapshot = await provider.changePlan(row, body.planType);
      await db.transaction((tx) => applySnapshotTo(tx, facts, row, snapshot));
      return state(account.id);
    },

    /** A provider's notification (Stripe's signed webhook, or the demo's own). */
    handleEvent(event: BillingEvent | IgnoredEvent): Promise<EventOutcome> {
      return applyBillingEvent(db, facts, event);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
