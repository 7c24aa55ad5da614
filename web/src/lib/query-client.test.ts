import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameScheduler } from './query-client';

describe('frameScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs every update scheduled before the next frame together, in order, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const schedule = frameScheduler();
    const ran: string[] = [];
    schedule(() => ran.push('progress'));
    schedule(() => ran.push('modules'));
    schedule(() => ran.push('story'));
    expect(ran).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(ran).toEqual(['progress', 'modules', 'story']);
    // The fallback timer was cleared: nothing runs twice.
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['progress', 'modules', 'story']);
    schedule(() => ran.push('later'));
    expect(frames).toHaveLength(2);
  });

  it('still delivers within 100 ms when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const schedule = frameScheduler();
    const ran: number[] = [];
    schedule(() => ran.push(1));
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([1]);
  });
});
