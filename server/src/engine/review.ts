import { Chess } from 'chess.js';

// The after-game review shared by the AI games and the analytics replay: the child's biggest
// mistakes of a finished game, each with the engine's better move.

export interface ReviewEngine {
  analyse(
    fen: string,
    options?: { multiPv?: number; depth?: number },
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

/** Each of the child's moves is compared with the engine's best in the position before it. */
export async function biggestMistakes(engine: ReviewEngine, moves: readonly ReviewMove[], startFen = new Chess().fen()): Promise<Mistake[]> {
  const mistakes: Mistake[] = [];
  let fenBefore = startFen;
  for (const move of moves) {
    if (move.byChild) {
      const [best] = await engine.analyse(fenBefore, { multiPv: 1, depth: REVIEW_DEPTH });
      const [reply] = await engine.analyse(move.fenAfter, { multiPv: 1, depth: REVIEW_DEPTH }).catch(() => []);
      if (best && best.uci !== move.uci) {
        // After the move the opponent is to move: its score is the negative of ours. No reply
        // means the game ended with this move.
        const after = reply ? -scoreOf(reply) : new Chess(move.fenAfter).isGameOver() ? MATE_CP : 0;
        const lossCp = Math.round(scoreOf(best) - after);
        if (lossCp >= REVIEW_MIN_LOSS_CP) {
          mistakes.push({
            ply: move.ply,
            moveNumber: Math.ceil(move.ply / 2),
            played: { san: move.san, uci: move.uci },
            better: { san: best.san, uci: best.uci },
            lossCp: Math.min(lossCp, MATE_CP),
            fenBefore,
          });
        }
      }
    }
    fenBefore = move.fenAfter;
  }
  mistakes.sort((a, b) => b.lossCp - a.lossCp);
  return mistakes.slice(0, REVIEW_MISTAKES).sort((a, b) => a.ply - b.ply);
}
