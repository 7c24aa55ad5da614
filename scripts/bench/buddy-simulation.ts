/**
 * The buddy simulation (issue 26, decision 042): a "child" of fixed strength — the level policy
 * at that strength, on the real engine pool — plays game after game against the buddy, whose
 * strength moves after each game by the rule in server/src/engine/buddy-policy.ts. Prints, for
 * each child strength, the child's score per stretch of games and the buddy's strength as it
 * settles.
 *
 *   npx tsx scripts/bench/buddy-simulation.ts [--strengths 400,700,1000,1300,1600] [--children N]
 *        [--games N] [--history N] [--nodes N] [--pool N] [--max-plies N] [--dump file.json]
 *
 * --history N: before its first buddy game each child plays N games against the Easy level (the
 * AI page's first choice), and the buddy's first strength comes from them by the server's own
 * rule (buddyStartStrength, as the AI games' service reads a child's history); 0 starts every
 * buddy at BUDDY_START_STRENGTH, as for a child the server knows nothing of.
 *
 * --nodes caps both sides' search per level-sized set of lines (the buddy searches more lines with
 * proportionally more nodes, as in the game); the
 * choice among the lines, which is what makes a strength, is unchanged. Every game has its own
 * seed, so a run gives the same games on any machine (only the time differs).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Chess } from 'chess.js';
import { createEnginePool, choosePolicyMove, LEVEL_PARAMS, type EnginePool } from './lib/engine';
import {
  buddySearch,
  buddyStartStrength,
  chooseBuddyMove,
  nextStrength,
  paramsForStrength,
  type BuddyStartHistory,
  type ChildOutcome,
} from '../../server/src/engine/buddy-policy';
import { scoreCp } from './lib/games';
import { hash, mapConcurrent, mean, table } from './lib/stats';
import { readFlags } from './lib/argv';

const options = {
  strengths: [400, 700, 1000, 1300, 1600],
  children: 4,
  games: 10,
  history: 3,
  nodes: 30_000,
  pool: Math.max(1, cpus().length),
  maxPlies: 160,
  dump: null as string | null,
};
readFlags(process.argv.slice(2), (flag, v) => {
  if (flag === '--strengths') options.strengths = v.value().split(',').map(Number);
  else if (flag === '--children') options.children = v.count();
  else if (flag === '--games') options.games = v.count();
  else if (flag === '--history') options.history = Number(v.value());
  else if (flag === '--nodes') options.nodes = v.count();
  else if (flag === '--pool') options.pool = v.count();
  else if (flag === '--max-plies') options.maxPlies = v.count();
  else if (flag === '--dump') options.dump = v.value();
  else throw new Error(`unknown option ${flag}`);
});

/** Decided when both sides' own searches give one side this much for RESIGN_PLIES plies in a row. */
const RESIGN_CP = 800;
const RESIGN_PLIES = 8;
const JUDGE_DEPTH = 10;
const JUDGE_MARGIN_CP = 200;

interface GameResult {
  childScore: number;
  buddyStrength: number;
  plies: number;
  end: string;
  buddyMoves: number;
  styleMoves: number;
  guardedMoves: number;
  easedMoves: number;
}

/** The child's opponent: the buddy at a strength, or the Easy level (the games of the child's history). */
type Opponent = { buddy: number } | 'easy';

async function playOne(pool: EnginePool, childStrength: number, opponent: Opponent, childWhite: boolean, seed: number): Promise<GameResult> {
  const chess = new Chess();
  const history: string[] = [];
  const childParams = paramsForStrength(childStrength);
  const buddyStrength = opponent === 'easy' ? 600 : opponent.buddy;
  const buddyParams = paramsForStrength(buddyStrength);
  let streak = 0;
  let streakSign = 0;
  const stats = { buddyMoves: 0, styleMoves: 0, guardedMoves: 0, easedMoves: 0 };
  const end = (whiteScore: number, how: string): GameResult => ({
    childScore: childWhite ? whiteScore : 1 - whiteScore,
    buddyStrength,
    plies: history.length,
    end: how,
    ...stats,
  });
  for (;;) {
    if (chess.isCheckmate()) return end(chess.turn() === 'w' ? 0 : 1, 'checkmate');
    if (chess.isDraw()) return end(0.5, 'draw');
    const fen = chess.fen();
    const whiteToMove = chess.turn() === 'w';
    if (history.length >= options.maxPlies) {
      const [best] = await pool.analyse(fen, { depth: JUDGE_DEPTH });
      const whiteCp = (best ? scoreCp(best) : 0) * (whiteToMove ? 1 : -1);
      return end(whiteCp >= JUDGE_MARGIN_CP ? 1 : whiteCp <= -JUDGE_MARGIN_CP ? 0 : 0.5, 'ply-cap');
    }
    const childToMove = whiteToMove === childWhite;
    const legal = chess.moves({ verbose: true });
    let uci: string;
    let bestLine: { scoreCp: number | null; mate: number | null } | undefined;
    if (legal.length === 1) {
      const only = legal[0]!;
      uci = `${only.from}${only.to}${only.promotion ?? ''}`;
    } else if (childToMove) {
      const lines = await pool.analyse(fen, { multiPv: childParams.multiPv, nodes: options.nodes });
      bestLine = lines[0];
      uci = choosePolicyMove({ fen, candidates: lines, level: 'medium', params: childParams, seed: seed + history.length, history }).uci;
    } else if (opponent === 'easy') {
      const lines = await pool.analyse(fen, { multiPv: LEVEL_PARAMS.easy.multiPv, nodes: options.nodes });
      bestLine = lines[0];
      uci = choosePolicyMove({ fen, candidates: lines, level: 'easy', seed: seed + history.length, history }).uci;
    } else {
      const lines = await pool.analyse(fen, buddySearch(buddyParams, options.nodes));
      bestLine = lines[0];
      const choice = chooseBuddyMove({ fen, candidates: lines, strength: buddyStrength, style: 'balanced', seed: seed + history.length, history });
      uci = choice.uci;
      stats.buddyMoves++;
      if (choice.reason === 'style') stats.styleMoves++;
      if (choice.guarded > 0) stats.guardedMoves++;
      if (choice.strength < buddyStrength) stats.easedMoves++;
    }
    if (bestLine) {
      const whiteCp = scoreCp(bestLine) * (whiteToMove ? 1 : -1);
      const sign = whiteCp >= RESIGN_CP ? 1 : whiteCp <= -RESIGN_CP ? -1 : 0;
      streak = sign !== 0 && sign === streakSign ? streak + 1 : sign !== 0 ? 1 : 0;
      streakSign = sign;
      if (streak >= RESIGN_PLIES) return end(sign > 0 ? 1 : 0, 'adjudicated');
    }
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    history.push(uci);
  }
}

interface ChildRun {
  childStrength: number;
  child: number;
  games: GameResult[];
  /** The buddy's strength before each game and after the last. */
  strengths: number[];
  /** The child's score in its games against Easy before the buddy. */
  historyScore: number[];
}

async function runChild(pool: EnginePool, childStrength: number, child: number): Promise<ChildRun> {
  // The child's first games, at Easy: what the server reads before the first buddy game.
  const known: BuddyStartHistory = { aiGames: [], live: null, puzzles: { rating: 600, tried: 0 } };
  const historyScore: number[] = [];
  for (let g = 0; g < options.history; g++) {
    const result = await playOne(pool, childStrength, 'easy', (child + g) % 2 === 1, hash(`buddy-sim-history|${childStrength}|${child}|${g}`));
    historyScore.push(result.childScore);
    const outcome = result.childScore === 1 ? 'win' : result.childScore === 0 ? 'loss' : 'draw';
    known.aiGames = [{ level: 'easy', result: outcome }, ...known.aiGames];
    log(`  child ${childStrength}#${child} history game ${g + 1}: ${outcome} vs Easy (${result.plies} plies, ${result.end})`);
  }
  let state = { strength: buddyStartStrength(known).strength, games: 0, recent: '' };
  const strengths = [state.strength];
  const games: GameResult[] = [];
  for (let g = 0; g < options.games; g++) {
    const result = await playOne(
      pool,
      childStrength,
      { buddy: state.strength },
      (child + g) % 2 === 0,
      hash(`buddy-sim|${childStrength}|${child}|${g}`),
    );
    games.push(result);
    const outcome: ChildOutcome = result.childScore === 1 ? 'w' : result.childScore === 0 ? 'l' : 'd';
    state = nextStrength(state, outcome);
    strengths.push(state.strength);
    log(
      `  child ${childStrength}#${child} game ${g + 1}: ${outcome} vs buddy ${result.buddyStrength} (${result.plies} plies, ${result.end}) → ${state.strength}`,
    );
  }
  return { childStrength, child, games, strengths, historyScore };
}

const started = Date.now();
const log = (text: string) => console.log(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${text}`);
const loads: number[] = [];
const loadTimer = setInterval(() => loads.push(loadavg()[0]!), 10_000);

log(
  `buddy simulation — ${new Date().toISOString()} — ${cpus().length} cores, pool ${options.pool}, ${options.children} children × ${options.history} games at Easy + ${options.games} buddy games per strength, ${options.nodes} nodes`,
);
const pool = createEnginePool({ size: options.pool, queueLimit: 10_000, defaultTimeoutMs: 600_000 });
const jobs = options.strengths.flatMap((s) => Array.from({ length: options.children }, (_, c) => [s, c] as const));
let runs: ChildRun[];
try {
  runs = await mapConcurrent(jobs, options.pool * 4, ([s, c]) => runChild(pool, s, c));
} finally {
  await pool.close();
  clearInterval(loadTimer);
}

// Stretches of games: 1-3, 4-6, 7-10 (with 10 games).
const cut = (n: number) => [
  [0, Math.ceil(n * 0.3)],
  [Math.ceil(n * 0.3), Math.ceil(n * 0.6)],
  [Math.ceil(n * 0.6), n],
];
const stretches = cut(options.games);
const rows = options.strengths.map((s) => {
  const mine = runs.filter((r) => r.childStrength === s);
  const scoreIn = ([from, to]: number[]) => mean(mine.flatMap((r) => r.games.slice(from, to).map((g) => g.childScore)));
  const strengthAt = (i: number) => Math.round(mean(mine.map((r) => r.strengths[i]!)));
  const buddyMoves = mine.flatMap((r) => r.games).reduce((n, g) => n + g.buddyMoves, 0);
  const share = (key: 'guardedMoves' | 'easedMoves') =>
    `${((100 * mine.flatMap((r) => r.games).reduce((n, g) => n + g[key], 0)) / Math.max(1, buddyMoves)).toFixed(1)}%`;
  return [
    s,
    options.history > 0 ? `${(100 * mean(mine.flatMap((r) => r.historyScore))).toFixed(0)}%` : '–',
    ...stretches.map((st) => `${(100 * scoreIn(st)).toFixed(0)}%`),
    `${(100 * scoreIn([0, options.games])).toFixed(0)}%`,
    [0, 2, 4, 6, 8, options.games]
      .filter((i) => i <= options.games)
      .map(strengthAt)
      .join(' → '),
    share('guardedMoves'),
    share('easedMoves'),
  ];
});
const head = [
  'child strength',
  `score vs Easy (history, ${options.history} games)`,
  ...stretches.map(([a, b]) => `score games ${a! + 1}-${b}`),
  `all ${options.games}`,
  `buddy strength (mean) before game 1, 3, 5, 7, 9, after ${options.games}`,
  'buddy moves guarded',
  'eased',
];
console.log(`\n${table(head, rows)}`);
const minutes = (Date.now() - started) / 60_000;
console.log(
  `\n${runs.length * (options.games + options.history)} games in ${minutes.toFixed(1)} min; load average (1 min) during the run: mean ${mean(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}; /proc/loadavg now ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (options.dump) writeFileSync(options.dump, JSON.stringify({ options, runs, loads, minutes }, null, 1));
