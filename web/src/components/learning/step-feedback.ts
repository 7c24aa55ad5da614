import type { LessonStep } from '@chess-quest/protocol/lessons';

/** "d2", "d3 and d4", "b3, c3 and d3". */
function listSquares(squares: readonly string[]): string {
  if (squares.length <= 1) return squares.join('');
  return `${squares.slice(0, -1).join(', ')} and ${squares[squares.length - 1]}`;
}

/**
 * What a walking step (collect the stars, capture them all) says after a move that is allowed
 * but does not do the task yet: the piece walks on, and the child hears where the task still is,
 * so no move in a lesson goes by without a word. Null for the moves that already say something
 * (a star collected, a capture, the step finished) and for the other kinds of step.
 */
export function offTaskMoveFeedback(step: LessonStep, to: string, remainingStars: readonly string[]): string | null {
  switch (step.kind) {
    case 'collect-stars':
      if (remainingStars.length === 0) return null;
      return remainingStars.length === 1
        ? `No star on ${to}. The star is on ${remainingStars[0]}. Keep going!`
        : `No star on ${to}. The stars are on ${listSquares(remainingStars)}. Keep going!`;
    case 'capture-all':
      return `Nothing to take on ${to}. Find a piece you can capture!`;
    default:
      return null;
  }
}
