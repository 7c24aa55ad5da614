import { readPlacement } from '../chess/free-move';
import { coordsToSquare, type PieceSymbol } from '../chess/position';
import type { LessonStep } from '../lessons';
import { fenTurn } from './step-engine';

// Fewest-moves search for the walking steps (collect-stars, capture-all). The content tests
// use it to prove that every step's par is the real minimum; a board could use it for a
// "Show me" button.
//
// It follows the step engine's rules (only the child's side moves, kings are never captured,
// the king watches while other pieces can move, a king never steps onto an attacked square,
// no move may leave the own king attacked) with its own small move generator, because
// chess.js works out SAN for every move it lists and a search visits many thousands of
// positions. Whatever it finds must still be replayed through the engine (the tests do).
// It leaves out castling and en passant, which walking steps do not use.

export interface SolveOptions {
  /** Give up beyond this many moves. Default 16. */
  maxMoves?: number;
  /** Give up after visiting this many positions. Default 500 000. */
  maxNodes?: number;
}

type Cell = string | null; // 'wq', 'bp', ... or empty

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
const ROOK = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const BISHOP = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

const idx = (file: number, rank: number) => rank * 8 + file;
const onBoard = (file: number, rank: number) => file >= 0 && file < 8 && rank >= 0 && rank < 8;

function attacked(board: Cell[], file: number, rank: number, by: string): boolean {
  for (const [df, dr] of KNIGHT) {
    const f = file + df;
    const r = rank + dr;
    if (onBoard(f, r) && board[idx(f, r)] === `${by}n`) return true;
  }
  for (const [df, dr] of KING) {
    const f = file + df;
    const r = rank + dr;
    if (onBoard(f, r) && board[idx(f, r)] === `${by}k`) return true;
  }
  // A white pawn attacks upwards, so it stands one rank below the square it attacks.
  const pawnRank = by === 'w' ? rank - 1 : rank + 1;
  for (const df of [-1, 1]) {
    if (onBoard(file + df, pawnRank) && board[idx(file + df, pawnRank)] === `${by}p`) return true;
  }
  const rays: [readonly (readonly [number, number])[], string][] = [
    [ROOK, 'rq'],
    [BISHOP, 'bq'],
  ];
  for (const [dirs, types] of rays) {
    for (const [df, dr] of dirs) {
      let f = file + df;
      let r = rank + dr;
      while (onBoard(f, r)) {
        const cell = board[idx(f, r)];
        if (cell) {
          if (cell[0] === by && types.includes(cell[1] ?? '')) return true;
          break;
        }
        f += df;
        r += dr;
      }
    }
  }
  return false;
}

interface Candidate {
  from: number;
  to: number;
  promotion?: PieceSymbol;
}

function generate(board: Cell[], us: string): Candidate[] {
  const them = us === 'w' ? 'b' : 'w';
  const helpers = board.some((c) => c !== null && c[0] === us && c[1] !== 'k');
  const moves: Candidate[] = [];
  const target = (i: number): 'empty' | 'enemy' | 'blocked' => {
    const cell = board[i];
    if (!cell) return 'empty';
    return cell[0] === them && cell[1] !== 'k' ? 'enemy' : 'blocked';
  };
  for (let from = 0; from < 64; from++) {
    const cell = board[from];
    if (!cell || cell[0] !== us) continue;
    const type = cell[1];
    const file = from % 8;
    const rank = Math.floor(from / 8);
    if (type === 'k' && helpers) continue;
    if (type === 'n' || type === 'k') {
      for (const [df, dr] of type === 'n' ? KNIGHT : KING) {
        if (!onBoard(file + df, rank + dr)) continue;
        const to = idx(file + df, rank + dr);
        if (target(to) !== 'blocked') moves.push({ from, to });
      }
    } else if (type === 'p') {
      const dir = us === 'w' ? 1 : -1;
      const last = us === 'w' ? 7 : 0;
      const push = (to: number) => {
        if (Math.floor(to / 8) === last) for (const p of ['q', 'r', 'b', 'n'] as const) moves.push({ from, to, promotion: p });
        else moves.push({ from, to });
      };
      if (onBoard(file, rank + dir) && !board[idx(file, rank + dir)]) {
        push(idx(file, rank + dir));
        const start = us === 'w' ? 1 : 6;
        if (rank === start && !board[idx(file, rank + 2 * dir)]) moves.push({ from, to: idx(file, rank + 2 * dir) });
      }
      for (const df of [-1, 1]) {
        if (onBoard(file + df, rank + dir) && target(idx(file + df, rank + dir)) === 'enemy') push(idx(file + df, rank + dir));
      }
    } else {
      const dirs = type === 'r' ? ROOK : type === 'b' ? BISHOP : [...ROOK, ...BISHOP];
      for (const [df, dr] of dirs) {
        let f = file + df;
        let r = rank + dr;
        while (onBoard(f, r)) {
          const t = target(idx(f, r));
          if (t !== 'blocked') moves.push({ from, to: idx(f, r) });
          if (t !== 'empty') break;
          f += df;
          r += dr;
        }
      }
    }
  }
  // Keep only moves after which the own king (if any) is not attacked.
  return moves.filter((m) => {
    const next = play(board, m);
    const king = next.indexOf(`${us}k`);
    return king < 0 || !attacked(next, king % 8, Math.floor(king / 8), them);
  });
}

function play(board: Cell[], m: Candidate): Cell[] {
  const next = board.slice();
  const piece = next[m.from] ?? null;
  next[m.from] = null;
  next[m.to] = m.promotion && piece ? `${piece[0]}${m.promotion}` : piece;
  return next;
}

function squareName(i: number): string {
  return coordsToSquare(i % 8, Math.floor(i / 8)) ?? '';
}

/** A shortest list of moves (UCI) that finishes the step, or null when none is found within the limits. */
export function solveStep(step: LessonStep, options: SolveOptions = {}): string[] | null {
  if (step.kind !== 'collect-stars' && step.kind !== 'capture-all') return null;
  const maxMoves = options.maxMoves ?? 16;
  const maxNodes = options.maxNodes ?? 500_000;
  const placement = readPlacement(step.fen);
  if (!placement) return null;
  const us = fenTurn(step.fen);
  const them = us === 'w' ? 'b' : 'w';
  const board: Cell[] = Array<Cell>(64).fill(null);
  for (const [square, piece] of placement) board[idx(square.charCodeAt(0) - 97, Number(square[1]) - 1)] = `${piece.color}${piece.type}`;

  const starIndex = new Map<number, number>();
  if (step.kind === 'collect-stars') {
    step.stars.forEach((s, n) => starIndex.set(idx(s.charCodeAt(0) - 97, Number(s[1]) - 1), n));
  }
  const allStars = (1 << starIndex.size) - 1;
  const enemies = (b: Cell[]) => b.filter((c) => c !== null && c[0] === them && c[1] !== 'k').length;
  const finished = (b: Cell[], stars: number) => (step.kind === 'collect-stars' ? stars === allStars : enemies(b) === 0);
  if (finished(board, 0)) return [];

  interface Node {
    board: Cell[];
    stars: number;
    moves: string[];
  }
  const key = (n: { board: Cell[]; stars: number }) => `${n.board.map((c) => c ?? '.').join('')}|${n.stars}`;
  let frontier: Node[] = [{ board, stars: 0, moves: [] }];
  const seen = new Set<string>([key(frontier[0] as Node)]);
  for (let depth = 0; depth < maxMoves && frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of frontier) {
      for (const m of generate(node.board, us)) {
        const b = play(node.board, m);
        const star = starIndex.get(m.to);
        const stars = star === undefined ? node.stars : node.stars | (1 << star);
        const moves = [...node.moves, `${squareName(m.from)}${squareName(m.to)}${m.promotion ?? ''}`];
        if (finished(b, stars)) return moves;
        const k = key({ board: b, stars });
        if (seen.has(k)) continue;
        seen.add(k);
        if (seen.size > maxNodes) return null;
        next.push({ board: b, stars, moves });
      }
    }
    frontier = next;
  }
  return null;
}
