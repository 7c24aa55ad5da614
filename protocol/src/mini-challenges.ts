import { z } from 'zod';
import { COLORS } from './enums';

/**
 * Mini challenges (spec §2 Multiplayer › Mini Challenges, §3, §4, §9; issue 14): four short
 * games, each run started and scored by the server. The client sends answers — a square,
 * some picks, a rebuilt position, a move — never a score; the server's score is stored.
 */

export const MINI_CHALLENGE_TYPES = ['quick_move', 'pattern_match', 'memory_game', 'speed_puzzle'] as const;
export type MiniChallengeType = (typeof MINI_CHALLENGE_TYPES)[number];

export const MINI_TYPE_NAMES: Record<MiniChallengeType, string> = {
  quick_move: 'Quick Move',
  pattern_match: 'Pattern Match',
  memory_game: 'Memory',
  speed_puzzle: 'Speed Puzzles',
};

/** Spec §9: difficulty labels 1–2 Easy, 3–4 Medium, 5 Hard. */
export type DifficultyLabel = 'Easy' | 'Medium' | 'Hard';
export function difficultyLabel(difficulty: number): DifficultyLabel {
  if (difficulty <= 2) return 'Easy';
  if (difficulty <= 4) return 'Medium';
  return 'Hard';
}

/** The scoring rules, one place for server and screens (spec §9: quick move 100, pattern match 50 per pick). */
export const MINI_SCORING = {
  quickMovePerSquare: 100,
  patternPerPick: 50,
  /** A wrong pick takes this much off the round (a round never goes below 0). */
  patternWrongPick: 25,
  memoryPerPiece: 20,
  /** Each look after the first takes this off every right piece of the round … */
  memoryPerExtraLook: 5,
  /** … but a right piece is always worth at least this. */
  memoryMinPerPiece: 5,
  /** A piece on a wrong square (or one too many) takes this off the round. */
  memoryWrongPiece: 10,
  speedPerPuzzle: 100,
  /** Speed puzzles: a wrong answer costs seconds; every streak of `streakLength` gives some back. */
  speedWrongSeconds: 5,
  speedStreakLength: 3,
  speedStreakSeconds: 3,
  /** Answers sent within this long after the deadline still count (the network is not instant). */
  graceMs: 500,
} as const;

export const squareSchema = z.string().regex(/^[a-h][1-8]$/, 'must be a square such as e4');
const pieceCode = z.string().regex(/^[wb][KQRBNP]$/, 'must be a piece such as wK or bN');

export const miniChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MINI_CHALLENGE_TYPES),
  difficulty: z.number().int().min(1).max(5),
  difficultyLabel: z.enum(['Easy', 'Medium', 'Hard']),
  /** Seconds (spec §3 timeLimit). */
  timeLimit: z.number().int().positive(),
  /** The score a run must reach to complete the challenge. */
  goalScore: z.number().int().min(0),
  rewards: z.object({ points: z.number().int().min(0), xp: z.number().int().min(0), badge: z.string().optional() }),
  isCompleted: z.boolean(),
  bestScore: z.number().int().min(0),
  attempts: z.number().int().min(0),
});
export type MiniChallenge = z.infer<typeof miniChallengeSchema>;
export const miniChallengeListSchema = z.array(miniChallengeSchema);

/** What the child is asked now: the question only, never its answer. */
export const quickMoveTaskSchema = z.object({
  kind: z.literal('quick_move'),
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  square: squareSchema,
  /** 'highlight': the square lights up; 'name': only its name is shown. */
  prompt: z.enum(['highlight', 'name']),
  showCoordinates: z.boolean(),
  orientation: z.enum(COLORS),
});

export const PATTERN_QUESTIONS = {
  attackers: 'Which pieces attack the king?',
  hanging: 'Pick every piece that is hanging.',
  fork: 'Pick the forking square.',
} as const;
export type PatternQuestion = keyof typeof PATTERN_QUESTIONS;

export const patternTaskSchema = z.object({
  kind: z.literal('pattern_match'),
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  fen: z.string(),
  question: z.enum(['attackers', 'hanging', 'fork']),
  text: z.string(),
  orientation: z.enum(COLORS),
});

export const memoryPieceSchema = z.object({ square: squareSchema, piece: pieceCode });
export type MemoryPiece = z.infer<typeof memoryPieceSchema>;

export const memoryTaskSchema = z.object({
  kind: z.literal('memory_game'),
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  pieceCount: z.number().int().min(1),
  /** Seconds the position is shown for each look. */
  showSeconds: z.number().int().min(1),
  looks: z.number().int().min(0),
  /** The position to remember: sent at the start of a round and on "look again" only. */
  pieces: z.array(memoryPieceSchema).nullable(),
});

export const speedTaskSchema = z.object({
  kind: z.literal('speed_puzzle'),
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  fen: z.string(),
  prompt: z.string(),
  orientation: z.enum(COLORS),
  streak: z.number().int().min(0),
});

export const miniTaskSchema = z.discriminatedUnion('kind', [quickMoveTaskSchema, patternTaskSchema, memoryTaskSchema, speedTaskSchema]);
export type MiniTask = z.infer<typeof miniTaskSchema>;

export const miniRunSchema = z.object({
  runId: z.string(),
  challengeId: z.string(),
  type: z.enum(MINI_CHALLENGE_TYPES),
  startedAt: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
  /** The server's clock when it answered, so the countdown does not depend on the device's clock. */
  serverNow: z.iso.datetime({ offset: true }),
  score: z.number().int().min(0),
  finished: z.boolean(),
  /** Null once finished. */
  task: miniTaskSchema.nullable(),
  /** Set once finished. */
  result: z
    .object({
      score: z.number().int().min(0),
      timeUsedSeconds: z.number().int().min(0),
      completed: z.boolean(),
      goalScore: z.number().int().min(0),
      bestScore: z.number().int().min(0),
      attempts: z.number().int().min(0),
      /** True when this run completed the challenge for the first time (its rewards are paid). */
      firstCompletion: z.boolean(),
    })
    .nullable(),
});
export type MiniRun = z.infer<typeof miniRunSchema>;

/** POST /api/mini-challenges/:id/runs */
export const miniChallengeParamsSchema = z.object({ id: z.string().min(1).max(80) });
/** GET /api/mini-challenges/runs/:runId and the run's answers and finish */
export const miniRunParamsSchema = z.object({ runId: z.uuid('runId must be a run id') });

/** POST /api/mini-challenges/runs/:runId/answers: one answer of the run's type. */
export const miniAnswerBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quick_move'), square: squareSchema }).strict(),
  z
    .object({
      kind: z.literal('pattern_match'),
      squares: z
        .array(squareSchema)
        .min(1, 'pick at least one square')
        .max(16)
        .refine((squares) => new Set(squares).size === squares.length, 'each square may be picked once'),
    })
    .strict(),
  z.object({ kind: z.literal('memory_look') }).strict(),
  z
    .object({
      kind: z.literal('memory_game'),
      pieces: z
        .array(memoryPieceSchema)
        .max(32)
        .refine((pieces) => new Set(pieces.map((p) => p.square)).size === pieces.length, 'one piece per square'),
    })
    .strict(),
  z.object({ kind: z.literal('speed_puzzle'), move: z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a move such as e2e4') }).strict(),
]);
export type MiniAnswerBody = z.infer<typeof miniAnswerBodySchema>;

export const miniAnswerResponseSchema = z.object({
  correct: z.boolean(),
  /** Points this answer added to the run's score (0 when wrong). */
  points: z.number().int().min(0),
  /** After the answer, what was right: the squares of a pattern, the position of a memory round, the puzzle's move. */
  reveal: z
    .object({
      squares: z.array(squareSchema).optional(),
      pieces: z.array(memoryPieceSchema).optional(),
      move: z.string().optional(),
    })
    .nullable(),
  run: miniRunSchema,
});
export type MiniAnswerResponse = z.infer<typeof miniAnswerResponseSchema>;

export const MINI_MESSAGES = {
  notFound: 'That mini challenge does not exist.',
  runNotFound: 'That run does not exist.',
  timeUp: 'Time is up! This run has ended.',
  finished: 'This run has already ended.',
  wrongKind: 'That answer is for another kind of challenge.',
  illegalMove: 'That move is not possible here.',
} as const;
