import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { ACTIVITY_BEAT_MAX_SECONDS } from '@chess-quest/protocol/constants';
import type { ActivityHeartbeatResponse } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { activityDays } from '../../db/schema/progress';
import { daysBetween } from '../../domain/learner';

/** Seconds as the nearest whole minutes (30 s and more count as a minute). */
export const wholeMinutes = (seconds: number): number => Math.round(seconds / 60);

/** The calendar day `offset` days after `day` (YYYY-MM-DD). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Time of use per child and day: counted from the child's heartbeats, read by the parent view. */
export function createActivityService({ db }: { db: Database }) {
  return {
    /**
     * Counts the child's active seconds on its calendar day `day`. A beat claims the seconds
     * since its page's last beat; it is worth at most the time passed since the child's last
     * counted beat (the server's clock, any tab or device), so two tabs, a retry or a replay
     * never count more than time passed, and partial minutes of every page load add up.
     */
    async recordHeartbeat(
      childId: string,
      day: string,
      activeSeconds = ACTIVITY_BEAT_MAX_SECONDS,
      now = new Date(),
    ): Promise<ActivityHeartbeatResponse> {
      const claimed = Math.max(0, Math.min(ACTIVITY_BEAT_MAX_SECONDS, Math.floor(activeSeconds)));
      const at = now.toISOString();
      const sinceLast = sql`greatest(0, floor(extract(epoch from (${at}::timestamptz - ${activityDays.lastBeatAt}))))::integer`;
      const credit = sql`case when ${activityDays.lastBeatAt} is null then ${claimed} else least(${claimed}, ${sinceLast}) end`;
      const seconds = sql`least(${activityDays.seconds} + ${credit}, 86400)`;
      const before = await db
        .select({ seconds: activityDays.seconds })
        .from(activityDays)
        .where(and(eq(activityDays.childId, childId), eq(activityDays.day, day)));
      const [row] = await db
        .insert(activityDays)
        .values({ childId, day, seconds: claimed, minutes: Math.floor(claimed / 60), lastBeatAt: now })
        .onConflictDoUpdate({
          target: [activityDays.childId, activityDays.day],
          set: {
            seconds,
            minutes: sql`floor(${seconds} / 60)::integer`,
            lastBeatAt: sql`greatest(${activityDays.lastBeatAt}, ${at}::timestamptz)`,
          },
        })
        .returning({ seconds: activityDays.seconds });
      const secondsToday = row?.seconds ?? 0;
      return { secondsToday, minutesToday: wholeMinutes(secondsToday), counted: secondsToday > (before[0]?.seconds ?? 0) };
    },

    /**
     * Active seconds per day for the `count` days ending `today`, oldest first, zero-filled,
     * with their nearest whole minutes.
     */
    async activityPerDay(childId: string, today: string, count: number): Promise<{ day: string; seconds: number; minutes: number }[]> {
      const first = shiftDay(today, -(count - 1));
      const rows = await db
        .select({ day: activityDays.day, seconds: activityDays.seconds })
        .from(activityDays)
        .where(and(eq(activityDays.childId, childId), gte(activityDays.day, first), lte(activityDays.day, today)));
      const byDay = new Map(rows.map((row) => [row.day, row.seconds]));
      return Array.from({ length: Math.max(0, daysBetween(first, today) + 1) }, (_, i) => {
        const day = shiftDay(first, i);
        const seconds = byDay.get(day) ?? 0;
        return { day, seconds, minutes: wholeMinutes(seconds) };
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
