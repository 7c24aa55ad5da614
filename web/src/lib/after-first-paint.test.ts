import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeBrowser() {
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
      cancelIdleCallback: () => undefined,
    });
    const nextFrame = () => frames.shift()!(0);
    const idleMoment = () => idle.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    return { frames, idle, nextFrame, idleMoment };
  }

  it('runs the task after two frames and an idle moment, not before', () => {
    const browser = fakeBrowser();
    const task = vi.fn();
    afterFirstPaint(task);
    browser.nextFrame();
    expect(browser.idle).toHaveLength(0);
    browser.nextFrame();
    expect(task).not.toHaveBeenCalled();
    browser.idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a task cancelled while it waits', () => {
    const browser = fakeBrowser();
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    browser.nextFrame();
    browser.nextFrame();
    cancel();
    browser.idleMoment();
    expect(task).not.toHaveBeenCalled();
  });
});
