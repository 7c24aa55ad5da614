import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { childRef, tstz, uuidPk } from './columns';
import { puzzles } from './content';

/**
 * Puzzle Streak (issue 26, decision 043): one row a run. The server holds where the run is
 * (the puzzle, the moves answered in it, the puzzles already used); the client sends one
 * move at a time, naming the step it answers, so a move sent twice counts once.
 */
export const puzzleStreakRuns = pgTable(
  'puzzle_streak_runs',
  {
    id: uuidPk(),
    childId: childRef(),
    /** Puzzles solved in the run. */
    streak: integer('streak').notNull().default(0),
    /** Answers taken in the run (the next answer must name this step). */
    step: integer('step').notNull().default(0),
    /** The puzzle being played (or the one the run ended on). */
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id),
    /** Moves of the current puzzle played so far (the child's and the replies), UCI. */
    played: jsonb('played').$type<string[]>().notNull().default([]),
    /** Puzzles of this run, so none comes twice. */
    used: jsonb('used').$type<string[]>().notNull().default([]),
    /** The wrong move that ended the run and the move the line wanted (UCI). */
    missedMove: text('missed_move'),
    expectedMove: text('expected_move'),
    /** The child's calendar day the run started on (a free account's runs of a day). */
    day: text('day').notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    /** Null while the run goes on. */
    endedAt: tstz('ended_at'),
  },
  (t) => [
    // One run going per child: a second start while one goes is refused, never a second row.
    uniqueIndex('puzzle_streak_runs_one_going_unique')
      .on(t.childId)
      .where(sql`${t.endedAt} is null`),
    index('puzzle_streak_runs_child_streak_idx').on(t.childId, t.streak),
    index('puzzle_streak_runs_child_day_idx').on(t.childId, t.day),
    check('puzzle_streak_runs_streak_check', sql`${t.streak} >= 0 and ${t.step} >= 0`),
  ],
);
