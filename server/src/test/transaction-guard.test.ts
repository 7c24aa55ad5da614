import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/accounts';
import { openTestDatabase, postgresAvailable } from './services';

// Feature tests run on PostgreSQL alone (decision 050). What only PGlite's single connection
// would show, a query through `db` awaited inside an open transaction, fails on their databases.

const withPostgres = await postgresAvailable();

/** The error's message and, as drizzle wraps the driver's error, its cause's. */
const failure = (work: Promise<unknown>) =>
  work.then(
    () => 'no error',
    (error: Error) => `${error.message} ${String(error.cause)}`,
  );

describe('a query beside an open transaction', () => {
  it('waits on PGlite until the transaction ends (what the guard stands in for)', async () => {
    const database = await openTestDatabase('pglite');
    try {
      let beside: Promise<unknown> | undefined;
      await database.db.transaction(async (tx) => {
        await tx.insert(accounts).values({ email: 'guard.pglite@example.com' });
        beside = database.db.select().from(accounts);
        expect(await Promise.race([beside.then(() => 'answered'), wait(300).then(() => 'still waiting')])).toBe('still waiting');
      });
      expect(await beside).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  describe.skipIf(!withPostgres)('on the feature tests’ PostgreSQL', () => {
    it('fails at once, through db or a second db.transaction; the transaction’s own queries, and db after it, run', async () => {
      const database = await openTestDatabase('postgres');
      try {
        await database.db.transaction(async (tx) => {
          await tx.insert(accounts).values({ email: 'guard.postgres@example.com' });
          expect(await failure(database.db.select().from(accounts).execute())).toMatch(/a query through db beside an open transaction/);
          expect(await failure(database.db.transaction(async () => undefined))).toMatch(/db.transaction beside an open transaction/);
          expect(await tx.select().from(accounts)).toHaveLength(1);
        });
        expect(await database.db.select().from(accounts)).toHaveLength(1);
        // Two transactions side by side, each from its own request: neither is the other's.
        await Promise.all(
          [1, 2].map((n) =>
            database.db.transaction(async (tx) => {
              await tx.insert(accounts).values({ email: `guard.${n}@example.com` });
            }),
          ),
        );
        expect(await database.db.select().from(accounts)).toHaveLength(3);
      } finally {
        await database.close();
      }
    });
  });
});
