import { Chess, type Color, type PieceSymbol, type Square } from 'chess.js';

/**
 * Simple theme detectors for a puzzle line (child, reply, child, …). They look at the board
 * only (no engine): good enough to title a puzzle and pick its hints, not a full tactics
 * classifier. Every detector is about the CHILD's moves.
 */

export const PIECE_VALUES: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };

type Board = ReturnType<Chess['board']>;

function coords(square: Square): [number, number] {
  return [square.charCodeAt(0) - 97, square.charCodeAt(1) - 49];
}

function squareAt(file: number, rank: number): Square | null {
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return null;
  return `${String.fromCharCode(97 + file)}${rank + 1}` as Square;
}

function pieceAt(board: Board, square: Square) {
  const [file, rank] = coords(square);
  return board[7 - rank]?.[file] ?? null;
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
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;
const BISHOP_DIRS = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;

function directionsOf(type: PieceSymbol): readonly (readonly [number, number])[] {
  if (type === 'r') return ROOK_DIRS;
  if (type === 'b') return BISHOP_DIRS;
  if (type === 'q') return [...ROOK_DIRS, ...BISHOP_DIRS];
  return [];
}

/** The squares the piece on `from` attacks (sliders stop at the first piece, which is included). */
export function attackedSquares(board: Board, from: Square): Square[] {
  const piece = pieceAt(board, from);
  if (!piece) return [];
  const [file, rank] = coords(from);
  const out: Square[] = [];
  const add = (f: number, r: number) => {
    const s = squareAt(f, r);
    if (s) out.push(s);
  };
  if (piece.type === 'n') for (const [df, dr] of KNIGHT) add(file + df, rank + dr);
  else if (piece.type === 'k') for (const [df, dr] of KING) add(file + df, rank + dr);
  else if (piece.type === 'p') {
    const dr = piece.color === 'w' ? 1 : -1;
    add(file - 1, rank + dr);
    add(file + 1, rank + dr);
  } else {
    for (const [df, dr] of directionsOf(piece.type)) {
      for (let f = file + df, r = rank + dr; ; f += df, r += dr) {
        const s = squareAt(f, r);
        if (!s) break;
        out.push(s);
        if (pieceAt(board, s)) break;
      }
    }
  }
  return out;
}

/** The first two pieces along each line of a slider on `from`: what a pin or a skewer is made of. */
function linesThrough(board: Board, from: Square): { front: Square; behind: Square }[] {
  const piece = pieceAt(board, from);
  if (!piece) return [];
  const [file, rank] = coords(from);
  const out: { front: Square; behind: Square }[] = [];
  for (const [df, dr] of directionsOf(piece.type)) {
    const hits: Square[] = [];
    for (let f = file + df, r = rank + dr; hits.length < 2; f += df, r += dr) {
      const s = squareAt(f, r);
      if (!s) break;
      if (pieceAt(board, s)) hits.push(s);
    }
    if (hits.length === 2) out.push({ front: hits[0] as Square, behind: hits[1] as Square });
  }
  return out;
}

function uciMove(chess: Chess, uci: string) {
  return chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
}

export interface LineFacts {
  /** The child's colour. */
  child: Color;
  /** The piece type of the child's first move. */
  firstPiece: PieceSymbol;
  firstIsCapture: boolean;
  firstIsCheck: boolean;
  /** Moving toward the child's own side of the board (quiet retreats are hard to see). */
  firstIsBackward: boolean;
  legalMoves: number;
  pieceCount: number;
  /** Checking moves the child has, the solving one included. */
  checkingMoves: number;
  themes: string[];
}

/**
 * Themes of a line. `mateIn` is set for a forced mate line; `gainedPiece` names the most valuable
 * piece the child wins in a material puzzle (from the engine's line), when known.
 */
export function analyseLine(fen: string, line: readonly string[], mateIn: number | null): LineFacts {
  const chess = new Chess(fen);
  const child = chess.turn();
  const enemy: Color = child === 'w' ? 'b' : 'w';
  const sans = chess.moves();
  const before = chess.board();
  const first = uciMove(chess, line[0] as string);
  const themes = new Set<string>();

  const [, fromRank] = coords(first.from);
  const [, toRank] = coords(first.to);
  const firstIsBackward = child === 'w' ? toRank < fromRank : toRank > fromRank;

  // Each child move of the line, with the board before and after it.
  const replay = new Chess(fen);
  for (const [ply, uci] of line.entries()) {
    const boardBefore = replay.board();
    const move = uciMove(replay, uci);
    if (ply % 2 === 1) continue;
    if (move.promotion) themes.add(move.promotion === 'q' ? 'promotion' : 'underPromotion');
    if (ply === 0) {
      // A piece the opponent takes at once (a sacrifice) forks nothing.
      const reply = line[1];
      const taken = reply !== undefined && reply.slice(2, 4) === move.to;
      detectFirstMoveThemes(replay, boardBefore, move.from, move.to, move.captured, child, enemy, themes, mateIn === null && !taken);
    }
  }

  if (mateIn !== null) {
    themes.add(`mateIn${mateIn}`);
    themes.add('mate');
    detectMatePattern(replay, child, themes);
  }
  if (line.length === 1) themes.add('oneMove');
  else themes.add('short');

  return {
    child,
    firstPiece: first.piece,
    firstIsCapture: Boolean(first.captured),
    firstIsCheck: first.san.includes('+') || first.san.includes('#'),
    firstIsBackward,
    legalMoves: sans.length,
    pieceCount: before.flat().filter(Boolean).length,
    checkingMoves: sans.filter((s) => s.endsWith('+') || s.endsWith('#')).length,
    themes: [...themes].sort(),
  };
}

function detectFirstMoveThemes(
  after: Chess,
  boardBefore: Board,
  from: Square,
  to: Square,
  captured: PieceSymbol | undefined,
  child: Color,
  enemy: Color,
  themes: Set<string>,
  /** A material puzzle whose first move is not taken at once: fork and hanging piece make sense. */
  materialPuzzle: boolean,
) {
  const board = after.board();
  const mover = pieceAt(board, to);
  if (!mover) return;
  const moverValue = PIECE_VALUES[mover.type];

  // Fork: the moved piece attacks two or more enemy pieces it can win: the king, a bigger piece, or an undefended one.
  const targets = attackedSquares(board, to).filter((s) => {
    const target = pieceAt(board, s);
    if (!target || target.color !== enemy || target.type === 'p') return false;
    return target.type === 'k' || PIECE_VALUES[target.type] > moverValue || !after.isAttacked(s, enemy);
  });
  // ... and it must stand safe: not attacked, or defended and only attacked by bigger pieces.
  const safe =
    !after.isAttacked(to, enemy) ||
    (after.isAttacked(to, child) && after.attackers(to, enemy).every((s) => PIECE_VALUES[pieceAt(board, s)?.type ?? 'p'] > moverValue));
  if (targets.length >= 2 && materialPuzzle && safe) themes.add('fork');

  // Pin and skewer along the lines of a moved slider.
  for (const { front, behind } of materialPuzzle ? linesThrough(board, to) : []) {
    const a = pieceAt(board, front);
    const b = pieceAt(board, behind);
    if (!a || !b || a.color !== enemy || b.color !== enemy) continue;
    const va = PIECE_VALUES[a.type];
    const vb = PIECE_VALUES[b.type];
    if (a.type !== 'k' && (b.type === 'k' || (b.type === 'q' && vb > va)) && va >= 3) themes.add('pin');
    if ((a.type === 'k' || a.type === 'q') && va > vb && vb >= 3 && b.type !== 'k') themes.add('skewer');
  }

  // Hanging piece: the capture of a piece that nothing defended.
  if (captured && captured !== 'p' && materialPuzzle) {
    const chessBefore = new Chess();
    chessBefore.clear();
    boardBefore.flat().forEach((p) => p && chessBefore.put({ type: p.type, color: p.color }, p.square));
    if (!chessBefore.isAttacked(to, enemy)) themes.add('hangingPiece');
  }

  // Discovered attack: another child piece now hits the king or a big piece it did not hit before.
  const revealed = (b: Board, square: Square) =>
    attackedSquares(b, square).filter((s) => {
      const t = pieceAt(b, s);
      return t && t.color === enemy && (t.type === 'k' || PIECE_VALUES[t.type] >= 5);
    });
  for (const row of board) {
    for (const p of row) {
      if (!p || p.color !== child || p.square === to || !'rbq'.includes(p.type)) continue;
      const now = revealed(board, p.square);
      const earlier = new Set(revealed(boardBefore, p.square));
      // The piece saw through the square the mover left.
      const throughFrom = attackedSquares(boardBefore, p.square).includes(from);
      if (throughFrom && now.some((s) => !earlier.has(s))) themes.add('discoveredAttack');
    }
  }

  // Double check: two pieces give check at once.
  const [king] = after.findPiece({ type: 'k', color: enemy });
  if (king && after.attackers(king, child).length >= 2) themes.add('doubleCheck');
}

function detectMatePattern(final: Chess, child: Color, themes: Set<string>) {
  if (!final.isCheckmate()) return;
  const enemy: Color = child === 'w' ? 'b' : 'w';
  const [king] = final.findPiece({ type: 'k', color: enemy });
  if (!king) return;
  const board = final.board();
  const checkers = final.attackers(king, child);
  const [file, rank] = coords(king);
  const neighbours = KING.map(([df, dr]) => squareAt(file + df, rank + dr)).filter((s): s is Square => s !== null);
  const ownAround = neighbours.filter((s) => pieceAt(board, s)?.color === enemy).length;

  const checker = checkers.length === 1 ? pieceAt(board, checkers[0] as Square) : null;
  if (checker?.type === 'n' && ownAround === neighbours.length) themes.add('smotheredMate');

  const backRank = enemy === 'w' ? 0 : 7;
  const forward = enemy === 'w' ? 1 : -1;
  if (rank === backRank && checker && (checker.type === 'r' || checker.type === 'q') && coords(checkers[0] as Square)[1] === backRank) {
    // The king's own pieces in front of it shut it in.
    const front = [-1, 0, 1].map((df) => squareAt(file + df, rank + forward)).filter((s): s is Square => s !== null);
    if (front.some((s) => pieceAt(board, s)?.color === enemy)) themes.add('backRankMate');
  }
}
