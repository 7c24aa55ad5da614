import type { Chess, Color } from 'chess.js';
import { coordsToSquare, isSquare, loadPosition, squareCoords, type PieceSymbol, type Square } from './position';

export type IllegalMoveReason =
  | 'no-piece'
  | 'same-square'
  | 'not-your-turn'
  | 'own-piece'
  | 'pawn-direction'
  | 'pawn-blocked'
  | 'pawn-double-step'
  | 'pawn-diagonal-needs-capture'
  | 'knight-shape'
  | 'bishop-shape'
  | 'rook-shape'
  | 'queen-shape'
  | 'king-shape'
  | 'blocked'
  | 'castle-rights'
  | 'castle-out-of-check'
  | 'castle-through-check'
  | 'king-into-check'
  | 'must-escape-check'
  | 'pinned'
  | 'other';

export interface MoveExplanation {
  reason: IllegalMoveReason;
  /** One short, kind sentence a 6-year-old can read. */
  message: string;
}

export const ILLEGAL_MOVE_MESSAGES: Record<IllegalMoveReason, string> = {
  'no-piece': 'There is no piece on that square.',
  'same-square': 'Pick a different square to move to.',
  'not-your-turn': "It's not your turn.",
  'own-piece': "You can't capture your own piece.",
  'pawn-direction': 'Pawns move straight forward and capture diagonally.',
  'pawn-blocked': "Pawns can't capture straight ahead.",
  'pawn-double-step': 'Pawns can move two squares only on their first move.',
  'pawn-diagonal-needs-capture': 'Pawns move diagonally only when they capture.',
  'knight-shape': 'Knights jump in an L shape.',
  'bishop-shape': 'Bishops move diagonally.',
  'rook-shape': 'Rooks move in straight lines.',
  'queen-shape': 'Queens move in straight lines or diagonally.',
  'king-shape': 'Kings move one square at a time.',
  blocked: "A piece can't jump over other pieces.",
  'castle-rights': 'Castling needs the king and rook unmoved and the squares between empty.',
  'castle-out-of-check': "You can't castle while your king is in check.",
  'castle-through-check': "You can't castle through check.",
  'king-into-check': 'Your king would be in check there.',
  'must-escape-check': 'You must get your king out of check first.',
  pinned: 'That piece is guarding your king from check, so it must stay.',
  other: "That move isn't allowed.",
};

function explanation(reason: IllegalMoveReason): MoveExplanation {
  return { reason, message: ILLEGAL_MOVE_MESSAGES[reason] };
}

/**
 * Why the piece on `from` may not go to `to` in the position `fen`, for a child; null when the
 * move is legal (any promotion piece counts) or the position cannot be read. `piece` overrides
 * what is on `from`, for callers that already know it (a dragged piece).
 */
export function diagnoseIllegalMove(fen: string, from: string, to: string, piece?: { type: PieceSymbol; color: Color }): MoveExplanation | null {
  if (!isSquare(from) || !isSquare(to)) return null;
  const chess = loadPosition(fen);
  if (!chess) return null;

  const mover = piece ?? chess.get(from);
  if (!mover) return explanation('no-piece');
  if (from === to) return explanation('same-square');
  if (mover.color !== chess.turn()) return explanation('not-your-turn');
  if (chess.moves({ square: from, verbose: true }).some((m) => m.to === to)) return null;

  const shape = shapeProblem(chess, mover.type, mover.color, from, to);
  if (shape) return explanation(shape);
  if (chess.get(to)?.color === mover.color) return explanation('own-piece');

  // The move has the right shape and an open path, so the only thing left is the king's safety.
  if (mover.type === 'k') return explanation('king-into-check');
  if (chess.inCheck()) return explanation('must-escape-check');
  if (leavesKingInCheck(chess, from, to, mover.color)) return explanation('pinned');
  return explanation('other');
}

/** The message of {@link diagnoseIllegalMove}, or null when the move is allowed. */
export function explainIllegalMove(fen: string, from: string, to: string, piece?: { type: PieceSymbol; color: Color }): string | null {
  return diagnoseIllegalMove(fen, from, to, piece)?.message ?? null;
}

function shapeProblem(chess: Chess, type: PieceSymbol, color: Color, from: Square, to: Square): IllegalMoveReason | null {
  const a = squareCoords(from);
  const b = squareCoords(to);
  const df = b.file - a.file;
  const dr = b.rank - a.rank;
  const straight = df === 0 || dr === 0;
  const diagonal = Math.abs(df) === Math.abs(dr);

  switch (type) {
    case 'n':
      return (Math.abs(df) === 1 && Math.abs(dr) === 2) || (Math.abs(df) === 2 && Math.abs(dr) === 1) ? null : 'knight-shape';
    case 'b':
      if (!diagonal) return 'bishop-shape';
      return pathBlocked(chess, a, df, dr) ? 'blocked' : null;
    case 'r':
      if (!straight) return 'rook-shape';
      return pathBlocked(chess, a, df, dr) ? 'blocked' : null;
    case 'q':
      if (!straight && !diagonal) return 'queen-shape';
      return pathBlocked(chess, a, df, dr) ? 'blocked' : null;
    case 'k':
      if (Math.abs(df) <= 1 && Math.abs(dr) <= 1) return null;
      return castlingProblem(chess, color, from, to) ?? 'king-shape';
    case 'p':
      return pawnProblem(chess, color, a, df, dr, to);
  }
}

/** True when a square strictly between `start` and `start + (df, dr)` holds a piece. */
function pathBlocked(chess: Chess, start: { file: number; rank: number }, df: number, dr: number): boolean {
  const steps = Math.max(Math.abs(df), Math.abs(dr));
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  for (let i = 1; i < steps; i++) {
    const square = coordsToSquare(start.file + sf * i, start.rank + sr * i);
    if (square && chess.get(square)) return true;
  }
  return false;
}

function pawnProblem(
  chess: Chess,
  color: Color,
  start: { file: number; rank: number },
  df: number,
  dr: number,
  to: Square,
): IllegalMoveReason | null {
  const forward = color === 'w' ? 1 : -1;
  const startRank = color === 'w' ? 1 : 6;
  const steps = dr * forward;
  const target = chess.get(to);

  if (df === 0) {
    if (steps === 1) return target ? 'pawn-blocked' : null;
    if (steps === 2) {
      if (start.rank !== startRank) return 'pawn-double-step';
      if (pathBlocked(chess, start, df, dr)) return 'blocked';
      return target ? 'pawn-blocked' : null;
    }
    return 'pawn-direction';
  }
  if (Math.abs(df) === 1 && steps === 1) {
    if (target) return null;
    const enPassant = chess.fen().split(' ')[3];
    return enPassant === to ? null : 'pawn-diagonal-needs-capture';
  }
  return 'pawn-direction';
}

function castlingProblem(chess: Chess, color: Color, from: Square, to: Square): IllegalMoveReason | null {
  const home = color === 'w' ? 'e1' : 'e8';
  const rank = home[1];
  if (from !== home || to[1] !== rank || (to[0] !== 'g' && to[0] !== 'c')) return null;
  const kingside = to[0] === 'g';
  const rights = chess.getCastlingRights(color);
  const rookSquare = `${kingside ? 'h' : 'a'}${rank}` as Square;
  const rook = chess.get(rookSquare);
  const between = (kingside ? ['f', 'g'] : ['b', 'c', 'd']).map((f) => `${f}${rank}` as Square);
  if (!(kingside ? rights.k : rights.q) || rook?.type !== 'r' || rook.color !== color || between.some((s) => chess.get(s))) {
    return 'castle-rights';
  }
  const enemy: Color = color === 'w' ? 'b' : 'w';
  if (chess.isAttacked(home, enemy)) return 'castle-out-of-check';
  const passing = `${kingside ? 'f' : 'd'}${rank}` as Square;
  if (chess.isAttacked(passing, enemy)) return 'castle-through-check';
  return 'king-into-check';
}

function leavesKingInCheck(chess: Chess, from: Square, to: Square, color: Color): boolean {
  const copy = loadPosition(chess.fen());
  if (!copy) return false;
  const moving = copy.get(from);
  if (!moving) return false;
  copy.remove(from);
  copy.remove(to);
  copy.put(moving, to);
  const [king] = copy.findPiece({ type: 'k', color });
  return king !== undefined && copy.isAttacked(king, color === 'w' ? 'b' : 'w');
}
