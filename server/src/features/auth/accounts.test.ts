import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PRIVACY_POLICY_VERSION, authUserSchema, userProgressSchema } from '@chess-quest/protocol/auth';
import { userModuleSchema } from '@chess-quest/protocol/catalog';
import { SIGN_IN_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { openPglite } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { modules } from '../../db/schema/content';
import { userModules } from '../../db/schema/progress';
import { signUpBody, startTestServer, uniqueEmail } from '../../test/app';
import { newFamily, signUp, useTestServer } from '../../test/fixture';
import { TestClient, expectJson, readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('accounts and sessions on %s', (engine) => {
  const server = useTestServer(engine);

  it('signs a parent up, starts a session for the child and shows only a kid-safe username', async () => {
    const client = server.client();
    const body = signUpBody({ childFirstName: 'Olivia', childAge: 7 });
    const response = await client.post('/api/signup', body);
    const user = await expectJson(response, authUserSchema, 201);
    expect(user).toMatchObject({ firstName: 'Olivia', subscriptionStatus: 'inactive', profileImageUrl: null });
    expect(user.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/);
    expect(user.username).not.toContain('Olivia');

    const cookieLine = response.headers.getSetCookie().find((line) => line.startsWith('cq.sid='));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    expect(cookieLine).not.toMatch(/Secure/i);

    expect(await client.getJson('/api/auth/user', authUserSchema)).toEqual(user);
    expect(await client.getJson('/api/user/progress', userProgressSchema)).toEqual({ level: 1, points: 0, streak: 0 });

    // Secrets are stored as scrypt hashes, never as given.
    const [row] = await server.db.select().from(accounts).where(eq(accounts.email, body.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(body.password);
    expect(row?.parentPinHash).toMatch(/^scrypt\$/);
  });

  it('answers 400 naming the bad field, and writes nothing', async () => {
    const client = server.client();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ childAge: 13 }, /childAge must be between 6 and 12/],
      [{ childAge: undefined }, /childAge is required/],
      [{ parentPin: '12a4' }, /parentPin must be exactly 4 digits/],
      [{ email: 'not-an-email' }, /email must be a valid email address/],
      [{ password: 'short' }, /password must be at least 8 characters/],
      [{ childFirstName: '<script>' }, /childFirstName may contain only letters/],
    ];
    for (const [override, message] of cases) {
      const body = signUpBody(override);
      const response = await client.post('/api/signup', body);
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect((await readJson(response)).message).toMatch(message);
      const rows = await server.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, String(body.email).toLowerCase()));
      expect(rows).toHaveLength(0);
    }
    const malformed = await client.request('POST', '/api/signup', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await readJson(malformed)).toEqual({ code: 'invalid_input', message: 'Request body is not valid JSON.' });
    const tooLarge = await client.post('/api/signup', { ...signUpBody(), padding: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
  });

  it("stores the parent's consent to the privacy policy with its time and version, and refuses a sign-up without it", async () => {
    const client = server.client();
    for (const consent of [undefined, false, 'yes']) {
      const body = signUpBody({ privacyConsent: consent });
      const response = await client.post('/api/signup', body);
      expect(response.status, String(consent)).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'invalid_input', field: 'privacyConsent' });
      expect(await server.db.select().from(accounts).where(eq(accounts.email, body.email))).toEqual([]);
    }
    const before = Date.now();
    const { body } = await signUp(client);
    const [row] = await server.db.select().from(accounts).where(eq(accounts.email, body.email));
    expect(row?.privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(row?.privacyConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.privacyConsentAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a second account for the same email', async () => {
    const { body } = await signUp(server.client());
    const again = await server.client().post('/api/signup', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('signs in and out, with one message for a wrong password and an unknown email', async () => {
    const { signUp: body } = await newFamily(server);
    const client = server.client();

    const wrongPassword = await client.post('/api/login', { email: body.email, password: 'nope nope nope' });
    const unknownEmail = await client.post('/api/login', { email: uniqueEmail(), password: body.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await readJson(wrongPassword)).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.wrongCredentials });
    expect(await readJson(unknownEmail)).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.wrongCredentials });
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const ok = await client.postJson('/api/login', { email: ` ${body.email.toUpperCase()} `, password: body.password }, authUserSchema);
    expect(ok.firstName).toBe('Mia');
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    const after = await client.get('/api/auth/user');
    expect(after.status).toBe(401);
    expect(await readJson(after)).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
  });

  it('rate-limits sign-in attempts for one email', async () => {
    const { signUp: body } = await newFamily(server);
    const client = server.client();
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.attempts; i += 1) {
      expect((await client.post('/api/login', { email: body.email, password: 'wrong password' })).status).toBe(401);
    }
    const limited = await client.post('/api/login', { email: body.email, password: body.password });
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('refuses state-changing requests sent by another site', async () => {
    const evil = new TestClient(server.url, { origin: 'https://evil.example', fetchSite: 'cross-site' });
    const response = await evil.post('/api/signup', signUpBody());
    expect(response.status).toBe(403);
    const originOnly = new TestClient(server.url, { origin: 'https://evil.example', fetchSite: null });
    expect((await originOnly.post('/api/login', { email: uniqueEmail(), password: 'x' })).status).toBe(403);
    const crossSiteOnly = new TestClient(server.url, { origin: null, fetchSite: 'cross-site' });
    expect((await crossSiteOnly.post('/api/login', { email: uniqueEmail(), password: 'x' })).status).toBe(403);
    // A non-browser client (no Origin, no Sec-Fetch-Site) carries no victim's cookies.
    const cli = new TestClient(server.url, { origin: null, fetchSite: null });
    expect((await cli.post('/api/login', { email: uniqueEmail(), password: 'xxxxxxxx' })).status).toBe(401);
  });

  it('never shows one child another child’s data', async () => {
    const { client: alice, user: aliceUser } = await newFamily(server, { childFirstName: 'Alice' });
    const { client: bob, user: bobUser } = await newFamily(server, { childFirstName: 'Bob' });
    await server.db
      .insert(modules)
      .values({ id: `iso-${engine}`, title: 'Isolation', description: 'x', durationMinutes: 5, difficulty: 1 })
      .onConflictDoNothing();
    await server.db.insert(userModules).values({ childId: bobUser.id, moduleId: `iso-${engine}`, progress: 40 });

    expect(await alice.getJson('/api/user/modules', userModuleSchema.array())).toEqual([]);
    expect(await bob.getJson('/api/user/modules', userModuleSchema.array())).toEqual([{ moduleId: `iso-${engine}`, completed: false, progress: 40 }]);
    expect((await alice.getJson('/api/auth/user', authUserSchema)).id).toBe(aliceUser.id);
    // A forged session cookie is not a session.
    const forger = server.client();
    forger.setCookie('cq.sid', `s%3A${bobUser.id}.forged`);
    expect((await forger.get('/api/auth/user')).status).toBe(401);
    expect((await forger.get('/api/user/modules')).status).toBe(401);
  });

  it('answers 401 on every signed-in read when signed out', async () => {
    const client = server.client();
    for (const path of [
      '/api/auth/user',
      '/api/user/progress',
      '/api/modules',
      '/api/user/modules',
      '/api/story/chapters',
      '/api/user/story',
      '/api/puzzles/daily',
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(401);
    }
  });

  it('gives a child a unique username even when many sign up', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      const { user } = await signUp(server.client());
      names.add(user.username);
    }
    expect(names.size).toBe(15);
    const rows = await server.db.select({ username: childProfiles.username }).from(childProfiles);
    expect(new Set(rows.map((r) => r.username)).size).toBe(rows.length);
  }, 120_000); // 15 sign-ups hash 30 secrets (scrypt): a ceiling for a loaded machine, not a timing check
});

describe('sessions survive a restart (PGlite on disk)', () => {
  // Two on-disk PGlite start-ups with migrations take ~30 s on a loaded machine.
  it('keeps a signed-in child signed in across a server restart', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cq-restart-'));
    try {
      const secret = 'a-test-session-secret-that-is-long-enough';
      let database = await openPglite(dir);
      let server = await startTestServer(database, { sessionSecret: secret });
      const client = server.client();
      await signUp(client);
      await server.close();
      await database.close();

      database = await openPglite(dir);
      server = await startTestServer(database, { sessionSecret: secret });
      const again = new TestClient(server.url);
      again.setCookie('cq.sid', client.cookie('cq.sid') ?? '');
      expect((await again.getJson('/api/auth/user', authUserSchema)).firstName).toBe('Mia');
      await server.close();
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
