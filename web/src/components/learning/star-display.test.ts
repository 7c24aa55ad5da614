import { describe, expect, it } from 'vitest';
import { clampStars, pointsLine, starSlots, starsCheer, starsLabel, totalStars } from './star-display';

describe('star display', () => {
  it('fills stars from the left, at most three', () => {
    expect(starSlots(2)).toEqual([true, true, false]);
    expect(starSlots(0)).toEqual([false, false, false]);
    expect(starSlots(7)).toEqual([true, true, true]);
    expect(starSlots(-1)).toEqual([false, false, false]);
  });

  it('reads the stars out for a screen reader', () => {
    expect(starsLabel(3)).toBe('3 of 3 stars');
    expect(starsLabel(1)).toBe('1 of 3 stars');
    expect(starsLabel(0)).toBe('No stars yet');
    expect(clampStars(Number.NaN)).toBe(0);
  });

  it('always cheers, louder with more stars', () => {
    expect(starsCheer(3)).toBe('Perfect!');
    expect(starsCheer(2)).toBe('Great job!');
    expect(starsCheer(1)).toBe('Well done!');
  });

  it('adds up the stars of a lesson', () => {
    expect(totalStars([3, 2, 0])).toEqual({ earned: 5, possible: 9 });
    expect(totalStars([])).toEqual({ earned: 0, possible: 0 });
  });

  it('shows the points earned on this visit, kindly when there are none', () => {
    expect(pointsLine(120)).toBe('+120 points!');
    expect(pointsLine(0)).toMatch(/already earned/);
  });
});
