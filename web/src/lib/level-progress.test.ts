import { describe, expect, it } from 'vitest';
import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';
import { clampPercent, levelProgressPercent, pointsIntoLevel } from './level-progress';

describe('level progress', () => {
  it('is points modulo 1000 as a percentage of 1000', () => {
    expect(POINTS_PER_LEVEL).toBe(1000);
    expect(levelProgressPercent(0)).toBe(0);
    expect(levelProgressPercent(250)).toBe(25);
    expect(levelProgressPercent(1750)).toBe(75);
    expect(levelProgressPercent(999)).toBeCloseTo(99.9);
  });

  it('starts over at every full level', () => {
    expect(levelProgressPercent(1000)).toBe(0);
    expect(levelProgressPercent(3000)).toBe(0);
    expect(pointsIntoLevel(2340)).toBe(340);
  });

  it('never goes below 0 for odd input', () => {
    expect(levelProgressPercent(-50)).toBe(0);
    expect(levelProgressPercent(Number.NaN)).toBe(0);
  });
});

describe('clampPercent', () => {
  it('clamps to 0-100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
