import { describe, expect, it } from 'vitest';
import { applyFreeMove, isPromotionSquare, readPlacement } from './free-move';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('readPlacement', () => {
  it('reads every piece with its colour', () => {
    const pieces = readPlacement(START);
    expect(pieces?.size).toBe(32);
    expect(pieces?.get('e1')).toEqual({ type: 'k', color: 'w' });
    expect(pieces?.get('d8')).toEqual({ type: 'q', color: 'b' });
    expect(pieces?.get('e4')).toBeUndefined();
  });

  it('accepts positions no game could reach and rejects broken ones', () => {
    expect(readPlacement('8/8/8/8/8/8/8/R7 w - - 0 1')?.size).toBe(1);
    expect(readPlacement('QQQQQQQQ/8/8/8/8/8/8/8')?.size).toBe(8);
    expect(readPlacement('8/8/8/8/8/8/8/R6 w - - 0 1')).toBeNull();
    expect(readPlacement('8/8/8/8/8/8/8/X7 w - - 0 1')).toBeNull();
    expect(readPlacement('8/8/8 w - - 0 1')).toBeNull();
  });
});

describe('applyFreeMove', () => {
  it.each([
    ['a move no rule allows', START, 'e2', 'e5', undefined, 'rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'],
    ['a capture of anything', START, 'd1', 'd7', undefined, 'rnbqkbnr/pppQpppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1'],
    ['a king move drops both rights', START, 'e1', 'e4', undefined, 'rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1BNR b kq - 1 1'],
    ['a rook move drops one right', 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 9', 'h8', 'h5', undefined, 'r3k3/8/8/7r/8/8/8/R3K2R w KQq - 4 10'],
    ['a promotion, queen by default', '8/P7/8/8/8/8/8/8 w - - 0 1', 'a7', 'a8', undefined, 'Q7/8/8/8/8/8/8/8 b - - 0 1'],
    ['a chosen promotion', '8/8/8/8/8/8/p7/8 b - - 0 1', 'a2', 'a1', 'n', '8/8/8/8/8/8/8/n7 w - - 0 2'],
  ] as const)('%s', (_name, fen, from, to, promotion, after) => {
    expect(applyFreeMove(fen, from, to, promotion)).toBe(after);
  });

  it('gives null when nothing can move', () => {
    expect(applyFreeMove(START, 'e4', 'e5')).toBeNull();
    expect(applyFreeMove(START, 'e2', 'e2')).toBeNull();
    expect(applyFreeMove(START, 'e2', 'z9')).toBeNull();
    expect(applyFreeMove('broken', 'e2', 'e4')).toBeNull();
  });
});

describe('isPromotionSquare', () => {
  it('is the last rank of a pawn only', () => {
    expect(isPromotionSquare({ type: 'p', color: 'w' }, 'c8')).toBe(true);
    expect(isPromotionSquare({ type: 'p', color: 'b' }, 'c1')).toBe(true);
    expect(isPromotionSquare({ type: 'p', color: 'w' }, 'c1')).toBe(false);
    expect(isPromotionSquare({ type: 'q', color: 'w' }, 'c8')).toBe(false);
  });
});
