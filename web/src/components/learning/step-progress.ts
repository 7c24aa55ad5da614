import { msg } from '@lingui/core/macro';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import { readPlacement } from '@chess-quest/protocol/chess/free-move';
import type { StepState } from '@chess-quest/protocol/lessons/step-engine';
import type { SquareMarker } from '../chess/lazy-chess-board';
import { i18n } from '../../lib/i18n';

/** The first step not done yet (no stars), or null when every step has stars. */
export function firstUndoneStep(stepStars: readonly number[]): number | null {
  const index = stepStars.findIndex((s) => s <= 0);
  return index === -1 ? null : index;
}

/** Where a lesson opens: at the first step not done yet, or at the start when all are done. */
export function startingStep(stepStars: readonly number[]): number {
  return firstUndoneStep(stepStars) ?? 0;
}

/**
 * Where "Next" goes after step `current`: the following step, or, after the last one, the
 * first step still without stars (a child may have jumped ahead), or 'finished'.
 */
export function nextStep(current: number, stepStars: readonly number[]): number | 'finished' {
  if (current + 1 < stepStars.length) return current + 1;
  return firstUndoneStep(stepStars) ?? 'finished';
}

/** A step can be opened from the dots once it has stars, or when it is the next one to do. */
export function canOpenStep(index: number, stepStars: readonly number[]): boolean {
  if ((stepStars[index] ?? 0) > 0) return true;
  const undone = firstUndoneStep(stepStars);
  return undone !== null && index <= undone;
}

/**
 * The marks the board shows for a step: the squares an explanation points at, the stars still
 * to collect, the pieces still to capture, and a found move in green.
 */
export function stepMarkers(
  step: LessonStep,
  state: StepState,
  lastMove: { from: string; to: string } | null,
): Partial<Record<string, SquareMarker>> {
  const markers: Partial<Record<string, SquareMarker>> = {};
  switch (step.kind) {
    case 'explain':
      for (const square of step.highlights) markers[square] = 'target';
      break;
    case 'collect-stars':
      for (const square of state.remainingStars) markers[square] = 'star';
      break;
    case 'capture-all': {
      const pieces = readPlacement(state.fen);
      for (const [square, piece] of pieces ?? []) {
        if (piece.color !== state.childColor && piece.type !== 'k') markers[square] = 'target';
      }
      break;
    }
    case 'find-move':
      if (state.done && lastMove) {
        markers[lastMove.from] = 'correct';
        markers[lastMove.to] = 'correct';
      }
      break;
  }
  return markers;
}

/** "Moves: 3 (best: 4)" for the walking steps, whose stars depend on the number of moves. */
export function movesSummary(step: LessonStep, movesUsed: number): string | null {
  if (step.kind !== 'collect-stars' && step.kind !== 'capture-all') return null;
  const best = step.par;
  return i18n._(msg`Moves: ${movesUsed} · Best: ${best}`);
}
