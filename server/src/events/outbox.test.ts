import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fact } from '@chess-quest/protocol/facts';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { outboxDeliveries, outboxFacts } from '../db/schema/outbox';
import { useTestDatabase } from '../test/fixture';
import { createScratchDatabase, postgresAvailable, testEngines } from '../test/services';
import { createDispatcher } from './dispatcher';
import { Outbox, type FactSubscriber } from './outbox';

const engines = await testEngines();

const planChanged = (accountId: string, n = 0): Fact => ({
  type: 'subscription.changed',
  accountId,
  at: new Date(Date.UTC(2026, 10, 1) + n).toISOString(),
  plan: 'Premium',
  status: 'active',
  premium: true,
});

async function newAccount(db: DatabaseHandle['db']): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ email: `outbox.${Math.random().toString(36).slice(2)}@example.com` })
    .returning();
  return row!.id;
}

async function reactionTable(db: DatabaseHandle['db'], name: string) {
  await db.execute(sql.raw(`create table if not exists ${name} (id serial primary key, fact_at text, node text)`));
}

/** A subscriber that writes one row per reaction into `table`, through the delivery's transaction. */
function recorder(name: string, table: string, node: string, before?: () => void): FactSubscriber {
  return {
    name,
    handles: ['subscription.changed'],
    handle: async (fact, { tx }) => {
      await tx.execute(sql`insert into ${sql.raw(table)} (fact_at, node) values (${fact.at}, ${node})`);
      before?.();
    },
  };
}

const countOf = async (db: DatabaseHandle['db'], table: string) =>
  ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe.each(engines)('the event outbox on %s', (engine) => {
  const test = useTestDatabase(engine);
  let database: DatabaseHandle;
  beforeAll(() => {
    database = test.database;
  });

  it('writes a fact with one delivery per subscriber of its type, and nothing when the transaction rolls back', async () => {
    const accountId = await newAccount(database.db);
    const outbox = new Outbox();
    outbox.subscribe(recorder('a', 'unused_a', 'n'));
    outbox.subscribe({ name: 'other-type', handles: ['puzzle.attempted'], handle: async () => undefined });
    await database.db.transaction((tx) => outbox.record(tx, planChanged(accountId)));
    const [fact] = await database.db.select().from(outboxFacts).where(eq(outboxFacts.accountId, accountId));
    expect(fact).toMatchObject({ type: 'subscription.changed', childId: null });
    const deliveries = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.factId, fact!.id));
    expect(deliveries.map((d) => d.subscriber)).toEqual(['a']);

    await expect(
      database.db.transaction(async (tx) => {
        await outbox.record(tx, planChanged(accountId, 1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outboxFacts).where(eq(outboxFacts.accountId, accountId))).toHaveLength(1);
  });

  it('refuses a fact that breaks its contract, failing the transaction that wrote it', async () => {
    const outbox = new Outbox();
    const bad = { ...planChanged('x'), plan: 'Gold' } as unknown as Fact;
    await expect(database.db.transaction((tx) => outbox.record(tx, bad))).rejects.toThrow();
  });

  it('retries a subscriber that throws, rolling back its writes each time, until it succeeds once', async () => {
    await reactionTable(database.db, 'retry_reactions');
    const accountId = await newAccount(database.db);
    const outbox = new Outbox();
    let calls = 0;
    outbox.subscribe(
      recorder('flaky', 'retry_reactions', 'n', () => {
        calls += 1;
        if (calls <= 2) throw new Error(`flaky failure ${calls}`);
      }),
    );
    const errors: unknown[] = [];
    // The test's clock: each retry falls due only when the test moves it past the back-off.
    let now = new Date(Date.now() + 1000);
    const dispatcher = createDispatcher(database, outbox, { now: () => now, backoffMs: () => 1000, onError: (error) => errors.push(error) });
    await database.db.transaction((tx) => outbox.record(tx, planChanged(accountId)));

    await dispatcher.drain();
    const [afterFirst] = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.subscriber, 'flaky'));
    expect(afterFirst).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, lastError: expect.stringContaining('flaky failure 1') });
    // The failed try's own write was rolled back with it.
    expect(await countOf(database.db, 'retry_reactions')).toBe(0);

    for (let retry = 0; retry < 3; retry += 1) {
      now = new Date(now.getTime() + 1500);
      await dispatcher.drain();
    }
    const [done] = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.subscriber, 'flaky'));
    expect(done).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(done!.doneAt).toBeInstanceOf(Date);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(2);
    expect(await countOf(database.db, 'retry_reactions')).toBe(1);
  });

  it('backs off after a failure and sets a delivery aside after too many', async () => {
    const accountId = await newAccount(database.db);
    const outbox = new Outbox();
    outbox.subscribe({ name: 'always-fails', handles: ['subscription.changed'], handle: async () => Promise.reject(new Error('no')) });
    let now = new Date('2026-11-01T10:00:00Z');
    const dispatcher = createDispatcher(database, outbox, { now: () => now, maxAttempts: 3, backoffMs: (n) => n * 60_000, onError: () => undefined });
    await database.db.transaction((tx) => outbox.record(tx, planChanged(accountId)));
    // Recorded at the real time; the test's clock starts later than it.
    now = new Date(Date.now() + 1000);
    expect(await dispatcher.drain()).toBe(1);
    // Not due again until the back-off has passed.
    expect(await dispatcher.drain()).toBe(0);
    now = new Date(now.getTime() + 61_000);
    expect(await dispatcher.drain()).toBe(1);
    now = new Date(now.getTime() + 121_000);
    expect(await dispatcher.drain()).toBe(1);
    const [row] = await database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.subscriber, 'always-fails'));
    expect(row).toMatchObject({ attempts: 3, doneAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    now = new Date(now.getTime() + 3_600_000);
    expect(await dispatcher.drain()).toBe(0);
  });

  it('runs after-commit effects only for deliveries that committed, and chains facts a subscriber records', async () => {
    const accountId = await newAccount(database.db);
    const outbox = new Outbox();
    const effects: string[] = [];
    outbox.subscribe({
      name: 'chain-first',
      handles: ['subscription.changed'],
      handle: async (fact, { record, afterCommit }) => {
        if (fact.type !== 'subscription.changed' || fact.plan !== 'Premium') return;
        await record({ ...fact, plan: 'Family' });
        afterCommit(() => {
          effects.push(`first:${fact.plan}`);
        });
      },
    });
    outbox.subscribe({
      name: 'chain-second',
      handles: ['subscription.changed'],
      handle: async (fact, { afterCommit }) => {
        if (fact.type === 'subscription.changed' && fact.plan === 'Family') {
          afterCommit(() => {
            effects.push('second:Family');
          });
        }
      },
    });
    const dispatcher = createDispatcher(database, outbox);
    await database.db.transaction((tx) => outbox.record(tx, planChanged(accountId)));
    await dispatcher.drain();
    expect(effects.sort()).toEqual(['first:Premium', 'second:Family']);
  });
});

describe.runIf(await postgresAvailable())('the event outbox across nodes on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let nodes: DatabaseHandle[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase('cq_outbox');
    const first = await openPostgres(scratch.url, 4);
    await first.migrate();
    nodes = [first, await openPostgres(scratch.url, 4)];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await scratch?.drop();
  });

  it('never runs one reaction on two nodes, however they race', async () => {
    const [a, b] = nodes as [DatabaseHandle, DatabaseHandle];
    await reactionTable(a.db, 'race_reactions');
    const accountId = await newAccount(a.db);
    const outboxes = ['node-a', 'node-b'].map((node) => {
      const outbox = new Outbox();
      outbox.subscribe(recorder('race', 'race_reactions', node));
      return outbox;
    });
    const facts = Array.from({ length: 120 }, (_, i) => planChanged(accountId, i));
    await a.db.transaction((tx) => outboxes[0]!.record(tx, facts));
    const dispatchers = [createDispatcher(a, outboxes[0]!, { batchSize: 7 }), createDispatcher(b, outboxes[1]!, { batchSize: 5 })];
    const delivered = await Promise.all(dispatchers.map((d) => d.drain()));
    const rows = ((await a.db.execute(sql`select fact_at, node from race_reactions`)) as unknown as { rows: { fact_at: string; node: string }[] })
      .rows;
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.fact_at)).size).toBe(120);
    // Both nodes took part (the race was real), and between them delivered each fact once.
    expect(new Set(rows.map((r) => r.node)).size).toBe(2);
    expect(delivered.flat().reduce((sum, n) => sum + n, 0)).toBe(120);
  });

  // A real process (tsx compiles it first): allow it time on a busy machine.
  it('finishes the reaction on another node when the node handling it is killed (SIGKILL)', { timeout: 120_000 }, async () => {
    const [a] = nodes as [DatabaseHandle];
    await reactionTable(a.db, 'crash_test_reactions');
    const accountId = await newAccount(a.db);
    const script = path.resolve(import.meta.dirname, 'test-support/outbox-node.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, scratch.url, accountId, 'doomed'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The fact is committed and the doomed node is inside the reaction's transaction.
      await expect.poll(() => output, { timeout: 90_000 }).toContain('HANDLING');
      expect(output).toContain('RECORDED');
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => child.once('exit', resolve));

    // Another node delivers it: the doomed node's half-written reaction died with it.
    const outbox = new Outbox();
    outbox.subscribe(recorder('crash-test-reaction', 'crash_test_reactions', 'survivor'));
    const survivor = createDispatcher(a, outbox);
    await expect.poll(() => survivor.drain(), { timeout: 20_000 }).toBe(1);
    const rows = ((await a.db.execute(sql`select node from crash_test_reactions`)) as unknown as { rows: { node: string }[] }).rows;
    expect(rows).toEqual([{ node: 'survivor' }]);
    const [delivery] = await a.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.subscriber, 'crash-test-reaction'));
    expect(delivery!.doneAt).toBeInstanceOf(Date);
    expect(delivery!.attempts).toBe(1);
  });
});
