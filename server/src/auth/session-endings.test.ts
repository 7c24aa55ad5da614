import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { AVATAR_IDS } from '@chess-quest/protocol/parent';
import { startTestServer } from '../test/app';
import { newFamily, setSubscription, signUp, unlockParent, useTestServer } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { openTestDatabase, postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../test/services';
import { openSocket, sessionOf, type ClientSocket } from '../realtime/test-clients';

// Issue 10: a socket kept acting for up to ~150 s after sign-out (until its periodic
// session re-check), a cross-site page could sign the user out with GET /api/logout, and
// personal answers carried no Cache-Control.

function disconnected(socket: ClientSocket, ms = 3_000): Promise<void> {
  if (!socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function signedUp(server: { client(): TestClient }) {
  const client = server.client();
  const { body } = await signUp(client);
  return { client, body };
}

describe('sign-out and profile changes end sockets; logout and caching rules', () => {
  const server = useTestServer('pglite');

  it('refuses a cross-site GET /api/logout and stays signed in', async () => {
    const { client } = await signedUp(server);
    const refused = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    // The app's own link (same-origin navigation) still signs out.
    const own = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('sends Cache-Control: no-store on session answers, signed in or not', async () => {
    const { client } = await signedUp(server);
    for (const response of [
      await client.get('/api/auth/user'),
      await client.get('/api/user/progress'),
      await server.client().get('/api/auth/user'),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('disconnects the session’s sockets at sign-out', async () => {
    const { client } = await signedUp(server);
    const socket = await openSocket(server.url, { session: sessionOf(client) });
    const ended = disconnected(socket);
    expect((await client.get('/api/logout')).status).toBe(302);
    await ended;
  });

  it('disconnects the previous child’s sockets at a switch of child, and a removed child’s everywhere', async () => {
    const { client, accountId, signUp: body } = await newFamily(server);
    await setSubscription(server, accountId, { plan: 'Family', status: 'active' });
    await unlockParent(client, body.parentPin);
    const added = await client.post('/api/parent/children', { firstName: 'Leo', age: 7, avatar: AVATAR_IDS[1] });
    expect(added.status).toBe(201);
    const family = await readJson(await client.get('/api/parent/family'));
    const first = (await readJson(await client.get('/api/auth/user'))).id as string;
    const second = (family.children as { id: string }[]).find((child) => child.id !== first)!.id;

    const asFirst = await openSocket(server.url, { session: sessionOf(client) });
    const firstEnded = disconnected(asFirst);
    expect((await client.post('/api/parent/active-child', { childId: second })).status).toBe(200);
    await firstEnded;

    // The second child plays on this device; the parent removes it from another device.
    const asSecond = await openSocket(server.url, { session: sessionOf(client) });
    const otherDevice = server.client();
    expect((await otherDevice.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
    await unlockParent(otherDevice, body.parentPin);
    const secondEnded = disconnected(asSecond);
    const removed = await otherDevice.request('DELETE', `/api/parent/children/${second}`);
    expect(removed.status).toBe(200);
    await secondEnded;
  });
});

const twoNodes = (await postgresAvailable()) && (await redisAvailable());
describe.skipIf(!twoNodes)('sign-out ends sockets on every node', () => {
  let database: DatabaseHandle;
  let nodeA: Awaited<ReturnType<typeof startTestServer>>;
  let nodeB: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const shared = { redisUrl: TEST_REDIS_URL, sessionSecret: 'a-session-secret-shared-by-both-nodes-here' };
    nodeA = await startTestServer(database, shared);
    nodeB = await startTestServer(database, shared);
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('disconnects a socket on node B when the session signs out through node A', async () => {
    const { client } = await signedUp(nodeA);
    const socket = await openSocket(nodeB.url, { session: sessionOf(client), origin: nodeB.url });
    const ended = disconnected(socket);
    expect((await client.get('/api/logout')).status).toBe(302);
    await ended;
  });
});
