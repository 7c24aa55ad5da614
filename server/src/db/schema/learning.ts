import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INSIGHT_PRIORITIES, PATH_STATUSES, REVIEW_KINDS, REVIEW_LADDER } from '@chess-quest/protocol/learning-journey';
import { childRef, createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';
import { learningPaths } from './content';

/** Spec §3 User learning path. */
export const userLearningPaths = pgTable(
  'user_learning_paths',
  {
    id: uuidPk(),
    childId: childRef(),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id),
    status: text('status', { enum: PATH_STATUSES }).notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    currentStep: integer('current_step').notNull().default(0),
    /** Copied from the path when started, so a later catalog change does not move a child's bar. */
    totalSteps: integer('total_steps').notNull(),
    timeSpentMinutes: integer('time_spent').notNull().default(0),
    /** The last fact that moved this path: time between facts is time spent (docs/skills.md). */
    lastActivityAt: tstz('last_activity_at'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_learning_paths_child_path_unique').on(t.childId, t.pathId),
    check('user_learning_paths_status_check', oneOf(t.status, PATH_STATUSES)),
    check('user_learning_paths_progress_check', sql`${t.progress} between 0 and 100`),
    check('user_learning_paths_step_check', sql`${t.currentStep} between 0 and ${t.totalSteps}`),
    check('user_learning_paths_time_check', sql`${t.timeSpentMinutes} >= 0`),
    check('user_learning_paths_completed_check', sql`${t.status} <> 'completed' or ${t.completedAt} is not null`),
  ],
);

/**
 * Progress of one step of a path (GET /api/user-milestone-progress); the key names a step of
 * the path's content. A step is a milestone once completed_at is set, only ever from facts.
 */
export const userMilestones = pgTable(
  'user_milestones',
  {
    childId: childRef(),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id),
    milestoneKey: text('milestone_key').notNull(),
    stepIndex: integer('step_index').notNull().default(0),
    /** Things done towards the step (puzzles solved, games, lesson steps played). */
    count: integer('count').notNull().default(0),
    target: integer('target').notNull().default(1),
    /** What already counted (lesson step, story page, puzzle or game ids), so a replay counts once. */
    seen: text('seen')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    completedAt: tstz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.pathId, t.milestoneKey] }),
    check('user_milestones_count_check', sql`${t.count} between 0 and ${t.target}`),
    check('user_milestones_time_check', sql`${t.timeSpentSeconds} >= 0`),
  ],
);

/** Spec §3 Skill assessment: the latest assessment per skill, updated in place. */
export const skillAssessments = pgTable(
  'skill_assessments',
  {
    id: uuidPk(),
    childId: childRef(),
    skillName: text('skill_name').notNull(),
    level: integer('level').notNull().default(1),
    confidence: integer('confidence').notNull().default(0),
    strengths: text('strengths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weaknesses: text('weaknesses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastAssessed: tstz('last_assessed').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skill_assessments_child_skill_unique').on(t.childId, t.skillName),
    check('skill_assessments_level_check', sql`${t.level} between 1 and 10`),
    check('skill_assessments_confidence_check', sql`${t.confidence} between 0 and 100`),
  ],
);

/** Spec §3 Learning insight. type is free text: the spec names no values. */
export const learningInsights = pgTable(
  'learning_insights',
  {
    id: uuidPk(),
    childId: childRef(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    priority: text('priority', { enum: INSIGHT_PRIORITIES }).notNull().default('normal'),
    isRead: boolean('is_read').notNull().default(false),
    /** One insight per child and key: a fact delivered again never writes it twice. */
    dedupeKey: text('dedupe_key').notNull(),
    actionHref: text('action_href'),
    actionLabel: text('action_label'),
    /**
     * What the insight says, so it is said again in the reader's language when read (issue 27):
     * its kind (features/learning-journey/insights.es.ts) and its values. Null on rows written
     * before migration 0024: their English texts above are shown as they are.
     */
    kind: text('kind'),
    params: jsonb('params').$type<Readonly<Record<string, string | number | readonly string[]>>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_insights_child_created_idx').on(t.childId, t.createdAt),
    uniqueIndex('learning_insights_child_key_unique').on(t.childId, t.dedupeKey),
    check('learning_insights_priority_check', oneOf(t.priority, INSIGHT_PRIORITIES)),
  ],
);

/**
 * Spaced review (issue 13, beyond the spec; the ladder of issue 26): a puzzle or lesson step
 * the child missed comes back on the review ladder (REVIEW_LADDER in protocol: 4 hours,
 * 1 day, 3 days, 1 week, 2 weeks, 1 month), each wait counted from the miss or the last solve.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    childId: childRef(),
    /** "puzzle:<id>" or "lesson:<module>:<step>". */
    itemKey: text('item_key').notNull(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    /** The puzzle or the lesson module. */
    ref: text('ref').notNull(),
    stepIndex: integer('step_index'),
    missedAt: tstz('missed_at').notNull(),
    /** The rung the item is on (0 = 4 hours … 5 = 1 month): it is due that rung's wait after the miss or the last solve. */
    stage: integer('stage').notNull().default(0),
    solves: integer('solves').notNull().default(0),
    dueAt: tstz('due_at').notNull(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.itemKey] }),
    index('review_items_child_due_idx').on(t.childId, t.dueAt),
    check('review_items_kind_check', oneOf(t.kind, REVIEW_KINDS)),
    check('review_items_stage_check', sql`${t.stage} between 0 and ${sql.raw(String(REVIEW_LADDER.length - 1))}`),
  ],
);
