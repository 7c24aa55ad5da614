import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COORDINATES_MODES, COORDINATES_SIDES } from '@chess-quest/protocol/coordinates';
import { childRef, oneOf, tstz, uuidPk } from './columns';

/**
 * A round of the coordinates trainer (issue 26): issued by the server with a seed (its squares
 * follow from it, protocol/src/coordinates.ts) and a start time; scored once, when the answers
 * come (`scored_at`, `score` and the answers as they were sent).
 */
export const coordinatesRounds = pgTable(
  'coordinates_rounds',
  {
    id: uuidPk(),
    childId: childRef(),
    mode: text('mode', { enum: COORDINATES_MODES }).notNull(),
    side: text('side', { enum: COORDINATES_SIDES }).notNull(),
    seed: integer('seed').notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    /** Null until the answers were scored; a round is scored once. */
    scoredAt: tstz('scored_at'),
    score: integer('score'),
    /** The answers as the child's screen sent them ({ square, ms }[]), kept with the score. */
    answers: jsonb('answers').$type<{ square: string; ms: number }[]>(),
  },
  (t) => [
    index('coordinates_rounds_child_started_idx').on(t.childId, t.startedAt),
    check('coordinates_rounds_mode_check', oneOf(t.mode, COORDINATES_MODES)),
    check('coordinates_rounds_side_check', oneOf(t.side, COORDINATES_SIDES)),
    check('coordinates_rounds_score_check', sql`${t.score} is null or ${t.score} >= 0`),
  ],
);

/** The child's best round per mode and side: the progress, parent and teacher views read it. */
export const coordinatesBests = pgTable(
  'coordinates_bests',
  {
    childId: childRef(),
    mode: text('mode', { enum: COORDINATES_MODES }).notNull(),
    side: text('side', { enum: COORDINATES_SIDES }).notNull(),
    best: integer('best').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => coordinatesRounds.id, { onDelete: 'cascade' }),
    achievedAt: tstz('achieved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.mode, t.side] }),
    check('coordinates_bests_mode_check', oneOf(t.mode, COORDINATES_MODES)),
    check('coordinates_bests_side_check', oneOf(t.side, COORDINATES_SIDES)),
    check('coordinates_bests_best_check', sql`${t.best} >= 0`),
  ],
);
