import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signUpBody, startTestServer } from '../test/app';
import { signUp } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { createScratchDatabase, postgresAvailable, TEST_POSTGRES_URL } from '../test/services';
import { UNAVAILABLE_MESSAGE } from '../http/unavailable';
import { openPostgres } from './client';

// The app on real PostgreSQL reached through a TCP relay the test controls: a lock held by
// the test stalls the database, closing the relay makes PostgreSQL refuse connections.
// Either way every request answers 503 with a kind message in bounded time, /readyz within
// a second, and everything works again once the fault is gone (decision record 016).

const needsPostgres = await postgresAvailable();
/** Shorter than production's so the test is quick; the behaviour is the same. */
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_500 };

/** A TCP relay to PostgreSQL that can be cut (refusing) and opened again on the same port. */
function relay(target: { host: string; port: number }) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const open = (port: number) =>
    new Promise<void>((resolve, reject) => {
      // Already open: a second listener on the port would fail and lose the first.
      if (server) return resolve();
      server = createServer((incoming) => {
        const outgoing = connect(target.port, target.host);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) resolve();
      else server.close(() => resolve());
      server = null;
    });
  return { open, cut };
}

async function timed(work: Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await work;
  return { response, ms: performance.now() - started };
}

describe.skipIf(!needsPostgres)('the app when PostgreSQL stalls or refuses', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: TestClient;
  let relayPort: number;
  const link = relay({ host: new URL(TEST_POSTGRES_URL).hostname, port: Number(new URL(TEST_POSTGRES_URL).port || 5432) });

  beforeAll(async () => {
    scratch = await createScratchDatabase('cq_faults');
    relayPort = await freePort();
    await link.open(relayPort);
    const viaRelay = new URL(scratch.url);
    viaRelay.host = `127.0.0.1:${relayPort}`;
    const database = await openPostgres(viaRelay.toString(), 4, TIMEOUTS);
    server = await startTestServer(database);
    client = server.client();
    await signUp(client);
  }, 60_000);

  afterAll(async () => {
    await link.open(relayPort).catch(() => undefined);
    await server?.close();
    await server?.database.close();
    await scratch?.drop();
  }, 30_000);

  it('answers 503 in bounded time while a lock stalls the database, and /readyz within a second', async () => {
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      // More stalled requests than the pool has connections.
      const stalled = Array.from({ length: 6 }, () => timed(client.get('/api/auth/user')));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await timed(fetch(`${server.url}/readyz`));
      expect(ready.ms).toBeLessThan(1_000);
      expect(ready.response.status).toBe(503);
      for (const { response, ms } of await Promise.all(stalled)) {
        expect(response.status).toBe(503);
        expect(await readJson(response)).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
        expect(ms).toBeLessThan(TIMEOUTS.statementMs + TIMEOUTS.connectMs + 1_500);
      }
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 30_000);

  it('fails a transaction whose connection is lost between two statements, not the process', async () => {
    const lost = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await link.cut();
      // pg hears of the lost socket while the client is checked out and idle.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    await link.open(relayPort);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 30_000);

  it('gives a pool slot back when the connection dies while the client sits idle in the pool', async () => {
    // A pool of one through the relay, with its one connection idle.
    const viaRelay = new URL(scratch.url);
    viaRelay.host = `127.0.0.1:${relayPort}`;
    const small = await openPostgres(viaRelay.toString(), 1, TIMEOUTS);
    try {
      await small.ping();
      // Cut and start a transaction in the same tick: pg has not heard of the loss, hands the
      // dead client out, and `begin` fails on it. drizzle alone kept that client for ever.
      const cut = link.cut();
      const lost = small.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await expect(lost).rejects.toThrow();
      await cut;
      await link.open(relayPort);
      // The pool's one slot is free again: a transaction runs, and the pool closes.
      const result = await small.db.transaction((tx) => tx.execute(sql`select 41 + 1 as n`));
      expect(result).toMatchObject({ rows: [{ n: 42 }] });
    } finally {
      await Promise.race([
        small.close(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('the pool did not close: a client was kept')), 3_000)),
      ]);
    }
  }, 30_000);

  it('answers 503 while PostgreSQL refuses connections, and recovers when it accepts again', async () => {
    await link.cut();
    // A read that needs the database: who-am-I may be answered from the node's short
    // session cache (decision 022), which is the point of it.
    const { response, ms } = await timed(client.get('/api/user/progress'));
    expect(response.status).toBe(503);
    expect(await readJson(response)).toMatchObject({ code: 'unavailable' });
    expect(ms).toBeLessThan(TIMEOUTS.connectMs + 1_500);
    const signUp = await client.post('/api/signup', signUpBody());
    expect(signUp.status).toBe(503);
    const ready = await timed(fetch(`${server.url}/readyz`));
    expect(ready.response.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_000);

    await link.open(relayPort);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 30_000);
});
