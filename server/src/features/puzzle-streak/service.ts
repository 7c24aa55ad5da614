import { Chess } from 'chess.js';
import { and, count, desc, eq, inArray, isNull, max, ne } from 'drizzle-orm';
import { matchesSolutionMove } from '@chess-quest/protocol/chess/answer-matching';
import {
  PUZZLE_STREAK_MESSAGES,
  PUZZLE_STREAK_RULES,
  type PuzzleStreakState,
  type StreakMoveBody,
  type StreakMoveResult,
  type StreakRun,
} from '@chess-quest/protocol/puzzle-streak';
import type { Database, Tx } from '../../db/client';

type Executor = Database | Tx;
import type { FactLog } from '../../events/outbox';
import { isUniqueViolation } from '../../db/errors';
import { puzzleStreakRuns } from '../../db/schema/puzzle-streak';
import { conflict, notFound, premiumRequired } from '../../http/errors';
import { nearestPuzzles, type PuzzleShelf } from '../../domain/puzzle-shelf';
import { isPremium } from '../../domain/premium';
import { recordActivity } from '../../domain/learner';

type RunRow = typeof puzzleStreakRuns.$inferSelect;
type PuzzleRow = Awaited<ReturnType<PuzzleShelf['current']>>['byId'][number];

export interface StreakSolver {
  accountId: string;
  child: { id: string; puzzleRating: number };
  subscriptionStatus: string;
}

export interface ChildDay {
  today: string;
  timeZone: string;
}

export interface PuzzleStreakDeps {
  db: Database;
  facts: FactLog;
  shelf: PuzzleShelf;
  now?: () => Date;
}

export type PuzzleStreakService = ReturnType<typeof createPuzzleStreakService>;

/**
 * The rating the run's next puzzle aims at: a little below the child's puzzle rating for the
 * first, then `ratingStep` more for each puzzle solved.
 */
export function streakTarget(childRating: number, streak: number): number {
  return childRating - PUZZLE_STREAK_RULES.startBelowRating + streak * PUZZLE_STREAK_RULES.ratingStep;
}

/**
 * The run's next puzzle: the unused one nearest the target, never easier than the one just
 * solved (`floor`). Near the top of the library the hardest unused puzzles come; null when
 * none is left at or above the floor.
 */
export function pickStreakPuzzle(byRating: readonly PuzzleRow[], target: number, floor: number, used: ReadonlySet<string>): PuzzleRow | null {
  const skip = (id: string) => used.has(id);
  const candidates = byRating.filter((row) => row.rating >= floor);
  return nearestPuzzles(candidates, Math.max(target, floor), 1, skip)[0] ?? null;
}

/** The position after `played` (UCI) from the puzzle's start. */
function positionAfter(fen: string, played: readonly string[]): Chess {
  const chess = new Chess(fen);
  for (const uci of played) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

function toRun(row: RunRow, puzzle: PuzzleRow | undefined): StreakRun {
  const ended = row.endedAt !== null;
  return {
    id: row.id,
    streak: row.streak,
    step: row.step,
    ended,
    puzzle: puzzle
      ? {
          id: puzzle.id,
          title: puzzle.title,
          description: puzzle.description,
          difficulty: puzzle.difficulty,
          rating: puzzle.rating,
          startFen: puzzle.fen,
          fen: positionAfter(puzzle.fen, row.played).fen(),
          played: row.played,
        }
      : null,
    missed: ended && row.missedMove && row.expectedMove ? { given: row.missedMove, expected: row.expectedMove } : null,
  };
}

async function bestStreak(db: Executor, childId: string, exceptRunId?: string): Promise<number> {
  const [row] = await db
    .select({ best: max(puzzleStreakRuns.streak) })
    .from(puzzleStreakRuns)
    .where(and(eq(puzzleStreakRuns.childId, childId), exceptRunId ? ne(puzzleStreakRuns.id, exceptRunId) : undefined));
  return row?.best ?? 0;
}

async function runsLeftToday(db: Executor, solver: StreakSolver, today: string): Promise<number | null> {
  if (isPremium(solver.subscriptionStatus)) return null;
  const [row] = await db
    .select({ n: count() })
    .from(puzzleStreakRuns)
    .where(and(eq(puzzleStreakRuns.childId, solver.child.id), eq(puzzleStreakRuns.day, today)));
  return Math.max(0, PUZZLE_STREAK_RULES.freeRunsPerDay - (row?.n ?? 0));
}

export function createPuzzleStreakService(deps: PuzzleStreakDeps) {
  const now = deps.now ?? (() => new Date());
  const { db, facts, shelf } = deps;

  async function puzzleOf(id: string): Promise<PuzzleRow | undefined> {
    const { byId } = await shelf.current();
    return byId.find((row) => row.id === id);
  }

  /** The run going on, else the child's last run (its end screen), the best and the runs left today. */
  async function state(solver: StreakSolver, day: ChildDay): Promise<PuzzleStreakState> {
    const childId = solver.child.id;
    const [[last], best, left] = await Promise.all([
      db
        .select()
        .from(puzzleStreakRuns)
        .where(eq(puzzleStreakRuns.childId, childId))
        .orderBy(desc(isNull(puzzleStreakRuns.endedAt)), desc(puzzleStreakRuns.startedAt))
        .limit(1),
      bestStreak(db, childId),
      runsLeftToday(db, solver, day.today),
    ]);
    return { run: last ? toRun(last, await puzzleOf(last.puzzleId)) : null, best, runsLeftToday: left };
  }

  /** Starts a run: refused while one goes on, and on a free account once today's runs are used. */
  async function start(solver: StreakSolver, day: ChildDay): Promise<PuzzleStreakState> {
    const childId = solver.child.id;
    const at = now();
    const [going] = await db
      .select({ id: puzzleStreakRuns.id })
      .from(puzzleStreakRuns)
      .where(and(eq(puzzleStreakRuns.childId, childId), isNull(puzzleStreakRuns.endedAt)));
    if (going) throw conflict(PUZZLE_STREAK_MESSAGES.running);
    const left = await runsLeftToday(db, solver, day.today);
    if (left === 0) {
      const runs = PUZZLE_STREAK_RULES.freeRunsPerDay;
      throw premiumRequired(PUZZLE_STREAK_MESSAGES.freeRunUsed(runs)).because('puzzleStreak.freeRunUsed', { runs });
    }
    const { byRating } = await shelf.current();
    const first = pickStreakPuzzle(byRating, streakTarget(solver.child.puzzleRating, 0), 0, new Set());
    if (!first) throw notFound(PUZZLE_STREAK_MESSAGES.emptyLibrary);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(puzzleStreakRuns).values({ childId, puzzleId: first.id, used: [first.id], day: day.today, startedAt: at });
        await recordActivity(tx, facts, { accountId: solver.accountId, childId }, day.today, at);
      });
    } catch (error) {
      // Two starts at once: the one-going index lets one through.
      if (isUniqueViolation(error)) throw conflict(PUZZLE_STREAK_MESSAGES.running);
      throw error;
    }
    return state(solver, day);
  }

  /**
   * One move of the child in the run's puzzle, checked against the puzzle's line. A right move
   * that ends the line solves the puzzle and brings the next, harder one; a right move before
   * the end is answered with the line's reply; a wrong move ends the run (its fact pays the
   * points of a new best). The move names the step it answers: a second send is refused.
   */
  async function move(solver: StreakSolver, runId: string, body: StreakMoveBody): Promise<StreakMoveResult> {
    const childId = solver.child.id;
    const at = now();
    const { byRating } = await shelf.current();
    return db.transaction(async (tx) => {
      const [run] = await tx
        .select()
        .from(puzzleStreakRuns)
        .where(and(eq(puzzleStreakRuns.id, runId), eq(puzzleStreakRuns.childId, childId)))
        .for('update');
      if (!run) throw notFound(PUZZLE_STREAK_MESSAGES.noRun);
      if (run.endedAt) throw conflict(PUZZLE_STREAK_MESSAGES.ended);
      if (body.step !== run.step) throw conflict(PUZZLE_STREAK_MESSAGES.staleStep);
      const puzzle = await puzzleOf(run.puzzleId);
      if (!puzzle) throw notFound(PUZZLE_STREAK_MESSAGES.noRun);

      const bestBefore = await bestStreak(tx, childId, run.id);
      const line = puzzle.solution;
      const ply = run.played.length;
      const expected = line[ply]!;
      const fen = positionAfter(puzzle.fen, run.played).fen();
      const where = eq(puzzleStreakRuns.id, run.id);

      /** Ends the run at `streak` (its fact pays the points of a new best) and answers the ended run. */
      const endRun = async (streak: number, missed: { missedMove: string; expectedMove: string } | null) => {
        const [ended] = await tx
          .update(puzzleStreakRuns)
          .set({ step: run.step + 1, streak, endedAt: at, ...missed })
          .where(where)
          .returning();
        await facts.record(tx, {
          type: 'puzzle_streak.ended',
          accountId: solver.accountId,
          childId,
          at: at.toISOString(),
          runId: run.id,
          streak,
          bestBefore,
        });
        return toRun(ended!, puzzle);
      };

      if (!matchesSolutionMove(fen, body.move, expected)) {
        return {
          outcome: 'wrong' as const,
          reply: null,
          run: await endRun(run.streak, { missedMove: body.move, expectedMove: expected }),
          best: Math.max(bestBefore, run.streak),
          newBest: run.streak > bestBefore,
        };
      }

      const reply = line[ply + 1];
      // The line goes on when a reply and another move of the child's follow.
      if (reply !== undefined && ply + 2 < line.length) {
        const [next] = await tx
          .update(puzzleStreakRuns)
          .set({ step: run.step + 1, played: [...run.played, expected, reply] })
          .where(where)
          .returning();
        const best = Math.max(bestBefore, run.streak);
        return { outcome: 'right' as const, reply, run: toRun(next!, puzzle), best, newBest: run.streak > bestBefore };
      }

      // Solved: the next puzzle aims higher and is never easier than this one.
      const streak = run.streak + 1;
      const nextPuzzle = pickStreakPuzzle(byRating, streakTarget(solver.child.puzzleRating, streak), puzzle.rating, new Set(run.used));
      const best = Math.max(bestBefore, streak);
      if (!nextPuzzle) {
        // The whole library above this rating is solved: the run ends on a high, with no miss.
        return { outcome: 'solved' as const, reply: null, run: await endRun(streak, null), best, newBest: streak > bestBefore };
      }
      const [next] = await tx
        .update(puzzleStreakRuns)
        .set({ step: run.step + 1, streak, puzzleId: nextPuzzle.id, played: [], used: [...run.used, nextPuzzle.id] })
        .where(where)
        .returning();
      return { outcome: 'solved' as const, reply: null, run: toRun(next!, nextPuzzle), best, newBest: streak > bestBefore };
    });
  }

  /** The best streak of each child named (0 for a child who never ran one). */
  async function bestsOf(childIds: readonly string[]): Promise<Map<string, number>> {
    const bests = new Map(childIds.map((id) => [id, 0]));
    if (childIds.length === 0) return bests;
    const rows = await db
      .select({ childId: puzzleStreakRuns.childId, best: max(puzzleStreakRuns.streak) })
      .from(puzzleStreakRuns)
      .where(inArray(puzzleStreakRuns.childId, [...childIds]))
      .groupBy(puzzleStreakRuns.childId);
    for (const row of rows) bests.set(row.childId, row.best ?? 0);
    return bests;
  }

  return { state, start, move, bestsOf };
}
