import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ARENA_KINDS, ARENA_PAIRING_STATUSES, ARENA_PLAYER_STATUSES, ARENA_STATUSES, ARENA_TIME_CONTROL_KEYS } from '@chess-quest/protocol/arenas';
import { COLORS } from '@chess-quest/protocol/enums';
import { accounts } from './accounts';
import { classes } from './classes';
import { childRef, createdAt, oneOf, tstz, uuidPk } from './columns';
import { games } from './multiplayer';

/**
 * An arena (issue 25, decision 039): open (the daily schedule by rating band; `schedule_key`
 * makes its creation idempotent), class (a teacher of `class_id`) or family (a parent,
 * `owner_account_id`, joined with `code`). The background jobs move its status on time.
 */
export const arenas = pgTable(
  'arenas',
  {
    id: uuidPk(),
    kind: text('kind', { enum: ARENA_KINDS }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ARENA_STATUSES }).notNull().default('scheduled'),
    timeControl: text('time_control', { enum: ARENA_TIME_CONTROL_KEYS }).notNull(),
    minutes: integer('minutes').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** The rating band of an open arena; null: no bound. */
    minRating: integer('min_rating'),
    maxRating: integer('max_rating'),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code'),
    scheduleKey: text('schedule_key'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    uniqueIndex('arenas_code_unique').on(t.code),
    uniqueIndex('arenas_schedule_key_unique').on(t.scheduleKey),
    index('arenas_status_starts_idx').on(t.status, t.startsAt),
    index('arenas_class_idx').on(t.classId),
    index('arenas_owner_idx').on(t.ownerAccountId),
    check('arenas_kind_check', oneOf(t.kind, ARENA_KINDS)),
    check('arenas_status_check', oneOf(t.status, ARENA_STATUSES)),
    check('arenas_time_control_check', oneOf(t.timeControl, ARENA_TIME_CONTROL_KEYS)),
    check('arenas_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('arenas_class_check', sql`(${t.kind} = 'class') = (${t.classId} is not null)`),
    check('arenas_family_check', sql`(${t.kind} = 'family') = (${t.code} is not null and ${t.ownerAccountId} is not null)`),
  ],
);

/**
 * A child in an arena: its score and streak, its status (a wave claims `waiting` rows), the
 * colours it has had and its last opponent (pairing), and when it was last here (a socket
 * watching the arena, or a REST read).
 */
export const arenaPlayers = pgTable(
  'arena_players',
  {
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id, { onDelete: 'cascade' }),
    childId: childRef(),
    status: text('status', { enum: ARENA_PLAYER_STATUSES }).notNull().default('waiting'),
    points: integer('points').notNull().default(0),
    games: integer('games').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    /** Wins in a row now. */
    streak: integer('streak').notNull().default(0),
    /** Games scored on fire. */
    fireGames: integer('fire_games').notNull().default(0),
    whiteGames: integer('white_games').notNull().default(0),
    blackGames: integer('black_games').notNull().default(0),
    lastOpponentId: uuid('last_opponent_id'),
    lastColor: text('last_color', { enum: COLORS }),
    /** Since when it waits to be paired (joined, finished a game, resumed). */
    waitingSince: tstz('waiting_since'),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    finalRank: integer('final_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.arenaId, t.childId] }),
    index('arena_players_child_idx').on(t.childId),
    index('arena_players_standing_idx').on(t.arenaId, t.points, t.games),
    index('arena_players_waiting_idx')
      .on(t.arenaId, t.waitingSince)
      .where(sql`${t.status} = 'waiting'`),
    check('arena_players_status_check', oneOf(t.status, ARENA_PLAYER_STATUSES)),
    check('arena_players_last_color_check', oneOf(t.lastColor, COLORS)),
    check('arena_players_counts_check', sql`${t.points} >= 0 and ${t.games} >= 0 and ${t.wins} >= 0 and ${t.streak} >= 0 and ${t.fireGames} >= 0`),
  ],
);

/**
 * One player's side of an arena game (two rows a game): made by the pairing wave in the
 * transaction that made the game, scored once from the game's end fact. A child holds at most
 * one pairing in play per arena (the partial unique index): it can never be paired twice at once.
 */
export const arenaPairings = pgTable(
  'arena_pairings',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    childId: childRef(),
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id, { onDelete: 'cascade' }),
    color: text('color', { enum: COLORS }).notNull(),
    opponentId: uuid('opponent_id').notNull(),
    status: text('status', { enum: ARENA_PAIRING_STATUSES }).notNull().default('playing'),
    points: integer('points'),
    /** The player was on fire for this game (its points doubled). */
    onFire: boolean('on_fire').notNull().default(false),
    createdAt: createdAt(),
    scoredAt: tstz('scored_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.childId] }),
    uniqueIndex('arena_pairings_one_live_per_player')
      .on(t.arenaId, t.childId)
      .where(sql`${t.status} = 'playing'`),
    index('arena_pairings_arena_status_idx').on(t.arenaId, t.status),
    check('arena_pairings_status_check', oneOf(t.status, ARENA_PAIRING_STATUSES)),
    check('arena_pairings_color_check', oneOf(t.color, COLORS)),
  ],
);
