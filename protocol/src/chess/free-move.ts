import { PIECE_LETTERS } from '../enums';
import { coordsToSquare, isSquare, type PieceSymbol, type Square } from './position';

export interface BoardPiece {
  type: PieceSymbol;
  color: 'w' | 'b';
}

const PIECE_LETTER_SET: ReadonlySet<string> = new Set(PIECE_LETTERS);

/**
 * The pieces of a FEN's placement field, without any rule checking: lesson positions need not
 * be legal (no kings, nine queens). Null when the placement is not 8 rows of 8 squares.
 */
export function readPlacement(fen: string): Map<Square, BoardPiece> | null {
  const rows = (fen.trim().split(/\s+/)[0] ?? '').split('/');
  if (rows.length !== 8) return null;
  const pieces = new Map<Square, BoardPiece>();
  for (const [index, row] of rows.entries()) {
    const rank = 7 - index;
    let file = 0;
    for (const char of row) {
      if (/[1-8]/.test(char)) {
        file += Number(char);
        continue;
      }
      const type = char.toLowerCase();
      const square = coordsToSquare(file, rank);
      if (!PIECE_LETTER_SET.has(type) || !square) return null;
      pieces.set(square, { type: type as PieceSymbol, color: char === type ? 'b' : 'w' });
      file += 1;
    }
    if (file !== 8) return null;
  }
  return pieces;
}

function writePlacement(pieces: Map<Square, BoardPiece>): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const square = coordsToSquare(file, rank);
      const piece = square ? pieces.get(square) : undefined;
      if (!piece) {
        empty += 1;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += piece.color === 'w' ? piece.type.toUpperCase() : piece.type;
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

/** True when this piece standing on `to` is a pawn that has reached its last rank. */
export function isPromotionSquare(piece: BoardPiece, to: Square): boolean {
  return piece.type === 'p' && to[1] === (piece.color === 'w' ? '8' : '1');
}

/**
 * The spec's free-move board (§4, "without any legality check"): the piece on `from` goes to
 * `to`, replacing whatever stood there; a pawn on its last rank becomes `promotion` (queen by
 * default). The side to move passes to the other colour, en passant is cleared, castling
 * rights of a king or rook that moved are dropped, and the clocks advance, so the FEN stays
 * well-formed. Null when there is no piece on `from` or the FEN cannot be read.
 */
export function applyFreeMove(fen: string, from: string, to: string, promotion?: PieceSymbol): string | null {
  if (!isSquare(from) || !isSquare(to) || from === to) return null;
  const pieces = readPlacement(fen);
  const piece = pieces?.get(from);
  if (!pieces || !piece) return null;

  pieces.delete(from);
  const captured = pieces.has(to);
  pieces.set(to, isPromotionSquare(piece, to) ? { type: promotion ?? 'q', color: piece.color } : piece);

  const fields = fen.trim().split(/\s+/);
  const turn = fields[1] === 'b' ? 'w' : 'b';
  const touched = new Set<string>([from, to]);
  const lost: Record<string, string[]> = { e1: ['K', 'Q'], h1: ['K'], a1: ['Q'], e8: ['k', 'q'], h8: ['k'], a8: ['q'] };
  let castling = fields[2] ?? '-';
  for (const [square, rights] of Object.entries(lost)) {
    if (touched.has(square)) for (const right of rights) castling = castling.replace(right, '');
  }
  if (castling === '') castling = '-';
  const halfMoves = piece.type === 'p' || captured ? 0 : Number(fields[4] ?? 0) + 1;
  const fullMoves = Number(fields[5] ?? 1) + (turn === 'w' ? 1 : 0);
  return `${writePlacement(pieces)} ${turn} ${castling} - ${Number.isFinite(halfMoves) ? halfMoves : 0} ${Number.isFinite(fullMoves) ? fullMoves : 1}`;
}
