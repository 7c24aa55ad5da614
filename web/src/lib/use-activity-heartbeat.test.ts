import { describe, expect, it } from 'vitest';
import { activeSecondsSince, shouldBeat } from './use-activity-heartbeat';

describe('activity heartbeat', () => {
  const now = 1_000_000;
  const base = { visible: true, lastInputAt: now - 10_000, now, pathname: '/puzzles' };

  it('beats while the tab is visible and was touched within the minute', () => {
    expect(shouldBeat(base)).toBe(true);
    expect(shouldBeat({ ...base, lastInputAt: now - 60_000 })).toBe(true);
  });

  it('stays quiet for a hidden tab or one left alone for more than a minute', () => {
    expect(shouldBeat({ ...base, visible: false })).toBe(false);
    expect(shouldBeat({ ...base, lastInputAt: now - 60_001 })).toBe(false);
  });

  it('does not count a grown-up reading the parent pages as play time', () => {
    for (const pathname of ['/parent-dashboard', '/family', '/subscription']) expect(shouldBeat({ ...base, pathname })).toBe(false);
    expect(shouldBeat({ ...base, pathname: '/parent-guide' })).toBe(true);
  });

  it('claims the whole seconds since the last beat, never more than a minute', () => {
    expect(activeSecondsSince(now - 12_400, now)).toBe(12);
    expect(activeSecondsSince(now - 20_000, now)).toBe(20);
    expect(activeSecondsSince(now - 600_000, now)).toBe(60);
    expect(activeSecondsSince(now + 5_000, now)).toBe(0);
  });
});
