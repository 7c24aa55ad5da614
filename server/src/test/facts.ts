import { asc, eq } from 'drizzle-orm';
import { factSchema, type Fact, type FactType } from '@chess-quest/protocol/facts';
import type { Database } from '../db/client';
import { xpLedger } from '../db/schema/gamification';
import { outboxFacts } from '../db/schema/outbox';

/** The facts the services wrote (oldest first), optionally of one child and of some types. */
export async function recordedFacts(db: Database, filter: { childId?: string; types?: readonly FactType[] } = {}): Promise<Fact[]> {
  const rows = await db
    .select({ payload: outboxFacts.payload })
    .from(outboxFacts)
    .where(filter.childId ? eq(outboxFacts.childId, filter.childId) : undefined)
    .orderBy(asc(outboxFacts.id));
  return rows.map((row) => factSchema.parse(row.payload)).filter((fact) => !filter.types || filter.types.includes(fact.type));
}

/**
 * Lets the outbox deliver everything written so far (and what those deliveries write in
 * turn), so a test reads the state after every reaction, not in the middle of them.
 */
export async function settleFacts(running: { dispatcher: { drain(): Promise<number> } }): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    if ((await running.dispatcher.drain()) === 0) return;
  }
  throw new Error('the outbox kept delivering for 50 rounds');
}

/** Points the rewards feature paid a child (achievements, medals, daily challenges), beside what the services paid. */
export async function rewardPointsOf(db: Database, childId: string): Promise<number> {
  const rows = await db.select({ points: xpLedger.points }).from(xpLedger).where(eq(xpLedger.childId, childId));
  return rows.reduce((sum, row) => sum + row.points, 0);
}
