/** chooseMove latency with 20 AI games in parallel, and the main thread's event-loop delay meanwhile. */
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import { Chess } from 'chess.js';
import { naturalPause } from '../../../server/src/features/ai-chess/service';
import { AI_LEVELS, createEnginePool, type AiLevel, type EnginePool } from './engine';
import { hash, percentile, rng } from './stats';

export interface LatencyResult {
  poolSize: number;
  thinking: string;
  moves: number;
  errors: number;
  engineP50: number;
  engineP95: number;
  totalP50: number;
  totalP95: number;
  perLevelP95: Record<string, number>;
  loopP99: number;
  loopMax: number;
}

export interface AiGameOptions {
  pool: EnginePool;
  level: AiLevel;
  /** The child's random moves and thinking. */
  random: () => number;
  /** The game's seed (the next game takes the next one). */
  seed: number;
  /** Performance-clock time at which the game stops. */
  deadline: number;
  /** The child's thinking time between the AI's move and theirs, ms (uniform), or null: none at all. */
  think: [number, number] | null;
  /** Each AI reply: the engine's time and the natural pause the game service would add. */
  onReply: (engineMs: number, pauseMs: number) => void;
  onError: () => void;
}

/**
 * One AI game after another until the deadline, as a child plays them: any legal move after
 * thinking, then the AI's move as the game service plays it (engine, then the rest of the
 * natural pause, server/src/features/ai-chess/service.ts). A refused AI move takes the
 * child's move back, so the child never moves for the AI.
 */
export async function playAiGames(options: AiGameOptions): Promise<void> {
  const { pool, level, random, think, deadline } = options;
  const thinkMs = () => (think ? think[0] + random() * (think[1] - think[0]) : 0);
  let chess = new Chess();
  let history: string[] = [];
  let seed = options.seed;
  if (think) await wait(random() * think[1]); // games do not all start together
  while (performance.now() < deadline) {
    if (chess.isGameOver() || history.length >= 160) {
      chess = new Chess();
      history = [];
      seed++;
    }
    await wait(thinkMs());
    const legal = chess.moves({ verbose: true });
    const childMove = legal[Math.floor(random() * legal.length)];
    if (!childMove) continue;
    chess.move(childMove);
    history.push(`${childMove.from}${childMove.to}${childMove.promotion ?? ''}`);
    if (chess.isGameOver()) continue;
    const t0 = performance.now();
    let choice;
    try {
      choice = await pool.chooseMove(chess.fen(), level, { seed: seed + history.length, history });
    } catch {
      options.onError();
      chess.undo();
      history.pop();
      continue;
    }
    const ms = performance.now() - t0;
    const pause = naturalPause(seed + history.length);
    options.onReply(ms, pause);
    if (pause > ms) await wait(pause - ms);
    chess.move({ from: choice.uci.slice(0, 2), to: choice.uci.slice(2, 4), promotion: choice.uci[4] });
    history.push(choice.uci);
  }
}

const LOOP_RESOLUTION_MS = 2;

interface Scenario {
  poolSize: number;
  /** The child's thinking time between the AI's move and theirs, ms (uniform), or null: none at all. */
  think: [number, number] | null;
}

async function runScenario(scenario: Scenario, games: number, seconds: number): Promise<LatencyResult> {
  const pool = createEnginePool({ size: scenario.poolSize });
  // Start the workers before measuring.
  await Promise.all(Array.from({ length: scenario.poolSize }, () => pool.analyse('8/8/8/4k3/8/8/3QK3/8 w - - 0 1', { depth: 1 })));
  const engineMs: number[] = [];
  const totalMs: number[] = [];
  const perLevel: Record<string, number[]> = {};
  let errors = 0;
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const deadline = performance.now() + seconds * 1000;

  const players = Array.from({ length: games }, (_, index) => {
    const level: AiLevel = AI_LEVELS[index % AI_LEVELS.length] as AiLevel;
    return playAiGames({
      pool,
      level,
      random: rng(hash(`latency|${index}`)),
      seed: hash(`game|${index}`),
      deadline,
      think: scenario.think,
      onReply: (ms, pause) => {
        engineMs.push(ms);
        totalMs.push(Math.max(ms, pause));
        (perLevel[level] ??= []).push(ms);
      },
      onError: () => errors++,
    });
  });

  await Promise.all(players);
  loop.disable();
  await pool.close();
  return {
    poolSize: scenario.poolSize,
    thinking: scenario.think ? `${scenario.think[0] / 1000}-${scenario.think[1] / 1000} s` : 'none (stress)',
    moves: engineMs.length,
    errors,
    engineP50: percentile(engineMs, 50),
    engineP95: percentile(engineMs, 95),
    totalP50: percentile(totalMs, 50),
    totalP95: percentile(totalMs, 95),
    perLevelP95: Object.fromEntries(Object.entries(perLevel).map(([l, v]) => [l, percentile(v, 95)])),
    // The histogram records the time between its timer's ticks: the delay is what exceeds the interval.
    loopP99: Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
    loopMax: Math.max(0, loop.max / 1e6 - LOOP_RESOLUTION_MS),
  };
}

export async function runLatency(options: { seconds: number; games: number; log: (text: string) => void }): Promise<LatencyResult[]> {
  const defaultSize = Math.max(1, cpus().length - 1);
  const sizes = [...new Set([defaultSize, Math.max(2, defaultSize)])];
  const results: LatencyResult[] = [];
  for (const poolSize of sizes) {
    for (const think of [[2000, 8000], null] as const) {
      const result = await runScenario({ poolSize, think: think ? [think[0], think[1]] : null }, options.games, options.seconds);
      results.push(result);
      options.log(
        `  pool ${poolSize}, thinking ${result.thinking}: ${result.moves} AI moves, engine p50 ${result.engineP50.toFixed(0)} / p95 ${result.engineP95.toFixed(0)} ms, ` +
          `with pause p95 ${result.totalP95.toFixed(0)} ms, event loop p99 ${result.loopP99.toFixed(1)} ms, errors ${result.errors}`,
      );
    }
  }
  return results;
}
