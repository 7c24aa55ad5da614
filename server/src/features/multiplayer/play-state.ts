import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { gameMoves, games } from '../../db/schema/multiplayer';
import type { GameRow, PlayerProfile } from './game-view';

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
  /** In play order. */
  moves: StoredMove[];
  /** Both players by id. */
  names: Map<string, PlayerProfile>;
}

// Written out qualified: drizzle leaves column names bare in a one-table select, where a
// bare "id" inside these subqueries would name the subquery's own table.
const movesOfGame = sql<StoredMove[]>`coalesce((
  select json_agg(json_build_object(
    'ply', m.ply, 'san', m.san, 'uci', m.uci, 'fenAfter', m.fen_after, 'movedBy', m.moved_by,
    'timeTakenMs', m.time_taken_ms, 'whiteTimeLeftMs', m.white_time_left_ms, 'blackTimeLeftMs', m.black_time_left_ms
  ) order by m.ply)
  from ${gameMoves} m where m.game_id = ${games}.id
), '[]'::json)`;

const playersOfGame = sql<PlayerProfile[]>`(
  select json_agg(json_build_object(
    'id', p.id, 'accountId', p.account_id, 'username', p.username, 'profileImageUrl', p.profile_image_url, 'level', p.level
  ))
  from ${childProfiles} p where p.id in (${games}.white_id, ${games}.black_id)
)`;

/** The game with its moves and players, in one statement (one snapshot). */
export async function loadPlayState(db: Database, gameId: string): Promise<PlayState | undefined> {
  const [found] = await db
    .select({ ...getTableColumns(games), moves: movesOfGame, players: playersOfGame })
    .from(games)
    .where(eq(games.id, gameId));
  if (!found) return undefined;
  const { moves, players, ...row } = found;
  return { row, moves, names: new Map((players ?? []).map((player) => [player.id, player])) };
}

/** What a move changes in its game's row. */
export type MoveChanges = Pick<
  GameRow,
  'fen' | 'whiteTimeLeftMs' | 'blackTimeLeftMs' | 'currentTurn' | 'turnStartedAt' | 'deadlineAt' | 'drawOfferedBy'
>;

/**
 * Stores `move` and the game's `changes` in one statement, only if the game is still
 * active at the version `seen` was read at (the optimistic check: a copy of this move, or
 * another move, that got there first wins). Returns the game as written, or null.
 */
export async function recordMove(
  db: Database,
  seen: GameRow,
  changes: MoveChanges,
  move: StoredMove,
  at: Date,
): Promise<GameRow | null> {
  const version = seen.version + 1;
  const moved = db.$with('moved').as(
    db
      .update(games)
      .set({ ...changes, version })
      .where(and(eq(games.id, seen.id), eq(games.version, seen.version), eq(games.status, 'active')))
      .returning({ id: games.id }),
  );
  const inserted = await db
    .with(moved)
    .insert(gameMoves)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          gameId: moved.id,
          ply: sql`${move.ply}::int`.as('ply'),
          san: sql`${move.san}::text`.as('san'),
          uci: sql`${move.uci}::text`.as('uci'),
          fenAfter: sql`${move.fenAfter}::text`.as('fen_after'),
          movedBy: sql`${move.movedBy}::uuid`.as('moved_by'),
          timeTakenMs: sql`${move.timeTakenMs}::int`.as('time_taken_ms'),
          whiteTimeLeftMs: sql`${move.whiteTimeLeftMs}::int`.as('white_time_left_ms'),
          blackTimeLeftMs: sql`${move.blackTimeLeftMs}::int`.as('black_time_left_ms'),
          createdAt: sql`${at.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(moved),
    )
    .returning({ id: gameMoves.id });
  // Nothing else changes a game without raising its version, so this is the row as stored.
  return inserted.length === 1 ? { ...seen, ...changes, version } : null;
}
