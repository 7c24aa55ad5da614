import { describe, expect, it } from 'vitest';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import { applyStepMove, startStep } from '@chess-quest/protocol/lessons/step-engine';
import { canOpenStep, firstUndoneStep, movesSummary, nextStep, startingStep, stepMarkers } from './step-progress';

const base = { id: 's', title: 'T', instruction: 'Do it.', successText: 'Yes!' };

describe('step order', () => {
  it('opens a lesson at the first step without stars, or at the start', () => {
    expect(startingStep([3, 2, 0, 0])).toBe(2);
    expect(startingStep([3, 3])).toBe(0);
    expect(firstUndoneStep([1, 1])).toBeNull();
  });

  it('goes to the next step, then back to a skipped one, then finishes', () => {
    expect(nextStep(0, [3, 0, 0])).toBe(1);
    expect(nextStep(2, [3, 0, 3])).toBe(1);
    expect(nextStep(2, [3, 3, 3])).toBe('finished');
  });

  it('lets the dots open done steps and the next one only', () => {
    expect(canOpenStep(0, [3, 0, 0])).toBe(true);
    expect(canOpenStep(1, [3, 0, 0])).toBe(true);
    expect(canOpenStep(2, [3, 0, 0])).toBe(false);
    expect(canOpenStep(2, [3, 3, 3])).toBe(true);
  });
});

describe('stepMarkers', () => {
  it('shows the stars still to collect', () => {
    const step: LessonStep = { ...base, kind: 'collect-stars', fen: '8/8/8/8/8/8/8/R7 w - - 0 1', stars: ['a4', 'd4'], par: 2 };
    const start = startStep(step);
    expect(stepMarkers(step, start, null)).toEqual({ a4: 'star', d4: 'star' });
    const moved = applyStepMove(step, start, 'a1a4');
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.collectedStar).toBe('a4');
    expect(stepMarkers(step, moved.state, null)).toEqual({ d4: 'star' });
  });

  it('marks the pieces to capture, never a king', () => {
    const step: LessonStep = { ...base, kind: 'capture-all', fen: '4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1', par: 1 };
    expect(stepMarkers(step, startStep(step), null)).toEqual({ d5: 'target' });
  });

  it('points at the squares an explanation talks about, and at a found move', () => {
    const explain: LessonStep = { ...base, kind: 'explain', fen: '8/8/8/8/8/8/8/8 w - - 0 1', highlights: ['e4'] };
    expect(stepMarkers(explain, startStep(explain), null)).toEqual({ e4: 'target' });
    const find: LessonStep = {
      ...base,
      kind: 'find-move',
      fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
      goal: 'mate',
      solutions: ['a1a8'],
      hint: 'Use the rook.',
    };
    const solved = applyStepMove(find, startStep(find), 'a1a8');
    if (!solved.ok) throw new Error(solved.reason);
    expect(stepMarkers(find, solved.state, { from: 'a1', to: 'a8' })).toEqual({ a1: 'correct', a8: 'correct' });
  });
});

describe('movesSummary', () => {
  it('counts moves against the best score on walking steps only', () => {
    const step: LessonStep = { ...base, kind: 'capture-all', fen: '8/8/8/8/8/8/8/8 w - - 0 1', par: 4 };
    expect(movesSummary(step, 3)).toBe('Moves: 3 · Best: 4');
    expect(movesSummary({ ...base, kind: 'explain', fen: '', highlights: [] }, 0)).toBeNull();
  });
});
