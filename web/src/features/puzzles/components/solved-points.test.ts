import { describe, expect, it, vi } from 'vitest';
import { createPointsLine } from './solved-points';

describe('a solved puzzle’s points line', () => {
  it('is empty until the points are known, then tells whoever draws it', () => {
    const line = createPointsLine();
    expect(line.get()).toBeNull();
    expect(line.shown()).toBe(false);
    const heard = vi.fn();
    const stop = line.subscribe(heard);
    expect(line.shown()).toBe(true);
    line.set('You solved it in 1 attempt and earned 10 points!');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(line.get()).toBe('You solved it in 1 attempt and earned 10 points!');
    stop();
    expect(line.shown()).toBe(false);
  });
});
