import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client';
import { createDispatcher } from '../dispatcher';
import { Outbox } from '../outbox';

/**
 * A node for the outbox's crash test, run as its own process:
 *   tsx outbox-node.ts <database url> <account id> <name>
 * It records one fact; its subscriber writes its reaction and then hangs inside the
 * delivery's transaction (printing HANDLING), waiting to be killed with SIGKILL.
 */
const [url, accountId, name] = process.argv.slice(2);
if (!url || !accountId || !name) {
  console.error('usage: outbox-node.ts <database url> <account id> <name>');
  process.exit(2);
}

const database = await openPostgres(url, 2);
const outbox = new Outbox();
outbox.subscribe({
  name: 'crash-test-reaction',
  handles: ['subscription.changed'],
  handle: async (_fact, { tx }) => {
    await tx.execute(sql`insert into crash_test_reactions (node) values (${name})`);
    console.info('HANDLING');
    await new Promise(() => undefined);
  },
});
await database.db.transaction((tx) =>
  outbox.record(tx, { type: 'subscription.changed', accountId, at: new Date().toISOString(), plan: 'Premium', status: 'active', premium: true }),
);
console.info('RECORDED');
await createDispatcher(database, outbox, { pollMs: 100 }).start();
