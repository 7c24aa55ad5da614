import { Chess } from 'chess.js';
import { matchesSolutionMove } from '@chess-quest/protocol/chess/answer-matching';

/**
 * True when `moves` are the child's moves of the puzzle's line (child, reply, child, …):
 * each child move matched leniently (spec §5) against the line at that point, the forced
 * replies played in between.
 */
export function solvesPuzzle(fen: string, line: readonly string[], moves: readonly string[]): boolean {
  const childMoves = line.filter((_, i) => i % 2 === 0);
  if (moves.length !== childMoves.length || childMoves.length === 0) return false;
  const chess = new Chess(fen);
  for (let ply = 0; ply < line.length; ply += 1) {
    const expected = line[ply]!;
    if (ply % 2 === 0 && !matchesSolutionMove(chess.fen(), moves[ply / 2]!, expected)) return false;
    try {
      chess.move({ from: expected.slice(0, 2), to: expected.slice(2, 4), promotion: expected[4] });
    } catch {
      return false;
    }
  }
  return true;
}
