import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, postgresAvailable } from '../test/services';
import { openPostgres, type DatabaseHandle } from './client';

// The services read in parallel inside a transaction (Promise.all with `tx`). On PostgreSQL a
// transaction is one connection: its queries must wait for each other in the app, never be
// handed to pg while another runs (deprecated in pg 8, an error in pg 9).

const needsPostgres = await postgresAvailable();

describe.skipIf(!needsPostgres)('parallel reads in a transaction on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('cq_tx_reads');
    database = await openPostgres(scratch.url, 2);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('sends them one at a time, each answer to its caller, and a failed one fails alone', async () => {
    // What pg's client is asked while it is still busy with another query of the same connection.
    const whileBusy: string[] = [];
    const realQuery = pg.Client.prototype.query;
    // pg's own fields (its public getters for them are deprecated): a query running, or waiting.
    type Busy = { _getActiveQuery(): unknown; _queryQueue: unknown[] };
    pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
      if (this._getActiveQuery() || this._queryQueue.length > 0) whileBusy.push(String((args[0] as { text?: string })?.text ?? args[0]));
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof realQuery;
    try {
      const answers = await database.db.transaction(async (tx) => {
        const reads = (await Promise.all([
          tx.execute(sql`select 1 as n, pg_sleep(0.05)`),
          tx.execute(sql`select 2 as n`),
          tx.execute(sql`select 3 as n`),
        ])) as unknown as { rows: { n: number }[] }[];
        return reads.map((read) => read.rows[0]!.n);
      });
      expect(answers).toEqual([1, 2, 3]);
      // A failed read in the middle fails alone; the transaction as a whole is refused.
      const failing = database.db.transaction(async (tx) => {
        const [first, second] = await Promise.allSettled([tx.execute(sql`select 1/0`), tx.execute(sql`select 4 as n`)]);
        expect(first.status).toBe('rejected');
        expect(second.status).toBe('rejected'); // PostgreSQL refuses the rest of an aborted transaction
        throw new Error('rolled back');
      });
      await expect(failing).rejects.toThrow('rolled back');
      expect(whileBusy).toEqual([]);
      // The pool is whole afterwards.
      await expect(database.db.transaction((tx) => tx.execute(sql`select 5 as n`))).resolves.toMatchObject({ rows: [{ n: 5 }] });
    } finally {
      pg.Client.prototype.query = realQuery;
    }
  });
});
