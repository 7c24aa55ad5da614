import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import type { Database, Tx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { payments, subscriptions, webhookEvents } from '../../db/schema/billing';
import type { FactLog } from '../../events/outbox';
import type { BillingEvent, IgnoredEvent, SubscriptionStatus } from './provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const LIVE_STATUSES = ['active', 'past_due'] as const satisfies SubscriptionStatus[];

/**
 * Which moves a provider may make. Providers do not promise to deliver events in order, so
 * a late "incomplete" must not undo a payment, and nothing revives a cancelled subscription
 * (a new purchase makes a new row).
 */
const ALLOWED: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  incomplete: ['incomplete', 'active', 'past_due', 'canceled'],
  active: ['active', 'past_due', 'canceled'],
  past_due: ['active', 'past_due', 'canceled'],
  canceled: ['canceled'],
};

function nextStatus(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionStatus {
  return ALLOWED[from].includes(to) ? to : from;
}

/** The subscription the account pays for now (active, or past due while the provider retries). */
export async function liveSubscription(db: Database | Tx, accountId: string): Promise<SubscriptionRow | undefined> {
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return live;
}

/**
 * accounts.subscription_status/plan follow the account's live subscription: every premium
 * check reads the account (spec §4 'active' means premium), so this keeps them truthful.
 * A change of either is a `subscription.changed` fact of the same transaction.
 */
export async function syncAccount(tx: Tx, facts: FactLog, accountId: string): Promise<void> {
  const live = await liveSubscription(tx, accountId);
  const next = live
    ? { subscriptionStatus: live.status as 'active' | 'past_due', plan: live.plan }
    : { subscriptionStatus: 'inactive' as const, plan: 'Basic' as const };
  const [before] = await tx
    .select({ subscriptionStatus: accounts.subscriptionStatus, plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!before) return;
  await tx
    .update(accounts)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  if (before.subscriptionStatus === next.subscriptionStatus && before.plan === next.plan) return;
  await facts.record(tx, {
    type: 'subscription.changed',
    accountId,
    at: new Date().toISOString(),
    plan: next.plan,
    status: next.subscriptionStatus,
    premium: next.subscriptionStatus === 'active' || next.subscriptionStatus === 'past_due',
  });
}

export async function applySnapshotTo(
  tx: Tx,
  facts: FactLog,
  row: SubscriptionRow,
  snapshot: { status: SubscriptionStatus; plan: SubscriptionRow['plan'] | null; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null },
): Promise<void> {
  const plan = snapshot.plan ?? row.plan;
  const status = nextStatus(row.status, snapshot.status);
  await tx
    .update(subscriptions)
    .set({
      status,
      plan,
      amountCents: plan === row.plan ? row.amountCents : PLAN_PRICES_CENTS[plan],
      cancelAtPeriodEnd: status === 'canceled' ? false : snapshot.cancelAtPeriodEnd,
      currentPeriodEnd: snapshot.currentPeriodEnd ?? row.currentPeriodEnd,
    })
    .where(eq(subscriptions.id, row.id));
  await syncAccount(tx, facts, row.accountId);
}

export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown_subscription';

/**
 * Handles one provider notification exactly once: the delivery is recorded first
 * (insert ... on conflict do nothing), in the same transaction as its effects, so a
 * redelivered event changes nothing and a failed one leaves no trace and can be retried.
 */
export async function applyBillingEvent(db: Database, facts: FactLog, event: BillingEvent | IgnoredEvent): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type, processedAt: new Date() })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';

    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, event.provider), eq(subscriptions.providerSubscriptionId, event.providerSubscriptionId)))
      .for('update');
    if (!row) return 'unknown_subscription';

    switch (event.kind) {
      case 'payment_succeeded':
      case 'payment_failed': {
        const succeeded = event.kind === 'payment_succeeded';
        // Stripe names a payment by its invoice, which can fail first and be paid later.
        const [earlier] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, event.provider), eq(payments.providerPaymentId, event.providerPaymentId)))
          .for('update');
        // Once paid, a late report of an earlier failed attempt changes nothing.
        if (earlier?.status === 'succeeded') break;
        const outcome = {
          amountCents: event.amountCents,
          currency: event.currency,
          status: succeeded ? ('succeeded' as const) : ('failed' as const),
          failureMessage: succeeded ? null : event.message,
        };
        if (earlier) await tx.update(payments).set(outcome).where(eq(payments.id, earlier.id));
        else {
          await tx.insert(payments).values({
            ...outcome,
            subscriptionId: row.id,
            accountId: row.accountId,
            provider: event.provider,
            providerPaymentId: event.providerPaymentId,
          });
        }
        await applySnapshotTo(tx, facts, row, {
          // A failed first payment leaves the form open for another card; a failed renewal
          // is past due while the provider retries.
          status: succeeded ? 'active' : row.status === 'incomplete' ? 'incomplete' : 'past_due',
          plan: null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          currentPeriodEnd: succeeded ? event.periodEnd : null,
        });
        break;
      }
      case 'subscription_changed':
        await applySnapshotTo(tx, facts, row, event.snapshot);
        break;
      case 'subscription_ended':
        await applySnapshotTo(tx, facts, row, {
          status: 'canceled',
          plan: null,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
        });
        break;
    }
    return 'processed';
  });
}
