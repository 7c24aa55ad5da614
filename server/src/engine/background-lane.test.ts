import { describe, expect, it } from 'vitest';
import type { AnalysisLine, EngineStats } from './engine-pool';
import { BackgroundLaneTimeoutError, createBackgroundLane, SINGLE_ENGINE_QUIET_MS } from './background-lane';

/** A pool whose searches finish when the test says; it counts what is busy and queued like the real one. */
function fakePool(size: number) {
  const pending: { fen: string; done: () => void }[] = [];
  let busy = 0;
  let queued = 0;
  let completed = 0;
  const pool = {
    stats: (): EngineStats => ({ size, busy, queued, completed, failed: 0 }),
    analyse(fen: string): Promise<AnalysisLine[]> {
      busy++;
      return new Promise((resolve) => {
        pending.push({
          fen,
          done: () => {
            busy--;
            completed++;
            resolve([{ uci: 'e2e4', san: 'e4', scoreCp: 10, mate: null, pv: ['e2e4'], depth: 1 }]);
          },
        });
      });
    },
    setQueued: (n: number) => (queued = n),
    setBusy: (n: number) => (busy = n),
    /** Another request (an AI move) ran and ended. */
    foreignRequest: () => completed++,
    pending,
  };
  return pool;
}

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

describe('background lane', () => {
  it('uses at most its share of the engines (all but one by default)', async () => {
    const pool = fakePool(2);
    const lane = createBackgroundLane(pool);
    const searches = [lane.analyse('a'), lane.analyse('b'), lane.analyse('c')];
    await tick();
    expect(pool.pending.map((p) => p.fen)).toEqual(['a']);
    expect(lane.stats()).toEqual({ running: 1, waiting: 2, share: 1 });
    pool.pending.shift()?.done();
    await tick();
    expect(pool.pending.map((p) => p.fen)).toEqual(['b']);
    pool.pending.shift()?.done();
    await tick();
    pool.pending.shift()?.done();
    await expect(Promise.all(searches)).resolves.toHaveLength(3);
  });

  it('never goes ahead of a request waiting in the pool, nor into a pool with no idle engine', async () => {
    const pool = fakePool(2);
    const lane = createBackgroundLane(pool, { share: 2 });
    pool.setQueued(1);
    const search = lane.analyse('a');
    await tick();
    expect(pool.pending).toHaveLength(0);
    pool.setQueued(0);
    pool.setBusy(2);
    await tick();
    expect(pool.pending).toHaveLength(0);
    pool.setBusy(1);
    await tick();
    expect(pool.pending.map((p) => p.fen)).toEqual(['a']);
    pool.pending.shift()?.done();
    await expect(search).resolves.toHaveLength(1);
  });

  it('with a single engine, keeps off until the pool served nobody else for a while', async () => {
    const pool = fakePool(1);
    const lane = createBackgroundLane(pool, { quietMs: 100 });
    pool.foreignRequest();
    const search = lane.analyse('a');
    await tick(50);
    pool.foreignRequest(); // an AI move came and went: the quiet time starts again
    await tick(60);
    expect(pool.pending).toHaveLength(0);
    await tick(120);
    expect(pool.pending.map((p) => p.fen)).toEqual(['a']);
    pool.pending.shift()?.done();
    await expect(search).resolves.toHaveLength(1);
    // Its own searches do not count as someone else's: the next one starts at once.
    const next = lane.analyse('b');
    await tick();
    expect(pool.pending.map((p) => p.fen)).toEqual(['b']);
    pool.pending.shift()?.done();
    await next;
  });

  it('with a single engine, by default waits a short idle time (not a long lull) after an AI move', async () => {
    const pool = fakePool(1);
    const lane = createBackgroundLane(pool);
    pool.foreignRequest(); // an AI move just ended
    const search = lane.analyse('a');
    await tick(SINGLE_ENGINE_QUIET_MS / 2);
    expect(pool.pending).toHaveLength(0);
    await tick(SINGLE_ENGINE_QUIET_MS + 50);
    expect(pool.pending.map((p) => p.fen)).toEqual(['a']);
    pool.pending.shift()?.done();
    await expect(search).resolves.toHaveLength(1);
  });

  it('fails a search that waited too long', async () => {
    const pool = fakePool(1);
    pool.setBusy(1);
    const lane = createBackgroundLane(pool, { waitLimitMs: 30 });
    await expect(lane.analyse('a')).rejects.toBeInstanceOf(BackgroundLaneTimeoutError);
    expect(lane.stats().waiting).toBe(0);
  });
});
