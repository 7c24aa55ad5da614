import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ANALYTICS_GAME_SOURCES } from '@chess-quest/protocol/chess-analytics';
import { COLORS, GAME_OUTCOMES, PIECE_LETTERS } from '@chess-quest/protocol/enums';
import { childRef, oneOf, tstz } from './columns';

// Analytics of a child's own play (issue 13): written by the analytics subscriber from the
// ai.game.finished and multiplayer.game.finished facts, so a heat map is one indexed scan of
// one child's rows instead of a join over two games tables.

/** One finished game of the child, as the replay list and the favourite opening read it. */
export const analyticsGames = pgTable(
  'analytics_games',
  {
    childId: childRef(),
    gameId: uuid('game_id').notNull(),
    source: text('source', { enum: ANALYTICS_GAME_SOURCES }).notNull(),
    colour: text('colour', { enum: COLORS }).notNull(),
    result: text('result', { enum: GAME_OUTCOMES }).notNull(),
    reason: text('reason').notNull(),
    /** "Easy computer" or the opponent's generated username: never a real name. */
    opponent: text('opponent').notNull(),
    /** Every move of the game in SAN, both sides. */
    moves: text('moves').array().notNull(),
    openingEco: text('opening_eco'),
    openingName: text('opening_name'),
    finishedAt: tstz('finished_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.gameId] }),
    index('analytics_games_child_finished_idx').on(t.childId, t.finishedAt),
    check('analytics_games_source_check', oneOf(t.source, ANALYTICS_GAME_SOURCES)),
    check('analytics_games_result_check', oneOf(t.result, GAME_OUTCOMES)),
    check('analytics_games_colour_check', oneOf(t.colour, COLORS)),
  ],
);

/** One move the child played, with its time: the heat map's rows. */
export const analyticsMoves = pgTable(
  'analytics_moves',
  {
    childId: childRef(),
    gameId: uuid('game_id').notNull(),
    ply: integer('ply').notNull(),
    playedAt: tstz('played_at').notNull(),
    /** The square the piece went to ("e4"); castling counts as the king's square. */
    square: text('square').notNull(),
    /** p n b r q k */
    piece: text('piece').notNull(),
    capture: boolean('capture').notNull(),
    timeMs: integer('time_ms').notNull(),
    /** The child won the game this move belongs to. */
    won: boolean('won').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.gameId, t.ply] }),
    // The heat map reads one child's moves since a time: every column it needs is in the
    // index, so PostgreSQL answers from the index alone (scripts/bench/heatmap.ts).
    index('analytics_moves_heatmap_idx').on(t.childId, t.playedAt, t.square, t.piece, t.won, t.timeMs),
    check('analytics_moves_square_check', sql`${t.square} ~ '^[a-h][1-8]$'`),
    check('analytics_moves_piece_check', oneOf(t.piece, PIECE_LETTERS)),
    check('analytics_moves_time_check', sql`${t.timeMs} >= 0`),
  ],
);
