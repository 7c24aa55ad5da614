import { z } from 'zod';
import { AI_TIME_CONTROL_SECONDS } from './constants';
import { COLORS, GAME_RESULTS, terminationSchema } from './enums';
import { aiGameBuddySchema, BUDDY_MESSAGES, buddyIdSchema } from './buddies';

export { terminationSchema, type Color, type Termination } from './enums';

export const AI_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const aiDifficultySchema = z.enum(AI_DIFFICULTIES, {
  error: 'difficulty must be one of easy, medium, hard',
});
export type AiDifficulty = z.infer<typeof aiDifficultySchema>;

export const colorSchema = z.enum(COLORS, { error: 'playerColor must be white or black' });

/** Every game's results, and 'abandoned' for a computer game that ended without one. */
export const AI_GAME_RESULTS = [...GAME_RESULTS, 'abandoned'] as const;
export const aiGameResultSchema = z.enum(AI_GAME_RESULTS);
export type AiGameResult = z.infer<typeof aiGameResultSchema>;

/** The two sides of a computer game: who won it, who made a move. */
export const AI_GAME_SIDES = ['player', 'ai'] as const;

/**
 * POST /api/ai-games/create. The spec's client always sends timeControl 600. Either a fixed
 * `difficulty` or a `buddy` (decision 042), whose strength follows the child's results.
 */
export const createAiGameBodySchema = z
  .object({
    difficulty: aiDifficultySchema.optional(),
    buddy: buddyIdSchema.optional(),
    playerColor: colorSchema,
    timeControl: z.literal(AI_TIME_CONTROL_SECONDS, { error: `timeControl must be ${AI_TIME_CONTROL_SECONDS}` }).default(AI_TIME_CONTROL_SECONDS),
  })
  .refine((body) => body.difficulty === undefined || body.buddy === undefined, { message: BUDDY_MESSAGES.notBoth, path: ['buddy'] })
  .refine((body) => body.difficulty !== undefined || body.buddy !== undefined, { message: BUDDY_MESSAGES.chooseOne });
export type CreateAiGameBody = z.infer<typeof createAiGameBodySchema>;

/** POST /api/ai-games/:id/move — SAN ("Nf3", "exd5", "O-O", "e8=Q") or UCI ("g1f3", "e7e8q"). */
export const aiMoveBodySchema = z.object({
  move: z
    .string({ error: 'move is required' })
    .trim()
    .min(2, 'move must be a move such as e4, Nf3 or g1f3')
    .max(10, 'move must be a move such as e4, Nf3 or g1f3'),
});
export type AiMoveBody = z.infer<typeof aiMoveBodySchema>;

export const aiGameIdSchema = z.object({ id: z.uuid({ error: 'game id must be a UUID' }) });

/** A move as the board and the history show it. */
export const playedMoveSchema = z.object({
  san: z.string(),
  uci: z.string(),
  by: z.enum(AI_GAME_SIDES),
});

/** Spec §3 AI game, plus what the game screen needs to draw itself. */
export const aiGameSchema = z.object({
  id: z.string(),
  difficulty: aiDifficultySchema,
  playerColor: colorSchema,
  currentTurn: colorSchema,
  boardState: z.string(),
  moves: z.array(z.string()),
  gameResult: aiGameResultSchema.nullable(),
  winner: z.enum(AI_GAME_SIDES).nullable(),
  termination: terminationSchema.nullable(),
  timeControl: z.number().int(),
  lastMove: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The buddy playing this game and what it says (decision 042); null at a fixed level. */
  buddy: aiGameBuddySchema.nullable(),
  /** The AI's reply to the move just sent, when there was one. */
  aiMove: playedMoveSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AiGame = z.infer<typeof aiGameSchema>;

/** POST /api/ai-games/:id/hint (premium): a good move for the child. */
export const aiHintSchema = z.object({ san: z.string(), uci: z.string(), from: z.string(), to: z.string() });
export type AiHint = z.infer<typeof aiHintSchema>;

/** GET /api/ai-games/:id/review: the child's biggest mistakes of a finished game. */
export const aiReviewSchema = z.object({
  mistakes: z.array(
    z.object({
      ply: z.number().int(),
      moveNumber: z.number().int(),
      played: z.object({ san: z.string(), uci: z.string() }),
      better: z.object({ san: z.string(), uci: z.string() }),
      lossCp: z.number().int(),
      fenBefore: z.string(),
    }),
  ),
});
export type AiReview = z.infer<typeof aiReviewSchema>;

export const AI_DIFFICULTY_DETAILS: Record<AiDifficulty, { label: string; description: string; premium: boolean }> = {
  easy: {
    label: 'Easy',
    description: 'A friendly opponent who is still learning too. Great for your first games.',
    premium: false,
  },
  medium: {
    label: 'Medium',
    description: 'Knows the rules well and spots simple tricks. Watch your pieces!',
    premium: false,
  },
  hard: {
    label: 'Hard',
    description: 'A strong club player who punishes mistakes. For brave knights only.',
    premium: true,
  },
};

export const AI_GAME_MESSAGES = {
  hardIsPremium: 'Hard is part of Premium, which grown-ups choose.',
  hintIsPremium: 'Hints are part of Premium, which grown-ups choose.',
  gameOver: 'This game is over.',
  notYourTurn: "It's not your turn.",
  notFound: 'No such game.',
  busy: 'The computer is thinking about many games right now. Please try again in a moment.',
  reviewNotReady: 'The review is ready once the game is over.',
} as const;
