import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, authUserSchema } from '@chess-quest/protocol/auth';
import { puzzleSchema } from '@chess-quest/protocol/catalog';
import type { PlanName } from '@chess-quest/protocol/constants';
import { PARENT_MESSAGES, familyChildSchema, familySchema, parentStatusSchema } from '@chess-quest/protocol/parent';
import { accounts, childProfiles, sessions } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/billing';
import { rowsNamingChild } from './child-data';
import { puzzleAttempts } from '../../db/schema/progress';
import { newFamily, setSubscription, useTestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('family profiles on %s', (engine) => {
  const server = useTestServer(engine);

  async function parent(): Promise<{ client: TestClient; accountId: string; firstChildId: string }> {
    const { client, accountId, childId } = await newFamily(server, { parentPin: '1357', unlocked: true });
    return { client, accountId, firstChildId: childId };
  }
  const setPlan = (accountId: string, plan: PlanName, status: 'active' | 'inactive') => setSubscription(server, accountId, { plan, status });

  const add = (client: TestClient, body: Record<string, unknown>) => client.post('/api/parent/children', body);
  const patch = (client: TestClient, id: string, json: unknown) => client.request('PATCH', `/api/parent/children/${id}`, { json });
  const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/parent/children/${id}`);

  it('refuses every parent route while the parent area is locked', async () => {
    const { client, user } = await newFamily(server);
    const calls = [
      client.get('/api/parent/family'),
      add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' }),
      patch(client, user.id, { firstName: 'Max' }),
      remove(client, user.id),
      client.post('/api/parent/active-child', { childId: user.id }),
      client.get(`/api/parent/children/${user.id}/dashboard`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({ code: 'parent_gate_required', message: PARENT_MESSAGES.locked });
    }
  });

  it('allows one child on Basic and Premium, three on an active Family plan', async () => {
    const { client, accountId, firstChildId } = await parent();
    const family = await client.getJson('/api/parent/family', familySchema);
    expect(family).toMatchObject({ activeChildId: firstChildId, maxChildren: 1, plan: 'Basic' });
    expect(family.children).toHaveLength(1);

    const refused = await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' });
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({
      code: 'premium_required',
      message: PARENT_MESSAGES.childLimit(1),
      reason: 'parent.childLimit',
      values: { limit: 1 },
    });
    await setPlan(accountId, 'Premium', 'active');
    expect((await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' })).status).toBe(403);
    // A Family plan whose payment lapsed is not a Family plan.
    await setPlan(accountId, 'Family', 'inactive');
    expect((await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' })).status).toBe(403);

    await setPlan(accountId, 'Family', 'active');
    const leo = await add(client, { firstName: '  Leo ', age: 7, avatar: 'rook-sky' });
    expect(await expectJson(leo, familyChildSchema, 201)).toMatchObject({
      firstName: 'Leo',
      age: 7,
      level: 1,
      points: 0,
      profileImageUrl: '/api/avatars/rook-sky',
    });
    expect((await add(client, { firstName: 'Zoé', age: 12, avatar: 'queen-rose' })).status).toBe(201);
    const fourth = await add(client, { firstName: 'Ana', age: 9, avatar: 'king-mint' });
    expect(fourth.status).toBe(403);
    expect(await readJson(fourth)).toEqual({
      code: 'forbidden',
      message: PARENT_MESSAGES.childLimit(3),
      reason: 'parent.childLimit',
      values: { limit: 3 },
    });
    expect((await client.getJson('/api/parent/family', familySchema)).children.map((c) => c.firstName)).toEqual(['Mia', 'Leo', 'Zoé']);
  });

  it('validates names, ages and avatars, naming the field', async () => {
    const { client, accountId, firstChildId } = await parent();
    await setPlan(accountId, 'Family', 'active');
    const cases: [Record<string, unknown>, string][] = [
      [{ age: 7, avatar: 'rook-sky' }, 'firstName is required'],
      [{ firstName: 'R2D2', age: 7, avatar: 'rook-sky' }, 'firstName may contain only letters, spaces, apostrophes and hyphens'],
      [{ firstName: 'Leo', age: 5, avatar: 'rook-sky' }, 'age must be between 6 and 12'],
      [{ firstName: 'Leo', age: 13, avatar: 'rook-sky' }, 'age must be between 6 and 12'],
      [{ firstName: 'Leo', age: 7, avatar: 'https://example.com/me.png' }, expect.stringContaining('avatar must be one of')],
    ] as never;
    for (const [body, message] of cases) {
      const response = await add(client, body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toEqual(message);
    }
    expect((await patch(client, firstChildId, {})).status).toBe(400);
    expect((await patch(client, firstChildId, { username: 'Hacker' })).status).toBe(400);
    expect((await patch(client, firstChildId, { firstName: '' })).status).toBe(400);

    const renamed = await expectJson(await patch(client, firstChildId, { firstName: 'Mila', avatar: 'pawn-lemon' }), familyChildSchema);
    expect(renamed).toMatchObject({ firstName: 'Mila', profileImageUrl: '/api/avatars/pawn-lemon' });
    // The active child's name shows at once in the child's own view.
    expect(await client.getJson('/api/auth/user', authUserSchema)).toMatchObject({ firstName: 'Mila', profileImageUrl: '/api/avatars/pawn-lemon' });

    // The child's day follows the zone a parent sets (a header never moves it).
    expect(renamed.timeZone).toBe('UTC');
    const badZone = await patch(client, firstChildId, { timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(await readJson(badZone)).toMatchObject({ code: 'invalid_input', field: 'timeZone' });
    const moved = await expectJson(await patch(client, firstChildId, { timeZone: 'Asia/Tokyo' }), familyChildSchema);
    expect(moved.timeZone).toBe('Asia/Tokyo');
    expect((await [...(await client.getJson('/api/parent/family', familySchema)).children].find((c) => c.id === firstChildId))?.timeZone).toBe(
      'Asia/Tokyo',
    );
  });

  it("sets a child's language (issue 27), validated, and the child's answers follow it", async () => {
    const { client, firstChildId } = await parent();
    expect((await client.getJson('/api/auth/user', authUserSchema)).locale).toBe('en');
    const bad = await patch(client, firstChildId, { locale: 'fr' });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ code: 'invalid_input', field: 'locale', message: 'locale must be one of en, es' });
    const spanish = await expectJson(await patch(client, firstChildId, { locale: 'es' }), familyChildSchema);
    expect(spanish.locale).toBe('es');
    expect((await client.getJson('/api/parent/family', familySchema)).children.find((c) => c.id === firstChildId)?.locale).toBe('es');
    // The signed-in child reads the app in it.
    expect((await client.getJson('/api/auth/user', authUserSchema)).locale).toBe('es');
  });

  it('gives a new child the language the parent chose, else the one the parent reads', async () => {
    const { client, accountId } = await parent();
    await setPlan(accountId, 'Family', 'active');
    const leo = await expectJson(await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky', locale: 'es' }), familyChildSchema, 201);
    expect(leo.locale).toBe('es');
    const zoe = await expectJson(await add(client, { firstName: 'Zoé', age: 9, avatar: 'queen-rose' }), familyChildSchema, 201);
    expect(zoe.locale).toBe('en');
  });

  it('serves the built-in avatars and nothing else', async () => {
    const client = server.client();
    const svg = await client.get('/api/avatars/knight-sun');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('♞');
    expect((await client.get('/api/avatars/..%2Fsecret')).status).toBe(400);
  });

  it('removes a child with its data and moves the session to a sibling', async () => {
    const { client, accountId, firstChildId } = await parent();
    await setPlan(accountId, 'Family', 'active');
    const leo = await expectJson(await add(client, { firstName: 'Leo', age: 9, avatar: 'rook-sky' }), familyChildSchema, 201);
    await server.db.insert(puzzleAttempts).values({ childId: firstChildId, puzzleId: await firstPuzzleId(), solved: false, attempts: 1 });

    const answer = await remove(client, firstChildId);
    const family = await expectJson(answer, familySchema);
    expect(family.activeChildId).toBe(leo.id);
    expect(family.children.map((c) => c.id)).toEqual([leo.id]);
    expect(await server.db.select().from(puzzleAttempts).where(eq(puzzleAttempts.childId, firstChildId))).toEqual([]);
    // Still signed in, now as Leo, and the parent area is still open.
    expect((await client.getJson('/api/auth/user', authUserSchema)).id).toBe(leo.id);
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);
  });

  it("erases a one-child family's only child; the parent then adds a new child with the PIN they have", async () => {
    const { client, accountId, firstChildId } = await parent();
    await server.db.insert(puzzleAttempts).values({ childId: firstChildId, puzzleId: await firstPuzzleId(), solved: true, attempts: 1 });
    const family = await expectJson(await remove(client, firstChildId), familySchema);
    expect(family).toMatchObject({ children: [], activeChildId: null });
    expect(await rowsNamingChild(server.db, firstChildId)).toBe(0);
    // The account is still signed in, with no child: the app sends the parent to add one.
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.getJson('/api/parent/family', familySchema)).children).toEqual([]);
    // Every signed-in page sends a signed-out visitor to /api/login: this account goes on to add a child.
    const login = await client.get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(ACCOUNT_MESSAGES.nextWithPin);

    // The account keeps its PIN: a new child needs it (and the consent again), not a new one.
    const wrong = await client.post('/api/signup/child', { parentPin: '9999', childFirstName: 'Nia', childAge: 6, privacyConsent: true });
    expect(wrong.status).toBe(403);
    expect(await readJson(wrong)).toMatchObject({ field: 'parentPin', message: ACCOUNT_MESSAGES.wrongPin });
    expect(await server.db.select().from(childProfiles).where(eq(childProfiles.accountId, accountId))).toEqual([]);
    const nia = await expectJson(
      await client.post('/api/signup/child', { parentPin: '1357', childFirstName: 'Nia', childAge: 6, privacyConsent: true }),
      authUserSchema,
      201,
    );
    expect((await client.getJson('/api/auth/user', authUserSchema)).id).toBe(nia.id);
    await client.post('/api/parent/unlock', { pin: '1357' });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);
  });

  it('closes the account after its last child is erased: everything goes and every device is signed out', async () => {
    const { client, accountId, firstChildId } = await parent();
    const otherDevice = server.client();
    await otherDevice.post('/api/login', {
      email: (await server.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.email,
      password: 'correct horse battery',
    });
    expect((await otherDevice.get('/api/auth/user')).status).toBe(200);

    // Not while a child is left.
    expect((await client.post('/api/account/close', { parentPin: '1357' })).status).toBe(409);
    await expectJson(await remove(client, firstChildId), familySchema);
    const wrong = await client.post('/api/account/close', { parentPin: '0000' });
    expect(wrong.status).toBe(403);
    expect(await readJson(wrong)).toMatchObject({ field: 'parentPin' });
    expect((await client.post('/api/account/close', {})).status).toBe(400);
    expect(await server.db.select().from(accounts).where(eq(accounts.id, accountId))).toHaveLength(1);

    const closed = await client.post('/api/account/close', { parentPin: '1357' });
    expect(closed.status).toBe(204);
    expect(await server.db.select().from(accounts).where(eq(accounts.id, accountId))).toEqual([]);
    const left = await server.db
      .select()
      .from(sessions)
      .where(sql`${sessions.data}::text like ${`%${accountId}%`}`);
    expect(left).toEqual([]);
    expect((await client.get('/api/parent/family')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses to close an account whose paid plan is still running', async () => {
    const { client, accountId, firstChildId } = await parent();
    await setPlan(accountId, 'Premium', 'active');
    await server.db
      .insert(subscriptions)
      .values({ accountId, plan: 'Premium', status: 'active', provider: 'demo', providerSubscriptionId: `demo-${accountId}`, amountCents: 499 });
    await expectJson(await remove(client, firstChildId), familySchema);
    const refused = await client.post('/api/account/close', { parentPin: '1357' });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).message).toBe(ACCOUNT_MESSAGES.planRunning);
    expect(await server.db.select().from(accounts).where(eq(accounts.id, accountId))).toHaveLength(1);
  });

  it('switches the active child without signing out, and locks the parent area again', async () => {
    const { client, accountId, firstChildId } = await parent();
    await setPlan(accountId, 'Family', 'active');
    const leo = await expectJson(await add(client, { firstName: 'Leo', age: 9, avatar: 'rook-sky' }), familyChildSchema, 201);
    const switched = await client.post('/api/parent/active-child', { childId: leo.id });
    expect(await expectJson(switched, authUserSchema)).toMatchObject({ id: leo.id, firstName: 'Leo' });
    expect((await client.getJson('/api/auth/user', authUserSchema)).id).toBe(leo.id);
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(false);
    expect((await client.post('/api/parent/active-child', { childId: firstChildId })).status).toBe(403);
    expect((await client.post('/api/parent/active-child', { childId: 'not-an-id' })).status).toBe(403);
    await client.post('/api/parent/unlock', { pin: '1357' });
    expect((await client.post('/api/parent/active-child', { childId: 'not-an-id' })).status).toBe(400);
  });

  it("never reaches another family's child: 404 everywhere", async () => {
    const mine = await parent();
    const theirs = await parent();
    const other = theirs.firstChildId;
    expect((await mine.client.get(`/api/parent/children/${other}/dashboard`)).status).toBe(404);
    expect((await patch(mine.client, other, { firstName: 'Stolen' })).status).toBe(404);
    expect((await remove(mine.client, other)).status).toBe(404);
    expect((await mine.client.post('/api/parent/active-child', { childId: other })).status).toBe(404);
    const [untouched] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, other));
    expect(untouched!.firstName).toBe('Mia');
    expect((await mine.client.getJson('/api/auth/user', authUserSchema)).id).toBe(mine.firstChildId);
  });

  async function firstPuzzleId(): Promise<string> {
    const { client } = await newFamily(server);
    const [first] = await client.getJson('/api/puzzles', puzzleSchema.array());
    return first!.id;
  }
});
