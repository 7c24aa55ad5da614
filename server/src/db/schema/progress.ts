import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { STREAK_TYPES } from '@chess-quest/protocol/progress';
import { childRef, createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';
import { modules, puzzles, storyChapters } from './content';

/** Spec §3 User module. The id is what the parent view shows. */
export const userModules = pgTable(
  'user_modules',
  {
    id: uuidPk(),
    childId: childRef(),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id),
    completed: boolean('completed').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    /** Best stars per lesson step, keyed by step index. */
    stepStars: jsonb('step_stars').$type<Record<string, number>>().notNull().default({}),
    /** Module points go to the child once, on first completion. */
    pointsAwarded: boolean('points_awarded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_modules_child_module_unique').on(t.childId, t.moduleId),
    check('user_modules_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Spec §3 User story. */
export const userStory = pgTable(
  'user_story',
  {
    id: uuidPk(),
    childId: childRef(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => storyChapters.id),
    completed: boolean('completed').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    /** Best stars per challenge of the chapter, in order. */
    challengeStars: jsonb('challenge_stars').$type<number[]>().notNull().default([]),
    /** Chapter points go to the child once, on first completion. */
    pointsAwarded: boolean('points_awarded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_story_child_chapter_unique').on(t.childId, t.chapterId),
    check('user_story_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Spec §3 User puzzle / puzzle attempt: one row per recorded attempt (POST .../attempt). */
export const puzzleAttempts = pgTable(
  'puzzle_attempts',
  {
    id: uuidPk(),
    childId: childRef(),
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id),
    solved: boolean('solved').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    solvedAt: tstz('solved_at'),
    pointsAwarded: boolean('points_awarded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('puzzle_attempts_child_created_idx').on(t.childId, t.createdAt),
    index('puzzle_attempts_child_puzzle_idx').on(t.childId, t.puzzleId),
    // A puzzle's points are paid at most once per child, even if two solves race.
    uniqueIndex('puzzle_attempts_points_once')
      .on(t.childId, t.puzzleId)
      .where(sql`${t.pointsAwarded}`),
    check('puzzle_attempts_attempts_check', sql`${t.attempts} >= 0`),
    check('puzzle_attempts_solved_at_check', sql`${t.solved} or ${t.solvedAt} is null`),
  ],
);

/** Spec §3 User experience (XP; level/points/streak of spec "User progress" live on child_profiles). */
export const userExperience = pgTable(
  'user_experience',
  {
    childId: childRef().primaryKey(),
    currentLevel: integer('current_level').notNull().default(1),
    totalXp: integer('total_xp').notNull().default(0),
    xpToNextLevel: integer('xp_to_next_level').notNull().default(1000),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_experience_level_check', sql`${t.currentLevel} >= 1`), check('user_experience_xp_check', sql`${t.totalXp} >= 0`)],
);

/** Spec §3 Streak. */
export const streaks = pgTable(
  'streaks',
  {
    id: uuidPk(),
    childId: childRef(),
    streakType: text('streak_type', { enum: STREAK_TYPES }).notNull().default('daily_login'),
    currentStreak: integer('current_streak').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
    lastActiveDate: date('last_active_date'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('streaks_child_type_unique').on(t.childId, t.streakType),
    check('streaks_type_check', oneOf(t.streakType, STREAK_TYPES)),
    check('streaks_longest_check', sql`${t.longestStreak} >= ${t.currentStreak}`),
  ],
);

/** Time of use per child per day, for the parent's screen-time view (spec §9 recommended usage). */
export const activityDays = pgTable(
  'activity_days',
  {
    childId: childRef(),
    day: date('day').notNull(),
    /** Whole minutes of `seconds`, kept for readers of minutes (the data export). */
    minutes: integer('minutes').notNull().default(0),
    /** Active seconds, summed from the child's heartbeats (partial minutes of every page load add up). */
    seconds: integer('seconds').notNull().default(0),
    /** Before seconds were counted: the server's minute of the last counted heartbeat. */
    lastBeatMinute: integer('last_beat_minute'),
    /**
     * The server's time of the last counted heartbeat: a beat is worth at most the time since
     * the one before, so two tabs or devices beating together never count more than time passed.
     */
    lastBeatAt: tstz('last_beat_at'),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.day] }),
    check('activity_days_minutes_check', sql`${t.minutes} between 0 and 1440`),
    check('activity_days_seconds_check', sql`${t.seconds} between 0 and 86400`),
  ],
);
