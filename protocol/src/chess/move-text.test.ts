import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { simplifiedMoveText } from './move-text';

describe('simplifiedMoveText', () => {
  it.each([
    [{ piece: 'p', from: 'e2', to: 'e4' }, 'e4'],
    [{ piece: 'n', from: 'g1', to: 'f3' }, 'Nf3'],
    [{ piece: 'p', from: 'e4', to: 'd5', captured: 'p' }, 'xd5'],
    [{ piece: 'b', from: 'f1', to: 'b5', captured: 'n' }, 'Bxb5'],
    [{ piece: 'q', from: 'd1', to: 'h5' }, 'Qh5'],
    [{ piece: 'k', from: 'e1', to: 'g1' }, 'O-O'],
    [{ piece: 'k', from: 'e8', to: 'c8' }, 'O-O-O'],
    [{ piece: 'k', from: 'e1', to: 'e2' }, 'Ke2'],
    // Only the same-rank jump is castling; the free-move board can make any other king move.
    [{ piece: 'k', from: 'e1', to: 'g3' }, 'Kg3'],
    [{ piece: 'k', from: 'f1', to: 'g1' }, 'Kg1'],
    [{ piece: 'p', from: 'e7', to: 'e8', promotion: 'q' }, 'e8=Q'],
    [{ piece: 'p', from: 'd7', to: 'c8', captured: 'r', promotion: 'n' }, 'xc8=N'],
  ])('%o is written %s', (move, text) => {
    expect(simplifiedMoveText(move)).toBe(text);
  });

  it('works on chess.js moves, en passant and castling included', () => {
    const game = new Chess();
    const texts = ['e4', 'd5', 'e5', 'f5', 'exf6', 'Nc6', 'Nf3', 'Bg4', 'Be2', 'Qd7', 'O-O', 'O-O-O'].map((san) =>
      simplifiedMoveText(game.move(san)),
    );
    expect(texts).toEqual(['e4', 'd5', 'e5', 'f5', 'xf6', 'Nc6', 'Nf3', 'Bg4', 'Be2', 'Qd7', 'O-O', 'O-O-O']);
  });
});
