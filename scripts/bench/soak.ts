/**
 * Soak of one node (issue 28): a real server process on PostgreSQL keeps `--sockets` signed-in
 * Socket.IO clients connected and `--games` live games going (random legal moves, a new game
 * when one ends) for `--minutes`. Every minute it prints the node's RSS, V8 heap and event-loop
 * lag (the heap is the minute's lowest sample: what the collections leave); at the end it fails
 * (exit 1) if memory keeps growing after the warm-up.
 *
 *   npx tsx scripts/bench/soak.ts [--minutes 10] [--warmup 2] [--sockets 2000] [--games 500]
 *        [--think MIN-MAX] [--max-growth MB_PER_MIN] [--port 5281] [--json FILE]
 *
 * --minutes      how long the load runs (default 10; 3 for a quick look)
 * --warmup       minutes left out of the growth check (default 2): caches, JIT, pools filling
 * --sockets      connected clients (default 2000); 2 x --games of them play, the rest sit
 *                in the lobby room (every presence push reaches them)
 * --games        live games kept going (default 500; a game is resigned at 80 plies and the
 *                pair starts another, as children's games are short)
 * --think        a player's thinking time before each move, ms (default 2000-6000)
 * --max-growth   the largest growth after the warm-up, in MB a minute, of the heap and of the
 *                RSS (Theil–Sen slope of the per-minute samples; default 2)
 *
 * Needs PostgreSQL (TEST_DATABASE_URL); the database is made fresh and dropped afterwards.
 * Load and machine go in the figures: this machine is shared and has 2 cores.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { readFlags } from './lib/argv';
import { Bot, Metrics } from './lib/realtime-bots';
import { startScenarioNodes } from './lib/realtime-nodes';
import { seedPlayers } from './lib/realtime-seed';
import { mapConcurrent, percentile, rng, table } from './lib/stats';

const ORIGIN = 'http://chess-quest.soak';

const options = {
  minutes: 10,
  warmup: 2,
  sockets: 2000,
  games: 500,
  think: [2000, 6000] as [number, number],
  maxGrowth: 2,
  port: 5281,
  json: null as string | null,
};
readFlags(process.argv.slice(2), (flag, read) => {
  if (flag === '--minutes') options.minutes = read.positive();
  else if (flag === '--warmup') options.warmup = read.positive();
  else if (flag === '--sockets') options.sockets = read.count();
  else if (flag === '--games') options.games = read.count();
  else if (flag === '--max-growth') options.maxGrowth = read.positive();
  else if (flag === '--port') options.port = read.count();
  else if (flag === '--json') options.json = read.value();
  else if (flag === '--think') {
    const [min, max] = read.value().split('-').map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max) || min! < 0 || max! < min!) throw new Error('--think needs MIN-MAX in ms');
    options.think = [min!, max!];
  } else throw new Error(`unknown flag ${flag}`);
});
if (options.games * 2 > options.sockets) throw new Error('--games needs two sockets each: raise --sockets');
if (options.warmup >= options.minutes) throw new Error('--warmup must be shorter than --minutes');

const log = (message: string) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * The Theil–Sen slope of y over x: the median of the slopes between every two points. A trend
 * that goes on moves it; one high minute (a collection that came late) does not.
 */
function slope(points: readonly [number, number][]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) slopes.push((points[j]![1] - points[i]![1]) / (points[j]![0] - points[i]![0]));
  }
  return slopes.length === 0 ? 0 : percentile(slopes, 50);
}

interface Minute {
  minute: number;
  rssMb: number;
  heapMb: number;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  cpu: number;
  sockets: number;
  liveGames: number;
  movesPerSecond: number;
  ackP99Ms: number;
  load1: number;
}

const secret = randomBytes(32).toString('hex');
const cluster = await startScenarioNodes(1, { basePort: options.port, secret, origin: ORIGIN, cpuProfileDir: null });
const bots: Bot[] = [];
let failed = false;
try {
  const probe = cluster.probes[0]!;
  const node = cluster.nodes[0]!;
  let started = performance.now();
  const players = await seedPlayers(cluster.databaseUrl, options.sockets, secret);
  log(`${players.length} players seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const random = rng(20261127);
  const metrics = new Metrics();
  for (const player of players) {
    bots.push(new Bot(player, node.url, { origin: ORIGIN, think: options.think, timeControl: 600, maxPlies: 80, random }, metrics));
  }
  const playing = bots.slice(0, options.games * 2);
  for (let i = 0; i + 1 < playing.length; i += 2) {
    const [a, b] = [playing[i]!, playing[i + 1]!];
    a.opponent = b;
    b.opponent = a;
    a.challenger = true;
  }
  started = performance.now();
  await mapConcurrent(bots, 50, (bot) => bot.connect().catch((error: unknown) => metrics.fail('connect', String(error))));
  const connected = () => bots.filter((bot) => bot.socket?.connected).length;
  log(`${connected()}/${bots.length} sockets connected in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await mapConcurrent(bots.slice(playing.length), 50, (bot) => bot.joinLobby().catch(() => metrics.fail('lobby:join timeout')));
  await mapConcurrent(
    playing.filter((bot) => bot.challenger),
    50,
    (bot) => bot.challenge().catch(() => metrics.fail('invite:send timeout')),
  );
  log(`${metrics.gamesStarted} games started; running ${options.minutes} min`);
  // A challenge that was refused or timed out (a loaded machine) leaves its pair idle: every
  // 20 s each idle pair challenges again (3 a minute, well under the invitation limit), so
  // the live games stay at --games.
  const keeper = setInterval(() => {
    for (const bot of playing) {
      if (bot.challenger && !bot.game && !bot.opponent?.game && bot.socket?.connected) {
        void bot.challenge().catch(() => metrics.fail('invite:send timeout'));
      }
    }
  }, 20_000);

  const minutes: Minute[] = [];
  const runStart = performance.now();
  for (let minute = 1; minute <= options.minutes; minute++) {
    const from = performance.now();
    const acksBefore = metrics.ackMs.length;
    await wait(runStart + minute * 60_000 - performance.now());
    const samples = probe.samples.filter((s) => s.at >= from);
    const last = samples.at(-1) ?? probe.samples.at(-1)!;
    const acks = metrics.ackMs.slice(acksBefore).map(([, ms]) => ms);
    const row: Minute = {
      minute,
      rssMb: last.rssMb,
      // The minute's lowest heap: what is left after the collections, the figure a leak raises.
      heapMb: Math.min(...(samples.length > 0 ? samples : [last]).map((s) => s.heapUsedMb)),
      loopP50Ms: percentile(
        samples.map((s) => s.loopP50Ms),
        50,
      ),
      loopP99Ms: Math.max(0, ...samples.map((s) => s.loopP99Ms)),
      loopMaxMs: Math.max(0, ...samples.map((s) => s.loopMaxMs)),
      cpu: samples.reduce((sum, s) => sum + s.cpu, 0) / Math.max(1, samples.length),
      sockets: connected(),
      liveGames: playing.filter((bot) => bot.challenger && bot.game).length,
      movesPerSecond: acks.length / 60,
      ackP99Ms: acks.length > 0 ? percentile(acks, 99) : 0,
      load1: loadavg()[0]!,
    };
    minutes.push(row);
    log(
      `minute ${minute}: RSS ${row.rssMb.toFixed(0)} MB, heap ${row.heapMb.toFixed(0)} MB, loop p99 ${row.loopP99Ms.toFixed(1)} ms, ` +
        `${row.sockets} sockets, ${row.liveGames} live games, ${row.movesPerSecond.toFixed(0)} moves/s, ack p99 ${row.ackP99Ms.toFixed(0)} ms, load ${row.load1.toFixed(1)}` +
        (metrics.failures.size > 0 ? `; refusals so far: ${[...metrics.failures].map(([what, { count }]) => `${what} ${count}`).join(', ')}` : ''),
    );
  }
  clearInterval(keeper);
  await Promise.all(bots.map((bot) => bot.stop()));

  const after = minutes.filter((m) => m.minute > options.warmup);
  const heapSlope = slope(after.map((m) => [m.minute, m.heapMb]));
  const rssSlope = slope(after.map((m) => [m.minute, m.rssMb]));
  const growing = heapSlope > options.maxGrowth || rssSlope > options.maxGrowth;
  failed = growing;
  const failures = [...metrics.failures].map(([what, { count, example }]) => `${what}: ${count} (${example})`);

  console.log(`## Soak: ${options.sockets} sockets, ${options.games} live games, one node, ${options.minutes} min\n`);
  console.log(
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, shared; ` +
      `think ${options.think.join('-')} ms; warm-up ${options.warmup} min.\n`,
  );
  console.log(
    table(
      [
        'minute',
        'RSS MB',
        'heap MB',
        'loop p50 ms',
        'loop p99 ms',
        'loop max ms',
        'node CPU',
        'sockets',
        'live games',
        'moves/s',
        'ack p99 ms',
        'load (1 min)',
      ],
      minutes.map((m) => [
        m.minute,
        m.rssMb.toFixed(0),
        m.heapMb.toFixed(0),
        m.loopP50Ms.toFixed(1),
        m.loopP99Ms.toFixed(1),
        m.loopMaxMs.toFixed(0),
        `${(m.cpu * 100).toFixed(0)}%`,
        m.sockets,
        m.liveGames,
        m.movesPerSecond.toFixed(0),
        m.ackP99Ms.toFixed(0),
        m.load1.toFixed(1),
      ]),
    ),
  );
  console.log(
    `\nAfter the warm-up: heap ${heapSlope >= 0 ? '+' : ''}${heapSlope.toFixed(2)} MB/min, RSS ${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(2)} MB/min ` +
      `(limit ${options.maxGrowth}): ${growing ? 'GROWING (fail)' : 'flat (pass)'}. ` +
      `Games started ${metrics.gamesStarted}, finished ${metrics.gamesFinished}; disconnects ${metrics.disconnects}.`,
  );
  if (failures.length > 0) console.log(`Refusals and time-outs: ${failures.join('; ')}`);
  if (options.json) writeFileSync(options.json, JSON.stringify({ options, minutes, heapSlope, rssSlope, growing, failures }, null, 2));
} finally {
  for (const bot of bots) bot.close();
  await cluster.close();
}
process.exit(failed ? 1 : 0);
