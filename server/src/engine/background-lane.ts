import type { AnalyseOptions, AnalysisLine, EngineStats } from './engine-pool';

/**
 * A lane for background searches (the after-game review, decision 044) in front of the shared
 * engine pool: a search is handed to the pool only when it would start at once — an engine is
 * idle and no request (an AI move, a hint) waits in the pool's queue — and at most `share`
 * background searches run at a time. So a background search never stands in the pool's queue
 * ahead of a child's game, and at most `share` engines are ever busy with background work;
 * an AI move that arrives meanwhile waits at most for the searches already running.
 */
export interface BackgroundLane {
  analyse(fen: string, options?: AnalyseOptions): Promise<AnalysisLine[]>;
  /** Background searches running / waiting in the lane. */
  stats(): { running: number; waiting: number; share: number };
}

export interface BackgroundLaneOptions {
  /** Engines the lane may use at once (default: all but one, at least one). */
  share?: number;
  /** How often the lane looks again while the pool is busy (default 5 ms). */
  pollMs?: number;
  /** A search waiting longer than this in the lane fails (default 60 s). */
  waitLimitMs?: number;
  /**
   * The lane starts a search only after the pool served no other request for this long
   * (default: SINGLE_ENGINE_QUIET_MS with a single engine; 0 with more, where one engine is
   * never lent).
   */
  quietMs?: number;
}

/**
 * With a single engine, a background search starts only once the engine has been idle this
 * long (decision 044). Short enough that reviews use the gaps between 20 children's AI moves
 * (a 1-s lull, the first choice, almost never came: reviews starved); long enough that a search
 * does not slip into the instant between two queued AI moves when the engine is saturated.
 */
export const SINGLE_ENGINE_QUIET_MS = 50;

export class BackgroundLaneTimeoutError extends Error {
  constructor(ms: number) {
    super(`a background engine search waited more than ${ms} ms for a free engine`);
    this.name = 'BackgroundLaneTimeoutError';
  }
}

interface Waiter {
  start: () => void;
  fail: (error: Error) => void;
  since: number;
}

export function createBackgroundLane(
  pool: { analyse(fen: string, options?: AnalyseOptions): Promise<AnalysisLine[]>; stats(): EngineStats },
  options: BackgroundLaneOptions = {},
): BackgroundLane {
  // A pool that starts on first use reports size 0 until then: the share follows its size.
  const shareOf = (size: number) => Math.max(1, Math.floor(options.share ?? size - 1));
  const pollMs = options.pollMs ?? 5;
  const waitLimitMs = options.waitLimitMs ?? 60_000;
  const waiters: Waiter[] = [];
  let running = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Searches of the lane that ended; the pool's other ended requests are someone else's. */
  let ownEnded = 0;
  let foreignSeen = 0;
  let lastForeignAt = -Infinity;

  function pump() {
    const now = performance.now();
    while (waiters.length > 0 && now - (waiters[0] as Waiter).since > waitLimitMs)
      (waiters.shift() as Waiter).fail(new BackgroundLaneTimeoutError(waitLimitMs));
    const { busy, queued, size, completed, failed } = pool.stats();
    const foreign = completed + failed - ownEnded;
    if (foreign !== foreignSeen || busy > running) lastForeignAt = now;
    foreignSeen = foreign;
    const quietMs = options.quietMs ?? (size <= 1 ? SINGLE_ENGINE_QUIET_MS : 0);
    if (waiters.length > 0 && running < shareOf(size) && now - lastForeignAt >= quietMs) {
      if (queued === 0 && (size === 0 || busy < size)) {
        // One at a time: the pool counts the search as busy only once it has been handed over.
        running++;
        (waiters.shift() as Waiter).start();
      }
    }
    if (waiters.length > 0 && !timer) {
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, pollMs);
    }
  }

  async function analyse(fen: string, opts: AnalyseOptions = {}): Promise<AnalysisLine[]> {
    await new Promise<void>((start, fail) => {
      waiters.push({ start, fail, since: performance.now() });
      pump();
    });
    try {
      return await pool.analyse(fen, opts);
    } finally {
      running--;
      ownEnded++;
      pump();
    }
  }

  return { analyse, stats: () => ({ running, waiting: waiters.length, share: shareOf(pool.stats().size) }) };
}
