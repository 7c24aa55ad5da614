import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { DatabaseHandle } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { puzzleAttempts } from '../../db/schema/progress';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';

const engines = await testEngines();

describe.each(engines)('family profiles on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  async function parent(): Promise<{ client: TestClient; accountId: string; firstChildId: string }> {
    const client = server.client();
    const user = await readJson(await client.post('/api/signup', signUpBody({ parentPin: '1357' })));
    expect((await client.post('/api/parent/unlock', { pin: '1357' })).status).toBe(200);
    const [profile] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, user.id));
    return { client, accountId: profile!.accountId, firstChildId: user.id };
  }

  async function setPlan(accountId: string, plan: 'Basic' | 'Premium' | 'Family', status: 'active' | 'inactive') {
    await database.db.update(accounts).set({ plan, subscriptionStatus: status }).where(eq(accounts.id, accountId));
  }

  const add = (client: TestClient, body: Record<string, unknown>) => client.post('/api/parent/children', body);
  const patch = (client: TestClient, id: string, json: unknown) => client.request('PATCH', `/api/parent/children/${id}`, { json });
  const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/parent/children/${id}`);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('refuses every parent route while the parent area is locked', async () => {
    const client = server.client();
    const user = await readJson(await client.post('/api/signup', signUpBody()));
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
      expect((await readJson(response)).message).toBe(PARENT_MESSAGES.locked);
    }
  });

  it('allows one child on Basic and Premium, three on an active Family plan', async () => {
    const { client, accountId, firstChildId } = await parent();
    const family = await readJson(await client.get('/api/parent/family'));
    expect(family).toMatchObject({ activeChildId: firstChildId, maxChildren: 1, plan: 'Basic' });
    expect(family.children).toHaveLength(1);

    const refused = await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(PARENT_MESSAGES.childLimit(1));
    await setPlan(accountId, 'Premium', 'active');
    expect((await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' })).status).toBe(403);
    // A Family plan whose payment lapsed is not a Family plan.
    await setPlan(accountId, 'Family', 'inactive');
    expect((await add(client, { firstName: 'Leo', age: 7, avatar: 'rook-sky' })).status).toBe(403);

    await setPlan(accountId, 'Family', 'active');
    const leo = await add(client, { firstName: '  Leo ', age: 7, avatar: 'rook-sky' });
    expect(leo.status).toBe(201);
    expect(await readJson(leo)).toMatchObject({ firstName: 'Leo', age: 7, level: 1, points: 0, profileImageUrl: '/api/avatars/rook-sky' });
    expect((await add(client, { firstName: 'Zoé', age: 12, avatar: 'queen-rose' })).status).toBe(201);
    const fourth = await add(client, { firstName: 'Ana', age: 9, avatar: 'king-mint' });
    expect(fourth.status).toBe(403);
    expect((await readJson(fourth)).message).toBe(PARENT_MESSAGES.childLimit(3));
    expect((await readJson(await client.get('/api/parent/family'))).children.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Mia',
      'Leo',
      'Zoé',
    ]);
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

    const renamed = await readJson(await patch(client, firstChildId, { firstName: 'Mila', avatar: 'pawn-lemon' }));
    expect(renamed).toMatchObject({ firstName: 'Mila', profileImageUrl: '/api/avatars/pawn-lemon' });
    // The active child's name shows at once in the child's own view.
    expect(await readJson(await client.get('/api/auth/user'))).toMatchObject({ firstName: 'Mila', profileImageUrl: '/api/avatars/pawn-lemon' });
  });

  it('serves the built-in avatars and nothing else', async () => {
    const client = server.client();
    const svg = await client.get('/api/avatars/knight-sun');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('♞');
    expect((await client.get('/api/avatars/..%2Fsecret')).status).toBe(400);
  });

  it('removes a child with its data, never the last one, and moves the session to a sibling', async () => {
    const { client, accountId, firstChildId } = await parent();
    const lastOne = await remove(client, firstChildId);
    expect(lastOne.status).toBe(409);
    expect((await readJson(lastOne)).message).toBe(PARENT_MESSAGES.lastChild);

    await setPlan(accountId, 'Family', 'active');
    const leo = await readJson(await add(client, { firstName: 'Leo', age: 9, avatar: 'rook-sky' }));
    await database.db.insert(puzzleAttempts).values({ childId: firstChildId, puzzleId: (await firstPuzzleId()), solved: false, attempts: 1 });

    const answer = await remove(client, firstChildId);
    expect(answer.status).toBe(200);
    const family = await readJson(answer);
    expect(family.activeChildId).toBe(leo.id);
    expect(family.children.map((c: { id: string }) => c.id)).toEqual([leo.id]);
    expect(await database.db.select().from(puzzleAttempts).where(eq(puzzleAttempts.childId, firstChildId))).toEqual([]);
    // Still signed in, now as Leo, and the parent area is still open.
    expect((await readJson(await client.get('/api/auth/user'))).id).toBe(leo.id);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(true);
  });

  it('switches the active child without signing out, and locks the parent area again', async () => {
    const { client, accountId, firstChildId } = await parent();
    await setPlan(accountId, 'Family', 'active');
    const leo = await readJson(await add(client, { firstName: 'Leo', age: 9, avatar: 'rook-sky' }));
    const switched = await client.post('/api/parent/active-child', { childId: leo.id });
    expect(switched.status).toBe(200);
    expect(await readJson(switched)).toMatchObject({ id: leo.id, firstName: 'Leo' });
    expect((await readJson(await client.get('/api/auth/user'))).id).toBe(leo.id);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(false);
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
    const [untouched] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, other));
    expect(untouched!.firstName).toBe('Mia');
    expect((await readJson(await mine.client.get('/api/auth/user'))).id).toBe(mine.firstChildId);
  });

  async function firstPuzzleId(): Promise<string> {
    const client = server.client();
    await client.post('/api/signup', signUpBody());
    const list = await readJson(await client.get('/api/puzzles'));
    return list[0].id;
  }
});
