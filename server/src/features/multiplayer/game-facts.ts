import { asc, eq, inArray } from 'drizzle-orm';
import { COLORS, type Color } from '@chess-quest/protocol/enums';
import type { Fact, FactOf } from '@chess-quest/protocol/facts';
import type { Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { gameMoves } from '../../db/schema/multiplayer';
import type { FactLog } from '../../events/outbox';
import type { CallOff, GameRow } from './rows';

/** Both players as facts name them: the account (the parent's room) and the generated username. */
async function playersOf(tx: Tx, row: GameRow) {
  const rows = await tx
    .select({ id: childProfiles.id, accountId: childProfiles.accountId, username: childProfiles.username })
    .from(childProfiles)
    .where(inArray(childProfiles.id, [row.whiteId, row.blackId]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { white: byId.get(row.whiteId), black: byId.get(row.blackId) };
}

const sides: readonly Color[] = COLORS;

/** `multiplayer.game.started` for each player, in the transaction that created the game. */
export async function recordGameStarted(tx: Tx, facts: FactLog, row: GameRow): Promise<void> {
  const players = await playersOf(tx, row);
  const list: Fact[] = [];
  for (const colour of sides) {
    const me = players[colour];
    const opponent = players[colour === 'white' ? 'black' : 'white'];
    if (!me || !opponent) continue;
    list.push({
      type: 'multiplayer.game.started',
      accountId: me.accountId,
      childId: me.id,
      at: row.createdAt.toISOString(),
      gameId: row.id,
      colour,
      opponentUsername: opponent.username,
    });
  }
  await facts.record(tx, list);
}

/**
 * `multiplayer.game.finished` for each player, in the transaction that ended the game (after
 * its last move is stored and both players are rated), each from that player's side. Answers
 * the facts written.
 */
export async function recordGameFinished(tx: Tx, facts: FactLog, row: GameRow): Promise<FactOf<'multiplayer.game.finished'>[]> {
  if (row.status !== 'finished' || !row.result) return [];
  const players = await playersOf(tx, row);
  const moves = (await tx.select({ san: gameMoves.san }).from(gameMoves).where(eq(gameMoves.gameId, row.id)).orderBy(asc(gameMoves.ply))).map(
    (m) => m.san,
  );
  const list: FactOf<'multiplayer.game.finished'>[] = [];
  for (const colour of sides) {
    const me = players[colour];
    const opponent = players[colour === 'white' ? 'black' : 'white'];
    if (!me || !opponent) continue;
    const won = row.result === (colour === 'white' ? 'white_wins' : 'black_wins');
    const before = (colour === 'white' ? row.whiteRatingBefore : row.blackRatingBefore) ?? 0;
    const after = (colour === 'white' ? row.whiteRatingAfter : row.blackRatingAfter) ?? before;
    list.push({
      type: 'multiplayer.game.finished',
      accountId: me.accountId,
      childId: me.id,
      at: (row.finishedAt ?? new Date()).toISOString(),
      gameId: row.id,
      colour,
      result: row.result === 'draw' ? 'draw' : won ? 'win' : 'loss',
      reason: row.termination ?? 'unknown',
      ratingBefore: before,
      ratingAfter: after,
      opponentUsername: opponent.username,
      timeControl: String(row.timeControl),
      childMoves: moves.filter((_, i) => (i % 2 === 0) === (colour === 'white')),
      moves,
    });
  }
  await facts.record(tx, list);
  return list;
}

/** `multiplayer.game.aborted` for each player, in the transaction that called the game off; answers the facts written. */
export async function recordGameAborted(tx: Tx, facts: FactLog, row: GameRow, callOff: CallOff): Promise<FactOf<'multiplayer.game.aborted'>[]> {
  if (row.status !== 'aborted') return [];
  const players = await playersOf(tx, row);
  const list: FactOf<'multiplayer.game.aborted'>[] = [];
  for (const colour of sides) {
    const me = players[colour];
    const opponent = players[colour === 'white' ? 'black' : 'white'];
    if (!me || !opponent) continue;
    list.push({
      type: 'multiplayer.game.aborted',
      accountId: me.accountId,
      childId: me.id,
      at: (row.finishedAt ?? new Date()).toISOString(),
      gameId: row.id,
      colour,
      reason: callOff.reason,
      by: callOff.by,
      opponentUsername: opponent.username,
    });
  }
  await facts.record(tx, list);
  return list;
}
