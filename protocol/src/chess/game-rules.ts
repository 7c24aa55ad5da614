// The rules of a game of chess that both game features follow: the AI games and the
// multiplayer games end, colour and record moves the same way.

import { Chess, type Move } from 'chess.js';
import type { AiGameResult, Color, Termination } from '../ai-chess';

export interface Outcome {
  gameResult: AiGameResult;
  /** 'white' | 'black' for a win, null for a draw. */
  winningColor: Color | null;
  termination: Termination;
}

export const toColor = (c: 'w' | 'b'): Color => (c === 'w' ? 'white' : 'black');
export const otherColor = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The position after the given SAN moves from the start, with full history (for repetition). */
export function replay(sanMoves: readonly string[]): Chess {
  const chess = new Chess();
  for (const san of sanMoves) chess.move(san);
  return chess;
}

/** How the game stands after the last move: null while it goes on. */
export function outcomeOf(chess: Chess): Outcome | null {
  if (chess.isCheckmate()) {
    const winningColor = toColor(chess.turn() === 'w' ? 'b' : 'w');
    return {
      gameResult: winningColor === 'white' ? 'white_wins' : 'black_wins',
      winningColor,
      termination: 'checkmate',
    };
  }
  const draw = (termination: Termination): Outcome => ({ gameResult: 'draw', winningColor: null, termination });
  if (chess.isStalemate()) return draw('stalemate');
  if (chess.isInsufficientMaterial()) return draw('insufficient_material');
  if (chess.isThreefoldRepetition()) return draw('threefold');
  if (chess.isDrawByFiftyMoves()) return draw('fifty_moves');
  return null;
}

export function uciOf(move: Move): string {
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}
