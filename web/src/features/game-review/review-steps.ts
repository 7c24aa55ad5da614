// Stepping through a reviewed game: which move is selected, and what a key press does to it.
// The selection is a ply: 0 is the starting position (no move yet), n the position after the
// n-th move of the game. Pure, so the page and its tests share it.

export type StepAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'go'; ply: number }
  /** The next (or previous) of the child's labelled moves that is worth a second look. */
  | { type: 'nextMarked'; marked: readonly number[] }
  | { type: 'previousMarked'; marked: readonly number[] };

/** The ply a step leads to, kept within 0..lastPly (a game of no moves stays at 0). */
export function step(ply: number, action: StepAction, lastPly: number): number {
  const last = Math.max(0, lastPly);
  const clamp = (n: number) => Math.min(last, Math.max(0, Math.trunc(n)));
  switch (action.type) {
    case 'next':
      return clamp(ply + 1);
    case 'previous':
      return clamp(ply - 1);
    case 'first':
      return 0;
    case 'last':
      return last;
    case 'go':
      return clamp(action.ply);
    case 'nextMarked':
      return clamp([...action.marked].sort((a, b) => a - b).find((p) => p > ply) ?? ply);
    case 'previousMarked':
      return clamp([...action.marked].sort((a, b) => b - a).find((p) => p < ply) ?? ply);
  }
}

/**
 * The step a key asks for, or null for a key the review leaves alone: arrows step one move
 * (left/up back, right/down on, as a list is read), Home the start, End the last move.
 */
export function keyStep(key: string): StepAction | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'previous' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    default:
      return null;
  }
}
