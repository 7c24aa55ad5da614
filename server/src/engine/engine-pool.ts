/**
 * A pool of chess engines, one Stockfish WASM instance per worker thread (engine-worker.mjs),
 * shared by every feature that needs the engine: AI games, hints, after-game review, puzzle tools.
 *
 * - Bounded queue: when `queueLimit` requests already wait, a new one fails at once with EngineBusyError.
 * - Time-out per request (queue wait included): EngineTimeoutError; the worker's search is stopped and,
 *   if it does not answer within a grace period, the worker is terminated and replaced.
 * - A crashed worker is replaced; its request fails with EngineCrashedError.
 * - Positions are validated with chess.js before they reach the engine (a bad FEN can crash Stockfish).
 */
import { Worker } from 'node:worker_threads';
import type { Chess } from 'chess.js';
import { EngineBusyError, EngineClosedError, EngineCrashedError, EngineError, EngineTimeoutError } from './errors';
import { LEVEL_PARAMS, choosePolicyMove, type AiLevel } from './level-policy';
import { buddySearch, chooseBuddyMove as pickBuddyMove, paramsForStrength } from './buddy-policy';
import type { BuddyStyle } from '@chess-quest/protocol/buddies';
import { readPlayablePosition, sanOf, uciOf } from './position';
import { finalLines, goCommand, parseBestMove, type SearchLimits, type UciInfo } from './uci';

export type { AiLevel } from './level-policy';

export interface AnalysisLine {
  uci: string;
  san: string;
  /** From the side to move's point of view; null when the line is a mate score. */
  scoreCp: number | null;
  /** Moves to mate, positive when the side to move mates; null otherwise. */
  mate: number | null;
  /** The principal variation in UCI, starting with `uci`. */
  pv: string[];
  depth: number;
}

export interface AnalyseOptions {
  /** Lines wanted, best first (default 1; at most the number of legal moves). */
  multiPv?: number;
  /** Search limits; with none given, depth 12. Several combine: the first reached ends the search. */
  depth?: number;
  movetimeMs?: number;
  nodes?: number;
  /** Overrides the pool's default time-out for this request (queue wait included). */
  timeoutMs?: number;
  /**
   * Start from a cleared engine (default true): the same position then always gives the same
   * lines, whatever the worker searched before. `false` keeps the hash and history tables of
   * the worker's last search (clearing them is about a third of a 6k-node search): for the
   * after-game review, whose positions follow one another (decision 044).
   */
  fresh?: boolean;
}

export interface ChooseMoveOptions {
  seed: number;
  /** UCI moves played so far in the game, for opening variety */
  history?: string[];
}

export interface BuddyMoveOptions extends ChooseMoveOptions {
  /** The buddy's strength for this game (decision 042). */
  strength: number;
  style: BuddyStyle;
}

export interface ChosenMove {
  uci: string;
  san: string;
  /** the engine's best move and how much worse the chosen one is, for tests and calibration */
  bestUci: string;
  lossCp: number;
}

export interface EngineStats {
  size: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
}

export interface EnginePool {
  analyse(fen: string, options?: AnalyseOptions): Promise<AnalysisLine[]>;
  chooseMove(fen: string, level: AiLevel, options: ChooseMoveOptions): Promise<ChosenMove>;
  /** The buddy's move at a strength, in a character's style (server/src/engine/buddy-policy.ts). */
  chooseBuddyMove(fen: string, options: BuddyMoveOptions): Promise<ChosenMove>;
  stats(): EngineStats;
  close(): Promise<void>;
}

export interface EnginePoolOptions {
  /** Worker threads, each running one engine (ENGINE_POOL_SIZE; default cores - 1, at least 1). */
  size: number;
  /** Requests allowed to wait for a free engine (default 64). */
  queueLimit?: number;
  /** Time-out of a request, queue wait included (default 10 s). */
  defaultTimeoutMs?: number;
  /** How long a stopped search may take to answer before its worker is replaced (default 1 s). */
  stopGraceMs?: number;
  /** Hash table of each engine in MB (default 16). */
  hashMb?: number;
  /** The worker script (tests replace the engine with a fake one that crashes or hangs). */
  workerUrl?: URL;
  /** Told how long each request waited for a free engine, in ms, when an engine takes it (the node's metrics). */
  onQueueWait?: (ms: number) => void;
}

const DEFAULT_QUEUE_LIMIT = 64;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_STOP_GRACE_MS = 1_000;
const DEFAULT_DEPTH = 12;
const MAX_DEPTH = 40;
const MAX_NODES = 50_000_000;
const MAX_MOVETIME_MS = 60_000;
const MAX_MULTIPV = 64;
/** After a worker fails to start, wait before the next attempt (doubling up to the maximum). */
const RESPAWN_DELAY_MS = 500;
const MAX_RESPAWN_DELAY_MS = 30_000;

const WORKER_URL = new URL('./engine-worker.mjs', import.meta.url);

/** Messages from engine-worker.mjs. */
type WorkerMessage = { type: 'ready' } | { type: 'result'; id: number; info: string[]; bestmove: string } | { type: 'fatal'; message: string };

interface SearchRequest {
  fen: string;
  multiPv: number;
  go: string;
  /** false: no `ucinewgame` before the search (AnalyseOptions.fresh). */
  fresh: boolean;
}

interface Job {
  id: number;
  request: SearchRequest;
  timeoutMs: number;
  resolve: (result: { info: string[]; bestmove: string }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
  settled: boolean;
  /** performance.now() when it was queued. */
  queuedAt: number;
}

interface Slot {
  index: number;
  worker: Worker | null;
  state: 'starting' | 'idle' | 'busy' | 'stopping' | 'closed';
  job: Job | null;
  stopTimer: NodeJS.Timeout | null;
  failedStarts: number;
}

function clampInt(value: number | undefined, min: number, max: number, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value)) throw new EngineError(`${name} must be a finite number`);
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const size = Math.max(1, Math.floor(options.size));
  const queueLimit = Math.max(0, options.queueLimit ?? DEFAULT_QUEUE_LIMIT);
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const hashMb = options.hashMb ?? 16;
  const workerUrl = options.workerUrl ?? WORKER_URL;

  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let completed = 0;
  let failed = 0;
  let closed = false;

  function settle(job: Job, outcome: { error: Error } | { result: { info: string[]; bestmove: string } }) {
    if (job.settled) return;
    job.settled = true;
    if (job.timer) clearTimeout(job.timer);
    if ('error' in outcome) {
      failed++;
      job.reject(outcome.error);
    } else {
      completed++;
      job.resolve(outcome.result);
    }
  }

  function spawn(slot: Slot) {
    if (closed) return;
    slot.state = 'starting';
    slot.job = null;
    const worker = new Worker(workerUrl, { workerData: { hashMb }, stdout: false, stderr: false });
    slot.worker = worker;
    worker.on('message', (message: WorkerMessage) => onMessage(slot, worker, message));
    worker.on('error', (error) => onExit(slot, worker, error));
    worker.on('exit', (code) => onExit(slot, worker, new Error(`engine worker exited with code ${code}`)));
  }

  function onMessage(slot: Slot, worker: Worker, message: WorkerMessage) {
    if (slot.worker !== worker) return;
    if (message.type === 'ready') {
      slot.failedStarts = 0;
      slot.state = 'idle';
      dispatch();
    } else if (message.type === 'result') {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (slot.stopTimer) clearTimeout(slot.stopTimer);
      slot.stopTimer = null;
      slot.job = null;
      slot.state = 'idle';
      settle(job, { result: { info: message.info, bestmove: message.bestmove } });
      dispatch();
    } else if (message.type === 'fatal') {
      onExit(slot, worker, new Error(message.message));
    }
  }

  /** The worker died (crash, fatal error, exit): fail its request and start a new one. */
  function onExit(slot: Slot, worker: Worker, error: Error) {
    if (slot.worker !== worker) return;
    slot.worker = null;
    void worker.terminate();
    if (slot.stopTimer) clearTimeout(slot.stopTimer);
    slot.stopTimer = null;
    const wasStarting = slot.state === 'starting';
    const job = slot.job;
    slot.job = null;
    if (job) settle(job, { error: new EngineCrashedError(`the chess engine crashed: ${error.message}`) });
    if (closed) {
      slot.state = 'closed';
      return;
    }
    if (wasStarting) {
      // A worker that cannot even start (missing engine files?) is retried with a growing delay;
      // meanwhile the waiting requests fail instead of hanging until their time-out.
      slot.failedStarts++;
      if (slots.every((s) => s.state === 'starting' && s.failedStarts > 0)) {
        for (const waiting of queue.splice(0)) {
          settle(waiting, { error: new EngineCrashedError(`the chess engine cannot start: ${error.message}`) });
        }
      }
      const delay = Math.min(MAX_RESPAWN_DELAY_MS, RESPAWN_DELAY_MS * 2 ** (slot.failedStarts - 1));
      slot.state = 'starting';
      setTimeout(() => spawn(slot), delay).unref();
    } else {
      spawn(slot);
    }
  }

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.state !== 'idle' || !slot.worker) continue;
      const job = queue.shift() as Job;
      slot.state = 'busy';
      slot.job = job;
      options.onQueueWait?.(performance.now() - job.queuedAt);
      slot.worker.postMessage({ type: 'search', id: job.id, ...job.request });
    }
  }

  function onTimeout(job: Job) {
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    settle(job, { error: new EngineTimeoutError(job.timeoutMs) });
    const slot = slots.find((s) => s.job === job);
    if (!slot || !slot.worker) return;
    // Stop the search; the slot is free again when the worker answers, or replaced if it does not.
    slot.state = 'stopping';
    slot.worker.postMessage({ type: 'stop', id: job.id });
    const worker = slot.worker;
    slot.stopTimer = setTimeout(() => {
      if (slot.worker !== worker || slot.state !== 'stopping') return;
      slot.job = null;
      slot.worker = null;
      void worker.terminate();
      spawn(slot);
    }, stopGraceMs);
  }

  function search(request: SearchRequest, timeoutMs: number): Promise<{ info: string[]; bestmove: string }> {
    if (closed) return Promise.reject(new EngineClosedError());
    const busy = slots.filter((s) => s.state === 'idle').length === 0;
    if (busy && queue.length >= queueLimit) return Promise.reject(new EngineBusyError(queueLimit));
    return new Promise((resolve, reject) => {
      const job: Job = { id: nextId++, request, timeoutMs, resolve, reject, timer: null, settled: false, queuedAt: performance.now() };
      job.timer = setTimeout(() => onTimeout(job), timeoutMs);
      queue.push(job);
      dispatch();
    });
  }

  /** The engine's lines for a playable position, in UCI only (SAN costs time on this thread). */
  async function searchLines(chess: Chess, moveCount: number, opts: AnalyseOptions): Promise<UciInfo[]> {
    const multiPv = Math.min(moveCount, clampInt(opts.multiPv, 1, MAX_MULTIPV, 'multiPv') ?? 1);
    const limits: SearchLimits = {};
    const depth = clampInt(opts.depth, 1, MAX_DEPTH, 'depth');
    const nodes = clampInt(opts.nodes, 1, MAX_NODES, 'nodes');
    const movetimeMs = clampInt(opts.movetimeMs, 1, MAX_MOVETIME_MS, 'movetimeMs');
    if (depth !== undefined) limits.depth = depth;
    if (nodes !== undefined) limits.nodes = nodes;
    if (movetimeMs !== undefined) limits.movetimeMs = movetimeMs;
    if (depth === undefined && nodes === undefined && movetimeMs === undefined) limits.depth = DEFAULT_DEPTH;
    const output = await search({ fen: chess.fen(), multiPv, go: goCommand(limits), fresh: opts.fresh ?? true }, opts.timeoutMs ?? defaultTimeoutMs);
    const lines = finalLines(output.info).filter((line, i, all) => all.findIndex((l) => l.pv[0] === line.pv[0]) === i);
    if (lines.length === 0) {
      // A search stopped before its first iteration reports no line, only a best move.
      const best = parseBestMove(output.bestmove)?.move;
      if (!best) throw new EngineError(`the chess engine gave no move for ${chess.fen()}`);
      lines.push({ depth: 0, seldepth: null, multipv: 1, scoreCp: 0, mate: null, bound: null, nodes: null, pv: [best] });
    }
    return lines;
  }

  async function analyse(fen: string, opts: AnalyseOptions = {}): Promise<AnalysisLine[]> {
    const { chess, moveCount } = readPlayablePosition(fen);
    const lines: AnalysisLine[] = [];
    for (const info of await searchLines(chess, moveCount, opts)) {
      const uci = info.pv[0] as string;
      // SAN doubles as the legality check of the engine's move.
      const san = sanOf(chess, uci);
      if (san === null) continue;
      lines.push({ uci, san, scoreCp: info.scoreCp, mate: info.mate, pv: info.pv, depth: info.depth });
    }
    if (lines.length === 0) throw new EngineError(`the chess engine gave no legal move for ${fen}`);
    return lines;
  }

  async function chooseMove(fen: string, level: AiLevel, opts: ChooseMoveOptions): Promise<ChosenMove> {
    const params = LEVEL_PARAMS[level];
    if (!params) throw new EngineError(`unknown AI level: ${String(level)}`);
    const { chess, moveCount } = readPlayablePosition(fen);
    if (moveCount === 1) {
      const [only] = chess.moves({ verbose: true });
      if (!only) throw new EngineError(`no move in ${fen}`);
      return { uci: uciOf(only), san: only.san, bestUci: uciOf(only), lossCp: 0 };
    }
    const lines = await searchLines(chess, moveCount, { multiPv: params.multiPv, nodes: params.nodes });
    const candidates = lines.map((l) => ({ uci: l.pv[0] as string, scoreCp: l.scoreCp, mate: l.mate }));
    const choice = choosePolicyMove({ fen: chess.fen(), candidates, level, seed: opts.seed, history: opts.history ?? [] });
    const san = sanOf(chess, choice.uci);
    if (san === null) throw new EngineError(`the chess engine proposed an illegal move ${choice.uci} in ${fen}`);
    return { uci: choice.uci, san, bestUci: choice.bestUci, lossCp: choice.lossCp };
  }

  async function chooseBuddyMove(fen: string, opts: BuddyMoveOptions): Promise<ChosenMove> {
    if (!Number.isFinite(opts.strength)) throw new EngineError('the buddy strength must be a finite number');
    const params = paramsForStrength(opts.strength);
    const { chess, moveCount } = readPlayablePosition(fen);
    if (moveCount === 1) {
      const [only] = chess.moves({ verbose: true });
      if (!only) throw new EngineError(`no move in ${fen}`);
      return { uci: uciOf(only), san: only.san, bestUci: uciOf(only), lossCp: 0 };
    }
    const lines = await searchLines(chess, moveCount, buddySearch(params));
    const candidates = lines.map((l) => ({ uci: l.pv[0] as string, scoreCp: l.scoreCp, mate: l.mate }));
    const choice = pickBuddyMove({
      fen: chess.fen(),
      candidates,
      strength: opts.strength,
      style: opts.style,
      seed: opts.seed,
      history: opts.history ?? [],
    });
    const san = sanOf(chess, choice.uci);
    if (san === null) throw new EngineError(`the chess engine proposed an illegal move ${choice.uci} in ${fen}`);
    return { uci: choice.uci, san, bestUci: choice.bestUci, lossCp: choice.lossCp };
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    for (const job of queue.splice(0)) settle(job, { error: new EngineClosedError() });
    const exits: Promise<number>[] = [];
    for (const slot of slots) {
      if (slot.job) settle(slot.job, { error: new EngineClosedError() });
      if (slot.stopTimer) clearTimeout(slot.stopTimer);
      slot.job = null;
      slot.state = 'closed';
      if (slot.worker) exits.push(slot.worker.terminate());
      slot.worker = null;
    }
    await Promise.allSettled(exits);
  }

  for (let index = 0; index < size; index++) {
    const slot: Slot = { index, worker: null, state: 'starting', job: null, stopTimer: null, failedStarts: 0 };
    slots.push(slot);
    spawn(slot);
  }

  return {
    analyse,
    chooseMove,
    chooseBuddyMove,
    stats: () => ({
      size,
      busy: slots.filter((s) => s.state === 'busy' || s.state === 'stopping').length,
      queued: queue.length,
      completed,
      failed,
    }),
    close,
  };
}
