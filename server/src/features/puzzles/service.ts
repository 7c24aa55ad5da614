import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { PUZZLE_MESSAGES, type PuzzleAttemptBody, type PuzzleAttemptResponse, type UserPuzzle } from '@chess-quest/protocol/puzzles';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { childProfiles } from '../../db/schema/accounts';
import { puzzles } from '../../db/schema/content';
import { puzzleAttempts } from '../../db/schema/progress';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { dailyPuzzle } from '../catalog/service';
import { dailyPuzzleAllowance } from '../premium/rules';
import { awardPoints, recordActivity } from '../progress/service';
import { solvesPuzzle } from './solution';

type PuzzleRow = typeof puzzles.$inferSelect;

const LIST_SIZE = 30;
/** Puzzles the child tried and missed come back after this long. */
const MISSED_COMES_BACK_AFTER_MS = 24 * 60 * 60 * 1000;
const RATING_K = 32;

export function toPuzzle(row: PuzzleRow): Puzzle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    fen: row.fen,
    solution: row.solution,
    hints: row.hints,
    points: row.points,
  };
}

/** Elo step of the child's puzzle rating after a first try at a puzzle. */
export function nextPuzzleRating(childRating: number, puzzleRating: number, solved: boolean): number {
  const expected = 1 / (1 + 10 ** ((puzzleRating - childRating) / 400));
  const next = Math.round(childRating + RATING_K * ((solved ? 1 : 0) - expected));
  return Math.min(2500, Math.max(100, next));
}

interface Solver {
  child: { id: string; puzzleRating: number };
  subscriptionStatus: string;
}

/**
 * The child's puzzle list: puzzles missed a day ago or more come back first, then unsolved
 * puzzles nearest the child's puzzle rating.
 */
export async function listPuzzles(db: Database, childId: string, rating: number, now = new Date()): Promise<Puzzle[]> {
  const daily = await dailyPuzzle(db, now);
  const solved = db
    .select({ id: puzzleAttempts.puzzleId })
    .from(puzzleAttempts)
    .where(and(eq(puzzleAttempts.childId, childId), eq(puzzleAttempts.solved, true)));
  const missed = await db
    .selectDistinct({ puzzle: puzzles })
    .from(puzzleAttempts)
    .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
    .where(
      and(
        eq(puzzleAttempts.childId, childId),
        eq(puzzleAttempts.solved, false),
        sql`${puzzleAttempts.createdAt} < ${new Date(now.getTime() - MISSED_COMES_BACK_AFTER_MS)}`,
        notInArray(puzzleAttempts.puzzleId, solved),
      ),
    )
    .limit(5);
  const exclude = [daily?.id ?? '', ...missed.map((m) => m.puzzle.id)];
  const near = await db
    .select()
    .from(puzzles)
    .where(and(notInArray(puzzles.id, solved), notInArray(puzzles.id, exclude)))
    .orderBy(sql`abs(${puzzles.rating} - ${rating})`, asc(puzzles.id))
    .limit(LIST_SIZE - missed.length);
  return [...missed.map((m) => m.puzzle), ...near].map(toPuzzle);
}

export async function listUserPuzzles(db: Database, childId: string): Promise<UserPuzzle[]> {
  const rows = await db
    .select({
      puzzleId: puzzleAttempts.puzzleId,
      solved: sql<boolean>`bool_or(${puzzleAttempts.solved})`,
      attempts: sql<number>`sum(${puzzleAttempts.attempts})::integer`,
    })
    .from(puzzleAttempts)
    .where(eq(puzzleAttempts.childId, childId))
    .groupBy(puzzleAttempts.puzzleId);
  return rows.map((row) => ({ puzzleId: row.puzzleId, solved: Boolean(row.solved), attempts: Number(row.attempts) }));
}

/** Distinct puzzles (the daily one aside) the child tried on its calendar day `today` in `timeZone`. */
async function puzzlesTriedToday(
  db: Database,
  childId: string,
  timeZone: string,
  today: string,
  dailyId: string | null,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ puzzleId: puzzleAttempts.puzzleId })
    .from(puzzleAttempts)
    .where(
      and(
        eq(puzzleAttempts.childId, childId),
        sql`(${puzzleAttempts.createdAt} at time zone ${timeZone})::date = ${today}::date`,
        dailyId ? ne(puzzleAttempts.puzzleId, dailyId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.puzzleId));
}

export async function recordAttempt(
  db: Database,
  solver: Solver,
  puzzleId: string,
  body: PuzzleAttemptBody,
  day: { today: string; timeZone: string },
  now = new Date(),
): Promise<PuzzleAttemptResponse> {
  const [puzzle] = await db.select().from(puzzles).where(eq(puzzles.id, puzzleId));
  if (!puzzle) throw notFound(PUZZLE_MESSAGES.notFound);
  const childId = solver.child.id;

  const allowance = dailyPuzzleAllowance(solver.subscriptionStatus);
  const daily = await dailyPuzzle(db, now);
  const isDaily = daily?.id === puzzleId;
  let left: number | null = null;
  if (allowance !== null) {
    const tried = await puzzlesTriedToday(db, childId, day.timeZone, day.today, daily?.id ?? null);
    const counts = !isDaily && !tried.has(puzzleId);
    if (counts && tried.size >= allowance) throw forbidden(PUZZLE_MESSAGES.dailyLimit(allowance));
    left = Math.max(0, allowance - tried.size - (counts ? 1 : 0));
  }

  if (body.solved && !solvesPuzzle(puzzle.fen, puzzle.solution, body.moves)) throw badRequest(PUZZLE_MESSAGES.notTheSolution);

  const earlier = await db
    .select({ id: puzzleAttempts.id })
    .from(puzzleAttempts)
    .where(and(eq(puzzleAttempts.childId, childId), eq(puzzleAttempts.puzzleId, puzzleId)))
    .limit(1);
  const solvedAt = body.solved ? new Date(body.solvedAt ?? now.toISOString()) : null;

  const insertAttempt = (pointsAwarded: boolean) =>
    db.transaction(async (tx) => {
      await tx.insert(puzzleAttempts).values({
        childId,
        puzzleId,
        solved: body.solved,
        attempts: body.attempts,
        solvedAt,
        pointsAwarded,
      });
      if (pointsAwarded) await awardPoints(tx, childId, puzzle.points);
      // The rating moves on a child's first try at a puzzle only.
      if (earlier.length === 0) {
        await tx
          .update(childProfiles)
          .set({ puzzleRating: nextPuzzleRating(solver.child.puzzleRating, puzzle.rating, body.solved && body.attempts === 1) })
          .where(eq(childProfiles.id, childId));
      }
      await recordActivity(tx, childId, day.today);
    });

  let pointsAwarded = 0;
  if (body.solved) {
    try {
      // The partial unique index pays a puzzle's points once, even when two solves race.
      await insertAttempt(true);
      pointsAwarded = puzzle.points;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await insertAttempt(false);
    }
  } else {
    await insertAttempt(false);
  }
  return { puzzleId, solved: body.solved, attempts: body.attempts, pointsAwarded, puzzlesLeftToday: left };
}
