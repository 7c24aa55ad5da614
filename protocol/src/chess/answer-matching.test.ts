import { describe, expect, it } from 'vitest';
import { matchesSolutionMove, movesMatch, normalizeMove } from './answer-matching';

describe('normalizeMove', () => {
  it.each([
    ['Qxd8+', 'qd8'],
    ['Qd8#', 'qd8'],
    ['exd5', 'ed5'],
    ['e8=Q', 'e8q'],
    [' Nf3 ', 'nf3'],
    ['O-O', 'o-o'],
    ['0-0', 'o-o'],
    ['o-o', 'o-o'],
    ['O-O+', 'o-o'],
    ['OO', 'o-o'],
    ['O-O-O', 'o-o-o'],
    ['0-0-0#', 'o-o-o'],
    ['e2e4', 'e2e4'],
  ])('%s → %s', (text, normal) => {
    expect(normalizeMove(text)).toBe(normal);
  });
});

describe('movesMatch (spec §5, lenient)', () => {
  it.each([
    ['Qxd8+', 'Qd8', true],
    ['qd8', 'Qxd8#', true],
    ['e2e4', 'e2-e4', true],
    ['e2e4', 'e2e4q', true],
    ['e4', 'e2e4', true],
    ['d8', 'Qxd8', true],
    ['0-0', 'O-O', true],
    ['o-o-o', 'O-O-O', true],
    ['O-O', 'O-O-O', false],
    ['O-O-O', 'O-O', false],
    ['e4', 'd4', false],
    ['Nf3', 'Nc3', false],
    ['e2e4', 'd2d4', false],
    ['', 'e4', false],
    ['e4', '', false],
    ['q', 'Qd8', false],
  ])('%j vs %j → %s', (given, expected, result) => {
    expect(movesMatch(given, expected)).toBe(result);
  });
});

describe('matchesSolutionMove (strict, through the position)', () => {
  // White queen d1 can take the black queen on d8 with check... king on e8 is next to it.
  const QUEEN_TRADE = '3qk3/8/8/8/8/8/8/3QK3 w - - 0 1';
  const PROMOTION = '8/1P2k3/8/8/8/8/8/4K3 w - - 0 1';
  const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

  it.each([
    [QUEEN_TRADE, 'Qxd8+', 'd1d8', true],
    [QUEEN_TRADE, 'qd8', 'd1d8', true],
    [QUEEN_TRADE, 'd1d8', 'd1d8', true],
    [QUEEN_TRADE, 'Qd8', 'd1d8', true],
    [QUEEN_TRADE, 'D1D8', 'd1d8', true],
    [QUEEN_TRADE, 'Qd7', 'd1d8', false],
    [QUEEN_TRADE, 'd1d7', 'd1d8', false],
    [QUEEN_TRADE, 'Ke2', 'd1d8', false],
    [QUEEN_TRADE, 'nonsense', 'd1d8', false],
    [QUEEN_TRADE, 'd8', 'd1d8', false],
    [PROMOTION, 'b8=Q', 'b7b8q', true],
    [PROMOTION, 'b8', 'b7b8q', true],
    [PROMOTION, 'b7b8q', 'b7b8q', true],
    [PROMOTION, 'b8=N', 'b7b8q', false],
    [PROMOTION, 'b7b8n', 'b7b8q', false],
    [CASTLE, 'O-O', 'e1g1', true],
    [CASTLE, '0-0', 'e1g1', true],
    [CASTLE, 'O-O-O', 'e1g1', false],
    [CASTLE, 'e1c1', 'e1c1', true],
  ])('in %s, %j vs solution %s → %s', (fen, given, solution, result) => {
    expect(matchesSolutionMove(fen, given, solution)).toBe(result);
  });

  it('accepts a SAN solution too', () => {
    expect(matchesSolutionMove(QUEEN_TRADE, 'd1d8', 'Qxd8+')).toBe(true);
  });

  it('falls back to lenient matching when the position cannot be read', () => {
    expect(matchesSolutionMove('broken', 'Qxd8+', 'qd8')).toBe(true);
    expect(matchesSolutionMove('broken', 'Qd7', 'qd8')).toBe(false);
  });
});
