/**
 * Arena benchmark (issue 25): real server processes, two nodes sharing PostgreSQL and Redis,
 * N signed-in children as Socket.IO bots (scripts/bench/lib/realtime-bots.ts). In one run the
 * same bots, on the same sockets, first play ordinary (unpaired) games, each pair challenging
 * each other as in scripts/bench/realtime.ts, then all join one arena and play the games its
 * pairing waves give them. Printed side by side: moves per second and the move latency of
 * both parts; for the arena, the pairing wave's time (p50, p99, from each node's `arena wave`
 * log line), how long a bot waits from joining or finishing a game to its next game, and the
 * standings pushes every bot receives (bytes and rate).
 *
 *   npx tsx scripts/bench/arena.ts [--players N] [--seconds S] [--warmup S] [--think MIN-MAX]
 *        [--max-plies N] [--connect-concurrency N] [--port BASE] [--json FILE]
 *
 * --players      bots (default 1000)
 * --seconds      measured window of each part (default 60), after --warmup seconds (default 15)
 * --think        a bot's thinking time before each move, ms (default 2000-4000: with 500 games
 *                about 170 moves/s)
 * --max-plies    a game is resigned at this many plies (default 16, about 50 s a game: the arena's
 *                games end and its waves pair the bots again inside the window)
 * --port         the nodes' ports: BASE and BASE+1 (default 5620)
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379); the run's database is dropped at the end
 * (also on Ctrl-C).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { ARENA_TIMINGS, arenaViewSchema, familyArenaSchema, type ArenaStandingsPush, type ArenaView } from '@chess-quest/protocol/arenas';
import type { Ack } from '@chess-quest/protocol/multiplayer';
import { SESSION_COOKIE } from '../../server/src/app';
import { TestClient } from '../../server/src/test/http-client';
import { readCommonFlag, readFlags } from './lib/argv';
import { Bot, Metrics } from './lib/realtime-bots';
import { closeOnInterrupt, startScenarioNodes, type Cluster } from './lib/realtime-nodes';
import { seedPlayers } from './lib/realtime-seed';
import { mapConcurrent, percentile, rng, shuffled, table } from './lib/stats';

const ORIGIN = 'http://chess-quest.bench';
const NODES = 2;
/** 5+0, the arenas' own time control, for the ordinary games too. */
const TIME_CONTROL = 300;

function parseArgs(argv: readonly string[]) {
  const options = {
    players: 1000,
    seconds: 60,
    warmup: 15,
    think: [2000, 4000] as [number, number],
    maxPlies: 16,
    connectConcurrency: 50,
    port: 5620,
    json: null as string | null,
  };
  readFlags(argv, (flag, values) => {
    if (!readCommonFlag(flag, values, options)) throw new Error(`unknown option ${flag} (see the header of scripts/bench/arena.ts)`);
  });
  return options;
}

type Options = ReturnType<typeof parseArgs>;

const quantiles = (values: readonly number[]) => ({ n: values.length, p50: percentile(values, 50), p99: percentile(values, 99) });

function windowOf(samples: readonly [number, number][], from: number, to: number): number[] {
  return samples.filter(([at]) => at >= from && at < to).map(([, value]) => value);
}

const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface PartResult {
  part: 'ordinary games' | 'arena';
  games: number;
  moves: number;
  movesPerSecond: number;
  ack: ReturnType<typeof quantiles>;
  push: ReturnType<typeof quantiles>;
  /** The event outbox in the window (every subscriber's deliveries not yet done): the most pending and the oldest wait, s. */
  outboxPendingMax: number;
  outboxOldestMax: number;
  loadAtEnd: string;
}

/** [at, pending deliveries, age of the oldest pending fact in s], once a second. */
type OutboxSample = [number, number, number];

/**
 * The outbox read once a second on its own connection: an arena game's end is scored from its
 * fact, so a backlog there is time its players wait before the next wave can pair them.
 */
async function sampleOutbox(databaseUrl: string): Promise<{ samples: OutboxSample[]; stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: OutboxSample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ pending: number; oldest: number | null }>(
        `select count(*)::int as pending, extract(epoch from now() - min(f.created_at))::float8 as oldest
           from outbox_deliveries d join outbox_facts f on f.id = d.fact_id
          where d.done_at is null and d.failed_at is null`,
      );
      samples.push([performance.now(), rows[0]!.pending, rows[0]!.oldest ?? 0]);
      await wait(1000);
    }
  })().catch((error: unknown) => {
    // The database is dropped under it when the run stops early: the samples so far stay.
    if (!stopped) console.warn(`outbox sampling stopped: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}

/** Moves in [from, to): the figures every part prints. */
function partFigures(part: PartResult['part'], metrics: Metrics, outbox: OutboxSample[], gamesBefore: number, from: number, to: number): PartResult {
  const ack = windowOf(metrics.ackMs, from, to);
  const inWindow = outbox.filter(([at]) => at >= from && at < to);
  return {
    outboxPendingMax: Math.max(0, ...inWindow.map(([, pending]) => pending)),
    outboxOldestMax: Math.max(0, ...inWindow.map(([, , oldest]) => oldest)),
    part,
    games: metrics.gamesStarted - gamesBefore,
    moves: ack.length,
    movesPerSecond: ack.length / ((to - from) / 1000),
    ack: quantiles(ack),
    push: quantiles(windowOf(metrics.pushMs, from, to)),
    loadAtEnd: loadNow(),
  };
}

/** A node's `arena wave` log line: a wave that paired someone (its time includes its transaction). */
interface Wave {
  node: number;
  at: number;
  ms: number;
  paired: number;
  waiting: number;
}

interface ArenaFigures {
  /** The arena's first wave, with every bot waiting. */
  firstWave: Wave | null;
  /** Every later wave in the window. */
  waves: ReturnType<typeof quantiles> & { perSecond: number; pairedP50: number };
  /** A bot's wait from joining (the first game) or from the end of its game to its next game, ms. */
  firstGameWait: ReturnType<typeof quantiles>;
  nextGameWait: ReturnType<typeof quantiles>;
  /** Of that wait: from the end of its game to its `arena:me` saying it waits again (the game scored from its end fact). */
  scoredAfter: ReturnType<typeof quantiles>;
  /** `arena:standings` pushes as one bot receives them, in the window. */
  standings: { perBotPerSecond: number; totalPerSecond: number; bytes: ReturnType<typeof quantiles>; rowsP50: number; rowsMax: number };
  /** `arena:me` pushes received in the window (all bots), per second. */
  mePerSecond: number;
}

/** A parent's family arena (seeded account 0 unlocks its parent area with the seeded PIN), every bot joined with its code and watching it. */
async function openArena(cluster: Cluster, bots: Bot[], options: Options, log: (text: string) => void): Promise<string> {
  const organiser = new TestClient(cluster.nodes[0]!.url, { origin: ORIGIN });
  organiser.setCookie(SESSION_COOKIE, bots[0]!.player.session);
  const unlock = await organiser.post('/api/parent/unlock', { pin: '1234' });
  if (!unlock.ok) throw new Error(`parent unlock: ${unlock.status} ${await unlock.text()}`);
  const arena = await organiser.postJson('/api/parent/arenas', { timeControl: '5+0', minutes: 30 }, familyArenaSchema, 201);
  log(`family arena ${arena.id} made (code ${arena.code}); ${bots.length} bots join`);
  await mapConcurrent(bots, options.connectConcurrency, async (bot, index) => {
    const client = new TestClient(bot.url, { origin: ORIGIN });
    client.setCookie(SESSION_COOKIE, bot.player.session);
    if (index === 0) await client.postJson(`/api/arenas/${arena.id}/join`, undefined, arenaViewSchema);
    else await client.postJson('/api/arenas/join-code', { code: arena.code }, arenaViewSchema);
  });
  return arena.id;
}

/**
 * The arena: every bot joins one arena and watches it on its socket, the arena starts, and
 * the bots play the games its waves give them (a game ends at --max-plies by resigning, as
 * in the ordinary part), measured over the window.
 */
async function arenaGames(
  cluster: Cluster,
  bots: Bot[],
  metrics: Metrics,
  outbox: OutboxSample[],
  waves: Wave[],
  options: Options,
  log: (text: string) => void,
): Promise<{ part: PartResult; arena: ArenaFigures }> {
  const arenaId = await openArena(cluster, bots, options, log);
  const standings: [number, number, number][] = []; // [at, bytes, rows]
  const mePushes: number[] = [];
  const firstWaits: [number, number][] = [];
  const nextWaits: [number, number][] = [];
  const scoredWaits: [number, number][] = [];
  const freeSince = new Map<Bot, { at: number; first: boolean; scored?: boolean }>();
  for (const bot of bots) {
    bot.mode = 'arena';
    bot.stopped = false;
    bot.onStarted = () => {
      const since = freeSince.get(bot);
      const now = performance.now();
      if (since) (since.first ? firstWaits : nextWaits).push([now, now - since.at]);
      freeSince.delete(bot);
    };
    bot.onEnded = () => freeSince.set(bot, { at: performance.now(), first: false });
    // Every bot receives every push; one in ten also measures its frame (what a child's tab receives).
    const measures = bots.indexOf(bot) % 10 === 0;
    bot.socket!.on('arena:standings', (push: ArenaStandingsPush) => {
      // The Socket.IO frame as it travels (packet type 42, then the event and its payload).
      const bytes = measures ? Buffer.byteLength(`42${JSON.stringify(['arena:standings', push])}`) : -1;
      standings.push([performance.now(), bytes, push.rows.length]);
    });
    bot.socket!.on('arena:me', (me) => {
      const now = performance.now();
      mePushes.push(now);
      const since = freeSince.get(bot);
      if (me.status === 'waiting' && since && !since.first && !since.scored) {
        since.scored = true;
        scoredWaits.push([now, now - since.at]);
      }
    });
  }
  await mapConcurrent(bots, options.connectConcurrency, async (bot) => {
    const answer = (await bot.socket!.timeout(60_000).emitWithAck('arena:watch', { arenaId })) as Ack<ArenaView>;
    if (!answer.ok) metrics.fail(`arena:watch ${answer.status}`, answer.message);
  });
  // What is left of the countdown: every bot has waited ARENA_PAIR_AFTER_MS since it joined, as in an arena that starts on time.
  await wait(ARENA_TIMINGS.pairAfterMs + 500);
  log(`${bots.length} bots watch the arena; it starts now`);
  const gamesBefore = metrics.gamesStarted;
  const sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
  const startedAt = performance.now();
  for (const bot of bots) freeSince.set(bot, { at: startedAt, first: true });
  try {
    // The countdown is cut short: the arena's clock job starts it at its next tick.
    await sql.query("update arenas set starts_at = now(), ends_at = now() + interval '30 minutes' where id = $1", [arenaId]);
  } finally {
    await sql.end();
  }
  await wait(options.warmup * 1000);
  log(`arena: ${metrics.gamesStarted - gamesBefore} games started`);
  const from = performance.now();
  await wait(options.seconds * 1000);
  const to = performance.now();
  const part = partFigures('arena', metrics, outbox, gamesBefore, from, to);
  log(`arena: ${part.moves} moves in the window; stopping`);
  await mapConcurrent(bots, options.connectConcurrency, (bot) => bot.stop());

  const seconds = (to - from) / 1000;
  const inWindow = standings.filter(([at]) => at >= from && at < to);
  const sized = inWindow.filter(([, bytes]) => bytes >= 0).map(([, bytes]) => bytes);
  const laterWaves = waves.filter((w) => w.at >= from && w.at < to);
  const firstWave = waves.find((w) => w.at >= startedAt) ?? null;
  return {
    part,
    arena: {
      firstWave,
      waves: {
        ...quantiles(laterWaves.map((w) => w.ms)),
        perSecond: laterWaves.length / seconds,
        pairedP50: percentile(
          laterWaves.map((w) => w.paired),
          50,
        ),
      },
      firstGameWait: quantiles(firstWaits.map(([, value]) => value)),
      nextGameWait: quantiles(windowOf(nextWaits, from, to)),
      scoredAfter: quantiles(windowOf(scoredWaits, from, to)),
      standings: {
        perBotPerSecond: inWindow.length / bots.length / seconds,
        totalPerSecond: inWindow.length / seconds,
        bytes: quantiles(sized),
        rowsP50: percentile(
          inWindow.map(([, , rows]) => rows),
          50,
        ),
        rowsMax: Math.max(0, ...inWindow.map(([, , rows]) => rows)),
      },
      mePerSecond: mePushes.filter((at) => at >= from && at < to).length / seconds,
    },
  };
}

/**
 * Ordinary games: the bots in random pairs (about half the games with their players on
 * different nodes), the challenger challenging again after each game, measured over the
 * window; then every bot stops and resigns what it plays, and the part ends when no game is left.
 */
async function ordinaryGames(
  bots: Bot[],
  metrics: Metrics,
  outbox: OutboxSample[],
  options: Options,
  log: (text: string) => void,
): Promise<PartResult> {
  const random = rng(20261127);
  const pairs = shuffled(bots, random);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const [a, b] = [pairs[i]!, pairs[i + 1]!];
    a.opponent = b;
    b.opponent = a;
    a.challenger = true;
  }
  const gamesBefore = metrics.gamesStarted;
  await mapConcurrent(
    bots.filter((bot) => bot.challenger),
    options.connectConcurrency,
    (bot) => bot.challenge().catch(() => metrics.fail('invite:send timeout')),
  );
  log(`ordinary games: ${bots.filter((bot) => bot.challenger).length} challenges sent; warming up ${options.warmup} s`);
  await wait(options.warmup * 1000);
  log(`ordinary games: ${metrics.gamesStarted - gamesBefore} started`);
  const from = performance.now();
  await wait(options.seconds * 1000);
  const result = partFigures('ordinary games', metrics, outbox, gamesBefore, from, performance.now());
  log(`ordinary games: ${result.moves} moves in the window; stopping`);
  await mapConcurrent(bots, options.connectConcurrency, (bot) => bot.stop());
  const deadline = Date.now() + 30_000;
  while (bots.some((bot) => bot.game) && Date.now() < deadline) await wait(200);
  const left = bots.filter((bot) => bot.game).length;
  if (left > 0) metrics.fail('ordinary game not ended after stop', `${left} bots`);
  for (const bot of bots) {
    bot.opponent = null;
    bot.challenger = false;
  }
  return result;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`;
  const loadAtStart = loadNow();
  console.info(`machine: ${machine}; load average at start ${loadAtStart}`);
  const t0 = performance.now();
  const log = (text: string) => console.info(`[+${((performance.now() - t0) / 1000).toFixed(0)} s] ${text}`);

  const secret = randomBytes(32).toString('hex');
  const waves: Wave[] = [];
  const warnings = new Map<string, number>();
  const cluster: Cluster = await startScenarioNodes(NODES, {
    basePort: options.port,
    secret,
    origin: ORIGIN,
    cpuProfileDir: null,
    // Info: each wave's own line (and the few HTTP requests: the joins). No daily open arenas.
    // The bench starts its arena itself once every bot has joined (1,000 joins outlast the 60 s countdown).
    env: { LOG_LEVEL: 'info', ARENA_SCHEDULE: 'off', ARENA_COUNTDOWN_MS: '3600000' },
    onLine: (node, line) => {
      // Warnings and errors (pino levels 40-60), counted by message: the nodes' own log keeps only its tail.
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 40) {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        const message = `${entry.msg ?? '?'}${entry.err?.message ? `: ${entry.err.message.slice(0, 120)}` : ''}`;
        warnings.set(message, (warnings.get(message) ?? 0) + 1);
      }
      if (!line.includes('"arena wave"')) return;
      const entry = JSON.parse(line) as { ms: number; paired: number; waiting: number };
      waves.push({ node, at: performance.now(), ms: entry.ms, paired: entry.paired, waiting: entry.waiting });
    },
  });
  const bots: Bot[] = [];
  const interrupt = closeOnInterrupt(cluster, bots, log);
  try {
    log(`nodes ready: ${cluster.nodes.map((n) => n.url).join(', ')}`);
    const players = await seedPlayers(cluster.databaseUrl, options.players, secret);
    log(`${players.length} players seeded`);
    const metrics = new Metrics();
    const random = rng(20261125);
    for (const [index, player] of players.entries()) {
      const node = cluster.nodes[index % NODES]!;
      bots.push(
        new Bot(player, node.url, { origin: ORIGIN, think: options.think, timeControl: TIME_CONTROL, maxPlies: options.maxPlies, random }, metrics),
      );
    }
    let connected = 0;
    await mapConcurrent(bots, options.connectConcurrency, (bot) =>
      bot.connect().then(
        () => (connected += 1),
        (error: unknown) => metrics.fail('connect', error instanceof Error ? error.message : String(error)),
      ),
    );
    log(`${connected}/${bots.length} sockets connected (${NODES} nodes)`);
    // Presence crosses the nodes through Redis: a challenge to a child who just connected on the other node waits for it.
    await wait(2000);

    const outbox = await sampleOutbox(cluster.databaseUrl);
    const results: PartResult[] = [await ordinaryGames(bots, metrics, outbox.samples, options, log)];
    // The arena starts on an empty outbox: the ordinary games' last facts (1,000 resignations at once) delivered first.
    const drainFrom = performance.now();
    while ((outbox.samples.at(-1)?.[1] ?? 0) > 0 && performance.now() - drainFrom < 300_000) await wait(1000);
    log(`outbox drained in ${((performance.now() - drainFrom) / 1000).toFixed(0)} s (${outbox.samples.at(-1)?.[1] ?? 0} pending)`);
    const { part, arena } = await arenaGames(cluster, bots, metrics, outbox.samples, waves, options, log);
    results.push(part);
    await outbox.stop();

    const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    console.info(
      `\n${table(
        ['part', 'games', 'moves/s', 'move ack p50 / p99 ms', 'opponent push p50 / p99 ms', 'outbox pending max, oldest s', 'load at end'],
        results.map((r) => [
          r.part,
          r.games,
          f(r.movesPerSecond),
          `${f(r.ack.p50)} / ${f(r.ack.p99)}`,
          `${f(r.push.p50)} / ${f(r.push.p99)}`,
          `${r.outboxPendingMax}, ${f(r.outboxOldestMax)}`,
          r.loadAtEnd,
        ]),
      )}`,
    );
    const q = (x: { n: number; p50: number; p99: number }, unit = 'ms') => `${f(x.p50)} / ${f(x.p99)} ${unit} (${x.n})`;
    const first = arena.firstWave;
    console.info(
      `\n${table(
        ['arena', 'figure'],
        [
          ['first wave (every bot waiting)', first ? `${f(first.ms)} ms, ${first.paired} paired of ${first.waiting} waiting` : '-'],
          ['later waves p50 / p99 (count)', q(arena.waves)],
          ['later waves a second (both nodes), players paired p50', `${arena.waves.perSecond.toFixed(2)}, ${f(arena.waves.pairedP50)}`],
          ['wait for the first game p50 / p99', q(arena.firstGameWait)],
          ['wait for the next game p50 / p99', q(arena.nextGameWait)],
          ['  of which: game end to scored (arena:me waiting) p50 / p99', q(arena.scoredAfter)],
          ['standings push frame p50 / p99', q(arena.standings.bytes, 'bytes')],
          ['standings push rows p50 / max', `${f(arena.standings.rowsP50)} / ${arena.standings.rowsMax}`],
          [
            'standings pushes a second: one bot / all bots',
            `${arena.standings.perBotPerSecond.toFixed(2)} / ${arena.standings.totalPerSecond.toFixed(0)}`,
          ],
          ['arena:me pushes a second (all bots)', arena.mePerSecond.toFixed(1)],
        ],
      )}`,
    );
    const still = bots.filter((bot) => bot.socket?.connected).length;
    console.info(`sockets held to the end: ${still}/${bots.length}; disconnects ${metrics.disconnects}`);
    if (metrics.failures.size > 0) console.info(`failures: ${JSON.stringify(Object.fromEntries(metrics.failures))}`);
    if (warnings.size > 0) console.info(`the nodes' warnings and errors: ${JSON.stringify(Object.fromEntries(warnings))}`);
    console.info(`load average at the end ${loadNow()}`);
    if (options.json) writeFileSync(options.json, JSON.stringify({ machine, loadAtStart, options, results, arena, waves }, null, 2));
  } finally {
    await interrupt.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
