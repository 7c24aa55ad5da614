import { describe, expect, it } from 'vitest';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { Chess } from 'chess.js';
import { childMoves, freePuzzles, keepOrder, nextPuzzleId, orderPuzzles, playLineMove, puzzleSide, startLine } from './puzzle-line';

const puzzle = (id: string): Puzzle => ({
  id,
  title: id,
  description: '',
  difficulty: 1,
  fen: '8/8/8/8/8/8/8/8 w - - 0 1',
  solution: [],
  hints: [],
  points: 10,
});

// Back-rank mate in one: Ra8#.
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
// Mate in two: 1. Re8+ Rxe8 (forced) 2. Rxe8#.
const MATE_IN_TWO = '3r2k1/5ppp/8/8/8/8/4R3/4R1K1 w - - 0 1';
const MATE_IN_TWO_LINE = ['e2e8', 'd8e8', 'e1e8'];

describe('puzzle list', () => {
  it('puts the daily puzzle first, once', () => {
    const daily = puzzle('d');
    expect(orderPuzzles(daily, [puzzle('a'), daily, puzzle('b')]).map((p) => p.id)).toEqual(['d', 'a', 'b']);
    expect(orderPuzzles(null, [puzzle('a')]).map((p) => p.id)).toEqual(['a']);
  });

  it('moves to the next puzzle and wraps around', () => {
    const list = [puzzle('a'), puzzle('b'), puzzle('c')];
    expect(nextPuzzleId(list, 'a')).toBe('b');
    expect(nextPuzzleId(list, 'c')).toBe('a');
    expect(nextPuzzleId([], 'a')).toBeNull();
  });

  it('lets the child play the side to move', () => {
    expect(puzzleSide(MATE_IN_ONE)).toBe('white');
    expect(puzzleSide('8/8/8/8/8/8/8/8 b - - 0 1')).toBe('black');
  });
});

describe('playLineMove', () => {
  it('solves a mate in one, however the move is written', () => {
    for (const given of ['a1a8', 'Ra8#', 'ra8']) {
      const outcome = playLineMove(['a1a8'], startLine({ fen: MATE_IN_ONE }), given);
      expect(outcome.kind).toBe('solved');
    }
  });

  it('refuses another move', () => {
    expect(playLineMove(['a1a8'], startLine({ fen: MATE_IN_ONE }), 'a1a7').kind).toBe('wrong');
  });

  it("takes the board's own move and position when it is the solution's move, and checks any other", () => {
    const start = startLine({ fen: MATE_IN_ONE });
    const board = new Chess(MATE_IN_ONE).move('a1a8');
    const solved = playLineMove(['a1a8'], start, 'a1a8', board.after);
    if (solved.kind !== 'solved') throw new Error(`expected solved, got ${solved.kind}`);
    expect(solved.position).toEqual({ fen: board.after, ply: 1, played: ['a1a8'] });
    // The board's move is not the solution's: refused, whatever position came with it.
    const other = new Chess(MATE_IN_ONE).move('a1a7');
    expect(playLineMove(['a1a8'], start, 'a1a7', other.after).kind).toBe('wrong');
    // A solution written in SAN is still matched by the rules.
    expect(playLineMove(['Ra8#'], start, 'a1a8', board.after).kind).toBe('solved');
  });

  it('plays the forced reply, then expects the next move of the line', () => {
    const first = playLineMove(MATE_IN_TWO_LINE, startLine({ fen: MATE_IN_TWO }), 'e2e8');
    if (first.kind !== 'continue') throw new Error(`expected the line to go on, got ${first.kind}`);
    expect(first.reply).toEqual({ uci: 'd8e8', from: 'd8', to: 'e8' });
    expect(first.afterReply.ply).toBe(2);
    expect(first.afterReply.played).toEqual(['e2e8', 'd8e8']);

    expect(playLineMove(MATE_IN_TWO_LINE, first.afterReply, 'e1e7').kind).toBe('wrong');
    const second = playLineMove(MATE_IN_TWO_LINE, first.afterReply, 'Rxe8#');
    if (second.kind !== 'solved') throw new Error('expected solved');
    expect(second.position.played).toEqual(['e2e8', 'd8e8', 'e1e8']);
    expect(childMoves(second.position.played)).toEqual(['e2e8', 'e1e8']);
  });
});

describe('a visit to the puzzles', () => {
  it('keeps the order first shown, new puzzles after', () => {
    const order = keepOrder(['b', 'a', 'c'], [puzzle('a'), puzzle('c'), puzzle('d'), puzzle('b')]);
    expect(order.map((p) => p.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('counts the puzzles started here with those the server counted, never the daily one', () => {
    const allowance = { limit: 3, countedToday: ['a'], dailyId: 'd' };
    const fresh = freePuzzles(allowance, new Set(['b', 'd']));
    expect(fresh.left).toBe(1);
    expect(fresh.isLocked('x')).toBe(false);
    const spent = freePuzzles(allowance, new Set(['b', 'c', 'a']));
    expect(spent.left).toBe(0);
    expect(spent.isLocked('x')).toBe(true);
    // Puzzles already counted can be finished, and the daily puzzle is always open.
    expect(spent.isLocked('b')).toBe(false);
    expect(spent.isLocked('d')).toBe(false);
  });

  it('never locks on premium', () => {
    const premium = freePuzzles({ limit: null, countedToday: [], dailyId: null }, new Set(['a']));
    expect(premium.left).toBeNull();
    expect(premium.isLocked('z')).toBe(false);
  });
});
