import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RACE_PLAYER_STATUSES, RACE_STATUSES } from '@chess-quest/protocol/puzzle-races';
import { childRef, createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';
import { achievements, dailyChallenges, medals, miniChallenges } from './content';

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
  (t) => [uniqueIndex('user_medals_child_medal_unique').on(t.childId, t.medalId), check('user_medals_progress_check', sql`${t.progress} >= 0`)],
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
    timeUsedSeconds: integer('time_used_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
    /** The seed the server chose the run's content with (issue 14). */
    seed: integer('seed').notNull().default(0),
    /** The run's content with its answers: never sent to the client as it is. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the run is: the current task, streak, looks, the points of each answer. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: tstz('started_at').notNull().defaultNow(),
    /** Answers after this (and a short grace) do not count; speed puzzles move it. */
    deadline: tstz('deadline').notNull().defaultNow(),
    /** Null while the run is going. */
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('mini_challenge_runs_child_challenge_idx').on(t.childId, t.challengeId),
    check('mini_challenge_runs_score_check', sql`${t.score} >= 0`),
    check('mini_challenge_runs_time_check', sql`${t.timeUsedSeconds} >= 0`),
  ],
);

/**
 * Exactly once (issue 11): every unit of reward a fact can pay (a step's star, a solved
 * puzzle, a won game, an unlocked achievement) has a source key; a unit is applied only by
 * the transaction that inserted its key. A fact delivered twice, recorded twice, or
 * replayed by the back-fill finds its keys taken and pays nothing again.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    childId: childRef(),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.sourceKey] })],
);

/** The counters achievements, medals and the daily challenge are measured against. */
export const rewardCounters = pgTable(
  'reward_counters',
  {
    childId: childRef(),
    metric: text('metric').notNull(),
    value: integer('value').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.metric] })],
);

/** Every XP and reward-point payment, once per source (decision 019). */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: uuidPk(),
    childId: childRef(),
    sourceKey: text('source_key').notNull(),
    xp: integer('xp').notNull().default(0),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('xp_ledger_child_source_unique').on(t.childId, t.sourceKey),
    check('xp_ledger_amounts_check', sql`${t.xp} >= 0 and ${t.points} >= 0`),
  ],
);

/** A child's progress on the day's challenge of its band. */
export const dailyChallengeProgress = pgTable(
  'daily_challenge_progress',
  {
    childId: childRef(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => dailyChallenges.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    completedAt: tstz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.challengeId] }), check('daily_challenge_progress_check', sql`${t.progress} >= 0`)],
);

/** Beyond the spec: one streak shield a week (the ISO week of the missed day) covers one missed day. */
export const streakShields = pgTable(
  'streak_shields',
  {
    childId: childRef(),
    weekStart: date('week_start').notNull(),
    missedDay: date('missed_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.weekStart] })],
);

/**
 * A live puzzle race (issue 14): the host's invitation, then two to four children on the
 * same puzzle set. The set and its answers stay here; nothing of it reaches a client but the
 * current puzzle's position.
 */
export const puzzleRaces = pgTable(
  'puzzle_races',
  {
    id: uuidPk(),
    hostId: childRef('host_id'),
    /** waiting (invitations out), running, finished, cancelled (nobody started it in time). */
    status: text('status').notNull().default('waiting'),
    seed: integer('seed').notNull(),
    /** The puzzle set with its answers. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    /** Set when the race starts: answers after it (and a short grace) do not count. */
    deadline: tstz('deadline'),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    // The sweep that ends races on time, on whichever node gets there first.
    index('puzzle_races_status_deadline_idx').on(t.status, t.deadline),
    index('puzzle_races_host_created_idx').on(t.hostId, t.createdAt),
    check('puzzle_races_status_check', oneOf(t.status, RACE_STATUSES)),
  ],
);

/** A child's place in a race: invited, joined or declined, and the server's count of its answers. */
export const puzzleRacePlayers = pgTable(
  'puzzle_race_players',
  {
    raceId: uuid('race_id')
      .notNull()
      .references(() => puzzleRaces.id, { onDelete: 'cascade' }),
    childId: childRef(),
    status: text('status').notNull().default('invited'),
    score: integer('score').notNull().default(0),
    solved: integer('solved').notNull().default(0),
    /** The index of the puzzle the child is on: puzzles tried so far. */
    tried: integer('tried').notNull().default(0),
    place: integer('place'),
    joinedAt: tstz('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.childId] }),
    index('puzzle_race_players_child_idx').on(t.childId),
    check('puzzle_race_players_status_check', oneOf(t.status, RACE_PLAYER_STATUSES)),
    check('puzzle_race_players_counts_check', sql`${t.score} >= 0 and ${t.solved} >= 0 and ${t.tried} >= 0`),
  ],
);
