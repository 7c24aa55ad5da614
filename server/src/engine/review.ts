import { Chess } from 'chess.js';

// The after-game review shared by the AI games and the analytics replay: the child's biggest
// mistakes of a finished game, each with the engine's better move.

export interface ReviewEngine {
  analyse(
    fen: string,
    options?: { multiPv?: number; depth?: number; nodes?: number; timeoutMs?: number; fresh?: boolean },
  ): Promise<{ uci: string; san: string; scoreCp: number | null; mate: number | null }[]>;
}

export interface ReviewMove {
  ply: number;
  san: string;
  uci: string;
  fenAfter: string;
  /** Played by the child whose mistakes are wanted. */
  byChild: boolean;
}

export interface Mistake {
  ply: number;
  moveNumber: number;
  played: { san: string; uci: string };
  better: { san: string; uci: string };
  lossCp: number;
  fenBefore: string;
}

/** The child's biggest mistakes worth showing: at most two, each losing at least this much. */
export const REVIEW_MISTAKES = 2;
export const REVIEW_MIN_LOSS_CP = 80;
export const REVIEW_DEPTH = 12;
export const MATE_CP = 10_000;

export function scoreOf(line: { scoreCp: number | null; mate: number | null }): number {
  if (line.mate !== null) return line.mate > 0 ? MATE_CP - line.mate : -MATE_CP - line.mate;
  return line.scoreCp ?? 0;
}

/** The engine's search for one position of a review: a depth, or a node budget (faster, steadier time). */
export interface ReviewSearch {
  depth?: number;
  nodes?: number;
  timeoutMs?: number;
  /** false: each search goes on from the engine's tables of the one before (AnalyseOptions.fresh). */
  fresh?: boolean;
}

export interface PositionEvaluation {
  /** The engine's best move; null when the game is over in this position. */
  best: { uci: string; san: string; scoreCp: number | null; mate: number | null } | null;
  /** From the side to move's point of view, a mate counting MATE_CP minus its distance. */
  score: number;
}

/** The score of a position where the game is over: mated is the worst, a draw is 0. */
function terminalScore(fen: string): number | null {
  const chess = new Chess(fen);
  if (chess.isCheckmate()) return -MATE_CP;
  if (chess.isGameOver()) return 0;
  return null;
}

/** Evaluates a position once: its best move and its score (none asked of the engine when the game is over). */
export async function evaluatePosition(
  engine: ReviewEngine,
  fen: string,
  search: ReviewSearch = { depth: REVIEW_DEPTH },
): Promise<PositionEvaluation> {
  const over = terminalScore(fen);
  if (over !== null) return { best: null, score: over };
  const [best] = await engine.analyse(fen, { multiPv: 1, ...search });
  if (!best) return { best: null, score: 0 };
  return { best: { uci: best.uci, san: best.san, scoreCp: best.scoreCp, mate: best.mate }, score: scoreOf(best) };
}

/**
 * The position after the side to move played the engine's best move, worth the search's score
 * from the other side: no search (a mate one move nearer; a finished game scored as such).
 */
export function followed(before: PositionEvaluation, fenAfter: string): PositionEvaluation {
  const over = terminalScore(fenAfter);
  if (over !== null) return { best: null, score: over };
  // Mating in n (MATE_CP − n): the other side is mated in n − 1 (−MATE_CP + n − 1); mated in n stays n.
  return { best: null, score: before.score > MATE_CP - 1000 ? -(before.score + 1) : -before.score };
}

export interface ChildMoveLoss {
  move: ReviewMove;
  fenBefore: string;
  before: PositionEvaluation;
  after: PositionEvaluation;
  /** The child's score with the engine's best move, and with the move played (both from the child's side). */
  bestScore: number;
  playedScore: number;
  /** bestScore - playedScore, never below 0; 0 when the child played the engine's move. */
  lossCp: number;
}

/** A centipawn score clamped to ±1000 unless it is a mate (a queen up and two queens up are both "won"). */
function clampScore(score: number): number {
  return Math.abs(score) >= MATE_CP - 1000 ? score : Math.max(-1000, Math.min(1000, score));
}

/**
 * Each of the child's moves compared with the engine's best in the position before it: every
 * position before and after a child's move is evaluated once (one search each, in order).
 */
export async function childMoveLosses(
  engine: ReviewEngine,
  moves: readonly ReviewMove[],
  startFen = new Chess().fen(),
  search: ReviewSearch = { depth: REVIEW_DEPTH },
): Promise<ChildMoveLoss[]> {
  const cache = new Map<string, Promise<PositionEvaluation>>();
  const evaluate = (fen: string) => {
    let found = cache.get(fen);
    if (!found) {
      found = evaluatePosition(engine, fen, search);
      cache.set(fen, found);
    }
    return found;
  };
  const losses: ChildMoveLoss[] = [];
  let fenBefore = startFen;
  for (const move of moves) {
    if (move.byChild) {
      const before = await evaluate(fenBefore);
      // The engine's own move needs no second search: the position after it is worth what the
      // search before it said (decision 044, "A review costs less"), one move nearer a mate.
      const after = before.best?.uci === move.uci && !cache.has(move.fenAfter) ? followed(before, move.fenAfter) : await evaluate(move.fenAfter);
      // After the move the opponent is to move: its score is the negative of ours.
      const bestScore = clampScore(before.score);
      const playedScore = clampScore(-after.score);
      const lossCp = before.best?.uci === move.uci ? 0 : Math.max(0, Math.min(MATE_CP, Math.round(bestScore - playedScore)));
      losses.push({ move, fenBefore, before, after, bestScore, playedScore, lossCp });
    }
    fenBefore = move.fenAfter;
  }
  return losses;
}

/** The child's biggest mistakes (at most REVIEW_MISTAKES, each losing at least REVIEW_MIN_LOSS_CP), in game order. */
export async function biggestMistakes(engine: ReviewEngine, moves: readonly ReviewMove[], startFen = new Chess().fen()): Promise<Mistake[]> {
  const mistakes: Mistake[] = [];
  for (const loss of await childMoveLosses(engine, moves, startFen)) {
    const best = loss.before.best;
    if (!best || best.uci === loss.move.uci || loss.lossCp < REVIEW_MIN_LOSS_CP) continue;
    mistakes.push({
      ply: loss.move.ply,
      moveNumber: Math.ceil(loss.move.ply / 2),
      played: { san: loss.move.san, uci: loss.move.uci },
      better: { san: best.san, uci: best.uci },
      lossCp: loss.lossCp,
      fenBefore: loss.fenBefore,
    });
  }
  mistakes.sort((a, b) => b.lossCp - a.lossCp);
  return mistakes.slice(0, REVIEW_MISTAKES).sort((a, b) => a.ply - b.ply);
}
