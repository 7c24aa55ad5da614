import { Chess } from 'chess.js';
import { z } from 'zod';
import { PUZZLE_SOURCES, type PuzzleSource } from '@chess-quest/protocol/puzzles';

/**
 * A puzzle as this project ships and stores it (one row of the `puzzles` table).
 *
 * - `fen` is the position the CHILD solves: the child is to move.
 * - `solution` is the child's line in UCI with the forced replies in between
 *   (child, reply, child, …), so it always has an odd length; a mate in 1 has one move.
 */
export interface PuzzleContent {
  id: string;
  title: string;
  description: string;
  difficulty: number;
  fen: string;
  solution: string[];
  hints: string[];
  points: number;
  rating: number;
  themes: string[];
  source: PuzzleSource;
  sourceId: string | null;
}

export const MIN_PUZZLE_RATING = 400;
export const MAX_PUZZLE_RATING = 1600;

/** The three rating bands the library must fill, lower bound inclusive, upper exclusive (the last one includes 1600). */
export const RATING_BANDS = [
  { label: '400-800', min: 400, max: 800 },
  { label: '800-1200', min: 800, max: 1200 },
  { label: '1200-1600', min: 1200, max: 1601 },
] as const;

export type RatingBandLabel = (typeof RATING_BANDS)[number]['label'];

export function ratingBandOf(rating: number): RatingBandLabel | null {
  return RATING_BANDS.find((band) => rating >= band.min && rating < band.max)?.label ?? null;
}

/** Stars shown to the child (spec §2 Puzzles: a 5-star scale). */
export function difficultyFromRating(rating: number): number {
  if (rating < 600) return 1;
  if (rating < 800) return 2;
  if (rating < 1000) return 3;
  if (rating < 1300) return 4;
  return 5;
}

export function pointsForDifficulty(difficulty: number): number {
  return 10 * difficulty;
}

const UCI_MOVE = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

export const puzzleContentSchema = z
  .object({
    id: z.string().regex(/^[a-z]+-[A-Za-z0-9_-]+$/, 'must look like "<source>-<key>"'),
    title: z.string().min(1).max(40),
    description: z.string().min(1).max(120),
    difficulty: z.number().int().min(1).max(5),
    fen: z.string().min(1),
    solution: z.array(z.string().regex(UCI_MOVE, 'must be a UCI move')).min(1),
    hints: z.array(z.string().min(1).max(80)).min(1),
    points: z.number().int().min(0),
    rating: z.number().int(),
    themes: z.array(z.string().min(1)).min(1),
    source: z.enum(PUZZLE_SOURCES),
    sourceId: z.string().min(1).nullable(),
  })
  .strict()
  .superRefine((puzzle, ctx) => {
    if (puzzle.solution.length % 2 !== 1) {
      ctx.addIssue({ code: 'custom', path: ['solution'], message: 'must end with a move of the child (odd length)' });
    }
    if (puzzle.difficulty !== difficultyFromRating(puzzle.rating)) {
      ctx.addIssue({ code: 'custom', path: ['difficulty'], message: `must be ${difficultyFromRating(puzzle.rating)} for rating ${puzzle.rating}` });
    }
    if (puzzle.points !== pointsForDifficulty(puzzle.difficulty)) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'must be 10 × difficulty' });
    }
  });

/** The FEN without the move counters: two puzzles with the same key are the same puzzle. */
export function positionKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

/**
 * Plays a UCI line from `fen` and returns the position after each move, or the index of the
 * first illegal move. Never throws.
 */
export function playUciLine(fen: string, line: readonly string[]): { ok: true; chess: Chess } | { ok: false; failedAt: number } {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch {
    return { ok: false, failedAt: -1 };
  }
  for (const [index, uci] of line.entries()) {
    if (!UCI_MOVE.test(uci)) return { ok: false, failedAt: index };
    try {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      return { ok: false, failedAt: index };
    }
  }
  return { ok: true, chess };
}
