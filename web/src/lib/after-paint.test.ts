import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterThisPaint } from './after-paint';

describe('afterThisPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task in a task of its own after the next frame, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const task = vi.fn();
    afterThisPaint(task);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    // Inside the frame's own callback is still before its paint.
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the fallback when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const task = vi.fn();
    afterThisPaint(task, 500);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
