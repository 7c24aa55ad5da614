import { Chess } from 'chess.js';
import { MINI_SCORING, type MemoryPiece } from '@chess-quest/protocol/mini-challenges';
import type { SpeedPuzzle } from './content';

// The scoring rules of issue 14, as pure functions: what an answer is worth. The server
// applies them to the answers the client sends; the client never sends a score.

/** Pattern match: 50 a right pick, 25 off a wrong one; a round is never below 0. */
export function scorePatternRound(answer: readonly string[], picks: readonly string[]): { points: number; right: number; wrong: number } {
  const right = picks.filter((square) => answer.includes(square)).length;
  const wrong = picks.length - right;
  return { points: Math.max(0, right * MINI_SCORING.patternPerPick - wrong * MINI_SCORING.patternWrongPick), right, wrong };
}

/** Memory: each piece on its square is worth 20, less 5 a look after the first (never below 5); 10 off a misplaced or extra piece. */
export function scoreMemoryRound(
  position: readonly MemoryPiece[],
  placed: readonly MemoryPiece[],
  looks: number,
): { points: number; right: number; wrong: number } {
  const wanted = new Map(position.map((p) => [p.square, p.piece]));
  const right = placed.filter((p) => wanted.get(p.square) === p.piece).length;
  const wrong = placed.length - right;
  const perPiece = Math.max(MINI_SCORING.memoryMinPerPiece, MINI_SCORING.memoryPerPiece - MINI_SCORING.memoryPerExtraLook * Math.max(0, looks - 1));
  return { points: Math.max(0, right * perPiece - wrong * MINI_SCORING.memoryWrongPiece), right, wrong };
}

/** Speed puzzle: the puzzle's move, or for a mate puzzle any mate in one; null when the move is not legal. */
export function judgeSpeedMove(puzzle: SpeedPuzzle, uci: string): boolean | null {
  const chess = new Chess(puzzle.fen);
  try {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    return null;
  }
  const sameSquares = uci.slice(0, 4) === puzzle.move.slice(0, 4);
  const samePromotion = (uci[4] ?? '') === (puzzle.move[4] ?? '');
  if (sameSquares && samePromotion) return true;
  return puzzle.mate && chess.isCheckmate();
}

/** Speed puzzle's clock: a wrong answer takes seconds off; each finished streak gives some back. */
export function speedDeadlineChange(correct: boolean, streakAfter: number): number {
  if (!correct) return -MINI_SCORING.speedWrongSeconds * 1000;
  return streakAfter > 0 && streakAfter % MINI_SCORING.speedStreakLength === 0 ? MINI_SCORING.speedStreakSeconds * 1000 : 0;
}
