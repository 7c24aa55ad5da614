import { Chess, SQUARES, validateFen, type PieceSymbol, type Square } from 'chess.js';

export type { PieceSymbol, Square } from 'chess.js';

export type PromotionPiece = 'q' | 'r' | 'b' | 'n';
export const PROMOTION_PIECES: readonly PromotionPiece[] = ['q', 'r', 'b', 'n'];

const squareSet = new Set<string>(SQUARES);

export function isSquare(value: string): value is Square {
  return squareSet.has(value);
}

export function isPromotionPiece(value: string): value is PromotionPiece {
  return value === 'q' || value === 'r' || value === 'b' || value === 'n';
}

/** Names a child reads: "Knights jump in an L shape." */
export const PIECE_NAMES: Record<PieceSymbol, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

/**
 * Loads a position into chess.js without throwing. Lesson positions often leave out one or
 * both kings ("move the rook to the star"), which chess.js rejects by default although it
 * can generate moves for them, so only a missing king is tolerated; any other FEN error
 * (bad rows, bad fields) gives null.
 */
export function loadPosition(fen: string): Chess | null {
  const check = validateFen(fen);
  try {
    if (check.ok) return new Chess(fen);
    if (check.error && /missing (white|black) king/i.test(check.error)) {
      return new Chess(fen, { skipValidation: true });
    }
  } catch {
    // validateFen and the constructor disagree on some inputs; treat those as unusable.
  }
  return null;
}

/** Square as file/rank numbers, a1 = (0, 0). */
export function squareCoords(square: Square): { file: number; rank: number } {
  return { file: square.charCodeAt(0) - 97, rank: square.charCodeAt(1) - 49 };
}

export function coordsToSquare(file: number, rank: number): Square | null {
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return null;
  const square = `${String.fromCharCode(97 + file)}${rank + 1}`;
  return isSquare(square) ? square : null;
}

/**
 * Whether `from` → `to` has the shape of a move of this piece, ignoring every other piece on
 * the board (so a blocked bishop still "moves like a bishop").
 */
export function hasPieceShape(type: PieceSymbol, color: 'w' | 'b', from: Square, to: Square): boolean {
  const a = squareCoords(from);
  const b = squareCoords(to);
  const df = Math.abs(b.file - a.file);
  const dr = b.rank - a.rank;
  const adr = Math.abs(dr);
  if (df === 0 && dr === 0) return false;
  switch (type) {
    case 'n':
      return (df === 1 && adr === 2) || (df === 2 && adr === 1);
    case 'b':
      return df === adr;
    case 'r':
      return df === 0 || adr === 0;
    case 'q':
      return df === adr || df === 0 || adr === 0;
    case 'k':
      return df <= 1 && adr <= 1;
    case 'p': {
      const forward = color === 'w' ? dr : -dr;
      return (df === 0 && (forward === 1 || forward === 2)) || (df === 1 && forward === 1);
    }
  }
}
