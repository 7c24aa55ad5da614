import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '@chess-quest/protocol/auth';
import { freePort } from '../test/app';
import { useTestServer } from '../test/fixture';
import { TestClient, expectJson, readJson } from '../test/http-client';

// The OIDC login end to end against a real OpenID Provider (the oidc-provider package)
// on loopback: discovery, authorization code flow, token exchange, userinfo, session.

const CLIENT_ID = 'chess-quest';
const CLIENT_SECRET = 'a-client-secret-for-the-loopback-provider';

describe('sign-in through an OpenID Connect provider', () => {
  let providerServer: Server | undefined;
  let issuer: string;

  // The provider must know the app's callback URL, so both ports are chosen first.
  const app = useTestServer('pglite', async () => {
    const [appPort, providerPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    issuer = `http://127.0.0.1:${providerPort}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${appUrl}/api/login/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => ({ sub, email: `${sub}@families.example`, email_verified: true }),
      }),
      pkce: { required: () => false },
      ttl: { Grant: 600, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600 },
      features: { devInteractions: { enabled: true } },
    });
    const listening = createServer(provider.callback());
    providerServer = listening;
    await new Promise<void>((resolve) => listening.listen(providerPort, '127.0.0.1', resolve));

    return { port: appPort, publicUrl: appUrl, oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } };
  });

  afterAll(async () => {
    await new Promise((resolve) => (providerServer ? providerServer.close(resolve) : resolve(undefined)));
  });

  /** Follows redirects across the app and the provider, filling the provider's dev forms. */
  async function signInThroughProvider(browser: { app: TestClient; op: TestClient }, login: string) {
    let response = await browser.app.get('/api/login');
    for (let hop = 0; hop < 20; hop += 1) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const url = new URL(location, response.url || app.url);
        if (url.origin === new URL(app.url).origin && url.pathname !== '/api/login/callback') return url;
        const client = url.origin === issuer ? browser.op : browser.app;
        response = await client.get(url.toString());
        continue;
      }
      const html = await response.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`Unexpected page from the provider: ${response.status} ${html.slice(0, 200)}`);
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      response = await browser.op.request('POST', new URL(action, issuer).toString(), {
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    throw new Error('Too many redirects');
  }

  it('redirects /api/login to the provider', async () => {
    const response = await new TestClient(app.url).get('/api/login');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.url}/api/login/callback`);
  });

  it('creates an account on first sign-in, asks for the first child, and signs in again straight to the app', async () => {
    const browser = { app: new TestClient(app.url), op: new TestClient(issuer) };
    const landing = await signInThroughProvider(browser, 'parent-oidc-1');
    expect(landing.pathname + landing.search).toBe('/sign-up?step=child');
    // Signed in to the account, but no child profile yet: the app's user is not there.
    expect((await browser.app.get('/api/auth/user')).status).toBe(401);

    const bad = await browser.app.post('/api/signup/child', { parentPin: '12', childFirstName: 'Leo', childAge: 9, privacyConsent: true });
    expect(bad.status).toBe(400);
    // The parent's consent comes before the child's profile exists (COPPA).
    const noConsent = await browser.app.post('/api/signup/child', { parentPin: '4321', childFirstName: 'Leo', childAge: 9 });
    expect(noConsent.status).toBe(400);
    expect(await readJson(noConsent)).toMatchObject({ field: 'privacyConsent' });
    expect((await browser.app.get('/api/auth/user')).status).toBe(401);
    const created = await browser.app.postJson(
      '/api/signup/child',
      { parentPin: '4321', childFirstName: 'Leo', childAge: 9, privacyConsent: true },
      authUserSchema,
      201,
    );
    const me = await browser.app.getJson('/api/auth/user', authUserSchema);
    expect(me).toEqual(created);
    expect(me).toMatchObject({ firstName: 'Leo', subscriptionStatus: 'inactive' });

    const twice = await browser.app.post('/api/signup/child', { parentPin: '4321', childFirstName: 'Zoe', childAge: 6, privacyConsent: true });
    expect(twice.status).toBe(409);

    await browser.app.get('/api/logout');
    expect((await browser.app.get('/api/auth/user')).status).toBe(401);

    const again = { app: new TestClient(app.url), op: new TestClient(issuer) };
    const back = await signInThroughProvider(again, 'parent-oidc-1');
    expect(back.pathname).toBe('/');
    expect((await again.app.getJson('/api/auth/user', authUserSchema)).id).toBe(me.id);
  });

  it('keeps two provider accounts apart', async () => {
    const browser = { app: new TestClient(app.url), op: new TestClient(issuer) };
    await signInThroughProvider(browser, 'parent-oidc-2');
    await expectJson(
      await browser.app.post('/api/signup/child', { parentPin: '1111', childFirstName: 'Ava', childAge: 10, privacyConsent: true }),
      authUserSchema,
      201,
    );
    const ava = await browser.app.getJson('/api/auth/user', authUserSchema);
    expect(ava.firstName).toBe('Ava');
  });

  it('refuses the finishing step without a provider session', async () => {
    const stranger = new TestClient(app.url);
    const response = await stranger.post('/api/signup/child', { parentPin: '1234', childFirstName: 'Max', childAge: 8, privacyConsent: true });
    expect(response.status).toBe(401);
  });
});
