import { Chess, type Move, type Square } from 'chess.js';
import { InvalidPositionError, NoLegalMoveError } from './errors';

/**
 * The position as the engine may see it: validated by chess.js, with castling rights that
 * match the board (Stockfish walks off the board looking for a missing castling rook) and the
 * side not to move not in check. Throws InvalidPositionError otherwise.
 */
export function readPosition(fen: string): Chess {
  let chess: Chess;
  try {
    chess = new Chess(fen.trim());
  } catch (error) {
    throw new InvalidPositionError(error instanceof Error ? error.message : `invalid FEN: ${fen}`);
  }
  const fields = chess.fen().split(' ');
  const castling = fields[2] ?? '-';
  const rights = [...castling].filter((right) => {
    const white = right === right.toUpperCase();
    const rank = white ? '1' : '8';
    const color = white ? 'w' : 'b';
    const king = chess.get(`e${rank}` as Square);
    const rook = chess.get(`${right.toLowerCase() === 'k' ? 'h' : 'a'}${rank}` as Square);
    return king?.type === 'k' && king.color === color && rook?.type === 'r' && rook.color === color;
  });
  const cleaned = rights.length > 0 ? rights.join('') : '-';
  if (cleaned !== castling) {
    fields[2] = cleaned;
    chess = new Chess(fields.join(' '));
  }
  const waiting = chess.turn() === 'w' ? 'b' : 'w';
  const [waitingKing] = chess.findPiece({ type: 'k', color: waiting });
  if (waitingKing && chess.isAttacked(waitingKing, chess.turn())) {
    throw new InvalidPositionError(`the side not to move is in check: ${fen}`);
  }
  return chess;
}

/** The position and how many legal moves it has; throws NoLegalMoveError on checkmate or stalemate. */
export function readPlayablePosition(fen: string): { chess: Chess; moveCount: number } {
  const chess = readPosition(fen);
  // The SAN list is far cheaper than verbose moves in chess.js (no Move object per move).
  const moveCount = chess.moves().length;
  if (moveCount === 0) throw new NoLegalMoveError(fen);
  return { chess, moveCount };
}

export function uciOf(move: Pick<Move, 'from' | 'to' | 'promotion'>): string {
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}

/** The SAN of a UCI move in the position, or null if it is not legal there. */
export function sanOf(chess: Chess, uci: string): string | null {
  try {
    const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    chess.undo();
    return move.san;
  } catch {
    return null;
  }
}
