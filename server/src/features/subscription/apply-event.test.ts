import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEST_CARDS, demoCardSchema } from '@chess-quest/protocol/subscription';
import { accounts } from '../../db/schema/accounts';
import { payments, subscriptions, webhookEvents } from '../../db/schema/billing';
import { useTestDatabase } from '../../test/fixture';
import { featureEngines } from '../../test/services';
import { addOneMonth, createDemoProvider } from './demo-provider';
import { Outbox } from '../../events/outbox';
import { createBillingService } from './service';

const engines = await featureEngines();

describe('addOneMonth', () => {
  it('moves to the same day next month, or the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe.each(engines)('billing events applied once on %s', (engine) => {
  const database = useTestDatabase(engine);
  const provider = createDemoProvider();
  const now = new Date('2026-03-10T12:00:00Z');
  let service: ReturnType<typeof createBillingService>;

  beforeAll(() => {
    service = createBillingService({ db: database.db, facts: new Outbox(), provider, now: () => now });
  });

  async function newAccount(email: string) {
    const [account] = await database.db.insert(accounts).values({ email }).returning({ id: accounts.id });
    return { id: account!.id, email };
  }

  it('handles a redelivered event once: one payment row, one state change', async () => {
    const account = await newAccount('once@example.com');
    await service.create(account, { planType: 'Premium', amount: 499 });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    const card = demoCardSchema.parse({ cardNumber: DEMO_TEST_CARDS.succeeds, expiry: '12/39', cvc: '123', name: 'P' });
    const event = provider.confirmPayment(row!, card, now);

    expect(await service.handleEvent(event)).toBe('processed');
    const [afterFirst] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(afterFirst).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-04-10T12:00:00Z') });

    expect(await service.handleEvent(event)).toBe('duplicate');
    const [afterSecond] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(afterSecond!.updatedAt.getTime()).toBe(afterFirst!.updatedAt.getTime());
    expect(await database.db.select().from(payments).where(eq(payments.subscriptionId, row!.id))).toHaveLength(1);
    expect(await database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.eventId))).toHaveLength(1);
    const [stored] = await database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored).toMatchObject({ subscriptionStatus: 'active', plan: 'Premium' });
  });

  it('leaves no trace of an event whose handling failed, so a retry is applied', async () => {
    const account = await newAccount('retry@example.com');
    await service.create(account, { planType: 'Family', amount: 799 });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    const event = {
      provider: 'demo' as const,
      eventId: 'demo_evt_retry',
      type: 'invoice.paid',
      providerSubscriptionId: row!.providerSubscriptionId,
      kind: 'payment_succeeded' as const,
      providerPaymentId: 'demo_pay_retry',
      // A negative amount breaks the payments check constraint halfway through the handling.
      amountCents: -1,
      currency: 'usd',
      periodEnd: addOneMonth(now),
    };
    await expect(service.handleEvent(event)).rejects.toThrow();
    expect(await database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'demo_evt_retry'))).toHaveLength(0);
    expect((await database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id)))[0]!.status).toBe('incomplete');

    expect(await service.handleEvent({ ...event, amountCents: 799 })).toBe('processed');
    expect((await database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id)))[0]!.status).toBe('active');
  });

  it('records an event for a subscription it does not know without changing anything', async () => {
    const outcome = await service.handleEvent({
      provider: 'demo',
      eventId: 'demo_evt_stranger',
      type: 'customer.subscription.deleted',
      providerSubscriptionId: 'demo_sub_not_ours',
      kind: 'subscription_ended',
    });
    expect(outcome).toBe('unknown_subscription');
  });
});
