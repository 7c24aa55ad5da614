/**
 * A minimal board for the level policy's "what would a person notice" questions: which pieces
 * attack a square, and the board after a move. chess.js answers the same questions, but computes
 * SAN, checks and mates for every move it makes, which costs ~0.3 ms per move; the policy asks
 * about a dozen candidates per decision and the calibration asks millions of times.
 * Legality is not checked here: the candidates come from the engine.
 */
export type Color = 'w' | 'b';
export type PieceType = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export interface Piece {
  color: Color;
  type: PieceType;
}

export interface Board {
  /** 64 squares, a1 = 0, b1 = 1, ..., h8 = 63. */
  squares: (Piece | null)[];
  turn: Color;
  /** The en-passant target square, or -1. */
  epSquare: number;
}

export const other = (color: Color): Color => (color === 'w' ? 'b' : 'w');

export function squareIndex(name: string): number {
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 7 || rank < 0 || rank > 7 || name.length !== 2) return -1;
  return rank * 8 + file;
}

export function squareName(index: number): string {
  return String.fromCharCode(97 + (index % 8)) + String.fromCharCode(49 + Math.floor(index / 8));
}

/** Reads the first fields of a FEN; throws on a malformed placement. */
export function parseFen(fen: string): Board {
  const [placement = '', turn = 'w', , ep = '-'] = fen.trim().split(/\s+/);
  const squares: (Piece | null)[] = new Array<Piece | null>(64).fill(null);
  const ranks = placement.split('/');
  if (ranks.length !== 8) throw new Error(`bad FEN placement: ${fen}`);
  ranks.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const type = ch.toLowerCase() as PieceType;
        if (!'pnbrqk'.includes(type) || file > 7) throw new Error(`bad FEN placement: ${fen}`);
        squares[(7 - r) * 8 + file] = { color: ch === type ? 'b' : 'w', type };
        file++;
      }
    }
    if (file !== 8) throw new Error(`bad FEN placement: ${fen}`);
  });
  return { squares, turn: turn === 'b' ? 'b' : 'w', epSquare: ep === '-' ? -1 : squareIndex(ep) };
}

const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;
const KING = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;
const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const BISHOP_DIRS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** Squares of the pieces of `color` that attack (or defend) `square`. */
export function attackers(board: Board, square: number, color: Color): number[] {
  const found: number[] = [];
  const f0 = square % 8;
  const r0 = Math.floor(square / 8);
  const at = (f: number, r: number) => (f >= 0 && f < 8 && r >= 0 && r < 8 ? (board.squares[r * 8 + f] ?? null) : undefined);
  // Pawns attack diagonally forward: a white pawn attacks from one rank below.
  const pawnRank = color === 'w' ? r0 - 1 : r0 + 1;
  for (const df of [-1, 1]) {
    const piece = at(f0 + df, pawnRank);
    if (piece && piece.color === color && piece.type === 'p') found.push(pawnRank * 8 + f0 + df);
  }
  for (const [df, dr] of KNIGHT) {
    const piece = at(f0 + df, r0 + dr);
    if (piece && piece.color === color && piece.type === 'n') found.push((r0 + dr) * 8 + f0 + df);
  }
  for (const [df, dr] of KING) {
    const piece = at(f0 + df, r0 + dr);
    if (piece && piece.color === color && piece.type === 'k') found.push((r0 + dr) * 8 + f0 + df);
  }
  const slide = (dirs: readonly (readonly [number, number])[], kinds: string) => {
    for (const [df, dr] of dirs) {
      let f = f0 + df;
      let r = r0 + dr;
      for (;;) {
        const piece = at(f, r);
        if (piece === undefined) break;
        if (piece) {
          if (piece.color === color && kinds.includes(piece.type)) found.push(r * 8 + f);
          break;
        }
        f += df;
        r += dr;
      }
    }
  };
  slide(ROOK_DIRS, 'rq');
  slide(BISHOP_DIRS, 'bq');
  return found;
}

export interface AppliedMove {
  board: Board;
  piece: Piece;
  from: number;
  to: number;
  /** The piece taken, en passant included; null for a quiet move. */
  captured: PieceType | null;
}

/** The board after a UCI move (castling, en passant and promotion handled); null if no piece of the side to move is on the from-square. */
export function applyUci(board: Board, uci: string): AppliedMove | null {
  const from = squareIndex(uci.slice(0, 2));
  const to = squareIndex(uci.slice(2, 4));
  const piece = from >= 0 ? board.squares[from] : null;
  if (!piece || to < 0 || piece.color !== board.turn) return null;
  const target = board.squares[to] ?? null;
  if (target && target.color === piece.color) return null;
  const squares = [...board.squares];
  let captured: PieceType | null = target?.type ?? null;
  squares[from] = null;
  if (piece.type === 'p' && to === board.epSquare && !target && from % 8 !== to % 8) {
    const victim = to + (piece.color === 'w' ? -8 : 8);
    captured = 'p';
    squares[victim] = null;
  }
  if (piece.type === 'k' && Math.abs((from % 8) - (to % 8)) === 2) {
    const rank = Math.floor(from / 8) * 8;
    const [rookFrom, rookTo] = to % 8 === 6 ? [rank + 7, rank + 5] : [rank, rank + 3];
    squares[rookTo] = squares[rookFrom] ?? null;
    squares[rookFrom] = null;
  }
  const promotion = uci[4] as PieceType | undefined;
  squares[to] = promotion ? { color: piece.color, type: promotion } : piece;
  let epSquare = -1;
  if (piece.type === 'p' && Math.abs(to - from) === 16) epSquare = (from + to) / 2;
  return { board: { squares, turn: other(board.turn), epSquare }, piece, from, to, captured };
}

export function findPieces(board: Board, color: Color, type: PieceType): number[] {
  const found: number[] = [];
  board.squares.forEach((piece, index) => {
    if (piece && piece.color === color && piece.type === type) found.push(index);
  });
  return found;
}
