import { z } from 'zod';
import { AI_DIFFICULTIES } from './ai-chess';
import { COLORS } from './enums';

// The learning journey (spec §2 /learning-journey, §3 Learning path, User learning path,
// Skill assessment, Learning insight; §7 its calls). Path content lives in
// server/src/content/journey/; a step completes only from facts (protocol/src/facts.ts).

/** Spec §9 learning path difficulty names. */
export const PATH_DIFFICULTY_NAMES = { 1: 'Beginner', 2: 'Easy', 3: 'Medium', 4: 'Hard', 5: 'Expert' } as const;
/** Spec §9: up to 3 skills listed, then '+N more'. */
export const PATH_SKILLS_SHOWN = 3;
/** Spec §9 skill colours: green at 7 or more, yellow at 4 or more, red below. */
export const SKILL_LEVEL_GREEN = 7;
export const SKILL_LEVEL_YELLOW = 4;

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be a lower-case slug');

/** What a step asks; each kind completes from its own facts (docs/skills.md, the journey section). */
export const pathStepSchema = z.discriminatedUnion('kind', [
  /** Play every step of a lesson module (lesson.step.completed, or lesson.module.completed). */
  z.object({ kind: z.literal('lesson'), moduleId: slug }),
  /** Solve every challenge of a story chapter (story.page.completed, or story.chapter.completed). */
  z.object({ kind: z.literal('story'), chapterId: slug }),
  /** Solve `count` puzzles, of a theme when named, rated at least `minRating` (puzzle.attempted). */
  z.object({
    kind: z.literal('puzzles'),
    theme: z.string().min(1).nullable(),
    minRating: z.number().int().min(0),
    count: z.number().int().min(1).max(50),
  }),
  /** Finish (or win) `count` games against the computer at a level, with a colour when named (ai.game.finished). */
  z.object({
    kind: z.literal('ai-game'),
    level: z.enum(AI_DIFFICULTIES),
    colour: z.enum(COLORS).nullable(),
    mustWin: z.boolean(),
    count: z.number().int().min(1).max(10),
  }),
  /** Finish `count` live games with other kids (multiplayer.game.finished). */
  z.object({ kind: z.literal('live-game'), mustWin: z.boolean(), count: z.number().int().min(1).max(10) }),
  /** Reach the goal of one mini challenge (mini_challenge.completed, scored by the server). */
  z.object({ kind: z.literal('mini-challenge'), challengeId: slug }),
]);
export type PathStepRule = z.infer<typeof pathStepSchema>;

export const pathStepViewSchema = z.object({
  key: slug,
  title: z.string().min(1).max(80),
  /** One sentence in a child's words. */
  description: z.string().min(1).max(200),
  kind: z.enum(['lesson', 'story', 'puzzles', 'ai-game', 'live-game', 'mini-challenge']),
  /** How many things complete it (lesson steps, puzzles, games). */
  target: z.number().int().min(1),
  /** The screen Continue opens for this step. */
  href: z.string().startsWith('/'),
  /** XP this step adds to its skill-tree node. */
  xp: z.number().int().min(0),
});
export type PathStepView = z.infer<typeof pathStepViewSchema>;

/** Spec §3 Learning path, with its steps and whether this child may start it. */
export const learningPathSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  difficulty: z.number().int().min(1).max(5),
  /** Minutes. */
  estimatedDuration: z.number().int().min(1),
  skills: z.array(z.string()),
  prerequisites: z.array(z.string()),
  /** XP the path is worth on the skill tree (the sum of its steps'). */
  xp: z.number().int().min(0),
  steps: z.array(pathStepViewSchema),
  /** Some prerequisite is not completed yet: it cannot be started (spec §4). */
  locked: z.boolean(),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

export const PATH_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const pathStatusSchema = z.enum(PATH_STATUSES);
export type PathStatus = z.infer<typeof pathStatusSchema>;

/** Spec §3 User learning path. */
export const userLearningPathSchema = z.object({
  id: z.string(),
  pathId: z.string(),
  status: pathStatusSchema,
  /** Percent of steps completed. */
  progress: z.number().int().min(0).max(100),
  /** Index of the step under way (= totalSteps when completed). */
  currentStep: z.number().int().min(0),
  totalSteps: z.number().int().min(1),
  /** Minutes really spent on the path's steps. */
  timeSpent: z.number().int().min(0),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type UserLearningPath = z.infer<typeof userLearningPathSchema>;

/** GET /api/user-milestone-progress: one row per step the child has begun. */
export const milestoneProgressSchema = z.object({
  pathId: z.string(),
  stepKey: z.string(),
  stepIndex: z.number().int().min(0),
  count: z.number().int().min(0),
  target: z.number().int().min(1),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  timeSpent: z.number().int().min(0),
});
export type MilestoneProgress = z.infer<typeof milestoneProgressSchema>;

/** POST /api/learning-paths/:id/start and /continue: the child's path and the screen to open. */
export const pathActionResponseSchema = z.object({
  userPath: userLearningPathSchema,
  /** The step under way; null once the path is completed. */
  step: pathStepViewSchema.nullable(),
});
export type PathActionResponse = z.infer<typeof pathActionResponseSchema>;

export const pathIdParamsSchema = z.object({
  id: slug.max(60, 'path id is too long'),
});

export const SKILL_NAMES = [
  'piece-movement',
  'checkmates',
  'forks',
  'pins-and-skewers',
  'hanging-pieces',
  'endgames',
  'opening-principles',
  'calculation',
  'clock-handling',
] as const;
export type SkillName = (typeof SKILL_NAMES)[number];

export const SKILL_LABELS: Record<SkillName, string> = {
  'piece-movement': 'Piece movement',
  checkmates: 'Checkmates',
  forks: 'Forks',
  'pins-and-skewers': 'Pins and skewers',
  'hanging-pieces': 'Hanging pieces',
  endgames: 'Endgames',
  'opening-principles': 'Opening principles',
  calculation: 'Calculation',
  'clock-handling': 'Clock handling',
};

/** Spec §3 Skill assessment. */
export const skillAssessmentSchema = z.object({
  id: z.string(),
  skillName: z.enum(SKILL_NAMES),
  level: z.number().int().min(1).max(10),
  /** Percent: how much evidence the level rests on. */
  confidence: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  lastAssessed: z.string(),
});
export type SkillAssessment = z.infer<typeof skillAssessmentSchema>;

export const INSIGHT_PRIORITIES = ['high', 'normal', 'low'] as const;
export type InsightPriority = (typeof INSIGHT_PRIORITIES)[number];

/** Spec §3 Learning insight, with what to do next. */
export const learningInsightSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  priority: z.enum(INSIGHT_PRIORITIES),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** Where "what to do next" goes, and its button text. */
  actionHref: z.string().nullable(),
  actionLabel: z.string().nullable(),
});
export type LearningInsight = z.infer<typeof learningInsightSchema>;

export const insightIdParamsSchema = z.object({ id: z.uuid({ error: 'insight id must be a UUID' }) });

export const JOURNEY_MESSAGES = {
  notFound: 'No such learning path.',
  locked: 'This path is still locked. Finish the paths before it first, you are nearly there!',
  alreadyCompleted: 'You already finished this path. Well done!',
  notStarted: 'Start this path first.',
  insightNotFound: 'No such insight.',
  started: 'Learning Path Started!',
  welcomeBack: 'Welcome Back!',
  startFailed: 'Failed to start learning path. Please try again.',
  noInsights: 'No insights yet',
} as const;

/**
 * The review ladder (issue 26): a missed puzzle or lesson step comes back after each rung's
 * wait, counted from the miss and then from each solve: 4 hours, 1 day, 3 days, 1 week,
 * 2 weeks, 1 month. A solve on or after the due time climbs one rung; a miss sends the item
 * back to the first; a solve on the last rung finishes it.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const REVIEW_LADDER = [
  { label: '4 hours', ms: 4 * HOUR_MS },
  { label: '1 day', ms: DAY_MS },
  { label: '3 days', ms: 3 * DAY_MS },
  { label: '1 week', ms: 7 * DAY_MS },
  { label: '2 weeks', ms: 14 * DAY_MS },
  { label: '1 month', ms: 30 * DAY_MS },
] as const;
/** "4 hours, 1 day, 3 days, 1 week, 2 weeks and 1 month": the ladder in words, for the pages that explain it. */
export const REVIEW_LADDER_WORDS = `${REVIEW_LADDER.slice(0, -1)
  .map((rung) => rung.label)
  .join(', ')} and ${REVIEW_LADDER[REVIEW_LADDER.length - 1]!.label}`;

/** What a spaced-review item is: a puzzle or one step of a lesson. */
export const REVIEW_KINDS = ['puzzle', 'lesson-step'] as const;

/** GET /api/review-items: what the child missed and should try again today (spaced review). */
export const reviewItemSchema = z.object({
  key: z.string(),
  kind: z.enum(REVIEW_KINDS),
  title: z.string(),
  href: z.string().startsWith('/'),
  /** Solves since the last miss; the item leaves the review after solvesNeeded (the last rung of the ladder). */
  solves: z.number().int().min(0),
  solvesNeeded: z.number().int().min(1),
  missedAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
