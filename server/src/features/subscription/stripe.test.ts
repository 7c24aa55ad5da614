import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionResponseSchema, subscriptionStateSchema, webhookResponseSchema } from '@chess-quest/protocol/subscription';
import { loadConfig } from '../../config';
import { accounts } from '../../db/schema/accounts';
import { payments, subscriptions, webhookEvents } from '../../db/schema/billing';
import { storyChapters } from '../../db/schema/content';
import { newFamily, useTestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { priceLookupKey } from './stripe-provider';
import { startStripeCounterpart } from './test/stripe-counterpart';

const engines = await featureEngines();

const SECRET_KEY = 'sk_test_chess_quest_local';
const WEBHOOK_SECRET = 'whsec_chess_quest_local_secret';
const signer = new Stripe(SECRET_KEY);
/** The create answer while the payment waits for the card. */
const pendingPaymentSchema = createSubscriptionResponseSchema.options[0];
let eventCounter = 0;

function stripeEvent(type: string, object: Record<string, unknown>) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now()}_${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function invoice(subscriptionId: string, overrides: Record<string, unknown> = {}) {
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
  return {
    id: `in_test_${eventCounter}_${subscriptionId}`,
    object: 'invoice',
    currency: 'usd',
    amount_paid: 499,
    amount_due: 499,
    last_finalization_error: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: null } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
    ...overrides,
  };
}

describe('Stripe settings', () => {
  const keys = { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
  it('may point the Stripe client at a Stripe-compatible server, given as an http(s) URL', () => {
    expect(loadConfig(keys).stripe).toMatchObject({ secretKey: 'sk_test_1', apiBase: null });
    expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...keys, STRIPE_API_BASE: 'ftp://example.com' })).toThrow(/STRIPE_API_BASE: must be a http\(s\):\/\/ URL/);
  });
});

describe.each(engines)('Stripe payments against a local Stripe counterpart on %s', (engine) => {
  let stripeApi: Awaited<ReturnType<typeof startStripeCounterpart>>;
  const server = useTestServer(engine, async () => {
    stripeApi = await startStripeCounterpart(SECRET_KEY);
    return { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_local', apiBase: stripeApi.url } };
  });
  let parent: TestClient;
  let accountId: string;
  let subscriptionId: string;

  /** Delivers an event the way Stripe does: the raw JSON body and its Stripe-Signature, no cookie, no Origin. */
  async function deliver(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  async function account() {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    return row!;
  }

  beforeAll(async () => {
    ({ client: parent, accountId } = await newFamily(server, { unlocked: true }));
  });
  afterAll(async () => {
    await stripeApi?.close();
  });

  it('creates an incomplete Stripe subscription and answers its client secret', async () => {
    const state = await parent.getJson('/api/subscription', subscriptionStateSchema);
    expect(state).toMatchObject({ status: 'inactive', provider: 'stripe', demo: false, publishableKey: 'pk_test_local' });

    const created = await parent.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    const [row] = await server.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
    subscriptionId = row!.providerSubscriptionId;
    expect(created).toEqual({ clientSecret: stripeApi.clientSecretOf(subscriptionId) });
    expect(row).toMatchObject({ status: 'incomplete', provider: 'stripe', plan: 'Premium', amountCents: 499 });
    expect(row!.providerCustomerId).toMatch(/^cus_/);

    const paths = stripeApi.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(['POST /v1/customers', 'GET /v1/prices', 'POST /v1/prices', 'POST /v1/subscriptions']);
    const sent = (path: string) => stripeApi.requests.find((r) => r.method === 'POST' && r.path === path)!.params;
    expect(sent('/v1/customers')['metadata[accountId]']).toBe(accountId);
    const createPrice = sent('/v1/prices');
    expect(createPrice).toMatchObject({ unit_amount: '499', currency: 'usd', 'recurring[interval]': 'month', lookup_key: priceLookupKey('Premium') });
    const createSubscription = sent('/v1/subscriptions');
    expect(createSubscription).toMatchObject({
      customer: row!.providerCustomerId,
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[plan]': 'Premium',
    });
    expect((await account()).subscriptionStatus).toBe('inactive');
  });

  it('refuses a webhook whose signature is wrong or missing', async () => {
    const event = stripeEvent('invoice.paid', invoice(subscriptionId));
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect((await readJson(forged)).message).toMatch(/^Webhook signature verification failed/);
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await readJson(unsigned)).message).toBe('The Stripe-Signature header is required.');
    expect((await account()).subscriptionStatus).toBe('inactive');
    expect(await server.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it('activates on a signed invoice.paid, once, even when Stripe delivers it twice', async () => {
    const chapter = (await server.db.select().from(storyChapters).where(eq(storyChapters.chapterNumber, 4)))[0]!;
    expect((await parent.get(`/api/story/chapters/${chapter.id}`)).status).toBe(403);

    // A first card is declined: the invoice is unpaid and nothing opens.
    const theInvoice = invoice(subscriptionId);
    const failed = await deliver(stripeEvent('invoice.payment_failed', theInvoice));
    expect(await expectJson(failed, webhookResponseSchema)).toMatchObject({ outcome: 'processed' });
    expect((await account()).subscriptionStatus).toBe('inactive');
    expect((await parent.get(`/api/story/chapters/${chapter.id}`)).status).toBe(403);

    const event = stripeEvent('invoice.paid', theInvoice);
    const first = await deliver(event);
    expect(await expectJson(first, webhookResponseSchema)).toEqual({ received: true, outcome: 'processed' });
    const second = await deliver(event);
    expect(await expectJson(second, webhookResponseSchema)).toEqual({ received: true, outcome: 'duplicate' });

    const paid = await server.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(paid).toMatchObject([{ status: 'succeeded', providerPaymentId: theInvoice.id, amountCents: 499 }]);
    expect(await account()).toMatchObject({ subscriptionStatus: 'active', plan: 'Premium' });
    // A late report of the earlier failed attempt changes nothing.
    await deliver(stripeEvent('invoice.payment_failed', theInvoice));
    expect((await account()).subscriptionStatus).toBe('active');
    expect((await server.db.select().from(payments).where(eq(payments.accountId, accountId)))[0]!.status).toBe('succeeded');
    expect((await parent.get(`/api/story/chapters/${chapter.id}`)).status).toBe(200);
    const state = await parent.getJson('/api/subscription', subscriptionStateSchema);
    expect(state).toMatchObject({ status: 'active', plan: 'Premium', cancelAtPeriodEnd: false });
    expect(new Date(state.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  it('cancels, resumes and changes plan through the Stripe API', async () => {
    const canceled = await parent.postJson('/api/subscription/cancel', {}, subscriptionStateSchema);
    expect(canceled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripeApi.subscription(subscriptionId)!.cancel_at_period_end).toBe(true);
    const resumed = await parent.postJson('/api/subscription/resume', {}, subscriptionStateSchema);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripeApi.subscription(subscriptionId)!.cancel_at_period_end).toBe(false);

    const family = await parent.postJson('/api/subscription/change', { planType: 'Family' }, subscriptionStateSchema);
    expect(family).toMatchObject({ status: 'active', plan: 'Family', amountCents: 799 });
    expect(stripeApi.subscription(subscriptionId)!.items.data[0]!.price.lookup_key).toBe(priceLookupKey('Family'));
    expect((await account()).plan).toBe('Family');
  });

  it('follows customer.subscription.updated, ignores a late incomplete, and goes free on deleted', async () => {
    const sub = stripeApi.subscription(subscriptionId)!;
    const late = await deliver(stripeEvent('customer.subscription.updated', { ...sub, status: 'incomplete' }));
    expect(await expectJson(late, webhookResponseSchema)).toMatchObject({ outcome: 'processed' });
    expect((await account()).subscriptionStatus).toBe('active');

    const pastDue = await deliver(stripeEvent('customer.subscription.updated', { ...sub, status: 'past_due', cancel_at_period_end: true }));
    expect(await expectJson(pastDue, webhookResponseSchema)).toMatchObject({ outcome: 'processed' });
    expect(await parent.getJson('/api/subscription', subscriptionStateSchema)).toMatchObject({
      status: 'past_due',
      plan: 'Family',
      cancelAtPeriodEnd: true,
    });
    expect((await account()).subscriptionStatus).toBe('past_due');

    const ignored = await deliver(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(await expectJson(ignored, webhookResponseSchema)).toMatchObject({ outcome: 'ignored' });

    const deleted = await deliver(stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }));
    expect(await expectJson(deleted, webhookResponseSchema)).toMatchObject({ outcome: 'processed' });
    expect(await account()).toMatchObject({ subscriptionStatus: 'inactive', plan: 'Basic' });
    expect(await parent.getJson('/api/subscription', subscriptionStateSchema)).toMatchObject({ status: 'inactive', plan: 'Basic' });

    // A payment for a cancelled subscription is recorded but does not revive it.
    await deliver(stripeEvent('invoice.paid', invoice(subscriptionId, { id: 'in_after_cancel' })));
    expect((await account()).subscriptionStatus).toBe('inactive');
  });

  it('lets the page load Stripe.js, and only because Stripe is configured', async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com");
  });

  it('reuses the Stripe customer and price for the next purchase', async () => {
    const before = stripeApi.requests.length;
    const created = await parent.postJson('/api/subscription/create', { planType: 'Family', amount: 799 }, pendingPaymentSchema);
    expect(created.clientSecret).toMatch(/^pi_/);
    const paths = stripeApi.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    // The Family price was made for the plan change; the customer is the one stored.
    expect(paths).toEqual(['POST /v1/subscriptions']);
  });

  it('drops an unpaid subscription at Stripe when the parent picks the other plan instead', async () => {
    const [pending] = await server.db.select().from(subscriptions).where(eq(subscriptions.status, 'incomplete'));
    const before = stripeApi.requests.length;
    const created = await parent.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    expect(created.clientSecret).toMatch(/^pi_/);
    const paths = stripeApi.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([`DELETE /v1/subscriptions/${pending!.providerSubscriptionId}`, 'POST /v1/subscriptions']);
    expect(stripeApi.subscription(pending!.providerSubscriptionId)!.status).toBe('canceled');
    const [dropped] = await server.db.select().from(subscriptions).where(eq(subscriptions.id, pending!.id));
    expect(dropped!.status).toBe('canceled');
  });
});
