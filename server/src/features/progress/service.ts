import { and, eq, sql } from 'drizzle-orm';
import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { streaks } from '../../db/schema/progress';

/** A database or a transaction: progress changes join the caller's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Adds points and raises the level with them (1000 points a level, spec §9). */
export async function awardPoints(db: Executor, childId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await db
    .update(childProfiles)
    .set({
      points: sql`${childProfiles.points} + ${points}`,
      level: sql`1 + floor((${childProfiles.points} + ${points}) / ${POINTS_PER_LEVEL})::integer`,
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

/**
 * Counts the child's day of learning: the daily streak grows by one on each new calendar
 * day (the child's own, from the browser's time zone) and starts again after a missed day.
 */
export async function recordActivity(db: Executor, childId: string, today: string): Promise<number> {
  const where = and(eq(streaks.childId, childId), eq(streaks.streakType, 'daily_login'));
  await db.insert(streaks).values({ childId, streakType: 'daily_login' }).onConflictDoNothing();
  const [row] = await db.select().from(streaks).where(where);
  const current = nextStreak(row?.currentStreak ?? 0, row?.lastActiveDate ?? null, today);
  const longest = Math.max(row?.longestStreak ?? 0, current);
  await db.update(streaks).set({ currentStreak: current, longestStreak: longest, lastActiveDate: today }).where(where);
  await db.update(childProfiles).set({ streak: current }).where(eq(childProfiles.id, childId));
  return current;
}

/** The streak as it stands today: a streak whose last day is before yesterday is over. */
export function visibleStreak(current: number, lastActiveDay: string | null, today: string): number {
  if (!lastActiveDay) return 0;
  return daysBetween(lastActiveDay, today) <= 1 ? current : 0;
}
