import { describe, expect, it } from 'vitest';
import { msLeftAt } from './time-left';

describe('time left of a run timed by the server', () => {
  it('counts the time left by the server clock, whatever the device clock says', () => {
    const run = { deadline: '2026-11-23T10:00:30.000Z', serverNow: '2026-11-23T10:00:00.000Z' };
    // The device clock is years off: only the time since the answer counts.
    const receivedAt = Date.UTC(2001, 0, 1);
    expect(msLeftAt({ run, receivedAt }, receivedAt)).toBe(30_000);
    expect(msLeftAt({ run, receivedAt }, receivedAt + 12_500)).toBe(17_500);
    expect(msLeftAt({ run, receivedAt }, receivedAt + 31_000)).toBe(0);
    expect(msLeftAt({ run, receivedAt }, receivedAt - 5_000)).toBe(30_000);
  });
});
