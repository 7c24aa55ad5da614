import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import {
  PUZZLE_MESSAGES,
  type PuzzleAllowance,
  type PuzzleAttemptBody,
  type PuzzleAttemptResponse,
  type UserPuzzle,
} from '@chess-quest/protocol/puzzles';
import type { Database } from '../../db/client';
import type { FactLog } from '../../events/outbox';
import { isUniqueViolation } from '../../db/errors';
import { childProfiles } from '../../db/schema/accounts';
import { puzzles } from '../../db/schema/content';
import { puzzleAttempts } from '../../db/schema/progress';
import { illegalMove, notFound, premiumRequired } from '../../http/errors';
import { dayBounds } from '../../http/time-zone';
import { dailyPuzzleIndex, dayNumber, nearestPuzzles, toPuzzle, type PuzzleShelf } from '../../domain/puzzle-shelf';
import { dailyPuzzleAllowance } from '../../domain/premium';
import { awardPoints, recordActivity } from '../../domain/learner';
import { solvesPuzzle } from './solution';

const LIST_SIZE = 30;
/** Puzzles the child tried and missed come back after this long. */
const MISSED_COMES_BACK_AFTER_MS = 24 * 60 * 60 * 1000;
const RATING_K = 32;

/** Elo step of the child's puzzle rating after a first try at a puzzle. */
export function nextPuzzleRating(childRating: number, puzzleRating: number, solved: boolean): number {
  const expected = 1 / (1 + 10 ** ((puzzleRating - childRating) / 400));
  const next = Math.round(childRating + RATING_K * ((solved ? 1 : 0) - expected));
  return Math.min(2500, Math.max(100, next));
}

interface Solver {
  accountId: string;
  child: { id: string; puzzleRating: number };
  subscriptionStatus: string;
}

export interface PuzzlesDeps {
  db: Database;
  facts: FactLog;
  /** The library in memory (shared with the catalog). */
  shelf: PuzzleShelf;
  now?: () => Date;
}

export type PuzzlesService = ReturnType<typeof createPuzzlesService>;

export function createPuzzlesService(deps: PuzzlesDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    listPuzzles: (childId: string, rating: number) => listPuzzles(deps.db, deps.shelf, childId, rating, now()),
    listUserPuzzles: (childId: string) => listUserPuzzles(deps.db, childId),
    puzzleAllowance: (solver: Solver, day: { today: string; timeZone: string }) => puzzleAllowance(deps.db, deps.shelf, solver, day, now()),
    recordAttempt: (solver: Solver, puzzleId: string, body: PuzzleAttemptBody, day: { today: string; timeZone: string }) =>
      recordAttempt(deps, solver, puzzleId, body, day, now()),
  };
}

/**
 * The child's puzzle list: puzzles missed a day ago or more come back first, then unsolved
 * puzzles nearest the child's puzzle rating.
 */
async function listPuzzles(db: Database, shelf: PuzzleShelf, childId: string, rating: number, now = new Date()): Promise<Puzzle[]> {
  // One round trip: the child's tries, one row a puzzle; the library is the node's shelf.
  const [library, tries] = await Promise.all([
    shelf.current(),
    db
      .select({
        puzzleId: puzzleAttempts.puzzleId,
        solved: sql<boolean>`bool_or(${puzzleAttempts.solved})`,
        missedLongAgo: sql<boolean>`bool_or(not ${puzzleAttempts.solved} and ${puzzleAttempts.createdAt} < ${new Date(now.getTime() - MISSED_COMES_BACK_AFTER_MS)})`,
      })
      .from(puzzleAttempts)
      .where(eq(puzzleAttempts.childId, childId))
      .groupBy(puzzleAttempts.puzzleId),
  ]);
  const daily = library.byId.length ? library.byId[dailyPuzzleIndex(dayNumber(now), library.byId.length)] : undefined;
  const solved = new Set(tries.filter((t) => t.solved).map((t) => t.puzzleId));
  const missedIds = new Set(tries.filter((t) => !t.solved && t.missedLongAgo).map((t) => t.puzzleId));
  const missed = library.byId.filter((row) => missedIds.has(row.id)).slice(0, 5);
  const exclude = new Set([daily?.id ?? '', ...missed.map((m) => m.id)]);
  const near = nearestPuzzles(library.byRating, rating, LIST_SIZE - missed.length, (id) => solved.has(id) || exclude.has(id));
  // The nearest puzzles are chosen by the child's rating but shown easiest first: the order
  // then does not move each time the rating does, and the list climbs gently.
  const climbing = [...near].sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));
  return [...missed, ...climbing].map(toPuzzle);
}

async function listUserPuzzles(db: Database, childId: string): Promise<UserPuzzle[]> {
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
async function puzzlesTriedToday(db: Database, childId: string, timeZone: string, today: string, dailyId: string | null): Promise<Set<string>> {
  const bounds = dayBounds(timeZone, today);
  const rows = await db
    .selectDistinct({ puzzleId: puzzleAttempts.puzzleId })
    .from(puzzleAttempts)
    .where(
      and(
        eq(puzzleAttempts.childId, childId),
        gte(puzzleAttempts.createdAt, bounds.start),
        lt(puzzleAttempts.createdAt, bounds.end),
        dailyId ? ne(puzzleAttempts.puzzleId, dailyId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.puzzleId));
}

/**
 * What is left of a free account's daily puzzles, asked before the child starts one so the
 * limit never arrives as a surprise after a solve that cannot count.
 */
async function puzzleAllowance(
  db: Database,
  shelf: PuzzleShelf,
  solver: Solver,
  day: { today: string; timeZone: string },
  now = new Date(),
): Promise<PuzzleAllowance> {
  const limit = dailyPuzzleAllowance(solver.subscriptionStatus);
  const daily = await shelf.daily(now);
  const dailyId = daily?.id ?? null;
  const counted = await puzzlesTriedToday(db, solver.child.id, day.timeZone, day.today, dailyId);
  return {
    limit,
    left: limit === null ? null : Math.max(0, limit - counted.size),
    countedToday: [...counted].sort(),
    dailyId,
  };
}

/** Every attempt is a `puzzle.attempted` fact of the attempt's own transaction. */
async function recordAttempt(
  { db, facts, shelf }: PuzzlesDeps,
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
  const daily = await shelf.daily(now);
  const isDaily = daily?.id === puzzleId;
  let left: number | null = null;
  if (allowance !== null) {
    const tried = await puzzlesTriedToday(db, childId, day.timeZone, day.today, daily?.id ?? null);
    const counts = !isDaily && !tried.has(puzzleId);
    if (counts && tried.size >= allowance)
      throw premiumRequired(PUZZLE_MESSAGES.dailyLimit(allowance)).because('puzzles.dailyLimit', { limit: allowance });
    left = Math.max(0, allowance - tried.size - (counts ? 1 : 0));
  }

  if (body.solved && !solvesPuzzle(puzzle.fen, puzzle.solution, body.moves)) throw illegalMove(PUZZLE_MESSAGES.notTheSolution);

  const earlier = await db
    .select({ id: puzzleAttempts.id })
    .from(puzzleAttempts)
    .where(and(eq(puzzleAttempts.childId, childId), eq(puzzleAttempts.puzzleId, puzzleId)))
    .limit(1);
  const solvedAt = body.solved ? new Date(body.solvedAt ?? now.toISOString()) : null;
  const learner = { accountId: solver.accountId, childId };
  // Every move the child makes counts as an attempt (spec §4), so a solve without a wrong
  // move has as many attempts as the child has moves in the line: that is a first try.
  const cleanSolve = body.solved && body.attempts <= Math.max(1, body.moves?.length ?? 0);
  const ratingBefore = solver.child.puzzleRating;
  // The rating moves on a child's first try at a puzzle only.
  const ratingAfter = earlier.length === 0 ? nextPuzzleRating(ratingBefore, puzzle.rating, cleanSolve) : ratingBefore;

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
      if (ratingAfter !== ratingBefore) {
        await tx.update(childProfiles).set({ puzzleRating: ratingAfter }).where(eq(childProfiles.id, childId));
      }
      await facts.record(tx, {
        type: 'puzzle.attempted',
        ...learner,
        at: now.toISOString(),
        day: day.today,
        puzzleId,
        solved: body.solved,
        firstTry: earlier.length === 0 && cleanSolve,
        themes: puzzle.themes,
        puzzleRating: puzzle.rating,
        daily: isDaily,
        ratingBefore,
        ratingAfter,
        points: pointsAwarded ? puzzle.points : 0,
      });
      await recordActivity(tx, facts, learner, day.today, now);
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
