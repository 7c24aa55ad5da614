import { z } from 'zod';

// Interactive lesson and story content (issue "Learning"). The same step engine
// (protocol/src/lessons/step-engine.ts) runs in the browser, as the child plays, and on the
// server, which replays the child's moves before it saves stars or awards points.

export const squareSchema = z.string().regex(/^[a-h][1-8]$/, 'must be a square such as e4');
export const uciMoveSchema = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a move such as e2e4');

/** Read aloud with the speaker button: short sentences a 6-year-old understands. */
const text = z.string().min(1).max(600);

const baseStep = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(80),
  /** What to do, in one or two short sentences. */
  instruction: text,
  /** Said when the step is done. */
  successText: text,
  fen: z.string(),
});

/** A board and a few sentences; "Next" completes it (always 3 stars). */
export const explainStepSchema = baseStep.extend({
  kind: z.literal('explain'),
  /** Squares to highlight while explaining. */
  highlights: z.array(squareSchema).default([]),
});

/**
 * Lichess-style: the child's one piece moves (the other side never replies) and collects
 * every star; 3 stars at par moves or fewer.
 */
export const collectStarsStepSchema = baseStep.extend({
  kind: z.literal('collect-stars'),
  stars: z.array(squareSchema).min(1),
  par: z.number().int().min(1),
});

/** The child's pieces capture every enemy piece (the enemy never moves); par as above. */
export const captureAllStepSchema = baseStep.extend({
  kind: z.literal('capture-all'),
  par: z.number().int().min(1),
});

/** One move answers the question: give check, give mate, win a piece, or one named move. */
export const findMoveStepSchema = baseStep.extend({
  kind: z.literal('find-move'),
  goal: z.enum(['check', 'mate', 'win-piece', 'exact']),
  /** Accepted moves (UCI). For 'check' and 'mate' any move reaching the goal also counts. */
  solutions: z.array(uciMoveSchema).min(1),
  hint: text,
});

export const lessonStepSchema = z.discriminatedUnion('kind', [explainStepSchema, collectStarsStepSchema, captureAllStepSchema, findMoveStepSchema]);
export type LessonStep = z.infer<typeof lessonStepSchema>;
export type LessonStepKind = LessonStep['kind'];

/** A lesson module with its steps (GET /api/modules/:id). */
export const lessonModuleDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  difficulty: z.number().int().min(1).max(5),
  points: z.number().int(),
  requiredLevel: z.number().int(),
  steps: z.array(lessonStepSchema).min(1),
  /** Best stars so far per step index (0 = not done). */
  stepStars: z.array(z.number().int().min(0).max(3)),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
});
export type LessonModuleDetail = z.infer<typeof lessonModuleDetailSchema>;

/** POST /api/modules/:id/steps/:index/complete — the moves the child played, in order. */
/** GET /api/modules/:id */
export const moduleParamsSchema = z.object({ id: z.string().min(1).max(80) });
/** POST /api/modules/:id/steps/:index/complete */
export const stepParamsSchema = moduleParamsSchema.extend({
  index: z.coerce.number({ error: 'step index must be a number' }).int().min(0, 'step index must be 0 or more').max(500),
});

export const completeStepBodySchema = z.object({
  moves: z.array(uciMoveSchema).max(200, 'moves must be at most 200 moves'),
});
export type CompleteStepBody = z.infer<typeof completeStepBodySchema>;

export const completeStepResponseSchema = z.object({
  stars: z.number().int().min(1).max(3),
  stepStars: z.array(z.number().int().min(0).max(3)),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** Points given now (module points once, on first completion), 0 otherwise. */
  pointsAwarded: z.number().int(),
});
export type CompleteStepResponse = z.infer<typeof completeStepResponseSchema>;

/** A story chapter's pages: narrative panels and challenges built from the step kinds. */
export const storyPageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('narrative'),
    /** Who speaks, for the illustration: 'narrator' or a character id. */
    speaker: z.string(),
    /** The speaker's name in the reader's language, given when it is not English (the web names English speakers from the id). */
    speakerName: z.string().optional(),
    text,
    /** An illustration id from the web app's story art set. */
    art: z.string(),
  }),
  z.object({ type: z.literal('challenge'), step: lessonStepSchema }),
]);
export type StoryPage = z.infer<typeof storyPageSchema>;

/** GET /api/story/chapters/:id */
export const storyChapterParamsSchema = z.object({ id: z.string().min(1).max(80) });
/** POST /api/story/chapters/:id/challenges/:index/complete */
export const storyChallengeParamsSchema = storyChapterParamsSchema.extend({
  index: z.coerce.number({ error: 'challenge index must be a number' }).int().min(0, 'challenge index must be 0 or more').max(100),
});

export const storyChapterDetailSchema = z.object({
  id: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  requiredLevel: z.number().int(),
  isPremium: z.boolean(),
  points: z.number().int(),
  pages: z.array(storyPageSchema).min(1),
  /** Best stars per challenge, in the order the challenges appear. */
  challengeStars: z.array(z.number().int().min(0).max(3)),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
});
export type StoryChapterDetail = z.infer<typeof storyChapterDetailSchema>;

export const LEARNING_MESSAGES = {
  moduleLocked: (level: number) => `This lesson opens at level ${level}. Keep learning to get there!`,
  chapterLocked: (level: number) => `This chapter opens at level ${level}. Keep learning to get there!`,
  chapterPremium: 'This chapter is part of Premium, which grown-ups choose.',
  stepNotSolved: 'Those moves do not finish this step yet. Try again!',
} as const;
