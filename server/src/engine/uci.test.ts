import { describe, expect, it } from 'vitest';
import { finalLines, goCommand, isUciMove, MATE_SCORE_CP, parseBestMove, parseInfoLine, scoreToCp } from './uci';

describe('parseInfoLine', () => {
  it('reads a MultiPV line with a centipawn score', () => {
    const info = parseInfoLine(
      'info depth 12 seldepth 18 multipv 2 score cp -31 nodes 80412 nps 912000 hashfull 12 tbhits 0 time 88 pv e7e5 g1f3 b8c6',
    );
    expect(info).toEqual({
      depth: 12,
      seldepth: 18,
      multipv: 2,
      scoreCp: -31,
      mate: null,
      bound: null,
      nodes: 80412,
      pv: ['e7e5', 'g1f3', 'b8c6'],
    });
  });

  it('reads mate scores, both signs, and bounds', () => {
    expect(parseInfoLine('info depth 9 multipv 1 score mate 2 nodes 10 pv d1d8 e8d8 a1a8')).toMatchObject({ mate: 2, scoreCp: null });
    expect(parseInfoLine('info depth 9 multipv 3 score mate -1 pv h2h3 d8d1')).toMatchObject({ mate: -1, multipv: 3 });
    expect(parseInfoLine('info depth 7 score cp 40 lowerbound nodes 5 pv e2e4')).toMatchObject({ bound: 'lower', scoreCp: 40, multipv: 1 });
    expect(parseInfoLine('info depth 7 score cp 40 upperbound pv e2e4')).toMatchObject({ bound: 'upper' });
  });

  it('skips the WDL triple and promotion moves in the pv', () => {
    const info = parseInfoLine('info depth 20 seldepth 30 multipv 1 score cp 512 wdl 950 50 0 nodes 1 pv e7e8q d8e8');
    expect(info).toMatchObject({ scoreCp: 512, pv: ['e7e8q', 'd8e8'] });
  });

  it('ignores lines without a score and a pv', () => {
    expect(parseInfoLine('info string NNUE evaluation using nn-61e7af4bb97d.nnue')).toBeNull();
    expect(parseInfoLine('info depth 3 currmove e2e4 currmovenumber 1')).toBeNull();
    expect(parseInfoLine('info depth 0 score mate 0')).toBeNull();
    expect(parseInfoLine('bestmove e2e4 ponder e7e5')).toBeNull();
    expect(parseInfoLine('uciok')).toBeNull();
    expect(parseInfoLine('info depth 5 score cp 10 pv e2e9')).toBeNull();
  });
});

describe('parseBestMove', () => {
  it('reads the move and the ponder move', () => {
    expect(parseBestMove('bestmove e2e4 ponder e7e5')).toEqual({ move: 'e2e4', ponder: 'e7e5' });
    expect(parseBestMove('bestmove a7a8n')).toEqual({ move: 'a7a8n', ponder: null });
  });
  it('answers null for no move or another line', () => {
    expect(parseBestMove('bestmove (none)')).toEqual({ move: null, ponder: null });
    expect(parseBestMove('readyok')).toBeNull();
  });
});

describe('finalLines', () => {
  it('keeps the last line of each MultiPV index, best first', () => {
    const lines = finalLines([
      'info depth 1 multipv 1 score cp 10 pv e2e4',
      'info depth 1 multipv 2 score cp 5 pv d2d4',
      'info string whatever',
      'info depth 2 multipv 2 score cp 8 pv g1f3',
      'info depth 2 multipv 1 score cp 20 pv e2e4 e7e5',
    ]);
    expect(lines.map((l) => [l.multipv, l.pv[0], l.depth])).toEqual([
      [1, 'e2e4', 2],
      [2, 'g1f3', 2],
    ]);
  });
});

describe('goCommand', () => {
  it('combines the limits', () => {
    expect(goCommand({ depth: 12 })).toBe('go depth 12');
    expect(goCommand({ nodes: 80000, movetimeMs: 500 })).toBe('go nodes 80000 movetime 500');
  });
  it('refuses an unbounded search', () => {
    expect(() => goCommand({})).toThrow(/limit/);
  });
});

describe('scores', () => {
  it('orders mates above every material score, quicker mates first', () => {
    const values = [
      scoreToCp({ scoreCp: null, mate: 1 }),
      scoreToCp({ scoreCp: null, mate: 3 }),
      scoreToCp({ scoreCp: 900, mate: null }),
      scoreToCp({ scoreCp: -900, mate: null }),
      scoreToCp({ scoreCp: null, mate: -3 }),
      scoreToCp({ scoreCp: null, mate: -1 }),
    ];
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values[0]).toBe(MATE_SCORE_CP - 1);
  });
  it('recognises UCI moves', () => {
    expect(isUciMove('e2e4')).toBe(true);
    expect(isUciMove('e7e8q')).toBe(true);
    expect(isUciMove('e7e8k')).toBe(false);
    expect(isUciMove('Nf3')).toBe(false);
  });
});
