import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GAME_INCREMENTS_SECONDS, GAME_TIME_CONTROLS_SECONDS, TIME_CONTROL_OPTIONS_SECONDS } from '@chess-quest/protocol/constants';
import { COLORS, GAME_RESULTS, TERMINATIONS } from '@chess-quest/protocol/enums';
import { GAME_STATUSES, INVITATION_STATUSES } from '@chess-quest/protocol/multiplayer';
import { childRef, createdAt, oneOf, tstz, updatedAt, uuidPk } from './columns';

/** A server-authoritative online game between two child profiles (spec §3 Multiplayer game, Chess game). */
export const games = pgTable(
  'games',
  {
    id: uuidPk(),
    /** The "game number" on the My Games cards. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    whiteId: childRef('white_id'),
    blackId: childRef('black_id'),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    result: text('result', { enum: GAME_RESULTS }),
    termination: text('termination', { enum: TERMINATIONS }),
    winnerId: uuid('winner_id'),
    fen: text('fen').notNull(),
    timeControl: integer('time_control').notNull(),
    /** Seconds added to a player's clock after each of its moves (an arena's 3+2). */
    incrementSeconds: integer('increment_seconds').notNull().default(0),
    whiteTimeLeftMs: integer('white_time_left_ms').notNull(),
    blackTimeLeftMs: integer('black_time_left_ms').notNull(),
    /** The mover's clock runs from here; remaining = time_left - (now - turn_started_at). */
    turnStartedAt: tstz('turn_started_at'),
    /** When the mover's flag falls; the time-out sweeper scans it. Null once the game ends. */
    deadlineAt: tstz('deadline_at'),
    currentTurn: text('current_turn', { enum: COLORS }).notNull().default('white'),
    drawOfferedBy: text('draw_offered_by', { enum: COLORS }),
    /** Optimistic concurrency: every move updates ... where version = $seen. */
    version: integer('version').notNull().default(0),
    whiteRatingBefore: integer('white_rating_before'),
    whiteRatingAfter: integer('white_rating_after'),
    blackRatingBefore: integer('black_rating_before'),
    blackRatingAfter: integer('black_rating_after'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    uniqueIndex('games_number_unique').on(t.number),
    index('games_white_status_idx').on(t.whiteId, t.status),
    index('games_black_status_idx').on(t.blackId, t.status),
    index('games_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'active'`),
    check('games_players_check', sql`${t.whiteId} <> ${t.blackId}`),
    check('games_winner_check', sql`${t.winnerId} is null or ${t.winnerId} in (${t.whiteId}, ${t.blackId})`),
    check('games_status_check', oneOf(t.status, GAME_STATUSES)),
    check('games_result_check', oneOf(t.result, GAME_RESULTS)),
    check('games_termination_check', oneOf(t.termination, TERMINATIONS)),
    check('games_finished_check', sql`${t.status} <> 'finished' or ${t.result} is not null`),
    check('games_time_control_check', oneOf(t.timeControl, GAME_TIME_CONTROLS_SECONDS)),
    check('games_increment_check', oneOf(t.incrementSeconds, GAME_INCREMENTS_SECONDS)),
    check('games_current_turn_check', oneOf(t.currentTurn, COLORS)),
    check('games_draw_offer_check', oneOf(t.drawOfferedBy, COLORS)),
    check('games_clocks_check', sql`${t.whiteTimeLeftMs} >= 0 and ${t.blackTimeLeftMs} >= 0`),
  ],
);

/** Spec §3 Invitation. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuidPk(),
    senderId: childRef('sender_id'),
    receiverId: childRef('receiver_id'),
    timeControl: integer('time_control').notNull().default(600),
    message: text('message'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    /** The game an accepted invitation started. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    respondedAt: tstz('responded_at'),
  },
  (t) => [
    index('invitations_receiver_status_idx').on(t.receiverId, t.status),
    index('invitations_sender_status_idx').on(t.senderId, t.status),
    // One open challenge per pair at a time: repeated clicks cannot flood a child's list.
    uniqueIndex('invitations_pending_pair_unique')
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} = 'pending'`),
    check('invitations_players_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('invitations_time_control_check', oneOf(t.timeControl, TIME_CONTROL_OPTIONS_SECONDS)),
    check('invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
  ],
);

/** Moves of a multiplayer game, one row per ply; also the source of the heat-map analytics. */
export const gameMoves = pgTable(
  'game_moves',
  {
    id: uuidPk(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 1 = white's first move. */
    ply: integer('ply').notNull(),
    san: text('san').notNull(),
    uci: text('uci').notNull(),
    fenAfter: text('fen_after').notNull(),
    movedBy: childRef('moved_by'),
    timeTakenMs: integer('time_taken_ms').notNull(),
    whiteTimeLeftMs: integer('white_time_left_ms').notNull(),
    blackTimeLeftMs: integer('black_time_left_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_moves_game_ply_unique').on(t.gameId, t.ply),
    index('game_moves_moved_by_created_idx').on(t.movedBy, t.createdAt),
    check('game_moves_ply_check', sql`${t.ply} >= 1`),
    check('game_moves_time_check', sql`${t.timeTakenMs} >= 0`),
  ],
);

/** Online rating (spec Online player rating), Glicko-2 style: rating, deviation, volatility. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    childId: childRef().primaryKey(),
    rating: integer('rating').notNull().default(1000),
    ratingDeviation: doublePrecision('rating_deviation').notNull().default(350),
    volatility: doublePrecision('volatility').notNull().default(0.06),
    gamesPlayed: integer('games_played').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('player_ratings_rating_idx').on(t.rating), check('player_ratings_games_check', sql`${t.gamesPlayed} >= 0`)],
);
