import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { miniChallengeCatalog } from '../../content/mini-challenges/catalog';
import { buildContent, contentPools, hangingSquares, kingAttackers, taskCount } from './content';
import { judgeSpeedMove, scoreMemoryRound, scorePatternRound, speedDeadlineChange } from './scoring';

describe('mini challenge content', () => {
  it('has at least 12 challenges, every type at several levels, unique ids', () => {
    expect(miniChallengeCatalog.length).toBeGreaterThanOrEqual(12);
    expect(new Set(miniChallengeCatalog.map((c) => c.id)).size).toBe(miniChallengeCatalog.length);
    for (const type of ['quick_move', 'pattern_match', 'memory_game', 'speed_puzzle'] as const) {
      expect(new Set(miniChallengeCatalog.filter((c) => c.type === type).map((c) => c.difficulty)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('builds every challenge the same from the same seed, with the tasks its settings ask for, and a reachable goal', () => {
    for (const entry of miniChallengeCatalog) {
      for (const seed of [1, 2, 99, 123456]) {
        const content = buildContent(entry.settings, seed);
        expect(buildContent(entry.settings, seed)).toEqual(content);
        const wanted =
          'targets' in entry.settings
            ? entry.settings.targets
            : 'puzzles' in entry.settings
              ? entry.settings.puzzles
              : 'rounds' in entry.settings && Array.isArray(entry.settings.rounds)
                ? entry.settings.rounds.length
                : (entry.settings as { rounds: number }).rounds;
        expect(taskCount(content), entry.id).toBe(wanted);
        const best =
          content.type === 'quick_move'
            ? content.targets.length * 100
            : content.type === 'pattern_match'
              ? content.rounds.reduce((sum, r) => sum + r.answer.length * 50, 0)
              : content.type === 'memory_game'
                ? content.rounds.reduce((sum, r) => sum + r.pieces.length * 20, 0)
                : content.puzzles.length * 100;
        expect(best, entry.id).toBeGreaterThanOrEqual(entry.goalScore);
      }
    }
  });

  it('pattern answers are what the position shows: king attackers, undefended attacked pieces, a forking move', () => {
    const pools = contentPools();
    for (const entry of pools.attackers) {
      const chess = new Chess(entry.fen);
      expect(chess.inCheck()).toBe(true);
      expect(kingAttackers(chess, chess.turn())).toEqual(entry.answer);
    }
    for (const entry of pools.hanging) {
      const chess = new Chess(entry.fen);
      expect(hangingSquares(chess, entry.colour)).toEqual(entry.answer);
      for (const square of entry.answer) expect(chess.attackers(square, entry.colour)).toEqual([]);
    }
    expect(pools.fork.length).toBeGreaterThanOrEqual(5);
    for (const entry of pools.fork) {
      const chess = new Chess(entry.fen);
      expect(chess.moves({ verbose: true }).some((m) => m.to === entry.answer[0])).toBe(true);
    }
  });

  it('memory positions keep both kings and put one piece on a square', () => {
    for (const entry of miniChallengeCatalog.filter((c) => c.type === 'memory_game')) {
      const content = buildContent(entry.settings, 5);
      if (content.type !== 'memory_game') throw new Error('memory');
      for (const round of content.rounds) {
        expect(round.pieces.filter((p) => p.piece[1] === 'K')).toHaveLength(2);
        expect(new Set(round.pieces.map((p) => p.square)).size).toBe(round.pieces.length);
      }
    }
  });
});

describe('mini challenge scoring', () => {
  it('pattern match: 50 a right pick, 25 off a wrong one, never below 0', () => {
    expect(scorePatternRound(['e4', 'f5'], ['e4', 'f5'])).toEqual({ points: 100, right: 2, wrong: 0 });
    expect(scorePatternRound(['e4', 'f5'], ['e4', 'a1'])).toEqual({ points: 25, right: 1, wrong: 1 });
    expect(scorePatternRound(['e4'], ['a1', 'a2', 'a3'])).toEqual({ points: 0, right: 0, wrong: 3 });
  });

  it('memory: 20 a piece, 5 less a piece for each extra look (at least 5), 10 off a wrong piece', () => {
    const position = [
      { square: 'e1', piece: 'wK' },
      { square: 'e8', piece: 'bK' },
      { square: 'd4', piece: 'wQ' },
    ];
    expect(scoreMemoryRound(position, position, 1).points).toBe(60);
    expect(scoreMemoryRound(position, position, 2).points).toBe(45);
    expect(scoreMemoryRound(position, position, 10).points).toBe(15);
    expect(
      scoreMemoryRound(
        position,
        [
          { square: 'e1', piece: 'wK' },
          { square: 'd5', piece: 'wQ' },
        ],
        1,
      ),
    ).toEqual({ points: 10, right: 1, wrong: 1 });
    expect(scoreMemoryRound(position, [{ square: 'e1', piece: 'bK' }], 1).points).toBe(0);
  });

  it('speed puzzles: the move, or any mate in a mate puzzle; an illegal move is null; the clock moves', () => {
    // Back-rank mate: Ra8# or Re8#? Only rook moves to the 8th rank mate here.
    const mate = { puzzleId: 'x', fen: '6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1', move: 'a1a8', mate: true };
    expect(judgeSpeedMove(mate, 'a1a8')).toBe(true);
    expect(judgeSpeedMove(mate, 'e1e8')).toBe(true);
    expect(judgeSpeedMove(mate, 'a1a2')).toBe(false);
    expect(judgeSpeedMove(mate, 'a1h8')).toBeNull();
    const win = { ...mate, mate: false };
    expect(judgeSpeedMove(win, 'e1e8')).toBe(false);
    expect(speedDeadlineChange(false, 0)).toBe(-5000);
    expect(speedDeadlineChange(true, 2)).toBe(0);
    expect(speedDeadlineChange(true, 3)).toBe(3000);
  });
});
