import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type BoardPiece } from '@chess-quest/protocol/chess/free-move';
import { PIECE_NAMES, coordsToSquare, squareCoords, type PieceSymbol, type Square } from '@chess-quest/protocol/chess/position';
import { i18n } from '../../lib/i18n';

export type BoardOrientation = 'white' | 'black';

const ARROWS: Record<string, { file: number; rank: number }> = {
  ArrowUp: { file: 0, rank: 1 },
  ArrowDown: { file: 0, rank: -1 },
  ArrowLeft: { file: -1, rank: 0 },
  ArrowRight: { file: 1, rank: 0 },
};

/**
 * Where the keyboard cursor goes for an arrow key, as the child sees the board: Up is always
 * towards the far side, so with black at the bottom it goes down the ranks. Stays on the edge
 * instead of wrapping, so a child always knows where they are. Null for other keys.
 */
export function moveCursor(cursor: Square, key: string, orientation: BoardOrientation): Square | null {
  const step = ARROWS[key];
  if (!step) return null;
  const flip = orientation === 'black' ? -1 : 1;
  const { file, rank } = squareCoords(cursor);
  const nextFile = Math.min(7, Math.max(0, file + step.file * flip));
  const nextRank = Math.min(7, Math.max(0, rank + step.rank * flip));
  return coordsToSquare(nextFile, nextRank) ?? cursor;
}

export function colorName(color: 'w' | 'b'): string {
  return color === 'w' ? 'white' : 'black';
}

/** A piece as a screen reader says it, in the reader's language (a colour word agrees with its piece). */
const PIECE_LABELS: Record<'w' | 'b', Record<PieceSymbol, MessageDescriptor>> = {
  w: {
    k: msg`white king`,
    q: msg`white queen`,
    r: msg`white rook`,
    b: msg`white bishop`,
    n: msg`white knight`,
    p: msg`white pawn`,
  },
  b: {
    k: msg`black king`,
    q: msg`black queen`,
    r: msg`black rook`,
    b: msg`black bishop`,
    n: msg`black knight`,
    p: msg`black pawn`,
  },
};

/** "white knight" */
export function pieceLabel(piece: BoardPiece): string {
  return i18n._(PIECE_LABELS[piece.color][piece.type]);
}

/** What a screen reader hears when the cursor lands on a square: "e4, empty" or "g1, white knight". */
export function describeSquare(square: Square, piece: BoardPiece | undefined): string {
  if (!piece) return i18n._(msg`${square}, empty`);
  const label = pieceLabel(piece);
  return i18n._(msg`${square}, ${label}`);
}

/** Piece codes of react-chessboard ("wN") to chess.js pieces. */
export function pieceFromCode(code: string): BoardPiece | null {
  const color = code[0];
  const type = code[1]?.toLowerCase();
  if ((color !== 'w' && color !== 'b') || !type || !(type in PIECE_NAMES)) return null;
  return { color, type: type as BoardPiece['type'] };
}
