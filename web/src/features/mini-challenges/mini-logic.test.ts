import { describe, expect, it } from 'vitest';
import { piecesToFen } from './mini-logic';

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
});
