import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rewardCounters } from '../../db/schema/gamification';

// A child's reward counters: one row per metric, moved atomically (two deliveries for one
// child on two nodes never lose an increment).

export async function addCounter(tx: Tx, childId: string, metric: string, by: number): Promise<number> {
  const [row] = await tx
    .insert(rewardCounters)
    .values({ childId, metric, value: by })
    .onConflictDoUpdate({ target: [rewardCounters.childId, rewardCounters.metric], set: { value: sql`${rewardCounters.value} + ${by}` } })
    .returning({ value: rewardCounters.value });
  return row!.value;
}

export async function maxCounter(tx: Tx, childId: string, metric: string, value: number): Promise<number> {
  const [row] = await tx
    .insert(rewardCounters)
    .values({ childId, metric, value })
    .onConflictDoUpdate({
      target: [rewardCounters.childId, rewardCounters.metric],
      set: { value: sql`greatest(${rewardCounters.value}, ${value})` },
    })
    .returning({ value: rewardCounters.value });
  return row!.value;
}

export async function setCounter(tx: Tx, childId: string, metric: string, value: number): Promise<void> {
  await tx
    .insert(rewardCounters)
    .values({ childId, metric, value })
    .onConflictDoUpdate({ target: [rewardCounters.childId, rewardCounters.metric], set: { value } });
}

export async function rewardCounterValue(tx: Tx, childId: string, metric: string): Promise<number | null> {
  const [row] = await tx
    .select({ value: rewardCounters.value })
    .from(rewardCounters)
    .where(and(eq(rewardCounters.childId, childId), eq(rewardCounters.metric, metric)));
  return row?.value ?? null;
}

/**
 * Raises a counter that starts at `start` to `value`; answers whether this call raised it
 * (two deliveries at once: the row lock lets one of them raise it, the other sees it raised).
 */
export async function raiseCounter(tx: Tx, childId: string, metric: string, start: number, value: number): Promise<boolean> {
  await tx.insert(rewardCounters).values({ childId, metric, value: start }).onConflictDoNothing();
  const raised = await tx
    .update(rewardCounters)
    .set({ value })
    .where(and(eq(rewardCounters.childId, childId), eq(rewardCounters.metric, metric), lt(rewardCounters.value, value)))
    .returning({ value: rewardCounters.value });
  return raised.length > 0;
}
