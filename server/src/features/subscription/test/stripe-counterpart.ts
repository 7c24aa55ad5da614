import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server that answers the few Stripe API calls the Stripe provider makes
 * (prices, customers, subscriptions), in Stripe's wire format: form-encoded requests,
 * JSON objects, the Bearer secret key. Stripe itself cannot be reached from the test
 * machines; this lets the real `stripe` client talk over real HTTP. It keeps what it was
 * asked, so tests can check the parameters sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

interface Price {
  id: string;
  object: 'price';
  lookup_key: string | null;
  unit_amount: number;
  currency: string;
  recurring: { interval: string };
  product: string;
  active: boolean;
}

interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: Price; current_period_end: number }[] };
  latest_invoice: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Flat form fields as stripe-node sends them: "items[0][price]" stays one key. */
async function paramsOf(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  return { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(body) };
}

export async function startStripeCounterpart(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const prices: Price[] = [];
  const subscriptions = new Map<string, SubscriptionObject>();
  const clientSecrets = new Map<string, string>();

  function route(method: string, path: string, params: Record<string, string>): [number, unknown] {
    if (method === 'GET' && path === '/v1/prices') {
      const key = params['lookup_keys[0]'];
      const data = prices.filter((p) => p.lookup_key === key && (params.active !== 'true' || p.active));
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price: Price = {
        id: id('price'),
        object: 'price',
        lookup_key: params.lookup_key ?? null,
        unit_amount: Number(params.unit_amount),
        currency: params.currency ?? 'usd',
        recurring: { interval: params['recurring[interval]'] ?? 'month' },
        product: id('prod'),
        active: true,
      };
      prices.push(price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: id('cus'), object: 'customer', email: params.email ?? null }];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const price = prices.find((p) => p.id === params['items[0][price]']);
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price', param: 'items[0][price]' } }];
      const subscription: SubscriptionObject = {
        id: id('sub'),
        object: 'subscription',
        customer: params.customer!,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: { accountId: params['metadata[accountId]'] ?? '', plan: params['metadata[plan]'] ?? '' },
        items: {
          object: 'list',
          data: [{ id: id('si'), object: 'subscription_item', price, current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }],
        },
        latest_invoice: id('in'),
      };
      subscriptions.set(subscription.id, subscription);
      const clientSecret = `${id('pi')}_secret_${randomBytes(8).toString('hex')}`;
      clientSecrets.set(subscription.id, clientSecret);
      const expanded = Object.entries(params).some(([k, v]) => k.startsWith('expand[') && v === 'latest_invoice.confirmation_secret');
      return [
        200,
        {
          ...subscription,
          latest_invoice: expanded
            ? { id: subscription.latest_invoice, object: 'invoice', confirmation_secret: { client_secret: clientSecret, type: 'payment_intent' } }
            : subscription.latest_invoice,
        },
      ];
    }
    const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    const subscription = match ? subscriptions.get(match[1]!) : undefined;
    if (match && !subscription) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
    if (subscription && method === 'GET') return [200, subscription];
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled';
      return [200, subscription];
    }
    if (subscription && method === 'POST') {
      if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      const newPrice = prices.find((p) => p.id === params['items[0][price]']);
      const item = subscription.items.data.find((i) => i.id === params['items[0][id]']);
      if (params['items[0][price]'] && (!newPrice || !item)) {
        return [400, { error: { type: 'invalid_request_error', message: 'No such price or item' } }];
      }
      if (item && newPrice) item.price = newPrice;
      if (params['metadata[plan]']) subscription.metadata.plan = params['metadata[plan]'];
      return [200, subscription];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void paramsOf(req, url).then((params) => {
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, params });
      const [status, body] =
        req.headers.authorization === `Bearer ${secretKey}`
          ? route(method, url.pathname, params)
          : [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscription: (subscriptionId: string) => subscriptions.get(subscriptionId),
    clientSecretOf: (subscriptionId: string) => clientSecrets.get(subscriptionId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
