import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { moveRows } from './move-list';

describe('moveRows', () => {
  it('pairs moves in the simplified move text', () => {
    const game = new Chess();
    for (const san of ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3']) game.move(san);
    expect(moveRows(game.history({ verbose: true }))).toEqual([
      { number: 1, white: 'e4', black: 'd5' },
      { number: 2, white: 'xd5', black: 'Qxd5' },
      { number: 3, white: 'Nc3', black: undefined },
    ]);
  });

  it('starts with an empty white cell when black moved first', () => {
    const moves = [
      { piece: 'k', from: 'e8', to: 'g8' },
      { piece: 'q', from: 'd1', to: 'h5' },
    ];
    expect(moveRows(moves, 'b', 23)).toEqual([
      { number: 23, black: 'O-O' },
      { number: 24, white: 'Qh5', black: undefined },
    ]);
  });

  it('is empty without moves', () => {
    expect(moveRows([])).toEqual([]);
  });
});
