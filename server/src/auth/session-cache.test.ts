import { eq } from 'drizzle-orm';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_IDS } from '@chess-quest/protocol/parent';
import type { DatabaseHandle } from '../db/client';
import { accounts, sessions } from '../db/schema/accounts';
import { nearestPuzzles } from '../domain/puzzle-shelf';
import { startTestServer } from '../test/app';
import { newFamily, signUp, unlockParent, useTestServer } from '../test/fixture';
import { readJson, TestClient } from '../test/http-client';
import { openTestDatabase, postgresAvailable, redisAvailable, TEST_REDIS_URL, testEngines, type Engine } from '../test/services';
import { SESSION_COOKIE } from '../app';

// Decision record 022: each node keeps sessions and the signed-in account and child for a
// while (here a minute, far longer than any test waits), so only an invalidation explains
// a change seen on the other node.

type Node = Awaited<ReturnType<typeof startTestServer>>;

/** Asks until `check` holds (an invalidation through Redis arrives a moment later). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await wait(30);
  }
  throw new Error(`never: ${what}`);
}

/** The same browser, talking to another node (same cookie). */
function onNode(node: Node, client: TestClient): TestClient {
  const other = new TestClient(node.url);
  other.setCookie(SESSION_COOKIE, client.cookie(SESSION_COOKIE)!);
  return other;
}

const userOf = async (client: TestClient) => {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? ((await readJson(response)) as { id: string; subscriptionStatus: string }) : null;
};

const withRedis = (await postgresAvailable()) && (await redisAvailable());
const setups: { name: string; engine: Engine; redis: boolean }[] = [
  { name: 'two nodes in one process without Redis (PGlite)', engine: 'pglite', redis: false },
  ...(withRedis ? [{ name: 'two nodes through Redis (PostgreSQL)', engine: 'postgres' as const, redis: true }] : []),
];

describe.each(setups)('the session cache on $name', ({ engine, redis }) => {
  let database: DatabaseHandle;
  let nodeA: Node;
  let nodeB: Node;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const shared = {
      sessionSecret: 'a-session-secret-shared-by-both-nodes-here',
      sessionCacheMs: 60_000,
      ...(redis ? { redisUrl: TEST_REDIS_URL } : {}),
    };
    nodeA = await startTestServer(database, shared);
    nodeB = await startTestServer(database, shared);
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  /** A new family, signed up through node A. */
  const family = () => newFamily({ client: () => nodeA.client(), db: database.db });

  it('serves a repeated read from memory, and a sign-out on node A ends the session on node B', async () => {
    const { client } = await family();
    const onB = onNode(nodeB, client);
    expect(await userOf(onB)).not.toBeNull();
    // The sign-up's facts are delivered in the background, and each delivery makes every node
    // forget the account: a read may miss once more after one, then it is served from memory.
    const hits = () => nodeB.assembly.sessionCache.stats().hits;
    await eventually(async () => {
      const before = hits();
      expect(await userOf(onB)).not.toBeNull();
      return hits() >= before + 2;
    }, 'node B serves the session and the user from memory');

    expect((await client.get('/api/logout')).status).toBe(302);
    await eventually(async () => (await userOf(onB)) === null, 'node B refuses the signed-out session');
    expect((await onB.get('/api/user/progress')).status).toBe(401);
  });

  it('drops the old child on node B at a child switch on node A, and a removed child everywhere', async () => {
    const { client, signUp: body, accountId } = await family();
    await database.db.update(accounts).set({ plan: 'Family', subscriptionStatus: 'active' }).where(eq(accounts.id, accountId));
    await unlockParent(client, body.parentPin);
    const added = await readJson(await client.post('/api/parent/children', { firstName: 'Leo', age: 7, avatar: AVATAR_IDS[1] }));
    const first = (await userOf(client))!.id;

    // A second device of the family, on node B, switched to the second child.
    const device = nodeB.client();
    expect((await device.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
    await unlockParent(device, body.parentPin);
    expect((await device.post('/api/parent/active-child', { childId: added.id })).status).toBe(200);
    expect((await userOf(device))!.id).toBe(added.id);

    // The first device switches on node A: node B no longer knows its old session.
    const onB = onNode(nodeB, client);
    expect((await userOf(onB))!.id).toBe(first);
    await unlockParent(client, body.parentPin);
    expect((await client.post('/api/parent/active-child', { childId: added.id })).status).toBe(200);
    await eventually(async () => (await userOf(onB)) === null, 'node B refuses the session replaced at the switch');
    expect((await userOf(onNode(nodeB, client)))!.id).toBe(added.id);

    // Back to the first child on node A, then the second child is removed there: the
    // device on node B, which holds the removed child, is signed out of it.
    await unlockParent(client, body.parentPin);
    expect((await client.post('/api/parent/active-child', { childId: first })).status).toBe(200);
    expect((await userOf(device))!.id).toBe(added.id);
    await unlockParent(client, body.parentPin);
    const removed = await client.request('DELETE', `/api/parent/children/${added.id}`);
    expect(removed.status, await removed.clone().text()).toBeLessThan(300);
    await eventually(async () => (await userOf(device)) === null, 'node B refuses the removed child');
  });

  it("keeps a child's progress and puzzle list like the child, and drops them on every node when the child solves", async () => {
    const { client } = await family();
    const onB = onNode(nodeB, client);
    type Listed = { id: string; solution: string[] };
    const list = async (c: TestClient) => (await readJson(await c.get('/api/puzzles'))) as Listed[];
    const points = async (c: TestClient) => ((await readJson(await c.get('/api/user/progress'))) as { points: number }).points;

    const before = await list(onB);
    expect(await points(onB)).toBe(0);
    // The session, the child and the answer itself, for each of the two reads (once no fact
    // of the sign-up is delivered in between: each delivery makes every node forget the account).
    const hits = () => nodeB.assembly.sessionCache.stats().hits;
    await eventually(async () => {
      const start = hits();
      expect(await list(onB)).toEqual(before);
      expect(await points(onB)).toBe(0);
      return hits() >= start + 6;
    }, 'node B serves both reads from memory');

    // Solved on node A: node B forgets the account, so neither read is served stale.
    const solved = before[0]!;
    const moves = solved.solution.filter((_, i) => i % 2 === 0);
    const answer = await client.post(`/api/user/puzzles/${solved.id}/attempt`, {
      solved: true,
      attempts: 1,
      solvedAt: new Date().toISOString(),
      moves,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    await eventually(async () => !(await list(onB)).some((p) => p.id === solved.id), 'node B lists the solved puzzle no more');
    // The points come with the attempt's fact, delivered in the background.
    await nodeA.dispatcher.drain();
    await eventually(async () => (await points(onB)) > 0, 'node B shows the points the solve earned');
  });

  it('shows a plan changed in the background (webhook, settlement) on every node once its fact is delivered', async () => {
    const { client, accountId } = await family();
    const onB = onNode(nodeB, client);
    expect((await userOf(onB))!.subscriptionStatus).toBe('inactive');
    // What a settled payment's transaction does: the account row and its fact together.
    await database.db.transaction(async (tx) => {
      await tx.update(accounts).set({ subscriptionStatus: 'active', plan: 'Premium' }).where(eq(accounts.id, accountId));
      await nodeA.outbox.record(tx, {
        type: 'subscription.changed',
        accountId,
        at: new Date().toISOString(),
        plan: 'Premium',
        status: 'active',
        premium: true,
      });
    });
    // No request of the account says anything: only the fact's delivery reaches node B.
    await nodeA.dispatcher.drain();
    await eventually(async () => (await userOf(onB))?.subscriptionStatus === 'active', 'node B shows the new plan');
  });
});

describe.each(await testEngines())('catalogs from memory and the rolling session on %s', (engine) => {
  const server = useTestServer(engine);

  it('answers a catalog with an ETag, and 304 without a body when the browser holds it', async () => {
    const client = server.client();
    await signUp(client);
    for (const path of ['/api/modules', '/api/story/chapters', '/api/puzzles/daily']) {
      const first = await client.get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('private, no-cache');
      const body = await first.text();
      expect(body.length, path).toBeGreaterThan(2);
      // Gzipped once in memory for a browser that takes it; plain for one that does not.
      expect(first.headers.get('content-encoding'), path).toBe('gzip');
      expect(first.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
      const plain = await client.get(path, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await plain.text(), path).toBe(body);

      const again = await client.get(path, { 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      // A weak form of the same tag, among others, matches too; another tag does not.
      expect((await client.get(path, { 'if-none-match': `"other", W/${etag!}` })).status, path).toBe(304);
      const changed = await client.get(path, { 'if-none-match': '"something-else"' });
      expect(changed.status, path).toBe(200);
      expect(await changed.text(), path).toBe(body);
      // Still only for a signed-in child.
      expect((await server.client().get(path, { 'if-none-match': etag! })).status, path).toBe(401);
    }
  });

  it('rolls the cookie on every answer but writes the stored expiry at most every few minutes', async () => {
    const client = server.client();
    // signUp reads the answer to its end: express-session writes the session before its last byte.
    await signUp(client);
    const sid = decodeURIComponent(client.cookie(SESSION_COOKIE)!).slice(2).split('.')[0]!;
    const stored = async () => (await server.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]!.expiresAt.getTime();
    const written = await stored();
    await wait(20);
    const read = await client.get('/api/auth/user');
    expect(read.status).toBe(200);
    expect(read.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=`);
    expect((await client.get('/api/user/progress')).status).toBe(200);
    expect(await stored()).toBe(written);
  });
});

describe('the nearest puzzles by rating', () => {
  it('picks what "order by abs(rating - r), id limit n" picks, skipping what it is told', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 50; round++) {
      const rows = Array.from({ length: 1 + Math.floor(random() * 120) }, (_, i) => ({
        id: `p${Math.floor(random() * 1e6)}-${i}`,
        rating: 400 + 50 * Math.floor(random() * 30),
      }));
      const byRating = [...rows].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
      const rating = 300 + Math.floor(random() * 1700);
      const limit = Math.floor(random() * 40);
      const skipped = new Set(rows.filter(() => random() < 0.3).map((r) => r.id));
      const expected = rows
        .filter((r) => !skipped.has(r.id))
        .sort((a, b) => Math.abs(a.rating - rating) - Math.abs(b.rating - rating) || (a.id < b.id ? -1 : 1))
        .slice(0, limit);
      const picked = nearestPuzzles(byRating as never, rating, limit, (id) => skipped.has(id));
      expect(picked.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });
});
