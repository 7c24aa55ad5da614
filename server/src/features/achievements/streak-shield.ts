import { and, eq } from 'drizzle-orm';
import type { FactOf } from '@chess-quest/protocol/facts';
import type { Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { streakShields } from '../../db/schema/gamification';
import { streaks } from '../../db/schema/progress';
import { dayOfEpoch, epochDay, weekStart } from './catalog';
import { rewardCounterValue, setCounter } from './counters';

/**
 * Beyond the spec: one streak shield a week. When the streak restarts at 1 after exactly one
 * missed day, and the child has not used the shield of that day's week, the streak goes on
 * as if the day had been played. No message warns a child about losing a streak; the
 * shield simply holds. Answers the fact with the streak as it now stands.
 */
export async function shieldStreak(tx: Tx, childId: string, fact: FactOf<'streak.extended'>): Promise<FactOf<'streak.extended'>> {
  const today = epochDay(fact.day);
  const lastDay = await rewardCounterValue(tx, childId, 'streak.last_day');
  const lastCurrent = (await rewardCounterValue(tx, childId, 'streak.current')) ?? 0;
  let { current, longest } = fact;
  if (current === 1 && lastDay !== null && today - lastDay === 2 && lastCurrent >= 1) {
    const missed = dayOfEpoch(today - 1);
    const [shield] = await tx
      .insert(streakShields)
      .values({ childId, weekStart: weekStart(missed), missedDay: missed })
      .onConflictDoNothing()
      .returning({ weekStart: streakShields.weekStart });
    if (shield) {
      current = lastCurrent + 1;
      longest = Math.max(longest, current);
      const where = and(eq(streaks.childId, childId), eq(streaks.streakType, 'daily_login'), eq(streaks.lastActiveDate, fact.day));
      const [held] = await tx.update(streaks).set({ currentStreak: current, longestStreak: longest }).where(where).returning({ id: streaks.id });
      if (held) await tx.update(childProfiles).set({ streak: current }).where(eq(childProfiles.id, childId));
    }
  }
  if (lastDay === null || today >= lastDay) {
    await setCounter(tx, childId, 'streak.last_day', today);
    await setCounter(tx, childId, 'streak.current', current);
  }
  return { ...fact, current, longest };
}
