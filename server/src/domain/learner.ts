import { and, eq, sql } from 'drizzle-orm';
import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';
import type { Database, Tx } from '../db/client';
import type { FactLog } from '../events/outbox';
import { childProfiles } from '../db/schema/accounts';
import { streaks } from '../db/schema/progress';

/** A database or a transaction: progress changes join the caller's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Adds points and raises the level with them (1000 points a level, spec §9). */
export async function awardPoints(db: Executor, childId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await db
    .update(childProfiles)
    .set({
      points: sql`${childProfiles.points} + ${points}`,
      // A level once reached is kept: points spent on themes (record 023) never take it back.
      level: sql`greatest(${childProfiles.level}, 1 + floor((${childProfiles.points} + ${points}) / ${POINTS_PER_LEVEL})::integer)`,
    })
    .where(eq(childProfiles.id, childId));
}

/** Days between two calendar days given as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The streak after activity on `today`, given the last active day. */
export function nextStreak(current: number, lastActiveDay: string | null, today: string): number {
  if (!lastActiveDay) return 1;
  const gap = daysBetween(lastActiveDay, today);
  if (gap <= 0) return Math.max(current, 1);
  return gap === 1 ? current + 1 : 1;
}

/** Whose activity it is: facts name the child and the account (the parent's room). */
export interface Learner {
  accountId: string;
  childId: string;
}

/**
 * Counts the child's day of learning: the daily streak grows by one on each new calendar
 * day (the child's own, from the browser's time zone) and starts again after a missed day.
 * The first activity of a day is a `streak.extended` fact, written in the caller's
 * transaction.
 */
export async function recordActivity(tx: Tx, facts: FactLog, learner: Learner, today: string, now = new Date()): Promise<number> {
  const { childId } = learner;
  const where = and(eq(streaks.childId, childId), eq(streaks.streakType, 'daily_login'));
  await tx.insert(streaks).values({ childId, streakType: 'daily_login' }).onConflictDoNothing();
  // Locked: two requests of the same first minute of a day must not both count the day.
  const [row] = await tx.select().from(streaks).where(where).for('update');
  // Counted already today (or on a later day, seen from another time zone): nothing to add.
  if (row?.lastActiveDate && daysBetween(row.lastActiveDate, today) <= 0) return row.currentStreak;
  const current = nextStreak(row?.currentStreak ?? 0, row?.lastActiveDate ?? null, today);
  const longest = Math.max(row?.longestStreak ?? 0, current);
  await tx.update(streaks).set({ currentStreak: current, longestStreak: longest, lastActiveDate: today }).where(where);
  await tx.update(childProfiles).set({ streak: current }).where(eq(childProfiles.id, childId));
  await facts.record(tx, {
    type: 'streak.extended',
    accountId: learner.accountId,
    childId,
    at: now.toISOString(),
    day: today,
    streakType: 'daily_login',
    current,
    longest,
  });
  return current;
}

/** The streak as it stands today: a streak whose last day is before yesterday is over. */
export function visibleStreak(current: number, lastActiveDay: string | null, today: string): number {
  if (!lastActiveDay) return 0;
  return daysBetween(lastActiveDay, today) <= 1 ? current : 0;
}
