/**
 * Calibration of the AI levels (server/src/engine): ladder matches, puzzle-solving rates,
 * average centipawn loss, and latency under load. Prints every figure and, after a full run,
 * rewrites docs/ai-levels.md with them.
 *
 *   npx tsx scripts/bench/ai-calibration.ts [--games N] [--puzzles N] [--only ladder|puzzles|acpl|latency]
 *        [--pool N] [--acpl-positions N] [--judge-nodes N] [--latency-seconds N] [--no-write]
 *        [--dump results.json] [--from results.json]
 *
 * --dump saves every result; --from takes the sections not run now from such a file (the ACPL
 * then judges the saved ladder games), e.g. `--only latency --from full.json` measures the
 * latency again on a quiet machine and rewrites the doc with the other sections unchanged;
 * `--only none --from full.json` only rewrites the doc from the saved results.
 *
 * About 30 minutes on 2 cores with the defaults. Never run it beside another heavy job.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAcpl, type AcplResult } from './lib/acpl';
import { writeAiLevelsDoc } from './lib/doc';
import { AI_LEVELS, createEnginePool, LEVEL_PARAMS } from './lib/engine';
import { playGame, summarise, type GameRecord, type MatchResult, type PlayerName } from './lib/games';
import { runLatency, type LatencyResult } from './lib/latency';
import { BANDS, samplePuzzles, solves } from './lib/puzzles';
import { hash, mapConcurrent, pct, table } from './lib/stats';
import { readFlags } from './lib/argv';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUZZLES_CSV = path.resolve(repositoryRoot, '../shared/data/lichess-puzzles/puzzles.csv');
const DOC = path.join(repositoryRoot, 'docs/ai-levels.md');

type Section = 'ladder' | 'puzzles' | 'acpl' | 'latency';
const SECTIONS: readonly Section[] = ['ladder', 'acpl', 'puzzles', 'latency'];

function parseArgs(argv: readonly string[]) {
  const options = {
    games: 100,
    puzzles: 150,
    puzzleTrials: 3,
    only: null as Section | 'none' | null,
    pool: Math.max(1, Math.min(2, cpus().length)),
    acplPositions: 200,
    judgeNodes: 400_000,
    latencySeconds: 40,
    write: true,
    dump: null as string | null,
    from: null as string | null,
  };
  readFlags(argv, (flag, { value, count }) => {
    switch (flag) {
      case '--games':
        options.games = count();
        break;
      case '--puzzles':
        options.puzzles = count();
        break;
      case '--puzzle-trials':
        options.puzzleTrials = count();
        break;
      case '--pool':
        options.pool = count();
        break;
      case '--acpl-positions':
        options.acplPositions = count();
        break;
      case '--judge-nodes':
        options.judgeNodes = count();
        break;
      case '--latency-seconds':
        options.latencySeconds = count();
        break;
      case '--no-write':
        options.write = false;
        break;
      case '--dump':
        options.dump = value();
        break;
      case '--from':
        options.from = value();
        break;
      case '--only': {
        const section = value();
        if (section === 'none') {
          options.only = 'none';
          break;
        }
        if (!SECTIONS.includes(section as Section)) throw new Error(`--only takes one of ${SECTIONS.join(', ')}, none`);
        options.only = section as Section;
        break;
      }
      default:
        throw new Error(`unknown option ${flag}`);
    }
  });
  return options;
}

const options = parseArgs(process.argv.slice(2));
const sections: readonly Section[] = options.only === 'none' ? [] : options.only ? [options.only] : SECTIONS;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;
const log = (text: string) => console.log(text);

log(`AI calibration — ${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}`);
log(`sections: ${sections.join(', ')}; pool ${options.pool} workers`);
for (const level of AI_LEVELS) log(`  ${level}: ${JSON.stringify(LEVEL_PARAMS[level])}`);

const MATCHES: readonly [PlayerName, PlayerName, number][] = [
  // [stronger, weaker, target score share of the stronger]
  ['hard', 'medium', 0.7],
  ['medium', 'easy', 0.7],
  ['easy', 'random', 0.9],
];

async function runLadder(games: number): Promise<MatchResult[]> {
  const pool = createEnginePool({ size: options.pool, queueLimit: 1000, defaultTimeoutMs: 120_000 });
  const results: MatchResult[] = [];
  try {
    for (const [a, b] of MATCHES) {
      const t0 = Date.now();
      let done = 0;
      const records = await mapConcurrent(
        Array.from({ length: games }, (_, i) => i),
        options.pool * 2,
        async (i): Promise<GameRecord> => {
          // Colours alternate; the seed varies the openings (and every later choice).
          const [white, black] = i % 2 === 0 ? [a, b] : [b, a];
          const record = await playGame(pool, white, black, hash(`${a}-${b}|${i}`));
          done++;
          if (done % 10 === 0) log(`  ${a} vs ${b}: ${done}/${games} games (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
          return record;
        },
      );
      const result = summarise(a, b, records);
      results.push(result);
      log(
        `${a} vs ${b}: ${result.score}/${games} (${pct(result.score / games)}) +${result.wins} =${result.draws} -${result.losses}, ` +
          `${result.averagePlies.toFixed(0)} plies on average, ${JSON.stringify(result.terminations)} [${elapsed()}]`,
      );
    }
  } finally {
    await pool.close();
  }
  return results;
}

type PuzzleTable = { level: string; rates: { band: string; solved: number; total: number }[] }[];
interface Dump {
  ladder: MatchResult[] | null;
  acpl: AcplResult | null;
  puzzleTable: PuzzleTable | null;
  latency: LatencyResult[] | null;
  /** Minutes each section took. */
  minutes: Partial<Record<Section, number>>;
}
const previous: Dump | null = options.from ? (JSON.parse(readFileSync(options.from, 'utf8')) as Dump) : null;
let ladder: MatchResult[] | null = null;
let acpl: AcplResult | null = null;
let puzzleTable: PuzzleTable | null = null;
let latency: LatencyResult[] | null = null;
const minutes: Partial<Record<Section, number>> = { ...previous?.minutes };
let sectionStart = Date.now();
const sectionDone = (section: Section) => {
  minutes[section] = (Date.now() - sectionStart) / 60_000;
  sectionStart = Date.now();
};

if (sections.includes('ladder')) {
  log(`\n## Ladder (${options.games} games per match)`);
  ladder = await runLadder(options.games);
  log(
    table(
      ['match', 'games', 'score of the stronger', 'W / D / L', 'target'],
      ladder.map((m, i) => [
        `${m.a} vs ${m.b}`,
        m.games.length,
        pct(m.score / m.games.length),
        `${m.wins} / ${m.draws} / ${m.losses}`,
        `≥ ${pct(MATCHES[i]?.[2] ?? 0)}`,
      ]),
    ),
  );
  sectionDone('ladder');
}

if (sections.includes('acpl')) {
  // Positions from the ladder games; with --only acpl, a few games are played for them.
  ladder ??= previous?.ladder ?? (await runLadder(Math.max(6, Math.ceil(options.games / 10))));
  const games = ladder.flatMap((m) => m.games);
  log(`\n## Average centipawn loss (${options.acplPositions} open positions, judge: ${options.judgeNodes} nodes, single line)`);
  acpl = await runAcpl(games, { pool: options.pool, positionsPerLevel: options.acplPositions, judgeNodes: options.judgeNodes, log });
  log(
    table(
      ['level', 'positions', 'ACPL (judge)', 'median', 'best move', 'mistakes 100-299', 'blunders ≥300', 'ACPL (own search)'],
      acpl.levels.map((l) => [
        l.level,
        l.positions,
        l.acpl.toFixed(0),
        l.median.toFixed(0),
        pct(l.bestRate),
        pct(l.mistakeRate),
        pct(l.blunderRate),
        l.policyAcpl.toFixed(0),
      ]),
    ),
  );
  log(`[${elapsed()}]`);
  sectionDone('acpl');
}

if (sections.includes('puzzles')) {
  log(`\n## Puzzles (${options.puzzles} per band, Popularity > 50, NbPlays > 100, ${options.puzzleTrials} tries each)`);
  const sample = samplePuzzles(PUZZLES_CSV, options.puzzles);
  const pool = createEnginePool({ size: options.pool, queueLimit: 1000, defaultTimeoutMs: 120_000 });
  try {
    puzzleTable = [];
    for (const level of AI_LEVELS) {
      const rates: { band: string; solved: number; total: number }[] = [];
      for (const band of BANDS) {
        // Each puzzle is tried with several seeds: the rate is over all the tries.
        const tries = (sample.get(band) ?? []).flatMap((puzzle) => Array.from({ length: options.puzzleTrials }, (_, trial) => ({ puzzle, trial })));
        const outcomes = await mapConcurrent(tries, options.pool * 2, ({ puzzle, trial }) => solves(pool, level, puzzle, trial));
        rates.push({ band: band.label, solved: outcomes.filter(Boolean).length, total: tries.length });
      }
      puzzleTable.push({ level, rates });
      log(`  ${level}: ${rates.map((r) => `${r.band} ${pct(r.solved / r.total)}`).join(', ')} [${elapsed()}]`);
    }
  } finally {
    await pool.close();
  }
  log(
    table(
      ['level', ...BANDS.map((b) => `puzzles ${b.label}`)],
      puzzleTable.map((row) => [row.level, ...row.rates.map((r) => `${pct(r.solved / r.total)} (${r.solved}/${r.total})`)]),
    ),
  );
  sectionDone('puzzles');
}

if (sections.includes('latency')) {
  log(`\n## Latency: 20 concurrent AI games (${options.latencySeconds} s per scenario)`);
  latency = await runLatency({ seconds: options.latencySeconds, games: 20, log });
  log(
    table(
      ['pool', 'children think', 'moves', 'engine p50', 'engine p95', 'engine+pause p50', 'engine+pause p95', 'event loop p99'],
      latency.map((r) => [
        r.poolSize,
        r.thinking,
        r.moves,
        `${r.engineP50.toFixed(0)} ms`,
        `${r.engineP95.toFixed(0)} ms`,
        `${r.totalP50.toFixed(0)} ms`,
        `${r.totalP95.toFixed(0)} ms`,
        `${r.loopP99.toFixed(1)} ms`,
      ]),
    ),
  );
  for (const r of latency)
    log(
      `  pool ${r.poolSize}, ${r.thinking}: per level p95 ${Object.entries(r.perLevelP95)
        .map(([l, v]) => `${l} ${v.toFixed(0)} ms`)
        .join(', ')}`,
    );
  sectionDone('latency');
}

log(`\ndone in ${elapsed()}`);

ladder ??= previous?.ladder ?? null;
acpl ??= previous?.acpl ?? null;
puzzleTable ??= previous?.puzzleTable ?? null;
latency ??= previous?.latency ?? null;
if (options.dump) {
  const dump: Dump = { ladder, acpl, puzzleTable, latency, minutes };
  writeFileSync(options.dump, JSON.stringify(dump, null, 1));
  log(`raw results written to ${options.dump}`);
}
if (options.write && (!options.only || previous) && ladder && acpl && puzzleTable && latency) {
  writeAiLevelsDoc(DOC, {
    date: new Date(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
    minutes: Object.values(minutes).reduce((sum, m) => sum + m, 0),
    sectionMinutes: minutes,
    command: `npx tsx scripts/bench/ai-calibration.ts --games ${ladder[0]?.games.length ?? options.games} --puzzles ${options.puzzles} --puzzle-trials ${options.puzzleTrials}`,
    poolSize: options.pool,
    judgeNodes: acpl.judgeNodes,
    params: LEVEL_PARAMS,
    ladder: ladder.map((m, i) => ({ ...m, target: MATCHES[i]?.[2] ?? 0 })),
    acpl,
    puzzles: puzzleTable,
    latency,
  });
  log(`wrote ${path.relative(repositoryRoot, DOC)}`);
} else if (options.write && options.only && !previous) {
  log('(one section only: docs/ai-levels.md is left as it is; add --from <dump> to rewrite it with the other sections)');
}
