import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/billing';
import { useTestServer } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { startStripeCounterpart } from './test/stripe-counterpart';

// A correctly signed Stripe event that lacks what the app reads (issue 10: it gave 500, and
// Stripe retries a 500 for days) is refused with a 400 naming the missing part, and nothing
// is recorded.

const SECRET_KEY = 'sk_test_chess_quest_local';
const WEBHOOK_SECRET = 'whsec_chess_quest_local_secret';
const signer = new Stripe(SECRET_KEY);

function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_malformed_${type}_${Date.now()}`,
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

describe('a signed Stripe event with missing parts', () => {
  let stripeApi: Awaited<ReturnType<typeof startStripeCounterpart>>;
  const server = useTestServer('pglite', async () => {
    stripeApi = await startStripeCounterpart(SECRET_KEY);
    return { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_local', apiBase: stripeApi.url } };
  });

  async function deliver(body: object) {
    const payload = JSON.stringify(body);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  afterAll(async () => {
    await stripeApi?.close();
  });

  it('refuses invoice.paid without lines with a 400', async () => {
    const response = await deliver(
      event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        currency: 'usd',
        amount_paid: 499,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      }),
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/invoice\.paid lacks lines/);
  });

  it('refuses customer.subscription.updated without items with a 400', async () => {
    const response = await deliver(event('customer.subscription.updated', { id: 'sub_1', object: 'subscription', status: 'active' }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/customer\.subscription\.updated lacks items/);
    expect(await server.db.select().from(webhookEvents)).toEqual([]);
  });
});
