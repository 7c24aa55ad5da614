/**
 * The after-game review's budget (issue 26, decision 044): a 40-move game (80 plies) is
 * reviewed within 5 s (p95) while 20 AI games run, and the AI's replies stay within their own
 * target (docs/ai-levels.md: p95 with the natural pause < 1 s).
 *
 *   npx tsx scripts/bench/game-review.ts [--seconds 90] [--games 20] [--pools 1,2] [--variants 1@50,1@0,2]
 *
 * For each pool size: first the 20 AI games alone (the children think 2-8 s between moves,
 * as in the AI latency bench), then the same games while reviews of 40-move games run back to
 * back through the background lane (server/src/engine/background-lane.ts) with the review's
 * own search (REVIEW_SEARCH). Prints the review times, the AI reply times in both phases and
 * the load average.
 *
 * --variants compares lanes in one run (the machine's load then weighs on all of them alike):
 * `size` is a pool with the lane's own idle wait, `size@ms` one that waits `ms` of idle before
 * lending an engine; a trailing `f` makes every review search start from a cleared engine
 * (`fresh: true`, the review before decision 044's second amendment), `w` go on from the one
 * before (`fresh: false`); without either, REVIEW_SEARCH's own. The AI games alone run once per
 * pool size.
 */
import { loadavg } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { createBackgroundLane } from '../../server/src/engine/background-lane';
import { computeReview, REVIEW_SEARCH } from '../../server/src/features/game-review/analyse';
import { AI_LEVELS, createEnginePool, type AiLevel } from './lib/engine';
import { randomGame } from './lib/games';
import { playAiGames } from './lib/latency';
import { hash, percentile, rng } from './lib/stats';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SECONDS = Number(option('seconds', '90'));
const GAMES = Number(option('games', '20'));
/** Pool sizes, each with the lane's idle wait (undefined: the lane's own). */
const VARIANTS = option('variants', option('pools', '1,2'))
  .split(',')
  .map((text) => {
    const fresh = text.endsWith('f') ? true : text.endsWith('w') ? false : REVIEW_SEARCH.fresh;
    const [size, quiet] = text.replace(/[fw]$/, '').split('@');
    return { size: Number(size), quietMs: quiet === undefined ? undefined : Number(quiet), fresh };
  });
/** Trials: the review's node budget a position, and the lane's lull on one engine (ms); the code's own by default. */
const NODES = Number(option('nodes', String(REVIEW_SEARCH.nodes)));
const QUIET_MS = process.argv.includes('--quiet-ms') ? Number(option('quiet-ms', '0')) : undefined;
const lull = (quietMs: number | undefined) => (quietMs === undefined ? "lane's own" : `${quietMs} ms`);
const PLIES = 80;

interface Phase {
  aiMoves: number;
  aiP50: number;
  aiP95: number;
  withPauseP95: number;
  reviews: number;
  reviewP50: number;
  reviewP95: number;
  reviewMax: number;
  errors: number;
  load: string;
  /** The bench's CPU (engines and main thread) a second of the phase: how busy the machine's cores were with it. */
  cores: number;
}

async function phase(poolSize: number, withReviews: boolean, quietMs = QUIET_MS, fresh = REVIEW_SEARCH.fresh): Promise<Phase> {
  const pool = createEnginePool({ size: poolSize });
  await Promise.all(Array.from({ length: poolSize }, () => pool.analyse('8/8/8/4k3/8/8/3QK3/8 w - - 0 1', { depth: 1, timeoutMs: 120_000 })));
  const lane = createBackgroundLane(pool, quietMs === undefined ? {} : { quietMs });
  const cpu0 = process.cpuUsage();
  const phaseStart = performance.now();
  const deadline = phaseStart + SECONDS * 1000;
  const engineMs: number[] = [];
  const totalMs: number[] = [];
  const reviewMs: number[] = [];
  let errors = 0;

  function aiGame(index: number) {
    return playAiGames({
      pool,
      level: AI_LEVELS[index % AI_LEVELS.length] as AiLevel,
      random: rng(hash(`review-bench|${index}`)),
      seed: hash(`game|${index}`),
      deadline,
      think: [2000, 8000],
      onReply: (ms, pause) => {
        engineMs.push(ms);
        totalMs.push(Math.max(ms, pause));
      },
      onError: () => errors++,
    });
  }

  async function reviewer() {
    const random = rng(hash('reviews'));
    await wait(8000); // the AI games are under way
    let n = 0;
    while (performance.now() < deadline) {
      const moves = randomGame(random, PLIES, 'san');
      const t0 = performance.now();
      const ok = await computeReview(lane, { moves, colour: n++ % 2 === 0 ? 'white' : 'black' }, { ...REVIEW_SEARCH, nodes: NODES, fresh }).then(
        () => true,
        () => false,
      );
      if (!ok) errors++;
      else if (performance.now() < deadline) reviewMs.push(performance.now() - t0);
    }
  }

  await Promise.all([...Array.from({ length: GAMES }, (_, i) => aiGame(i)), ...(withReviews ? [reviewer()] : [])]);
  const cpu = process.cpuUsage(cpu0);
  const cores = (cpu.user + cpu.system) / 1000 / (performance.now() - phaseStart);
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  await pool.close();
  return {
    aiMoves: engineMs.length,
    aiP50: percentile(engineMs, 50),
    aiP95: percentile(engineMs, 95),
    withPauseP95: percentile(totalMs, 95),
    reviews: reviewMs.length,
    reviewP50: reviewMs.length ? percentile(reviewMs, 50) : 0,
    reviewP95: reviewMs.length ? percentile(reviewMs, 95) : 0,
    reviewMax: reviewMs.length ? Math.max(...reviewMs) : 0,
    errors,
    load,
    cores,
  };
}

const rows: string[] = [];
const verdicts: string[] = [];
const alone = new Map<number, Phase>();
const row = (variant: string, name: string, p: Phase) => {
  rows.push(
    `| ${variant} | ${name} | ${p.aiMoves} | ${p.aiP50.toFixed(0)} ms | ${p.aiP95.toFixed(0)} ms | ${p.withPauseP95.toFixed(0)} ms | ` +
      `${p.reviews ? `${p.reviews} | ${(p.reviewP50 / 1000).toFixed(2)} s | ${(p.reviewP95 / 1000).toFixed(2)} s | ${(p.reviewMax / 1000).toFixed(2)} s` : '– | – | – | –'} | ${p.errors} | ${p.cores.toFixed(2)} | ${p.load} |`,
  );
  console.log(rows.at(-1));
};
for (const { size, quietMs, fresh } of VARIANTS) {
  if (!alone.has(size)) {
    const p = await phase(size, false);
    alone.set(size, p);
    row(`${size}`, 'AI games alone', p);
  }
  const busy = await phase(size, true, quietMs ?? QUIET_MS, fresh);
  const ok = busy.reviewP95 <= 5000 && busy.withPauseP95 < 1000 && busy.reviews > 0;
  const variant = `${size}, lull ${lull(quietMs ?? QUIET_MS)}, ${fresh === false ? 'warm' : 'fresh'} searches`;
  verdicts.push(
    `${ok ? 'PASS' : 'MISS'} (pool ${variant}): review p95 ${(busy.reviewP95 / 1000).toFixed(2)} s (≤ 5 s), AI with pause p95 ${busy.withPauseP95.toFixed(0)} ms (< 1 s)`,
  );
  row(variant, 'AI games + reviews', busy);
}
console.log(
  [
    `\n${GAMES} AI games (children think 2-8 s), ${SECONDS} s a phase; reviews of 80-ply games back to back on the background lane ` +
      `(${NODES} nodes a position).`,
    '| pool, lull, searches | phase | AI moves | AI engine p50 | AI engine p95 | AI with pause p95 | reviews | review p50 | review p95 | review max | errors | bench CPU (cores) | load average (1/5/15 min) |',
    '| -------------------- | ----- | -------- | ------------- | ------------- | ----------------- | ------- | ---------- | ---------- | ---------- | ------ | ----------------- | ------------------------- |',
    ...rows,
  ].join('\n'),
);
console.log(verdicts.join('\n'));
