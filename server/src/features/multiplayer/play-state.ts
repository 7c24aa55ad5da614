import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { gameMoves, games } from '../../db/schema/multiplayer';
import type { GameRow, PlayerProfile } from './rows';

// A move costs two statements: one read of everything the move needs (the game, its moves,
// its players) and one write (the game and its new move together). Both are single
// statements, so each sees or changes one consistent state without a transaction.

/** A stored move as a game needs it: its view, the repeat check and repetitions. */
export interface StoredMove {
  ply: number;
  san: string;
  uci: string;
  fenAfter: string;
  movedBy: string;
  timeTakenMs: number;
  whiteTimeLeftMs: number;
  blackTimeLeftMs: number;
}

export interface PlayState {
  row: GameRow;
  /** In play order: every move, or (`recent`) only those a next move can need. */
  moves: StoredMove[];
  /** How many moves the game has: the last one's ply. */
  plies: number;
  /** Both players by id. */
  names: Map<string, PlayerProfile>;
}

// Written out qualified: drizzle leaves column names bare in a one-table select, where a
// bare "id" inside these subqueries would name the subquery's own table.
const moveObject = sql`json_build_object(
    'ply', m.ply, 'san', m.san, 'uci', m.uci, 'fenAfter', m.fen_after, 'movedBy', m.moved_by,
    'timeTakenMs', m.time_taken_ms, 'whiteTimeLeftMs', m.white_time_left_ms, 'blackTimeLeftMs', m.black_time_left_ms
  )`;

const movesOfGame = sql<StoredMove[]>`coalesce((
  select json_agg(${moveObject} order by m.ply)
  from ${gameMoves} m where m.game_id = ${games}.id
), '[]'::json)`;

/**
 * The moves a next move can need, whatever the game's length: a position can only repeat one
 * that came after the last capture or pawn move, and the FEN's halfmove clock says how many
 * plies ago that was; the last two more are for a repeated send (`isRepeat`). Read backwards
 * on the (game_id, ply) index: a hundred rows at the very most (the fifty-move rule ends the
 * game there), most often a handful.
 */
const recentMovesOfGame = sql<StoredMove[]>`coalesce((
  select json_agg(r.move order by r.ply)
  from (
    select m.ply, ${moveObject} as move
    from ${gameMoves} m where m.game_id = ${games}.id
    order by m.ply desc
    limit split_part(${games}.fen, ' ', 5)::int + 2
  ) r
), '[]'::json)`;

/** The last ply, from the end of the (game_id, ply) index. */
const pliesOfGame = sql<number>`coalesce((select max(m.ply) from ${gameMoves} m where m.game_id = ${games}.id), 0)`;

const playersOfGame = sql<PlayerProfile[]>`(
  select json_agg(json_build_object(
    'id', p.id, 'accountId', p.account_id, 'username', p.username, 'profileImageUrl', p.profile_image_url, 'level', p.level
  ))
  from ${childProfiles} p where p.id in (${games}.white_id, ${games}.black_id)
)`;

// Prepared: PostgreSQL plans them once per connection, not on every move.
const prepareLoad = (db: Database, moves: 'all' | 'recent') =>
  db
    .select({
      ...getTableColumns(games),
      moves: moves === 'all' ? movesOfGame : recentMovesOfGame,
      plies: pliesOfGame,
      players: playersOfGame,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder('gameId')))
    .prepare(`multiplayer_play_state_${moves}`);
const preparedLoad = {
  all: new WeakMap<Database, ReturnType<typeof prepareLoad>>(),
  recent: new WeakMap<Database, ReturnType<typeof prepareLoad>>(),
};

/**
 * The game with its moves and players, in one statement (one snapshot): every move (to show
 * the game), or only the `recent` ones a move needs (decision 028's addendum), so a move at ply
 * 80 reads what a move at ply 2 reads.
 */
export async function loadPlayState(db: Database, gameId: string, moves: 'all' | 'recent' = 'all'): Promise<PlayState | undefined> {
  let query = preparedLoad[moves].get(db);
  if (!query) preparedLoad[moves].set(db, (query = prepareLoad(db, moves)));
  const [found] = await query.execute({ gameId });
  if (!found) return undefined;
  const { moves: stored, plies, players, ...row } = found;
  return { row, moves: stored, plies: Number(plies), names: new Map((players ?? []).map((player) => [player.id, player])) };
}

/** What a move changes in its game's row. */
export type MoveChanges = Pick<
  GameRow,
  'fen' | 'whiteTimeLeftMs' | 'blackTimeLeftMs' | 'currentTurn' | 'turnStartedAt' | 'deadlineAt' | 'drawOfferedBy'
>;

/** A typed bind parameter of a prepared statement. */
const param = (name: string, type: 'int' | 'text' | 'uuid' | 'timestamptz') => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

const prepareRecord = (db: Database) => {
  const moved = db.$with('moved').as(
    db
      .update(games)
      .set({
        fen: param('fen', 'text'),
        whiteTimeLeftMs: param('whiteTimeLeftMs', 'int'),
        blackTimeLeftMs: param('blackTimeLeftMs', 'int'),
        currentTurn: param('currentTurn', 'text'),
        turnStartedAt: param('turnStartedAt', 'timestamptz'),
        deadlineAt: param('deadlineAt', 'timestamptz'),
        drawOfferedBy: param('drawOfferedBy', 'text'),
        version: param('version', 'int'),
      })
      .where(and(eq(games.id, param('gameId', 'uuid')), eq(games.version, param('seenVersion', 'int')), eq(games.status, 'active')))
      .returning({ id: games.id }),
  );
  return db
    .with(moved)
    .insert(gameMoves)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          gameId: moved.id,
          ply: param('ply', 'int').as('ply'),
          san: param('san', 'text').as('san'),
          uci: param('uci', 'text').as('uci'),
          fenAfter: param('fenAfter', 'text').as('fen_after'),
          movedBy: param('movedBy', 'uuid').as('moved_by'),
          timeTakenMs: param('timeTakenMs', 'int').as('time_taken_ms'),
          whiteTimeLeftMs: param('moveWhiteTimeLeftMs', 'int').as('white_time_left_ms'),
          blackTimeLeftMs: param('moveBlackTimeLeftMs', 'int').as('black_time_left_ms'),
          createdAt: param('createdAt', 'timestamptz').as('created_at'),
        })
        .from(moved),
    )
    .returning({ id: gameMoves.id })
    .prepare('multiplayer_record_move');
};
const preparedRecord = new WeakMap<Database, ReturnType<typeof prepareRecord>>();

/**
 * Stores `move` and the game's `changes` in one statement, only if the game is still
 * active at the version `seen` was read at (the optimistic check: a copy of this move, or
 * another move, that got there first wins). Returns the game as written, or null.
 */
export async function recordMove(db: Database, seen: GameRow, changes: MoveChanges, move: StoredMove, at: Date): Promise<GameRow | null> {
  let query = preparedRecord.get(db);
  if (!query) preparedRecord.set(db, (query = prepareRecord(db)));
  const version = seen.version + 1;
  const inserted = await query.execute({
    gameId: seen.id,
    seenVersion: seen.version,
    version,
    ...changes,
    turnStartedAt: changes.turnStartedAt?.toISOString() ?? null,
    deadlineAt: changes.deadlineAt?.toISOString() ?? null,
    ...move,
    moveWhiteTimeLeftMs: move.whiteTimeLeftMs,
    moveBlackTimeLeftMs: move.blackTimeLeftMs,
    createdAt: at.toISOString(),
  });
  // Nothing else changes a game without raising its version, so this is the row as stored.
  return inserted.length === 1 ? { ...seen, ...changes, version } : null;
}
