import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { outcomeOf, replay } from './game-rules';

describe('how an AI game ends', () => {
  it('sees checkmate and who won', () => {
    const chess = replay(['f3', 'e5', 'g4', 'Qh4#']);
    expect(outcomeOf(chess)).toEqual({ gameResult: 'black_wins', winningColor: 'black', termination: 'checkmate' });
    const scholars = replay(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
    expect(outcomeOf(scholars)?.gameResult).toBe('white_wins');
  });

  it('sees the draws: stalemate, insufficient material, threefold repetition, fifty moves', () => {
    expect(outcomeOf(new Chess('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))?.termination).toBe('stalemate');
    expect(outcomeOf(new Chess('8/8/4k3/8/8/3K4/8/8 w - - 0 1'))?.termination).toBe('insufficient_material');
    expect(outcomeOf(new Chess('8/8/4k3/8/8/3KB3/8/8 w - - 0 1'))?.termination).toBe('insufficient_material');
    const repeated = replay(['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(outcomeOf(repeated)).toEqual({ gameResult: 'draw', winningColor: null, termination: 'threefold' });
    expect(outcomeOf(new Chess('8/8/4k3/8/8/3K4/8/R7 w - - 100 80'))?.termination).toBe('fifty_moves');
  });

  it('lets a game go on otherwise', () => {
    expect(outcomeOf(replay(['e4', 'e5']))).toBeNull();
    expect(outcomeOf(new Chess('8/8/4k3/8/8/3K4/8/R7 w - - 99 80'))).toBeNull();
  });
});
