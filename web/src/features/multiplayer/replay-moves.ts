import { Chess, type Move } from 'chess.js';
import type { GameMove } from '@chess-quest/protocol/multiplayer';

/**
 * The game's moves with the piece and capture of each, for the move list's simplified text.
 * Multiplayer games start from the standard position; the server has checked every move.
 */
export function replayMoves(moves: readonly Pick<GameMove, 'uci'>[]): Move[] {
  const chess = new Chess();
  const played: Move[] = [];
  for (const { uci } of moves) {
    try {
      played.push(chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }));
    } catch {
      break; // a move that does not follow: show what is known rather than nothing
    }
  }
  return played;
}
