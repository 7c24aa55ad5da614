import type { Color } from '@chess-quest/protocol/ai-chess';
import { FIRST_MOVE_MS } from '@chess-quest/protocol/multiplayer';
import type { games } from '../../db/schema/multiplayer';
import { otherColor } from '@chess-quest/protocol/chess/game-rules';
import type { Ending } from './rows';

type ClockRow = Pick<
  typeof games.$inferSelect,
  'status' | 'currentTurn' | 'whiteTimeLeftMs' | 'blackTimeLeftMs' | 'turnStartedAt' | 'deadlineAt' | 'fen'
> & { incrementSeconds?: number };

// Clocks are stored as each side's remaining milliseconds plus the moment the side to move
// started thinking; nothing ticks on the server, so a game costs nothing between moves.

/**
 * True while the side to move has not made its first move. Games start from the initial
 * position, so that is move 1 in the FEN (white's first move, then black's).
 */
export function onFirstMove(row: Pick<ClockRow, 'fen'>): boolean {
  return row.fen.trim().split(/\s+/)[5] === '1';
}

/**
 * True once `color` has made its first move: white after ply 1, black after ply 2 (when the
 * FEN's move number reaches 2). Before that, giving up calls the game off instead of losing it.
 */
export function hasMoved(row: Pick<ClockRow, 'fen'>, color: Color): boolean {
  const [, turn, , , , moveNumber] = row.fen.trim().split(/\s+/);
  if (moveNumber !== '1') return true;
  return color === 'white' && turn === 'b';
}

export const storedTimeLeft = (row: ClockRow, color: Color) => (color === 'white' ? row.whiteTimeLeftMs : row.blackTimeLeftMs);

/** A side's remaining time at `now`: the side to move loses what it has spent thinking. */
export function timeLeft(row: ClockRow, color: Color, now: Date): number {
  const stored = storedTimeLeft(row, color);
  if (row.status !== 'active' || row.currentTurn !== color || !row.turnStartedAt || onFirstMove(row)) return stored;
  return Math.max(0, stored - Math.max(0, now.getTime() - row.turnStartedAt.getTime()));
}

export function flagFallen(row: ClockRow, now: Date): boolean {
  return row.status === 'active' && row.deadlineAt !== null && now.getTime() >= row.deadlineAt.getTime();
}

/** When the side to move, starting now with `timeLeftMs`, runs out. */
export const deadlineFrom = (start: Date, timeLeftMs: number) => new Date(start.getTime() + timeLeftMs);

/** The deadline of the side to move in `fen` from `start`: its first-move timer, or its clock. */
export function nextDeadline(fen: string, start: Date, timeLeftMs: number): Date {
  return deadlineFrom(start, onFirstMove({ fen }) ? FIRST_MOVE_MS : timeLeftMs);
}

/**
 * Both clocks after the side to move played at `now`; its thinking time is taken off, and the
 * game's increment (an arena's 3+2) added once its clock runs.
 */
export function clocksAfterMove(row: ClockRow, now: Date) {
  const mover = row.currentTurn;
  const timeTakenMs = row.turnStartedAt ? Math.max(0, now.getTime() - row.turnStartedAt.getTime()) : 0;
  // A first move costs no clock time: the clock starts after it.
  const moverLeft = onFirstMove(row)
    ? storedTimeLeft(row, mover)
    : Math.max(0, storedTimeLeft(row, mover) - timeTakenMs) + (row.incrementSeconds ?? 0) * 1000;
  return {
    timeTakenMs,
    whiteTimeLeftMs: mover === 'white' ? moverLeft : row.whiteTimeLeftMs,
    blackTimeLeftMs: mover === 'black' ? moverLeft : row.blackTimeLeftMs,
  };
}

/** True when `color` has nothing but its king (from the FEN's piece placement). */
export function onlyKing(fen: string, color: Color): boolean {
  const placement = fen.split(' ')[0] ?? '';
  const pieces = placement.replace(/[^a-zA-Z]/g, '').split('');
  const own = pieces.filter((p) => (color === 'white' ? p === p.toUpperCase() : p === p.toLowerCase()));
  return own.every((p) => p.toLowerCase() === 'k');
}

/**
 * The side to move ran out of time: it loses, unless the other side has only its king
 * left and could never checkmate, which is a draw as in real chess.
 */
export function timeoutEnding(row: ClockRow): Ending {
  const winner = otherColor(row.currentTurn);
  if (onlyKing(row.fen, winner)) return { result: 'draw', termination: 'timeout', winnerColor: null };
  return { result: winner === 'white' ? 'white_wins' : 'black_wins', termination: 'timeout', winnerColor: winner };
}
