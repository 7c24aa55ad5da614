import { describe, expect, it } from 'vitest';
import { parseMoveInput, type MoveInputFailure } from '@chess-quest/protocol/chess/move-input';
import { describeMove, describePickUp, typedMoveProblem } from './board-messages';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const TWO_KNIGHTS = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';

function problem(fen: string, input: string): string {
  const result = parseMoveInput(fen, input);
  if (result.ok) throw new Error(`${input} was legal`);
  return typedMoveProblem(result as MoveInputFailure, fen);
}

describe('typedMoveProblem', () => {
  it('says why a typed move cannot be played', () => {
    expect(problem(START, 'banana')).toBe("I don't know that move. Try something like e4 or Nf3.");
    expect(problem(START, 'Bb5')).toBe("A piece can't jump over other pieces.");
    expect(problem(START, 'Nd4')).toBe("That move isn't possible right now.");
    expect(problem(START, 'e2e5')).toBe('Pawns move straight forward and capture diagonally.');
    expect(problem(TWO_KNIGHTS, 'Nd2')).toBe('More than one piece can go to d2. Type Nbd2 or Nfd2.');
    expect(problem('broken', 'e4')).toBe("This board can't check moves right now.");
  });
});

describe('screen-reader sentences', () => {
  it('describes moves and pick-ups', () => {
    expect(describeMove({ color: 'w', type: 'n' }, 'f3', false)).toBe('White knight to f3.');
    expect(describeMove({ color: 'b', type: 'p' }, 'd4', true)).toBe('Black pawn takes on d4.');
    expect(describeMove({ color: 'w', type: 'p' }, 'e8', false, 'q')).toBe('White pawn to e8 and becomes a queen.');
    expect(describePickUp({ color: 'w', type: 'b' }, 'c1', 0)).toBe('White bishop on c1 picked up. It has no moves right now.');
  });
});
