import { describe, expect, it } from 'vitest';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import { offTaskMoveFeedback } from './step-feedback';

const common = { id: 's', title: 'T', instruction: 'I', successText: 'S', hint: 'H', fen: '3k4/8/8/8/8/8/8/3K4 w - - 0 1' };
const stars = { ...common, kind: 'collect-stars', stars: ['d2', 'd3', 'd4'], par: 3 } as unknown as LessonStep;
const capture = { ...common, kind: 'capture-all', par: 2 } as unknown as LessonStep;
const find = { ...common, kind: 'find-move', goal: 'check', solutions: ['d1d2'] } as unknown as LessonStep;

describe('offTaskMoveFeedback', () => {
  it('tells where the one star left is', () => {
    expect(offTaskMoveFeedback(stars, 'e2', ['d2'])).toBe('No star on e2. The star is on d2. Keep going!');
  });
  it('lists the stars left', () => {
    expect(offTaskMoveFeedback(stars, 'e2', ['d2', 'd3', 'd4'])).toBe('No star on e2. The stars are on d2, d3 and d4. Keep going!');
    expect(offTaskMoveFeedback(stars, 'e2', ['d3', 'd4'])).toBe('No star on e2. The stars are on d3 and d4. Keep going!');
  });
  it('asks for a capture on a capture step', () => {
    expect(offTaskMoveFeedback(capture, 'e4', [])).toBe('Nothing to take on e4. Find a piece you can capture!');
  });
  it('says nothing where the step has its own words', () => {
    expect(offTaskMoveFeedback(stars, 'e2', [])).toBeNull();
    expect(offTaskMoveFeedback(find, 'e2', [])).toBeNull();
  });
});
