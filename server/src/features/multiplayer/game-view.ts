import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Color } from '@chess-quest/protocol/ai-chess';
import { PROVISIONAL_GAMES, type ChessGameHistory, type Invitation, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { childProfiles } from '../../db/schema/accounts';
import { gameMoves, games, playerRatings } from '../../db/schema/multiplayer';
import { onFirstMove, timeLeft } from './clocks';
import { NEW_PLAYER } from '../../domain/ratings';
import type { Executor, GameRow, InvitationRow, PlayerProfile } from './rows';

/** Active games of any of these children. */
export async function activeGamesOf(db: Executor, childIds: readonly string[]) {
  return db
    .select({ id: games.id, whiteId: games.whiteId, blackId: games.blackId })
    .from(games)
    .where(and(eq(games.status, 'active'), or(inArray(games.whiteId, [...childIds]), inArray(games.blackId, [...childIds]))));
}

export const isProvisional = (profile: Pick<PlayerProfile, 'gamesPlayed'> | undefined) => (profile?.gamesPlayed ?? 0) < PROVISIONAL_GAMES;

export async function profilesOf(db: Executor, ids: Iterable<string>): Promise<Map<string, PlayerProfile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: childProfiles.id,
      accountId: childProfiles.accountId,
      username: childProfiles.username,
      profileImageUrl: childProfiles.profileImageUrl,
      level: childProfiles.level,
      gamesPlayed: sql<number>`coalesce(${playerRatings.gamesPlayed}, 0)::int`,
    })
    .from(childProfiles)
    .leftJoin(playerRatings, eq(playerRatings.childId, childProfiles.id))
    .where(inArray(childProfiles.id, unique));
  return new Map(rows.map((row) => [row.id, { ...row, gamesPlayed: Number(row.gamesPlayed) }]));
}

export function colorOf(row: Pick<GameRow, 'whiteId' | 'blackId'>, childId: string): Color | null {
  if (row.whiteId === childId) return 'white';
  if (row.blackId === childId) return 'black';
  return null;
}

/** Who plays which side, by username only. */
function sides(row: GameRow, names: Map<string, PlayerProfile>) {
  return {
    id: row.id,
    number: row.number,
    whitePlayerId: row.whiteId,
    blackPlayerId: row.blackId,
    whitePlayerName: names.get(row.whiteId)?.username ?? '',
    blackPlayerName: names.get(row.blackId)?.username ?? '',
  };
}

/** Finished games from `childId`'s side (GET /api/chess-games/user). */
export async function historyViews(db: Executor, rows: readonly GameRow[], childId: string): Promise<ChessGameHistory[]> {
  if (rows.length === 0) return [];
  const [names, counts] = await Promise.all([
    profilesOf(
      db,
      rows.flatMap((row) => [row.whiteId, row.blackId]),
    ),
    db
      .select({ gameId: gameMoves.gameId, count: sql<number>`count(*)::int` })
      .from(gameMoves)
      .where(
        inArray(
          gameMoves.gameId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(gameMoves.gameId),
  ]);
  const countOf = new Map(counts.map((c) => [c.gameId, Number(c.count)]));
  return rows.map((row) => ({
    ...sides(row, names),
    winner: row.winnerId,
    result: row.result,
    termination: row.termination,
    outcome: row.result === 'draw' ? 'draw' : row.winnerId === null ? null : row.winnerId === childId ? 'won' : 'lost',
    moveCount: countOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}

/** A stored move as the game view lists it. */
export type ViewMove = Pick<typeof gameMoves.$inferSelect, 'ply' | 'san' | 'uci' | 'timeTakenMs' | 'whiteTimeLeftMs' | 'blackTimeLeftMs'>;

/** The game as every viewer sees it (myColor null), from its row, players and moves in play order. */
export function gameView(row: GameRow, names: Map<string, PlayerProfile>, moves: readonly ViewMove[], now: Date): MultiplayerGame {
  const last = moves.at(-1);
  return {
    ...sides(row, names),
    gameStatus: row.status,
    whiteRating: row.whiteRatingBefore ?? NEW_PLAYER.rating,
    blackRating: row.blackRatingBefore ?? NEW_PLAYER.rating,
    whiteProvisional: isProvisional(names.get(row.whiteId)),
    blackProvisional: isProvisional(names.get(row.blackId)),
    whiteTimeLeft: timeLeft(row, 'white', now),
    blackTimeLeft: timeLeft(row, 'black', now),
    timeControl: row.timeControl,
    currentTurn: row.currentTurn,
    fen: row.fen,
    moves: moves.map((move) => ({
      ply: move.ply,
      san: move.san,
      uci: move.uci,
      timeTakenMs: move.timeTakenMs,
      whiteTimeLeftMs: move.whiteTimeLeftMs,
      blackTimeLeftMs: move.blackTimeLeftMs,
    })),
    lastMove: last ? { from: last.uci.slice(0, 2), to: last.uci.slice(2, 4) } : null,
    result: row.result,
    termination: row.termination,
    winnerId: row.winnerId,
    drawOfferedBy: row.drawOfferedBy,
    firstMoveDeadline: row.status === 'active' && onFirstMove(row) ? (row.deadlineAt?.toISOString() ?? null) : null,
    version: row.version,
    myColor: null,
    whiteRatingAfter: row.whiteRatingAfter,
    blackRatingAfter: row.blackRatingAfter,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
  };
}

/** The games as every viewer sees them, moves and names included, in few queries. */
export async function gameViews(db: Executor, rows: readonly GameRow[], now: Date): Promise<MultiplayerGame[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, moves] = await Promise.all([
    profilesOf(
      db,
      rows.flatMap((row) => [row.whiteId, row.blackId]),
    ),
    db.select().from(gameMoves).where(inArray(gameMoves.gameId, ids)).orderBy(asc(gameMoves.gameId), asc(gameMoves.ply)),
  ]);
  const movesOf = new Map<string, ViewMove[]>();
  for (const move of moves) {
    const list = movesOf.get(move.gameId);
    if (list) list.push(move);
    else movesOf.set(move.gameId, [move]);
  }
  return rows.map((row) => gameView(row, names, movesOf.get(row.id) ?? [], now));
}

export const forViewer = (game: MultiplayerGame, childId: string): MultiplayerGame => ({
  ...game,
  myColor: colorOf({ whiteId: game.whitePlayerId, blackId: game.blackPlayerId }, childId),
});

/** A pending invitation past its time shows as expired even before the sweeper writes it. */
export async function invitationViews(db: Executor, rows: readonly InvitationRow[], now: Date): Promise<Invitation[]> {
  const names = await profilesOf(
    db,
    rows.flatMap((row) => [row.senderId, row.receiverId]),
  );
  return rows.map((row) => ({
    id: row.id,
    senderId: row.senderId,
    senderName: names.get(row.senderId)?.username ?? '',
    receiverId: row.receiverId,
    receiverName: names.get(row.receiverId)?.username ?? '',
    timeControl: row.timeControl,
    message: row.message,
    status: row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    gameId: row.gameId,
  }));
}
