import { describe, expect, it } from 'vitest';
import type { MiniRun } from '@chess-quest/protocol/mini-challenges';
import { msLeftAt, piecesToFen } from './mini-logic';

describe('mini challenge screens', () => {
  it('draws a memory placement as a FEN board', () => {
    expect(piecesToFen([])).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(
      piecesToFen([
        { square: 'e1', piece: 'wK' },
        { square: 'e8', piece: 'bK' },
        { square: 'a8', piece: 'bR' },
        { square: 'h2', piece: 'wP' },
      ]),
    ).toBe('r3k3/8/8/8/8/8/7P/4K3 w - - 0 1');
  });

  it('counts the time left by the server clock, whatever the device clock says', () => {
    const run = { deadline: '2026-11-23T10:00:30.000Z', serverNow: '2026-11-23T10:00:00.000Z', finished: false } as MiniRun;
    // The device clock is years off: only the time since the answer counts.
    const receivedAt = Date.UTC(2001, 0, 1);
    expect(msLeftAt({ run, receivedAt }, receivedAt)).toBe(30_000);
    expect(msLeftAt({ run, receivedAt }, receivedAt + 12_500)).toBe(17_500);
    expect(msLeftAt({ run, receivedAt }, receivedAt + 31_000)).toBe(0);
    expect(msLeftAt({ run, receivedAt }, receivedAt - 5_000)).toBe(30_000);
  });
});
