import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, DEMO_TEST_CARDS } from '@chess-quest/protocol/billing';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { DatabaseHandle } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { payments, subscriptions } from '../../db/schema/billing';
import { storyChapters } from '../../db/schema/content';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';

const engines = await testEngines();

const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Sam Parent' };

describe.each(engines)('billing with the demo provider, through the API on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let fourthChapterId: string;

  async function signedUp(unlocked: boolean): Promise<{ client: TestClient; accountId: string }> {
    const client = server.client();
    const body = signUpBody();
    expect((await client.post('/api/signup', body)).status).toBeLessThan(300);
    if (unlocked) expect((await client.post('/api/parent/unlock', { pin: body.parentPin })).status).toBe(200);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, body.email));
    return { client, accountId: account!.id };
  }

  async function accountRow(id: string) {
    const [row] = await database.db.select().from(accounts).where(eq(accounts.id, id));
    return row!;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
    const [chapter] = await database.db.select().from(storyChapters).where(eq(storyChapters.chapterNumber, 4));
    fourthChapterId = chapter!.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
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
    const state = await readJson(await client.get('/api/subscription'));
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
    const created = await readJson(await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 }));
    expect(created.clientSecret).toMatch(/^demo_pi_\w+_secret_\w+$/);
    // Asking again (a reload of the form) gives the same payment, not a second one.
    const again = await readJson(await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 }));
    expect(again.clientSecret).toBe(created.clientSecret);

    // Nothing is premium before the provider confirms the payment.
    expect((await accountRow(accountId)).subscriptionStatus).toBe('inactive');
    expect((await readJson(await client.get('/api/auth/user'))).subscriptionStatus).toBe('inactive');
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);

    const invalid: [Record<string, string>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber is not a valid card number: please check the digits'],
      [{ cardNumber: '4242' }, 'cardNumber must be 12 to 19 digits'],
      [{ expiry: '01/20' }, 'expiry must be in the future: this card has expired'],
      [{ expiry: '13/30' }, 'expiry must be written MM/YY'],
      [{ cvc: '12' }, 'cvc must be 3 or 4 digits'],
      [{ name: '  ' }, 'name is required'],
    ];
    for (const [change, message] of invalid) {
      const response = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard, ...change });
      expect(response.status, message).toBe(400);
      expect((await readJson(response)).message).toBe(message);
    }

    const declined = await client.post('/api/billing/demo/confirm', {
      clientSecret: created.clientSecret,
      ...goodCard,
      cardNumber: DEMO_TEST_CARDS.declined,
    });
    expect(declined.status).toBe(402);
    expect((await readJson(declined)).message).toBe('Your card was declined.');
    expect((await accountRow(accountId)).subscriptionStatus).toBe('inactive');
    const [failed] = await database.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', amountCents: 499 });

    const paid = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard });
    expect(paid.status).toBe(200);
    const state = await readJson(paid);
    expect(state).toMatchObject({ status: 'active', plan: 'Premium', amountCents: 499, cancelAtPeriodEnd: false });
    const periodEnd = new Date(state.currentPeriodEnd).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(periodEnd - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'active', plan: 'Premium' });

    // The next request sees premium: the 4th chapter opens and the header reads 'active'.
    expect((await readJson(await client.get('/api/auth/user'))).subscriptionStatus).toBe('active');
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(200);

    const twice = await client.post('/api/billing/demo/confirm', { clientSecret: created.clientSecret, ...goodCard });
    expect(twice.status).toBe(409);
    expect(await readJson(await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 }))).toEqual({ status: 'active' });
    const other = await client.post('/api/subscription/create', { planType: 'Family', amount: 799 });
    expect(other.status).toBe(409);
    expect((await readJson(other)).message).toBe(BILLING_MESSAGES.changeInstead('Premium'));
    const rows = await database.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('refuses a card number that is not a test card, saying no real card is charged', async () => {
    const { client } = await signedUp(true);
    const { clientSecret } = await readJson(await client.post('/api/subscription/create', { planType: 'Family', amount: 799 }));
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

    const { clientSecret } = await readJson(await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 }));
    await client.post('/api/billing/demo/confirm', { clientSecret, ...goodCard });

    const canceled = await readJson(await client.post('/api/subscription/cancel', {}));
    expect(canceled).toMatchObject({ status: 'active', plan: 'Premium', cancelAtPeriodEnd: true });
    expect(canceled.currentPeriodEnd).not.toBeNull();
    expect((await client.post('/api/subscription/cancel', {})).status).toBe(409);
    // Still premium until the paid period is over.
    expect((await accountRow(accountId)).subscriptionStatus).toBe('active');

    expect(await readJson(await client.post('/api/subscription/resume', {}))).toMatchObject({ cancelAtPeriodEnd: false });
    const notCanceling = await client.post('/api/subscription/resume', {});
    expect((await readJson(notCanceling)).message).toBe(BILLING_MESSAGES.notCanceling);

    const family = await readJson(await client.post('/api/subscription/change', { planType: 'Family' }));
    expect(family).toMatchObject({ status: 'active', plan: 'Family', amountCents: 799 });
    expect((await accountRow(accountId)).plan).toBe('Family');
    const same = await client.post('/api/subscription/change', { planType: 'Family' });
    expect((await readJson(same)).message).toBe(BILLING_MESSAGES.alreadyOnPlan('Family'));
    const badPlan = await client.post('/api/subscription/change', { planType: 'Basic' });
    expect(badPlan.status).toBe(400);
    expect(await readJson(await client.post('/api/subscription/change', { planType: 'Premium' }))).toMatchObject({ plan: 'Premium' });

    // A renewed period is paid again by the demo; a cancelled one ends.
    const past = new Date(Date.now() - 60_000);
    await database.db.update(subscriptions).set({ currentPeriodEnd: past }).where(eq(subscriptions.accountId, accountId));
    const renewed = await readJson(await client.get('/api/subscription'));
    expect(renewed).toMatchObject({ status: 'active', plan: 'Premium' });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());

    await client.post('/api/subscription/cancel', {});
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')));
    expect(await readJson(await client.get('/api/subscription'))).toMatchObject({ status: 'inactive', plan: 'Basic' });
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'inactive', plan: 'Basic' });
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);
    const succeeded = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(2);
  });

  it('ends a cancelled plan on time even when nobody opens billing again', async () => {
    const { client, accountId } = await signedUp(true);
    const { clientSecret } = await readJson(await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 }));
    await client.post('/api/billing/demo/confirm', { clientSecret, ...goodCard });
    await client.post('/api/subscription/cancel', {});
    expect(await server.assembly.billing.settleDue()).toBe(0);

    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')));
    expect(await server.assembly.billing.settleDue()).toBeGreaterThanOrEqual(1);
    expect(await accountRow(accountId)).toMatchObject({ subscriptionStatus: 'inactive', plan: 'Basic' });
    expect((await client.get(`/api/story/chapters/${fourthChapterId}`)).status).toBe(403);
    // Settling again changes nothing.
    expect(await server.assembly.billing.settleDue()).toBe(0);
  });

  it('has no Stripe webhook and lets no Stripe origin into the page in demo mode', async () => {
    const response = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).not.toContain('stripe');
  });
});
