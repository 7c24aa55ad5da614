import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { AI_DIFFICULTIES, AI_GAME_RESULTS, AI_GAME_SIDES } from '@chess-quest/protocol/ai-chess';
import { BUDDY_IDS, BUDDY_MAX_STRENGTH, BUDDY_MIN_STRENGTH } from '@chess-quest/protocol/buddies';
import { TIME_CONTROL_OPTIONS_SECONDS } from '@chess-quest/protocol/constants';
import { COLORS, TERMINATIONS } from '@chess-quest/protocol/enums';
import { childRef, createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';

/** Spec §3 AI game. game_result null means the game is still active. */
export const aiGames = pgTable(
  'ai_games',
  {
    id: uuidPk(),
    childId: childRef(),
    difficulty: text('difficulty', { enum: AI_DIFFICULTIES }).notNull(),
    playerColor: text('player_color', { enum: COLORS }).notNull(),
    currentTurn: text('current_turn', { enum: COLORS }).notNull().default('white'),
    /** FEN of the current position. */
    boardState: text('board_state').notNull(),
    /** SAN list as the spec's `moves`; ai_game_moves holds the detail. */
    moves: jsonb('moves').$type<string[]>().notNull().default([]),
    gameResult: text('game_result', { enum: AI_GAME_RESULTS }),
    winner: text('winner', { enum: AI_GAME_SIDES }),
    termination: text('termination', { enum: TERMINATIONS }),
    timeControl: integer('time_control').notNull().default(600),
    /** Seeds the engine's move-choice sampling so a game can be replayed exactly. */
    seed: integer('seed')
      .notNull()
      .default(sql`floor(random() * 2147483647)::integer`),
    /** The buddy character (decision 042); null for a game at a fixed level. */
    buddy: text('buddy', { enum: BUDDY_IDS }),
    /** The buddy's strength for this game, fixed when it starts; null for a fixed level. */
    buddyStrength: integer('buddy_strength'),
    /** Optimistic concurrency against double-submitted moves. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('ai_games_child_result_idx').on(t.childId, t.gameResult),
    check('ai_games_difficulty_check', oneOf(t.difficulty, AI_DIFFICULTIES)),
    check('ai_games_player_color_check', oneOf(t.playerColor, COLORS)),
    check('ai_games_current_turn_check', oneOf(t.currentTurn, COLORS)),
    check('ai_games_result_check', oneOf(t.gameResult, AI_GAME_RESULTS)),
    check('ai_games_winner_check', oneOf(t.winner, AI_GAME_SIDES)),
    check('ai_games_termination_check', oneOf(t.termination, TERMINATIONS)),
    check('ai_games_time_control_check', oneOf(t.timeControl, TIME_CONTROL_OPTIONS_SECONDS)),
    check('ai_games_buddy_check', oneOf(t.buddy, BUDDY_IDS)),
    check('ai_games_buddy_strength_check', sql`(${t.buddy} is null) = (${t.buddyStrength} is null)`),
  ],
);

/**
 * The buddy's strength for each child (decision 042): moved by each finished buddy game, in the
 * transaction that ends it, so a game counts once.
 */
export const aiBuddyLevels = pgTable(
  'ai_buddy_levels',
  {
    childId: childRef().primaryKey(),
    strength: integer('strength').notNull(),
    /** Buddy games finished with a result. */
    games: integer('games').notNull().default(0),
    /** The latest results from the child's side, oldest first: w, d or l (at most 5). */
    recent: text('recent').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'ai_buddy_levels_strength_check',
      sql`${t.strength} between ${sql.raw(String(BUDDY_MIN_STRENGTH))} and ${sql.raw(String(BUDDY_MAX_STRENGTH))}`,
    ),
    check('ai_buddy_levels_games_check', sql`${t.games} >= 0`),
    check('ai_buddy_levels_recent_check', sql`${t.recent} ~ '^[wdl]{0,5}$'`),
  ],
);

export const aiGameMoves = pgTable(
  'ai_game_moves',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => aiGames.id, { onDelete: 'cascade' }),
    /** 1 = white's first move. */
    ply: integer('ply').notNull(),
    san: text('san').notNull(),
    uci: text('uci').notNull(),
    fenAfter: text('fen_after').notNull(),
    by: text('by', { enum: AI_GAME_SIDES }).notNull(),
    timeTakenMs: integer('time_taken_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.ply] }),
    check('ai_game_moves_by_check', oneOf(t.by, AI_GAME_SIDES)),
    check('ai_game_moves_ply_check', sql`${t.ply} >= 1`),
    check('ai_game_moves_time_check', sql`${t.timeTakenMs} >= 0`),
  ],
);
