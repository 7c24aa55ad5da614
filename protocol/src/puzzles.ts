import { z } from 'zod';
import { uciMoveSchema } from './lessons';

/** Where a puzzle of the catalogue comes from: made by the project's generator, or imported from Lichess. */
export const PUZZLE_SOURCES = ['generated', 'lichess'] as const;
export type PuzzleSource = (typeof PUZZLE_SOURCES)[number];

/** Spec §3 User puzzle: the child's record for one puzzle. */
export const userPuzzleSchema = z.object({
  puzzleId: z.string(),
  solved: z.boolean(),
  attempts: z.number().int(),
});
export type UserPuzzle = z.infer<typeof userPuzzleSchema>;

/**
 * POST /api/user/puzzles/:id/attempt. The spec's body (solved, attempts, solvedAt), plus
 * the child's moves: a solve counts only when they are the puzzle's solution.
 */
export const puzzleAttemptBodySchema = z.object({
  solved: z.boolean({ error: 'solved must be true or false' }),
  attempts: z.number({ error: 'attempts must be a number' }).int().min(1, 'attempts must be at least 1').max(1000),
  solvedAt: z.iso
    .datetime({ error: 'solvedAt must be an ISO time or null', offset: true })
    // Year 0000 and the like are valid ISO but no real time of a solve (PostgreSQL refuses year 0).
    .refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 9998, 'solvedAt must be a time after the year 2000')
    .nullable(),
  moves: z.array(uciMoveSchema).max(20).default([]),
});
export type PuzzleAttemptBody = z.infer<typeof puzzleAttemptBodySchema>;

/** POST /api/user/puzzles/:id/attempt */
export const puzzleParamsSchema = z.object({ id: z.string().min(1).max(80) });

export const puzzleAttemptResponseSchema = z.object({
  puzzleId: z.string(),
  solved: z.boolean(),
  attempts: z.number().int(),
  pointsAwarded: z.number().int(),
  /** Free accounts: puzzles left today; null for premium (unlimited). */
  puzzlesLeftToday: z.number().int().nullable(),
});
export type PuzzleAttemptResponse = z.infer<typeof puzzleAttemptResponseSchema>;

/**
 * GET /api/user/puzzles/allowance: how many free puzzles are left today, told before the
 * child starts one. limit and left are null on premium (unlimited).
 */
export const puzzleAllowanceSchema = z.object({
  limit: z.number().int().nullable(),
  left: z.number().int().nullable(),
  /** Puzzles already counted today: opening one of them again costs nothing. */
  countedToday: z.array(z.string()),
  /** The daily puzzle never counts. */
  dailyId: z.string().nullable(),
});
export type PuzzleAllowance = z.infer<typeof puzzleAllowanceSchema>;

/** Parent view (spec §7 /api/user/puzzle-attempts): attempts with their puzzle. */
export const puzzleAttemptViewSchema = z.object({
  id: z.string(),
  puzzleId: z.string(),
  solved: z.boolean(),
  attempts: z.number().int(),
  puzzle: z.object({ title: z.string(), description: z.string() }),
});

export const PUZZLE_MESSAGES = {
  dailyLimit: (limit: number) =>
    `That's your ${limit} free puzzles for today, great work! Come back tomorrow, or ask a grown-up about Premium for unlimited puzzles.`,
  notTheSolution: 'Those moves are not the solution of this puzzle.',
  notFound: 'No such puzzle.',
} as const;
