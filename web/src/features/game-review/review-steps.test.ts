import { describe, expect, it } from 'vitest';
import { keyStep, step } from './review-steps';

describe('stepping through a review', () => {
  it('moves one ply at a time and stops at both ends', () => {
    expect(step(0, { type: 'next' }, 3)).toBe(1);
    expect(step(3, { type: 'next' }, 3)).toBe(3);
    expect(step(1, { type: 'previous' }, 3)).toBe(0);
    expect(step(0, { type: 'previous' }, 3)).toBe(0);
  });

  it('jumps to the start, the last move and a chosen move, never past the game', () => {
    expect(step(2, { type: 'first' }, 5)).toBe(0);
    expect(step(2, { type: 'last' }, 5)).toBe(5);
    expect(step(0, { type: 'go', ply: 4 }, 5)).toBe(4);
    expect(step(0, { type: 'go', ply: 9 }, 5)).toBe(5);
    expect(step(3, { type: 'go', ply: -2 }, 5)).toBe(0);
  });

  it('a game without moves stays on its start', () => {
    expect(step(0, { type: 'next' }, 0)).toBe(0);
    expect(step(0, { type: 'last' }, 0)).toBe(0);
  });

  it('finds the next and the previous marked move, in any order, and stays when there is none', () => {
    const marked = [9, 3, 5];
    expect(step(0, { type: 'nextMarked', marked }, 10)).toBe(3);
    expect(step(3, { type: 'nextMarked', marked }, 10)).toBe(5);
    expect(step(9, { type: 'nextMarked', marked }, 10)).toBe(9);
    expect(step(6, { type: 'previousMarked', marked }, 10)).toBe(5);
    expect(step(3, { type: 'previousMarked', marked }, 10)).toBe(3);
  });

  it('reads the arrow keys, Home and End, and leaves other keys alone', () => {
    expect(keyStep('ArrowRight')).toEqual({ type: 'next' });
    expect(keyStep('ArrowDown')).toEqual({ type: 'next' });
    expect(keyStep('ArrowLeft')).toEqual({ type: 'previous' });
    expect(keyStep('ArrowUp')).toEqual({ type: 'previous' });
    expect(keyStep('Home')).toEqual({ type: 'first' });
    expect(keyStep('End')).toEqual({ type: 'last' });
    expect(keyStep('Enter')).toBeNull();
    expect(keyStep('a')).toBeNull();
  });
});
