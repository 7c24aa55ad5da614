import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { UNLOCK_CONDITIONS } from '@chess-quest/protocol/customization';
import { MINI_CHALLENGE_TYPES } from '@chess-quest/protocol/mini-challenges';
import { PUZZLE_SOURCES } from '@chess-quest/protocol/puzzles';
import { ACHIEVEMENT_CATEGORIES, MEDAL_CATEGORIES, RARITIES, TIERS } from '@chess-quest/protocol/achievements';
import { createdAt, oneOf, tstz } from './columns';

// Content catalogs: seeded idempotently from server/src/content/, keyed by stable text slugs.

/** Spec §3 Module (lesson). */
export const modules = pgTable(
  'modules',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    difficulty: integer('difficulty').notNull(),
    points: integer('points').notNull().default(0),
    requiredLevel: integer('required_level').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    steps: jsonb('steps').$type<Record<string, unknown>[]>().notNull().default([]),
  },
  (t) => [
    check('modules_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('modules_required_level_check', sql`${t.requiredLevel} >= 1`),
  ],
);

export const storyChapters = pgTable(
  'story_chapters',
  {
    id: text('id').primaryKey(),
    chapterNumber: integer('chapter_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requiredLevel: integer('required_level').notNull().default(1),
    isPremium: boolean('is_premium').notNull().default(false),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('story_chapters_number_unique').on(t.chapterNumber)],
);

export const puzzles = pgTable(
  'puzzles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: integer('difficulty').notNull(),
    fen: text('fen').notNull(),
    /** Accepted moves, matched leniently (spec §5). */
    solution: text('solution').array().notNull(),
    hints: jsonb('hints').$type<string[]>().notNull().default([]),
    points: integer('points').notNull().default(0),
    rating: integer('rating').notNull(),
    themes: text('themes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source', { enum: PUZZLE_SOURCES }).notNull(),
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('puzzles_rating_idx').on(t.rating),
    uniqueIndex('puzzles_source_unique').on(t.source, t.sourceId),
    check('puzzles_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('puzzles_source_check', oneOf(t.source, PUZZLE_SOURCES)),
  ],
);

/** Spec §3 Achievement (the catalog; per-child progress is user_achievements). */
export const achievements = pgTable(
  'achievements',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    category: text('category', { enum: ACHIEVEMENT_CATEGORIES }).notNull(),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
    difficulty: text('difficulty', { enum: TIERS }).notNull(),
    points: integer('points').notNull().default(0),
    xpReward: integer('xp_reward').notNull().default(0),
    maxProgress: integer('max_progress').notNull().default(1),
    /** Which domain event advances it and by how much; read by the gamification rules. */
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    /** Earning it also earns a badge of the same title. */
    grantsBadge: boolean('grants_badge').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('achievements_category_check', oneOf(t.category, ACHIEVEMENT_CATEGORIES)),
    check('achievements_rarity_check', oneOf(t.rarity, RARITIES)),
    check('achievements_difficulty_check', oneOf(t.difficulty, TIERS)),
    check('achievements_max_progress_check', sql`${t.maxProgress} >= 1`),
  ],
);

const themeColumns = () => ({
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Spec §9 unlock conditions; 'points' costs unlock_cost points. */
  unlockCondition: text('unlock_condition', { enum: UNLOCK_CONDITIONS }).notNull(),
  unlockCost: integer('unlock_cost'),
  sortOrder: integer('sort_order').notNull().default(0),
});

const themeChecks = (table: string, t: { unlockCondition: AnyColumn; unlockCost: AnyColumn }) => [
  check(`${table}_unlock_condition_check`, oneOf(t.unlockCondition, UNLOCK_CONDITIONS)),
  check(`${table}_unlock_cost_check`, sql`${t.unlockCondition} <> 'points' or coalesce(${t.unlockCost}, 0) > 0`),
];

/** Spec §3 Piece theme. */
export const pieceThemes = pgTable('piece_themes', themeColumns(), (t) => themeChecks('piece_themes', t));

/** Spec §3 Board theme. */
export const boardThemes = pgTable(
  'board_themes',
  {
    ...themeColumns(),
    lightSquareColor: text('light_square_color').notNull(),
    darkSquareColor: text('dark_square_color').notNull(),
  },
  (t) => themeChecks('board_themes', t),
);

export const learningPaths = pgTable(
  'learning_paths',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    difficulty: integer('difficulty').notNull(),
    estimatedDurationMinutes: integer('estimated_duration').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of learning_paths that must be completed first (arrays cannot carry foreign keys). */
    prerequisites: text('prerequisites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalSteps: integer('total_steps').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('learning_paths_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('learning_paths_total_steps_check', sql`${t.totalSteps} >= 1`),
  ],
);

/** Spec §3 Medal: sample data in the spec, a real catalog here. */
export const medals = pgTable(
  'medals',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: MEDAL_CATEGORIES }).notNull(),
    rarity: text('rarity', { enum: TIERS }).notNull(),
    icon: text('icon').notNull(),
    points: integer('points').notNull().default(0),
    xpReward: integer('xp_reward').notNull().default(0),
    maxProgress: integer('max_progress').notNull().default(1),
    isHidden: boolean('is_hidden').notNull().default(false),
    isLimitedTime: boolean('is_limited_time').notNull().default(false),
    /** Limited-time medals count what happens inside [available_from, available_until]. */
    availableFrom: tstz('available_from'),
    availableUntil: tstz('available_until'),
    /** Which counter moves it (the same rule shape as achievements). */
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('medals_category_check', oneOf(t.category, MEDAL_CATEGORIES)),
    check('medals_rarity_check', oneOf(t.rarity, TIERS)),
    check('medals_max_progress_check', sql`${t.maxProgress} >= 1`),
    check('medals_limited_time_check', sql`not ${t.isLimitedTime} or ${t.availableUntil} is not null`),
  ],
);

/** Spec §3 Mini challenge: sample data in the spec, a real catalog here. */
export const miniChallenges = pgTable(
  'mini_challenges',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: MINI_CHALLENGE_TYPES }).notNull(),
    difficulty: integer('difficulty').notNull(),
    timeLimitSeconds: integer('time_limit').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardXp: integer('reward_xp').notNull().default(0),
    /** Optional badge name granted on completion. */
    rewardBadge: text('reward_badge'),
    /** The score a run must reach to complete the challenge (issue 14). */
    goalScore: integer('goal_score').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('mini_challenges_type_check', oneOf(t.type, MINI_CHALLENGE_TYPES)),
    check('mini_challenges_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('mini_challenges_time_limit_check', sql`${t.timeLimitSeconds} > 0`),
  ],
);

/**
 * One challenge per calendar day and level band, the same for every child of the band;
 * made by the server from a template (server/src/content/achievements), hence a uuid id.
 */
export const dailyChallenges = pgTable(
  'daily_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull(),
    band: integer('band').notNull().default(1),
    templateId: text('template_id').notNull(),
    /** The counter that moves it and how far (progress is per child). */
    metric: text('metric').notNull(),
    target: integer('target').notNull().default(1),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: integer('difficulty').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardXp: integer('reward_xp').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('daily_challenges_date_band_unique').on(t.date, t.band),
    check('daily_challenges_target_check', sql`${t.target} >= 1`),
    check('daily_challenges_difficulty_check', sql`${t.difficulty} between 1 and 5`),
  ],
);
