import type { Chess } from 'chess.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Color, Termination } from '@chess-quest/protocol/ai-chess';
import type { FactOf } from '@chess-quest/protocol/facts';
import type { Tx } from '../../db/client';
import { gameMoves, games } from '../../db/schema/multiplayer';
import type { FactLog } from '../../events/outbox';
import { outcomeOf } from '@chess-quest/protocol/chess/game-rules';
import { recordGameAborted, recordGameFinished } from './game-facts';
import { rateGame } from '../../domain/ratings';
import type { CallOff, Ending, GameRow } from './rows';

/** A game's end as its facts tell it (one player's side). */
export type GameEndFact = FactOf<'multiplayer.game.finished'> | FactOf<'multiplayer.game.aborted'>;

/**
 * What a transaction that may end a game writes with the ending: the facts, and another
 * feature's part of it (arenas score their games at once, issue 25), whose answer runs only
 * once the transaction committed (`afterCommit`).
 */
export interface GameEnds {
  facts: FactLog;
  ended?: (tx: Tx, fact: GameEndFact) => Promise<(() => Promise<void>) | null>;
  afterCommit: (effect: () => Promise<void>) => void;
}

/** Hands the ending (one player's fact) to `ends.ended`, in `tx`. */
async function tellEnded(tx: Tx, ends: GameEnds, written: readonly GameEndFact[]): Promise<void> {
  const fact = written[0];
  if (!fact || !ends.ended) return;
  const effect = await ends.ended(tx, fact);
  if (effect) ends.afterCommit(effect);
}

export const winEnding = (winnerColor: Color, termination: Termination): Ending => ({
  result: winnerColor === 'white' ? 'white_wins' : 'black_wins',
  termination,
  winnerColor,
});

export const drawEnding = (termination: Termination): Ending => ({ result: 'draw', termination, winnerColor: null });

/**
 * Ends the game `row` (as read at its version) with `ending`, plus any other column changes
 * (the final position and clocks of a mating move, and that move itself), rates both
 * players and writes each player's `multiplayer.game.finished` fact, all in `tx`, then hands
 * the ending to `ends.ended` in the same transaction.
 * Returns null, changing nothing, when the game moved on since `row` was read.
 */
export async function finishGame(
  tx: Tx,
  ends: GameEnds,
  row: GameRow,
  ending: Ending,
  now: Date,
  changes: Partial<typeof games.$inferInsert> = {},
  finalMove?: Omit<typeof gameMoves.$inferInsert, 'gameId'>,
): Promise<GameRow | null> {
  // The game row is locked first, then the ratings: every path takes them in this order.
  const [ended] = await tx
    .update(games)
    .set({
      ...changes,
      status: 'finished',
      result: ending.result,
      termination: ending.termination,
      winnerId: ending.winnerColor === null ? null : ending.winnerColor === 'white' ? row.whiteId : row.blackId,
      deadlineAt: null,
      drawOfferedBy: null,
      finishedAt: now,
      version: sql`${games.version} + 1`,
    })
    .where(and(eq(games.id, row.id), eq(games.version, row.version), eq(games.status, 'active')))
    .returning();
  if (!ended) return null;
  if (finalMove) await tx.insert(gameMoves).values({ ...finalMove, gameId: row.id });
  const whiteScore = ending.winnerColor === 'white' ? 1 : ending.winnerColor === 'black' ? 0 : 0.5;
  const { whiteAfter, blackAfter } = await rateGame(tx, row.whiteId, row.blackId, whiteScore);
  const [rated] = await tx.update(games).set({ whiteRatingAfter: whiteAfter, blackRatingAfter: blackAfter }).where(eq(games.id, row.id)).returning();
  if (!rated) return null;
  await tellEnded(tx, ends, await recordGameFinished(tx, ends.facts, rated));
  return rated;
}

/**
 * Calls off a game before it really began: aborted, no result, no rating change, and each
 * player's `multiplayer.game.aborted` fact, all in `tx`. The stored termination says why:
 * 'timeout' when the first-move timer of the side to move ran out, 'resignation' when a
 * player gave up before their own first move. The ending goes to `ends.ended` in `tx` too.
 * Null, changing nothing, when the game moved on since `row` was read.
 */
export async function abortGame(tx: Tx, ends: GameEnds, row: GameRow, now: Date, callOff: CallOff): Promise<GameRow | null> {
  const [aborted] = await tx
    .update(games)
    .set({
      status: 'aborted',
      termination: callOff.reason === 'no_first_move' ? 'timeout' : 'resignation',
      deadlineAt: null,
      drawOfferedBy: null,
      finishedAt: now,
      version: sql`${games.version} + 1`,
    })
    .where(and(eq(games.id, row.id), eq(games.version, row.version), eq(games.status, 'active')))
    .returning();
  if (!aborted) return null;
  await tellEnded(tx, ends, await recordGameAborted(tx, ends.facts, aborted, callOff));
  return aborted;
}

/** A played move as stored: what repetition needs of it. */
export interface PlayedMove {
  uci: string;
  fenAfter: string;
}

/** The piece letter on `square` of a FEN piece placement, or null. */
function pieceAt(placement: string, square: string): string | null {
  const row = placement.split('/')[8 - Number(square[1])] ?? '';
  const target = square.charCodeAt(0) - 97;
  let file = 0;
  for (const char of row) {
    if (char >= '1' && char <= '8') {
      file += Number(char);
      if (file > target) return null;
    } else {
      if (file === target) return char;
      file += 1;
    }
  }
  return null;
}

/**
 * The en-passant part of a position as chess.js counts repetitions: after a two-square
 * pawn move the square behind the pawn whenever an enemy pawn stands beside it, even when
 * that capture would be illegal (a FEN written by chess.js leaves such a square out).
 */
function enPassantOf(placement: string, uci: string): string {
  const [from, to] = [uci.slice(0, 2), uci.slice(2, 4)];
  const pawn = pieceAt(placement, to);
  if (pawn?.toLowerCase() !== 'p' || from[0] !== to[0] || Math.abs(Number(from[1]) - Number(to[1])) !== 2) return '-';
  const enemy = pawn === 'P' ? 'p' : 'P';
  const beside = [-1, 1].map((step) => `${String.fromCharCode(to.charCodeAt(0) + step)}${to[1]}`);
  if (!beside.some((square) => /^[a-h]/.test(square) && pieceAt(placement, square) === enemy)) return '-';
  return `${to[0]}${(Number(from[1]) + Number(to[1])) / 2}`;
}

/**
 * True when the position after the last of `played` (from `startFen`, or null when `played`
 * holds only the moves since the last capture or pawn move) has now stood three times, read from the stored FENs instead of replaying the game: positions match on piece
 * placement, side to move, castling rights and en passant, exactly as chess.js compares them.
 */
export function isThreefoldRepetition(startFen: string | null, played: readonly PlayedMove[]): boolean {
  const last = played.at(-1);
  if (!last) return false;
  const fields = (fen: string) => fen.split(' ', 3).join(' ');
  const same = fields(last.fenAfter);
  const placement = same.split(' ')[0] ?? '';
  const enPassant = enPassantOf(placement, last.uci);
  // The start position counts with the en-passant square its FEN names, as chess.js loads it.
  let count = startFen !== null && fields(startFen) === same && (startFen.split(' ')[3] ?? '-') === enPassant ? 1 : 0;
  for (const move of played) {
    if (fields(move.fenAfter) === same && enPassantOf(placement, move.uci) === enPassant) count += 1;
  }
  return count >= 3;
}

/** How the game stands after a move on `chess` (loaded from the FEN before it), `played` ending with that move. */
export function endingAfterMove(chess: Chess, startFen: string | null, played: readonly PlayedMove[]): Ending | null {
  // The position alone shows mate, stalemate, material and the fifty-move clock, not repetition.
  const outcome = outcomeOf(chess);
  const ending = outcome && (outcome.winningColor ? winEnding(outcome.winningColor, outcome.termination) : drawEnding(outcome.termination));
  // Repetition is judged before the fifty-move rule, as chess.js does.
  if (ending && ending.termination !== 'fifty_moves') return ending;
  return isThreefoldRepetition(startFen, played) ? drawEnding('threefold') : ending;
}
