import { describe, expect, it } from 'vitest';
import { capturedBetween, slideOffset, slidesBetween } from './board-slide';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('a board’s slides', () => {
  it('slides the moved piece, and only it', () => {
    expect(slidesBetween(START, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1', 'white')).toEqual([
      { from: 'g1', to: 'f3', piece: 'wN' },
    ]);
  });

  it('slides a capturing piece onto the square of the piece it takes', () => {
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2';
    expect(slidesBetween(before, after, 'white')).toEqual([{ from: 'e4', to: 'd5', piece: 'wP' }]);
  });

  it('slides both pieces of a castling, but not a king the child dragged there', () => {
    const before = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const after = 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1';
    expect(slidesBetween(before, after, 'white')).toEqual(
      expect.arrayContaining([
        { from: 'e1', to: 'g1', piece: 'wK' },
        { from: 'h1', to: 'f1', piece: 'wR' },
      ]),
    );
    expect(slidesBetween(before, after, 'white', 'e1')).toEqual([{ from: 'h1', to: 'f1', piece: 'wR' }]);
  });

  it('slides a promoting pawn to its square as its new piece', () => {
    expect(slidesBetween('8/4P3/8/8/8/8/8/k6K w - - 0 1', '4Q3/8/8/8/8/8/8/k6K b - - 0 1', 'white')).toEqual([{ from: 'e7', to: 'e8', piece: 'wQ' }]);
  });

  it('slides nothing when nothing moved', () => {
    expect(slidesBetween(START, START, 'white')).toEqual([]);
  });

  it('starts a piece over its old square, whichever way the board is turned', () => {
    // g1 → f3 seen from White: the old square is one file right and two ranks down.
    expect(slideOffset('g1', 'f3', 'white')).toEqual({ x: 1, y: 2 });
    expect(slideOffset('g1', 'f3', 'black')).toEqual({ x: -1, y: -2 });
  });

  it('keeps what a move took: the piece on the capture square, the pawn taken en passant', () => {
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2';
    expect(capturedBetween(before, after, slidesBetween(before, after, 'white'))).toEqual([{ square: 'd5', piece: 'bP' }]);
    const passant = 'k7/8/8/3pP3/8/8/8/7K w - d6 0 1';
    const taken = 'k7/8/3P4/8/8/8/8/7K b - - 0 1';
    expect(capturedBetween(passant, taken, slidesBetween(passant, taken, 'white'))).toEqual([{ square: 'd5', piece: 'bP' }]);
  });

  it('keeps nothing for a quiet move, a castling, a dragged capture or a position drawn anew', () => {
    const quiet = 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1';
    expect(capturedBetween(START, quiet, slidesBetween(START, quiet, 'white'))).toEqual([]);
    const castle = ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1'] as const;
    expect(capturedBetween(castle[0], castle[1], slidesBetween(castle[0], castle[1], 'white'))).toEqual([]);
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2';
    // Dragged: the piece is already on the square, nothing slides, nothing is kept.
    expect(capturedBetween(before, after, slidesBetween(before, after, 'white', 'e4'), 'e4')).toEqual([]);
    expect(capturedBetween(START, after, [])).toEqual([]);
  });
});
