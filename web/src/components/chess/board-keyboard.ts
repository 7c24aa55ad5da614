import { type BoardPiece } from '@chess-quest/protocol/chess/free-move';
import { PIECE_NAMES, coordsToSquare, squareCoords, type Square } from '@chess-quest/protocol/chess/position';

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

/** "white knight" */
export function pieceLabel(piece: BoardPiece): string {
  return `${colorName(piece.color)} ${PIECE_NAMES[piece.type]}`;
}

/** What a screen reader hears when the cursor lands on a square: "e4, empty" or "g1, white knight". */
export function describeSquare(square: Square, piece: BoardPiece | undefined): string {
  return `${square}, ${piece ? pieceLabel(piece) : 'empty'}`;
}

/** Piece codes of react-chessboard ("wN") to chess.js pieces. */
export function pieceFromCode(code: string): BoardPiece | null {
  const color = code[0];
  const type = code[1]?.toLowerCase();
  if ((color !== 'w' && color !== 'b') || !type || !(type in PIECE_NAMES)) return null;
  return { color, type: type as BoardPiece['type'] };
}
