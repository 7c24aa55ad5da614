import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '@chess-quest/protocol/auth';
import {
  BILLING_MESSAGES,
  DEMO_CARD_MESSAGES,
  DEMO_TEST_CARDS,
  createSubscriptionResponseSchema,
  demoConfirmResponseSchema,
  subscriptionStateSchema,
} from '@chess-quest/protocol/subscription';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import { accounts } from '../../db/schema/accounts';
import { payments, subscriptions } from '../../db/schema/billing';
import { storyChapters } from '../../db/schema/content';
import { newFamily, unlockParent, useTestServer } from '../../test/fixture';
import { expectJson, readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import type { SubscriptionServices } from '.';

const engines = await featureEngines();

/** The create answer while the payment waits for the card. */
const pendingPaymentSchema = createSubscriptionResponseSchema.options[0];
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Sam Parent' };

describe.each(engines)('billing with the demo provider, through the API on %s', (engine) => {
  const server = useTestServer(engine);
  let fourthChapterId: string;

  const signedUp = (unlocked: boolean) => newFamily(server, { unlocked });
  /** The billing service the running node's subscription feature built (its job settles with it). */
  const billing = () => (server.running.assembly.features.services.get('subscription') as SubscriptionServices).billing;

  async function accountRow(id: string) {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, id));
    return row!;
  }

  beforeAll(async () => {
    const [chapter] = await server.db.select().from(storyChapters).where(eq(storyChapters.chapterNumber, 4));
    fourthChapterId = chapter!.id;
  });

  it('refuses every billing write while the parent area is locked', async () => {
    const { client } = await signedUp(false);
    const calls: [string, unknown][] = [
      ['/api/subscription/create', { planType: 'Premium', amount: 499 }],
      ['/api/billing/demo/confirm', { clientSecret: 'x', ...goodCard }],
      ['/api/subscription/cancel', {}],
      ['/api/subscription/resume', {}],
      ['/api/subscription/change', { planType: 'Family' }],
    ];
    for (const [path, body] of calls) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(403);
      expect((await readJson(response)).message).toBe(PARENT_MESSAGES.locked);
    }
    const state = await client.getJson('/api/subscription', subscriptionStateSchema);
    expect(state).toMatchObject({ status: 'inactive', plan: 'Basic', provider: 'demo', demo: true, publishableKey: null });
    expect((await server.client().get('/api/subscription')).status).toBe(401);
  });

  it('checks that the amount is the plan price and the plan exists', async () => {
    const { client } = await signedUp(true);
    const wrongAmount = await client.post('/api/subscription/create', { planType: 'Premium', amount: 799 });
    expect(wrongAmount.status).toBe(400);
    expect((await readJson(wrongAmount)).message).toBe('amount must be 499 for the Premium plan');
    const familyAmount = await client.post('/api/subscription/create', { planType: 'Family', amount: 499 });
    expect((await readJson(familyAmount)).message).toBe('amount must be 799 for the Family plan');
    const badPlan = await client.post('/api/subscription/create', { planType: 'Gold', amount: 499 });
    expect(badPlan.status).toBe(400);
    expect((await readJson(badPlan)).message).toBe('planType must be one of Premium, Family');
    const noAmount = await client.post('/api/subscription/create', { planType: 'Premium' });
    expect((await readJson(noAmount)).message).toBe('amount is required');
  });

  it('takes a declined card without activating, then activates only when the test card pays', async () => {
    const { client, accountId } = await signedUp(true);
    const created = await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    expect(created.clientSecret).toMatch(/^demo_pi_\w+_secret_\w+$/);
    // Asking again (a reload of the form) gives the same payment, not a second one.
    const again = await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    expect(again.clientSecret).toBe(created.clientSecret);

    // Nothing is premium before the provider confirms the payment.
    expect((await accountRow(accountId)).subscriptionStatus).toBe('inactive');
    expect((await client.getJson('/api/auth/user', authUserSchema)).subscriptionStatus).toBe('inactive');
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);

    const invalid: [Record<string, string>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, DEMO_CARD_MESSAGES.cardNumber.invalid],
      [{ cardNumber: '4242' }, DEMO_CARD_MESSAGES.cardNumber.digits],
      [{ expiry: '01/20' }, DEMO_CARD_MESSAGES.expiry.expired],
      [{ expiry: '13/30' }, DEMO_CARD_MESSAGES.expiry.format],
      [{ cvc: '12' }, DEMO_CARD_MESSAGES.cvc.format],
      [{ name: '  ' }, DEMO_CARD_MESSAGES.name.required],
    ];
    for (const [change, message] of invalid) {
      const response = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard, ...change });
      expect(response.status, message).toBe(400);
      // The sentence a parent reads (the answer may also name the field it is about).
      expect((await readJson(response)).message).toContain(message);
    }

    const declined = await client.post('/api/billing/demo/confirm', {
      clientSecret: created.clientSecret,
      ...goodCard,
      cardNumber: DEMO_TEST_CARDS.declined,
    });
    expect(declined.status).toBe(402);
    expect(await readJson(declined)).toEqual({ code: 'payment_failed', message: 'Your card was declined.', reason: 'billing.declined' });
    expect((await accountRow(accountId)).subscriptionStatus).toBe('inactive');
    const [failed] = await server.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', amountCents: 499 });

    const paid = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard });
    const state = await expectJson(paid, demoConfirmResponseSchema);
    expect(state).toMatchObject({ status: 'active', plan: 'Premium', amountCents: 499, cancelAtPeriodEnd: false });
    const periodEnd = new Date(state.currentPeriodEnd!).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(periodEnd - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'active', plan: 'Premium' });

    // The next request sees premium: the 4th chapter opens and the header reads 'active'.
    expect((await client.getJson('/api/auth/user', authUserSchema)).subscriptionStatus).toBe('active');
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(200);

    // The payment locked the parent area (issue 22): a parent call needs the PIN again.
    expect((await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard })).status).toBe(403);
    await unlockParent(client, '1234');
    const twice = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard });
    expect(twice.status).toBe(409);
    expect(await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, createSubscriptionResponseSchema)).toEqual({
      status: 'active',
    });
    const other = await client.post('/api/subscription/create', { planType: 'Family', amount: 799 });
    expect(other.status).toBe(409);
    expect((await readJson(other)).message).toBe(BILLING_MESSAGES.changeInstead('Premium'));
    const rows = await server.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('refuses a card number that is not a test card, saying no real card is charged', async () => {
    const { client } = await signedUp(true);
    const { clientSecret } = await client.postJson('/api/subscription/create', { planType: 'Family', amount: 799 }, pendingPaymentSchema);
    const response = await client.post('/api/billing/demo/confirm', { clientSecret, ...goodCard, cardNumber: '5555 5555 5555 4444' });
    expect(response.status).toBe(402);
    expect((await readJson(response)).message).toBe(BILLING_MESSAGES.notATestCard);
    const unknown = await client.post('/api/billing/demo/confirm', { clientSecret: 'demo_pi_nope', ...goodCard });
    expect(unknown.status).toBe(404);
  });

  it('cancels at the period end, resumes, changes plan, and ends when a cancelled period is over', async () => {
    const { client, accountId } = await signedUp(true);
    const nothing = await client.post('/api/subscription/cancel', {});
    expect(nothing.status).toBe(409);
    expect((await readJson(nothing)).message).toBe(BILLING_MESSAGES.noSubscription);

    const { clientSecret } = await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    await client.postJson('/api/billing/demo/confirm', { clientSecret, ...goodCard }, demoConfirmResponseSchema);
    // The payment landed on the child's dashboard and locked the parent area: the PIN again.
    await unlockParent(client, '1234');

    const canceled = await client.postJson('/api/subscription/cancel', {}, subscriptionStateSchema);
    expect(canceled).toMatchObject({ status: 'active', plan: 'Premium', cancelAtPeriodEnd: true });
    expect(canceled.currentPeriodEnd).not.toBeNull();
    expect((await client.post('/api/subscription/cancel', {})).status).toBe(409);
    // Still premium until the paid period is over.
    expect((await accountRow(accountId)).subscriptionStatus).toBe('active');

    expect(await client.postJson('/api/subscription/resume', {}, subscriptionStateSchema)).toMatchObject({ cancelAtPeriodEnd: false });
    const notCanceling = await client.post('/api/subscription/resume', {});
    expect((await readJson(notCanceling)).message).toBe(BILLING_MESSAGES.notCanceling);

    const family = await client.postJson('/api/subscription/change', { planType: 'Family' }, subscriptionStateSchema);
    expect(family).toMatchObject({ status: 'active', plan: 'Family', amountCents: 799 });
    expect((await accountRow(accountId)).plan).toBe('Family');
    const same = await client.post('/api/subscription/change', { planType: 'Family' });
    expect((await readJson(same)).message).toBe(BILLING_MESSAGES.alreadyOnPlan('Family'));
    const badPlan = await client.post('/api/subscription/change', { planType: 'Basic' });
    expect(badPlan.status).toBe(400);
    expect(await client.postJson('/api/subscription/change', { planType: 'Premium' }, subscriptionStateSchema)).toMatchObject({ plan: 'Premium' });

    // A renewed period is paid again by the demo; a cancelled one ends.
    const past = new Date(Date.now() - 60_000);
    await server.db.update(subscriptions).set({ currentPeriodEnd: past }).where(eq(subscriptions.accountId, accountId));
    const renewed = await client.getJson('/api/subscription', subscriptionStateSchema);
    expect(renewed).toMatchObject({ status: 'active', plan: 'Premium' });
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now());

    await client.postJson('/api/subscription/cancel', {}, subscriptionStateSchema);
    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')));
    expect(await client.getJson('/api/subscription', subscriptionStateSchema)).toMatchObject({ status: 'inactive', plan: 'Basic' });
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'inactive', plan: 'Basic' });
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);
    const succeeded = await server.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(2);
  });

  it('ends a cancelled plan on time even when nobody opens billing again', async () => {
    const { client, accountId } = await signedUp(true);
    const { clientSecret } = await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    await client.postJson('/api/billing/demo/confirm', { clientSecret, ...goodCard }, demoConfirmResponseSchema);
    // The payment landed on the child's dashboard and locked the parent area: the PIN again.
    await unlockParent(client, '1234');
    await client.postJson('/api/subscription/cancel', {}, subscriptionStateSchema);
    // Every node settles in the background; the test settles at once.
    expect(server.running.jobs.names()).toContain('billing-settlement');
    expect(await billing().settleDue()).toBe(0);

    await server.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')));
    expect(await billing().settleDue()).toBeGreaterThanOrEqual(1);
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'inactive', plan: 'Basic' });
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);
    // Settling again changes nothing.
    expect(await billing().settleDue()).toBe(0);
  });

  it('has no Stripe webhook and lets no Stripe origin into the page in demo mode', async () => {
    const response = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).not.toContain('stripe');
  });
});
