import { z } from 'zod';
import { uciMoveSchema } from './lessons';

/**
 * Puzzle Streak (issue 26, decision 043): puzzles one after another with no clock; the first
 * wrong move ends the run. The server picks each puzzle (harder as the streak grows), checks
 * each move against the puzzle's line and plays the forced replies: the client never sees a
 * solution before the run has ended on it.
 */

export const PUZZLE_STREAK_RULES = {
  /** The first puzzle is this far below the child's puzzle rating… */
  startBelowRating: 200,
  /** …and each solved puzzle asks this much more of the next (a puzzle is never easier than the one before). */
  ratingStep: 50,
  /** Points for every puzzle past the child's best streak, paid once per length reached (from the run's fact). */
  pointsPerNewBest: 5,
  /** Free accounts: runs a child may start in its calendar day. Streak puzzles never use up the free daily puzzles. */
  freeRunsPerDay: 1,
} as const;

/** A run's puzzle as the child sees it: the position now, never the line. */
export const streakPuzzleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.number().int().min(1).max(5),
  rating: z.number().int(),
  /** The puzzle's position before its first move. */
  startFen: z.string(),
  /** The position the child plays from now (after the moves already answered in this puzzle). */
  fen: z.string(),
  /** Moves played in this puzzle so far (the child's and the replies), UCI. */
  played: z.array(z.string()),
});
export type StreakPuzzle = z.infer<typeof streakPuzzleSchema>;

export const streakRunSchema = z.object({
  id: z.string(),
  /** Puzzles solved in this run. */
  streak: z.number().int().min(0),
  /** Answers taken so far in the run: an answer names the step it answers, so a second send of it is refused. */
  step: z.number().int().min(0),
  ended: z.boolean(),
  /** The puzzle to solve now; when the run has ended, the one it ended on. */
  puzzle: streakPuzzleSchema.nullable(),
  /** When the run ended on a wrong move: the move the line wanted (UCI), to show the child. */
  missed: z.object({ given: z.string(), expected: z.string() }).nullable(),
});
export type StreakRun = z.infer<typeof streakRunSchema>;

/** GET /api/puzzle-streak: the run in progress (or the last one), the best and whether a new run may start today. */
export const puzzleStreakStateSchema = z.object({
  run: streakRunSchema.nullable(),
  best: z.number().int().min(0),
  /** Free accounts: runs left to start today; null on premium (unlimited). */
  runsLeftToday: z.number().int().min(0).nullable(),
});
export type PuzzleStreakState = z.infer<typeof puzzleStreakStateSchema>;

/** POST /api/puzzle-streak/runs: no body. Answers the state with the new run. */

/** POST /api/puzzle-streak/runs/:id/moves */
export const streakRunParamsSchema = z.object({ id: z.uuid({ error: 'id must be a run id' }) });
export const streakMoveBodySchema = z.object({
  step: z.number({ error: 'step must be a number' }).int('step must be a whole number').min(0, 'step must be 0 or more').max(100_000),
  move: uciMoveSchema,
});
export type StreakMoveBody = z.infer<typeof streakMoveBodySchema>;

export const streakMoveResultSchema = z.object({
  /** right: the line goes on (the reply is played); solved: the puzzle is done and the next one is in `run`; wrong: the run has ended. */
  outcome: z.enum(['right', 'solved', 'wrong']),
  /** The forced reply the server played after a right move, UCI. */
  reply: z.string().nullable(),
  run: streakRunSchema,
  best: z.number().int().min(0),
  /** True when this run's streak is above the best the child had before it. */
  newBest: z.boolean(),
});
export type StreakMoveResult = z.infer<typeof streakMoveResultSchema>;

export const PUZZLE_STREAK_MESSAGES = {
  noRun: 'No such streak run.',
  ended: 'This streak has ended. Start a new one!',
  staleStep: 'That move was already answered. The page shows the streak as it is now.',
  running: 'A streak is already going: carry on with it.',
  freeRunUsed: (runs: number) =>
    `That's your ${runs === 1 ? 'free streak' : `${runs} free streaks`} for today, well played! Come back tomorrow, or ask a grown-up about Premium for unlimited streaks.`,
  emptyLibrary: 'There are no puzzles to play yet.',
  /** Said on the page: what the streak costs of a free account. */
  freePlan: (runs: number, puzzles: number) =>
    `Streak puzzles never use up your ${puzzles} free puzzles of the day. Free accounts start ${runs === 1 ? 'one streak' : `${runs} streaks`} a day; Premium starts as many as you like.`,
} as const;
