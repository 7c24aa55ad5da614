import { Chess } from 'chess.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool } from './engine-pool';
import { EngineBusyError, EngineClosedError, EngineCrashedError, EngineTimeoutError, InvalidPositionError, NoLegalMoveError } from './errors';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const MIDDLEGAME = 'r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9';
const legalUci = (fen: string) => new Chess(fen).moves({ verbose: true }).map((m) => `${m.from}${m.to}${m.promotion ?? ''}`);

describe('engine pool (Stockfish 19 lite in worker threads)', () => {
  // One real engine for the whole file: a small queue so the busy case is cheap to reach.
  const pool = createEnginePool({ size: 1, queueLimit: 2, defaultTimeoutMs: 10_000 });
  afterAll(() => pool.close());

  it('analyses the start position: legal moves, MultiPV lines best first', async () => {
    const lines = await pool.analyse(START, { multiPv: 3, depth: 8 });
    expect(lines).toHaveLength(3);
    const legal = legalUci(START);
    for (const line of lines) {
      expect(legal).toContain(line.uci);
      expect(line.pv[0]).toBe(line.uci);
      expect(line.depth).toBe(8);
      expect(line.mate).toBeNull();
      expect(Math.abs(line.scoreCp ?? 999)).toBeLessThan(100);
    }
    expect(new Set(lines.map((l) => l.uci)).size).toBe(3);
    const scores = lines.map((l) => l.scoreCp ?? 0);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(lines[0]?.san).toMatch(/^[a-hNBRQK]/);
  });

  it('finds a mate in one', async () => {
    const [best] = await pool.analyse(MATE_IN_ONE, { depth: 6 });
    expect(best).toMatchObject({ uci: 'd1d8', san: 'Rd8#', mate: 1, scoreCp: null });
  });

  it('gives the same lines for the same search, whatever it searched before', async () => {
    const first = await pool.analyse(MIDDLEGAME, { multiPv: 4, nodes: 20_000 });
    await pool.analyse(START, { nodes: 20_000 });
    expect(await pool.analyse(MIDDLEGAME, { multiPv: 4, nodes: 20_000 })).toEqual(first);
  });

  it('a search that goes on from the last one (fresh: false) leaves the next fresh search as it was', async () => {
    const first = await pool.analyse(MIDDLEGAME, { multiPv: 2, nodes: 20_000 });
    await pool.analyse(ITALIAN, { nodes: 20_000 });
    const warm = await pool.analyse(MIDDLEGAME, { multiPv: 2, nodes: 20_000, fresh: false });
    expect(warm).toHaveLength(2);
    expect(legalUci(MIDDLEGAME)).toContain(warm[0]!.uci);
    expect(await pool.analyse(MIDDLEGAME, { multiPv: 2, nodes: 20_000 })).toEqual(first);
  });

  it('chooses a move for each level, the same one for the same seed', async () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const a = await pool.chooseMove(ITALIAN, level, { seed: 7, history: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6'] });
      const b = await pool.chooseMove(ITALIAN, level, { seed: 7, history: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6'] });
      expect(b).toEqual(a);
      expect(legalUci(ITALIAN)).toContain(a.uci);
      expect(legalUci(ITALIAN)).toContain(a.bestUci);
      expect(a.lossCp).toBeGreaterThanOrEqual(0);
    }
  });

  it('plays a forced move without searching', async () => {
    const before = pool.stats().completed;
    const move = await pool.chooseMove('7k/8/8/8/8/8/6q1/7K w - - 0 1', 'hard', { seed: 1 });
    expect(move).toMatchObject({ uci: 'h1g2', san: 'Kxg2', lossCp: 0 });
    expect(pool.stats().completed).toBe(before);
  });

  it('rejects positions without a legal move, and invalid ones, before the engine sees them', async () => {
    const mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    await expect(pool.chooseMove(mated, 'easy', { seed: 1 })).rejects.toBeInstanceOf(NoLegalMoveError);
    await expect(pool.analyse(mated)).rejects.toThrow(/checkmate or stalemate/);
    await expect(pool.analyse('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')).rejects.toBeInstanceOf(NoLegalMoveError);
    await expect(pool.analyse('not a fen')).rejects.toBeInstanceOf(InvalidPositionError);
    await expect(pool.analyse('7k/8/8/8/8/8/8/K6R w - - 0 1')).rejects.toBeInstanceOf(InvalidPositionError);
  });

  it('accepts a FEN whose castling rights do not match the board', async () => {
    const [best] = await pool.analyse('4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1', { depth: 4 });
    expect(best?.uci).toBeDefined();
  });

  it('times out a long search, stops it, and keeps working', async () => {
    const failedBefore = pool.stats().failed;
    const started = Date.now();
    await expect(pool.analyse(MIDDLEGAME, { depth: 40, timeoutMs: 200 })).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(pool.stats().failed).toBe(failedBefore + 1);
    const [best] = await pool.analyse(START, { depth: 4 });
    expect(best).toBeDefined();
  });

  it('tells how long each request waited for the engine (the node metrics)', async () => {
    const waits: number[] = [];
    const timed = createEnginePool({ size: 1, onQueueWait: (ms) => waits.push(ms) });
    try {
      // The first waits for the worker to start, the second for the first search to end.
      await Promise.all([timed.analyse(MIDDLEGAME, { nodes: 30_000 }), timed.analyse(START, { depth: 2 })]);
      expect(waits).toHaveLength(2);
      expect(waits.every((ms) => ms >= 0)).toBe(true);
      expect(waits[1]).toBeGreaterThan(0);
    } finally {
      await timed.close();
    }
  });

  it('refuses at once when the queue is full', async () => {
    const running = [1, 2, 3].map(() => pool.analyse(MIDDLEGAME, { nodes: 30_000 }));
    // One search runs, two wait: the queue (limit 2) is full.
    await expect(pool.analyse(START, { depth: 2 })).rejects.toBeInstanceOf(EngineBusyError);
    expect(pool.stats()).toMatchObject({ size: 1, busy: 1, queued: 2 });
    await Promise.all(running);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
  });
});

describe('engine pool failures (fake worker)', () => {
  const fake = new URL('./test-support/fake-engine-worker.mjs', import.meta.url);

  it('replaces a crashed worker', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: fake });
    try {
      await expect(pool.analyse(START, { multiPv: 7, depth: 1 })).rejects.toBeInstanceOf(EngineCrashedError);
      const [line] = await pool.analyse(START, { depth: 1 });
      expect(line?.uci).toBe('e2e4');
      expect(pool.stats()).toMatchObject({ completed: 1, failed: 1 });
    } finally {
      await pool.close();
    }
  });

  it('clears the engine before each search unless asked not to (fresh: false)', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: fake });
    try {
      // The fake engine answers d2d4 when it was not cleared first.
      expect((await pool.analyse(START, { depth: 1 }))[0]?.uci).toBe('e2e4');
      expect((await pool.analyse(START, { depth: 1, fresh: false }))[0]?.uci).toBe('d2d4');
      expect((await pool.analyse(START, { depth: 1, fresh: true }))[0]?.uci).toBe('e2e4');
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that does not answer a stop', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: fake, stopGraceMs: 50 });
    try {
      await expect(pool.analyse(START, { multiPv: 9, depth: 1, timeoutMs: 50 })).rejects.toBeInstanceOf(EngineTimeoutError);
      const [line] = await pool.analyse(START, { nodes: 1234, timeoutMs: 2000 });
      expect(line?.scoreCp).toBe(1234);
    } finally {
      await pool.close();
    }
  });

  it('times out requests that wait in the queue too long', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: fake, stopGraceMs: 5_000 });
    try {
      await pool.analyse(START, { depth: 1 }); // the worker is up
      const hung = expect(pool.analyse(START, { multiPv: 9, depth: 1, timeoutMs: 300 })).rejects.toBeInstanceOf(EngineTimeoutError);
      await expect(pool.analyse(START, { depth: 1, timeoutMs: 50 })).rejects.toBeInstanceOf(EngineTimeoutError);
      expect(pool.stats()).toMatchObject({ busy: 1, queued: 0 });
      await hung;
    } finally {
      await pool.close();
    }
  });

  it('fails pending requests on close and refuses new ones', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: fake });
    const pending = expect(pool.analyse(START, { multiPv: 9, depth: 1 })).rejects.toBeInstanceOf(EngineClosedError);
    await pool.close();
    await pending;
    await expect(pool.analyse(START)).rejects.toBeInstanceOf(EngineClosedError);
  });
});
