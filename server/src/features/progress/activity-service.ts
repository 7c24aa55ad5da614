import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { ActivityHeartbeatResponse } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { activityDays } from '../../db/schema/progress';
import { daysBetween } from './service';

const MINUTE_MS = 60_000;

/** The calendar day `offset` days after `day` (YYYY-MM-DD). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Minutes of use per child and day: counted from the child's heartbeats, read by the parent view. */
export function createActivityService({ db }: { db: Database }) {
  return {
    /**
     * Counts one minute of use for the child on its calendar day `day`. The minute is the
     * server's, never the client's: beats in the same minute (two tabs, a retry, a replay)
     * count once, and no client can add more minutes than have passed.
     */
    async recordHeartbeat(childId: string, day: string, now = new Date()): Promise<ActivityHeartbeatResponse> {
      const minute = Math.floor(now.getTime() / MINUTE_MS);
      const counted = await db
        .insert(activityDays)
        .values({ childId, day, minutes: 1, lastBeatMinute: minute })
        .onConflictDoUpdate({
          target: [activityDays.childId, activityDays.day],
          set: { minutes: sql`least(${activityDays.minutes} + 1, 1440)`, lastBeatMinute: minute },
          setWhere: sql`${activityDays.lastBeatMinute} is null or ${activityDays.lastBeatMinute} < ${minute}`,
        })
        .returning({ minutes: activityDays.minutes });
      if (counted[0]) return { minutesToday: counted[0].minutes, counted: true };
      const [row] = await db
        .select({ minutes: activityDays.minutes })
        .from(activityDays)
        .where(and(eq(activityDays.childId, childId), eq(activityDays.day, day)));
      return { minutesToday: row?.minutes ?? 0, counted: false };
    },

    /** Minutes per day for the `count` days ending `today`, oldest first, zero-filled. */
    async minutesPerDay(childId: string, today: string, count: number): Promise<{ day: string; minutes: number }[]> {
      const first = shiftDay(today, -(count - 1));
      const rows = await db
        .select({ day: activityDays.day, minutes: activityDays.minutes })
        .from(activityDays)
        .where(and(eq(activityDays.childId, childId), gte(activityDays.day, first), lte(activityDays.day, today)));
      const byDay = new Map(rows.map((row) => [row.day, row.minutes]));
      return Array.from({ length: Math.max(0, daysBetween(first, today) + 1) }, (_, i) => {
        const day = shiftDay(first, i);
        return { day, minutes: byDay.get(day) ?? 0 };
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
