import { and, eq, isNull, sql } from 'drizzle-orm';
import { dailyBand } from '@chess-quest/protocol/achievements';
import type { Database, Tx } from '../../db/client';
import { dailyChallenges } from '../../db/schema/content';
import { dailyChallengeProgress } from '../../db/schema/gamification';
import { templateFor } from './catalog';
import type { RewardUnit } from './effects';

type Executor = Tx | Database;

/** The day's challenge of a band, made from its template on first need (every node makes the same). */
export async function ensureDailyChallenge(db: Executor, day: string, band: number) {
  const template = templateFor(day, band);
  await db
    .insert(dailyChallenges)
    .values({
      date: day,
      band,
      templateId: template.id,
      metric: template.metric,
      target: template.target,
      title: template.title,
      description: template.description,
      difficulty: template.difficulty,
      rewardPoints: template.points,
      rewardXp: template.xp,
    })
    .onConflictDoNothing();
  const [challenge] = await db
    .select()
    .from(dailyChallenges)
    .where(and(eq(dailyChallenges.date, day), eq(dailyChallenges.band, band)));
  return challenge!;
}

export interface CompletedChallenge {
  day: string;
  challengeId: string;
  title: string;
  points: number;
  xp: number;
}

/**
 * Moves the child's progress on the day's challenge by what the newly claimed units add to
 * its counter; answers the challenge when this move completed it (once: completed_at is set
 * by one transaction only).
 */
export async function progressDailyChallenge(
  tx: Tx,
  child: { id: string; level: number },
  day: string,
  units: readonly RewardUnit[],
): Promise<CompletedChallenge | null> {
  const challenge = await ensureDailyChallenge(tx, day, dailyBand(child.level));
  const delta = units.reduce((sum, unit) => sum + ((unit.add as Record<string, number> | undefined)?.[challenge.metric] ?? 0), 0);
  if (delta <= 0) return null;
  const [row] = await tx
    .insert(dailyChallengeProgress)
    .values({ childId: child.id, challengeId: challenge.id, progress: delta })
    .onConflictDoUpdate({
      target: [dailyChallengeProgress.childId, dailyChallengeProgress.challengeId],
      set: { progress: sql`${dailyChallengeProgress.progress} + ${delta}` },
    })
    .returning({ progress: dailyChallengeProgress.progress });
  if (row!.progress < challenge.target) return null;
  const [done] = await tx
    .update(dailyChallengeProgress)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(dailyChallengeProgress.childId, child.id),
        eq(dailyChallengeProgress.challengeId, challenge.id),
        isNull(dailyChallengeProgress.completedAt),
      ),
    )
    .returning({ childId: dailyChallengeProgress.childId });
  if (!done) return null;
  return { day, challengeId: challenge.id, title: challenge.title, points: challenge.rewardPoints, xp: challenge.rewardXp };
}
