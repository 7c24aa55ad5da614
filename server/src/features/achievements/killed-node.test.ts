import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzleAttemptedFact } from '@chess-quest/protocol/facts';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { userAchievements, xpLedger } from '../../db/schema/gamification';
import { seedCatalogs } from '../../db/seed';
import { createDispatcher } from '../../events/dispatcher';
import { Outbox, type FactSubscriber } from '../../events/outbox';
import { createScratchDatabase, postgresAvailable } from '../../test/services';
import { createRewardsSubscriber } from './subscriber';
import { newTestChild } from './test-support';

// Two nodes on one PostgreSQL database: node A dies (its connection is cut, as when the
// process is killed) after its rewards writes and before its commit; node B then delivers.
const usePostgres = await postgresAvailable();

describe.skipIf(!usePostgres)('rewards when a node dies mid-delivery (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let nodeA: DatabaseHandle;
  let nodeB: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('cq_rewards_kill');
    nodeB = await openPostgres(scratch.url, 3);
    await nodeB.migrate();
    await seedCatalogs(nodeB.db);
    nodeA = await openPostgres(scratch.url, 1);
    // Node A's connection is cut while checked out: its client reports that, as a dead node would.
    const poolA = (nodeA.db as unknown as { $client: Pool }).$client;
    poolA.on('connect', (client) => client.on('error', () => {}));
    // Migrating and seeding a fresh database is slow on two shared cores.
  }, 180_000);
  afterAll(async () => {
    await nodeA?.close().catch(() => undefined);
    await nodeB?.close();
    await scratch?.drop();
  });

  it('pays what the dead node had written exactly once, by the node that is left', async () => {
    const ctx = await newTestChild(nodeB.db);
    const rewards = createRewardsSubscriber();
    let reached: () => void = () => {};
    let die: (error: Error) => void = () => {};
    const wroteAndHangs = new Promise<void>((resolve) => (reached = resolve));
    const dying: FactSubscriber = {
      ...rewards,
      async handle(fact, context) {
        await rewards.handle(fact, context);
        reached();
        // The node dies here: its writes are made, nothing is committed.
        await new Promise((_, reject) => (die = reject));
      },
    };
    const outboxA = new Outbox();
    outboxA.subscribe(dying);
    const outboxB = new Outbox();
    outboxB.subscribe(rewards);

    await outboxB.record(
      nodeB.db,
      puzzleAttemptedFact.parse({
        type: 'puzzle.attempted',
        ...ctx,
        at: new Date().toISOString(),
        day: '2026-11-23',
        puzzleId: 'p-killed',
        solved: true,
        firstTry: true,
        themes: [],
        puzzleRating: 700,
        daily: false,
        ratingBefore: 600,
        ratingAfter: 620,
        points: 10,
      }),
    );
    const runA = createDispatcher(nodeA, outboxA)
      .drain()
      .catch((error: unknown) => error);
    await wroteAndHangs;
    // Node B skips the row while node A holds it.
    expect(await createDispatcher(nodeB, outboxB).drain()).toBe(0);
    await nodeB.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`,
    );
    // What was left of node A's code learns its connection is gone.
    die(new Error('node A was killed'));
    await runA;
    expect(await createDispatcher(nodeB, outboxB).drain()).toBe(1);

    const ledger = await nodeB.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(ledger.filter((row) => row.sourceKey === 'xp:puzzle:p-killed')).toHaveLength(1);
    expect(ledger.filter((row) => row.sourceKey === 'achievement:first-puzzle')).toHaveLength(1);
    const [unlocked] = await nodeB.db.select().from(userAchievements).where(eq(userAchievements.childId, ctx.childId));
    expect(unlocked?.unlockedAt).not.toBeNull();
  });
});
