import { and, eq } from 'drizzle-orm';
import { ACHIEVEMENT_WALL_SLOTS } from '@chess-quest/protocol/constants';
import type { AchievementWallSlot } from '@chess-quest/protocol/journey';
import type { Database } from '../../db/client';
import { achievements } from '../../db/schema/content';
import { userAchievements } from '../../db/schema/gamification';

/**
 * The Achievement Wall of the Progress tab, read from the achievements catalog and the
 * child's user_achievements rows (the rewards feature writes them): earned first (newest
 * first), then under way (furthest first), then locked, 24 slots in all.
 */
export async function readAchievementWall(db: Database, childId: string): Promise<AchievementWallSlot[]> {
  const rows = await db
    .select({ achievement: achievements, progress: userAchievements.progress, unlockedAt: userAchievements.unlockedAt })
    .from(achievements)
    .leftJoin(userAchievements, and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.childId, childId)));
  const view = (row: (typeof rows)[number], state: AchievementWallSlot['state']): AchievementWallSlot => ({
    state,
    achievement: {
      id: row.achievement.id,
      title: row.achievement.title,
      description: row.achievement.description,
      icon: row.achievement.icon,
      progress: Math.min(row.progress ?? 0, row.achievement.maxProgress),
      maxProgress: row.achievement.maxProgress,
    },
  });
  const earned = rows.filter((r) => r.unlockedAt).sort((a, b) => b.unlockedAt!.getTime() - a.unlockedAt!.getTime());
  const underWay = rows
    .filter((r) => !r.unlockedAt && (r.progress ?? 0) > 0)
    .sort((a, b) => (b.progress ?? 0) / b.achievement.maxProgress - (a.progress ?? 0) / a.achievement.maxProgress);
  const locked = rows.filter((r) => !r.unlockedAt && !(r.progress ?? 0)).sort((a, b) => a.achievement.id.localeCompare(b.achievement.id));
  const slots = [...earned.map((r) => view(r, 'earned')), ...underWay.map((r) => view(r, 'in_progress')), ...locked.map((r) => view(r, 'locked'))];
  while (slots.length < ACHIEVEMENT_WALL_SLOTS) slots.push({ state: 'locked', achievement: null });
  return slots.slice(0, ACHIEVEMENT_WALL_SLOTS);
}
