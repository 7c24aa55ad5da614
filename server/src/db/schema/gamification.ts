import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { childRef, createdAt, tstz, updatedAt, uuidPk } from './columns';
import { achievements, medals, miniChallenges } from './content';

/** Per-child progress on a catalog achievement; unlocked when unlocked_at is set. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: uuidPk(),
    childId: childRef(),
    achievementId: text('achievement_id')
      .notNull()
      .references(() => achievements.id),
    progress: integer('progress').notNull().default(0),
    unlockedAt: tstz('unlocked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_achievements_child_achievement_unique').on(t.childId, t.achievementId),
    // "Latest three achievements" on the parent dashboard.
    index('user_achievements_child_unlocked_idx').on(t.childId, t.unlockedAt),
    check('user_achievements_progress_check', sql`${t.progress} >= 0`),
  ],
);

/** Spec §3 Badge: earned per child (a badge has no catalog in the spec), some equipped. */
export const badges = pgTable(
  'badges',
  {
    id: uuidPk(),
    childId: childRef(),
    badgeName: text('badge_name').notNull(),
    badgeIcon: text('badge_icon').notNull(),
    badgeColor: text('badge_color').notNull(),
    description: text('description').notNull(),
    isEquipped: boolean('is_equipped').notNull().default(false),
    earnedAt: tstz('earned_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_child_name_unique').on(t.childId, t.badgeName)],
);

/** Spec §3 Medal, per child: isEarned is earned_at is not null. */
export const userMedals = pgTable(
  'user_medals',
  {
    id: uuidPk(),
    childId: childRef(),
    medalId: text('medal_id')
      .notNull()
      .references(() => medals.id),
    progress: integer('progress').notNull().default(0),
    earnedAt: tstz('earned_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_medals_child_medal_unique').on(t.childId, t.medalId),
    check('user_medals_progress_check', sql`${t.progress} >= 0`),
  ],
);

/** One play of a mini challenge; isCompleted, bestScore and attempts of spec §3 are aggregates of these. */
export const miniChallengeRuns = pgTable(
  'mini_challenge_runs',
  {
    id: uuidPk(),
    childId: childRef(),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => miniChallenges.id),
    score: integer('score').notNull().default(0),
    timeUsedSeconds: integer('time_used_seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mini_challenge_runs_child_challenge_idx').on(t.childId, t.challengeId),
    check('mini_challenge_runs_score_check', sql`${t.score} >= 0`),
    check('mini_challenge_runs_time_check', sql`${t.timeUsedSeconds} >= 0`),
  ],
);
