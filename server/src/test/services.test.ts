import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { outboxFacts } from '../db/schema/outbox';
import { schemaFingerprint } from './pglite-pool';
import { openTestDatabase, pglitePool } from './services';

// The pool lives for the whole worker (the server project runs without isolation): other files
// may have left idle PGlites in it, so these tests only compare what they lend themselves.

async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function clientOf(database: DatabaseHandle) {
  const client = pglitePool.clientOf(database);
  if (!client) throw new Error('not a handle of the pool');
  return client;
}

async function newFacts(database: DatabaseHandle, n: number): Promise<number[]> {
  const values = Array.from({ length: n }, (_, i) => ({ type: 'pool.test', payload: { i } }));
  return (await database.db.insert(outboxFacts).values(values).returning({ id: outboxFacts.id })).map((row) => row.id);
}

describe('the test PGlite pool', () => {
  it('lends the PGlite a closed handle gave back to the next user, empty, its identities restarted and its session reset', async () => {
    const first = await openTestDatabase('pglite');
    const client = clientOf(first);
    await first.db.insert(accounts).values({ email: 'pool.first@example.com' });
    expect(await newFacts(first, 3)).toEqual([1, 2, 3]);
    await first.db.execute(sql`set statement_timeout = '1234s'`);
    await first.db.execute(sql`select pg_advisory_lock(7301)`);
    await first.db.execute(sql`create temporary table pool_scratch (id int)`);
    await first.db.execute(sql`prepare pool_statement as select 1`);
    await first.close();

    const next = await openTestDatabase('pglite');
    try {
      expect(clientOf(next)).toBe(client);
      expect(pglitePool.stats.lastReset).toEqual({ truncated: [], deleted: ['"public"."accounts"', '"public"."outbox_facts"'] });
      expect(await next.db.select().from(accounts)).toEqual([]);
      expect(await next.db.select().from(outboxFacts)).toEqual([]);
      expect(await newFacts(next, 2)).toEqual([1, 2]);
      expect(await rows(next, sql`show statement_timeout`)).toEqual([{ statement_timeout: '0' }]);
      expect(await rows(next, sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`)).toEqual([{ n: 0 }]);
      expect(await rows(next, sql`select to_regclass('pool_scratch') as found`)).toEqual([{ found: null }]);
      expect(await rows(next, sql`select count(*)::int as n from pg_prepared_statements`)).toEqual([{ n: 0 }]);
    } finally {
      await next.close();
    }
  });

  it('empties a table that grew large with TRUNCATE, so that no table grows however often its PGlite is lent', async () => {
    const first = await openTestDatabase('pglite');
    const client = clientOf(first);
    const payload = { text: 'x'.repeat(400) };
    await first.db.insert(outboxFacts).values(Array.from({ length: 1000 }, () => ({ type: 'pool.test', payload })));
    expect(Number((await rows<{ bytes: string }>(first, sql`select pg_total_relation_size('outbox_facts') as bytes`))[0]!.bytes)).toBeGreaterThan(
      256 * 1024,
    );
    await first.close();
    expect(pglitePool.stats.lastReset.truncated).toEqual(['"public"."outbox_facts"']);
    const next = await openTestDatabase('pglite');
    try {
      expect(clientOf(next)).toBe(client);
      expect(Number((await rows<{ bytes: string }>(next, sql`select pg_total_relation_size('outbox_facts') as bytes`))[0]!.bytes)).toBeLessThan(
        64 * 1024,
      );
      expect(await newFacts(next, 1)).toEqual([1]);
    } finally {
      await next.close();
    }
  });

  it.each([
    ['a new column', 'alter table accounts add column pool_extra text'],
    ["a column's type", 'alter table outbox_facts alter column "type" type varchar(200)'],
    ["a column's default", 'alter table outbox_deliveries alter column attempts set default 3'],
    ['a dropped constraint', 'alter table outbox_deliveries drop constraint outbox_deliveries_fact_id_outbox_facts_id_fk'],
    ['a new index', 'create index pool_extra_idx on accounts (created_at)'],
    ['a new trigger', 'create trigger pool_extra before insert on accounts for each row execute function suppress_redundant_updates_trigger()'],
    ['a new function', 'create function pool_extra() returns int language sql as $$ select 1 $$'],
    ['a new schema', 'create schema pool_extra'],
    ['a new view', 'create view pool_extra as select 1 as x'],
    ['a new enum', "create type pool_extra as enum ('a', 'b')"],
    ['a new role', 'create role pool_extra'],
    ["a role's setting", "alter role postgres set work_mem = '8MB'"],
    ["a row in the migrations' journal", "insert into drizzle.__drizzle_migrations (hash, created_at) values ('pool', 1)"],
  ])("tells the template's schema from one with %s", async (_change, statement) => {
    const database = await openTestDatabase('pglite');
    const client = clientOf(database);
    const template = await pglitePool.templateFingerprint();
    try {
      expect(await schemaFingerprint(client)).toBe(template);
      // Inside a transaction rolled back after: the PGlite goes back to the pool unchanged.
      await client.exec('begin');
      try {
        await client.exec(statement);
        expect(await schemaFingerprint(client)).not.toBe(template);
      } finally {
        await client.exec('rollback');
      }
      expect(await schemaFingerprint(client)).toBe(template);
    } finally {
      await database.close();
    }
  });

  it('never lends a database whose schema a test changed again', async () => {
    const changed = await openTestDatabase('pglite');
    const client = clientOf(changed);
    await changed.db.execute(sql`create table pool_extra (id int)`);
    const discarded = pglitePool.stats.discarded;
    await changed.close();
    expect(client.closed).toBe(true);
    expect(pglitePool.stats.discarded).toBe(discarded + 1);
    expect(pglitePool.stats.lastDiscard).toMatch(/schema changed/);
    const next = await openTestDatabase('pglite');
    try {
      expect(clientOf(next)).not.toBe(client);
      expect(await rows(next, sql`select to_regclass('pool_extra') as found`)).toEqual([{ found: null }]);
    } finally {
      await next.close();
    }
  });

  it('closes a PGlite given back inside a transaction, or closed by its user, instead of lending it again', async () => {
    const inTransaction = await openTestDatabase('pglite');
    const open = clientOf(inTransaction);
    await inTransaction.db.execute(sql`begin`);
    await inTransaction.close();
    expect(open.closed).toBe(true);
    expect(pglitePool.stats.lastDiscard).toMatch(/inside a transaction/);

    const closedByUser = await openTestDatabase('pglite');
    await clientOf(closedByUser).close();
    const discarded = pglitePool.stats.discarded;
    await closedByUser.close();
    expect(pglitePool.stats.discarded).toBe(discarded + 1);
    expect(pglitePool.stats.lastDiscard).toMatch(/closed by its user/);
  });

  it('never lends one PGlite to two open handles', async () => {
    const batch = await Promise.all([1, 2, 3].map(() => openTestDatabase('pglite')));
    await batch[0]!.close();
    const more = await Promise.all([1, 2].map(() => openTestDatabase('pglite')));
    const live = [batch[1]!, batch[2]!, ...more];
    try {
      expect(new Set(live.map(clientOf)).size).toBe(live.length);
      // Each writes its own row and sees only its own.
      await Promise.all(live.map((database, i) => database.db.insert(accounts).values({ email: `pool.${i}@example.com` })));
      for (const [i, database] of live.entries()) {
        expect((await database.db.select({ email: accounts.email }).from(accounts)).map((row) => row.email)).toEqual([`pool.${i}@example.com`]);
      }
    } finally {
      await Promise.all(live.map((database) => database.close()));
    }
    expect(pglitePool.idleCount).toBeLessThanOrEqual(2);
  });

  it('fails a query through a closed handle, and a second close does nothing', async () => {
    const database = await openTestDatabase('pglite');
    const client = clientOf(database);
    await database.close();
    const failure = await database.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    // drizzle wraps the client's error.
    expect(String((failure as { cause?: unknown } | null)?.cause)).toMatch(/used after its close/);
    await expect(database.listen('pool_channel', () => undefined)).rejects.toThrow(/used after its close/);
    const givenBack = pglitePool.stats.givenBack;
    await database.close();
    expect(pglitePool.stats.givenBack).toBe(givenBack);
    // Given back once: lent to one next user, not two.
    const [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('pglite')]);
    try {
      expect([clientOf(a), clientOf(b)].filter((c) => c === client)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("never calls a closed handle's LISTEN callbacks for the next user", async () => {
    const first = await openTestDatabase('pglite');
    const client = clientOf(first);
    const heardByFirst = vi.fn();
    const heardByFirstStopped = vi.fn();
    await first.listen('pool_channel', heardByFirst);
    const stop = await first.listen('pool_other', heardByFirstStopped);
    await first.db.execute(sql`notify pool_channel`);
    expect(heardByFirst).toHaveBeenCalledTimes(1);
    await stop();
    await first.close();

    const next = await openTestDatabase('pglite');
    try {
      expect(clientOf(next)).toBe(client);
      expect(await rows(next, sql`select pg_listening_channels() as channel`)).toEqual([]);
      const heardByNext = vi.fn();
      await next.listen('pool_channel', heardByNext);
      await next.db.execute(sql`notify pool_channel`);
      await next.db.execute(sql`notify pool_other`);
      expect(heardByNext).toHaveBeenCalledTimes(1);
      expect(heardByFirst).toHaveBeenCalledTimes(1);
      expect(heardByFirstStopped).not.toHaveBeenCalled();
    } finally {
      await next.close();
    }
  });

  it('opens a fresh PGlite on request, and closes it for real', async () => {
    const idle = await openTestDatabase('pglite');
    const pooled = clientOf(idle);
    await idle.close();
    const opened = pglitePool.stats.opened;
    const fresh = await openTestDatabase('pglite', { fresh: true });
    const client = clientOf(fresh);
    expect(client).not.toBe(pooled);
    expect(pglitePool.stats.opened).toBe(opened + 1);
    await fresh.close();
    expect(client.closed).toBe(true);
  });
});
