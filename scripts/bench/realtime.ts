/**
 * Realtime benchmark of live multiplayer: real server processes on PostgreSQL (one node, then
 * two nodes through Redis), N signed-in children as Socket.IO bots, paired into games that
 * they play with random legal moves, each bot moving when it is its turn after a think time.
 *
 *   npx tsx scripts/bench/realtime.ts [--players N] [--nodes 1,2] [--seconds S] [--warmup S]
 *        [--think MIN-MAX] [--lobby SHARE] [--connect-concurrency N] [--time-control SECONDS]
 *        [--max-plies N] [--port BASE] [--json FILE] [--cpu-prof DIR] [--pin BOTS:SERVERS]
 *
 * --players      bots per scenario (default 2000; two per game)
 * --nodes        scenarios to run, by node count (default "1,2"; more than one node uses Redis)
 * --seconds      measured window (default 60), after --warmup seconds of play (default 15)
 * --think        a bot's thinking time before each move, ms (default 1000-3000: with 1,000
 *                games about 500 moves/s)
 * --lobby        share of bots that sit in the lobby room and receive every presence push
 *                (default 0.1)
 * --connect-concurrency  sockets opening at once (default 50)
 * --max-plies    a game is resigned at this many plies and the pair starts a new one (default
 *                80: children's games are short, random-move games would run to hundreds)
 *
 * --cpu-prof     write each node's V8 CPU profile (.cpuprofile) into DIR when it stops
 * --pin          with `taskset`, this process (the bots) on the cores BOTS and the nodes and
 *                every PostgreSQL process on the cores SERVERS, e.g. "1:0" on two cores, so
 *                the bots cannot take the time of what they measure; PostgreSQL goes back to
 *                every core at the end
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and,
 * for two nodes, Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379). Each scenario uses a
 * fresh database, dropped afterwards. Figures go to stdout (Markdown) and optionally --json.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { Bot, Metrics } from './lib/realtime-bots';
import { closeOnInterrupt, startScenarioNodes, type ProbeLog } from './lib/realtime-nodes';
import { seedPlayers } from './lib/realtime-seed';
import { mapConcurrent, percentile, rng, shuffled, table } from './lib/stats';
import { readCommonFlag, readFlags } from './lib/argv';
import { TIME_CONTROL_OPTIONS_SECONDS } from '@chess-quest/protocol/constants';

const ORIGIN = 'http://chess-quest.bench';

/**
 * CPU time (user + system, ms) of every PostgreSQL process on this machine, from /proc: the
 * server and its backends. 0 where /proc cannot be read (not Linux).
 */
function postgresCpuMs(): number {
  let ticks = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat (11 and 12 after the command).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** The ids of every PostgreSQL process (the server and its backends), from /proc. */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) pids.push(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}

/** Puts every thread of the processes on `cores` (taskset's list, e.g. "0" or "0-1"). */
function pin(cores: string, pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

function parseArgs(argv: readonly string[]) {
  const options = {
    players: 2000,
    nodes: [1, 2],
    seconds: 60,
    warmup: 15,
    think: [1000, 3000] as [number, number],
    lobby: 0.1,
    connectConcurrency: 50,
    timeControl: 1800 as 300 | 600 | 900 | 1800,
    maxPlies: 80,
    port: 5600,
    json: null as string | null,
    cpuProf: null as string | null,
    pin: null as { bots: string; servers: string } | null,
  };
  readFlags(argv, (flag, values) => {
    if (readCommonFlag(flag, values, options)) return;
    const { value } = values;
    switch (flag) {
      case '--nodes':
        options.nodes = value().split(',').map(Number);
        if (options.nodes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--nodes takes counts like 1,2');
        break;
      case '--lobby':
        options.lobby = Math.min(1, Number(value()));
        break;
      case '--time-control': {
        const seconds = Number(value());
        if (!(TIME_CONTROL_OPTIONS_SECONDS as readonly number[]).includes(seconds))
          throw new Error(`--time-control is one of ${TIME_CONTROL_OPTIONS_SECONDS.join(', ')}`);
        options.timeControl = seconds as 300 | 600 | 900 | 1800;
        break;
      }
      case '--cpu-prof':
        options.cpuProf = value();
        break;
      case '--pin': {
        const [bots, servers] = value().split(':');
        if (!bots || !servers) throw new Error('--pin takes BOTS:SERVERS core lists, e.g. 1:0');
        options.pin = { bots, servers };
        break;
      }
      default:
        throw new Error(`unknown option ${flag} (see the header of scripts/bench/realtime.ts)`);
    }
  });
  return options;
}

type Options = ReturnType<typeof parseArgs>;

interface ScenarioResult {
  nodes: number;
  players: number;
  connected: number;
  connectSeconds: number;
  games: number;
  moves: number;
  movesPerSecond: number;
  ack: { p50: number; p95: number; p99: number };
  push: { p50: number; p95: number; p99: number };
  loopP99Ms: number[];
  loopMaxMs: number[];
  cpu: number[];
  rssMb: number[];
  /** CPU share of this process (the bots) during the window, in cores. */
  botsCpu: number;
  /** CPU of every PostgreSQL process over the window, per move (ms). */
  postgresCpuMsPerMove: number;
  disconnects: number;
  failures: Record<string, { count: number; example: string }>;
}

const ms = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
});

function windowOf(samples: readonly [number, number][], from: number, to: number): number[] {
  return samples.filter(([at]) => at >= from && at < to).map(([, value]) => value);
}

function probeSummary(logs: ProbeLog[], from: number, to: number) {
  const inWindow = logs.map((log) => log.samples.filter((s) => s.at >= from && s.at < to));
  const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);
  return {
    loopP99Ms: inWindow.map((s) =>
      percentile(
        s.map((x) => x.loopP99Ms),
        50,
      ),
    ),
    loopMaxMs: inWindow.map((s) => Math.max(...s.map((x) => x.loopMaxMs))),
    cpu: inWindow.map((s) => avg(s.map((x) => x.cpu))),
    rssMb: inWindow.map((s) => Math.max(...s.map((x) => x.rssMb))),
  };
}

async function runScenario(nodeCount: number, options: Options): Promise<ScenarioResult> {
  const secret = randomBytes(32).toString('hex');
  const t0 = performance.now();
  const log = (text: string) =>
    console.info(`[${nodeCount} node${nodeCount > 1 ? 's' : ''} +${((performance.now() - t0) / 1000).toFixed(0)} s] ${text}`);
  const cluster = await startScenarioNodes(nodeCount, {
    basePort: options.port,
    secret,
    origin: ORIGIN,
    cpuProfileDir: options.cpuProf,
  });
  const bots: Bot[] = [];
  const interrupt = closeOnInterrupt(cluster, bots, log);
  try {
    log(`nodes ready: ${cluster.nodes.map((n) => n.url).join(', ')}`);
    if (options.pin) {
      pin(options.pin.bots, [process.pid]);
      // The postmaster too, so the backends it starts later inherit the cores.
      pin(options.pin.servers, [...cluster.nodes.flatMap((node) => (node.process.pid ? [node.process.pid] : [])), ...postgresPids()]);
      log(`pinned: the bots on cores ${options.pin.bots}, the nodes and PostgreSQL on cores ${options.pin.servers}`);
    }
    let started = performance.now();
    const players = await seedPlayers(cluster.databaseUrl, options.players, secret);
    log(`${players.length} players seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const random = rng(20261121 + nodeCount);
    const metrics = new Metrics();
    // Random pairs: with two nodes about half the games have their players on different nodes.
    for (const [index, player] of shuffled(players, random).entries()) {
      const node = cluster.nodes[index % nodeCount]!;
      bots.push(
        new Bot(
          player,
          node.url,
          { origin: ORIGIN, think: options.think, timeControl: options.timeControl, maxPlies: options.maxPlies, random },
          metrics,
        ),
      );
    }
    const pairs = shuffled(bots, random);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const [a, b] = [pairs[i]!, pairs[i + 1]!];
      a.opponent = b;
      b.opponent = a;
      a.challenger = true;
    }

    started = performance.now();
    let connected = 0;
    await mapConcurrent(bots, options.connectConcurrency, async (bot) => {
      await bot.connect().then(
        () => (connected += 1),
        (error: unknown) => metrics.fail('connect', error instanceof Error ? error.message : String(error)),
      );
    });
    const connectSeconds = (performance.now() - started) / 1000;
    log(`${connected}/${bots.length} sockets connected in ${connectSeconds.toFixed(1)} s`);
    const lobbyBots = bots.slice(0, Math.round(bots.length * options.lobby));
    await mapConcurrent(lobbyBots, options.connectConcurrency, (bot) => bot.joinLobby().catch(() => metrics.fail('lobby:join timeout')));

    await mapConcurrent(
      bots.filter((bot) => bot.challenger),
      options.connectConcurrency,
      (bot) => bot.challenge().catch(() => metrics.fail('invite:send timeout')),
    );
    log(`${metrics.gamesStarted} games started; warming up ${options.warmup} s`);
    await wait(options.warmup * 1000);
    const from = performance.now();
    const cpuBefore = process.cpuUsage();
    const pgBefore = postgresCpuMs();
    await wait(options.seconds * 1000);
    const to = performance.now();
    const cpuUsed = process.cpuUsage(cpuBefore);
    const pgCpuMs = postgresCpuMs() - pgBefore;
    const botsCpu = (cpuUsed.user + cpuUsed.system) / 1000 / (to - from);
    const ack = windowOf(metrics.ackMs, from, to);
    const push = windowOf(metrics.pushMs, from, to);
    const slice = Math.max(5, options.seconds / 6) * 1000;
    for (let at = from; at < to - 1; at += slice) {
      const part = windowOf(metrics.ackMs, at, Math.min(to, at + slice));
      const q = ms(part);
      log(`  window +${((at - from) / 1000).toFixed(0)} s: ${part.length} moves, ack p50 ${q.p50.toFixed(0)} / p99 ${q.p99.toFixed(0)} ms`);
    }
    const still = bots.filter((bot) => bot.socket?.connected).length;
    log(`${ack.length} moves in ${options.seconds} s, ${still} sockets still connected; the bots used ${botsCpu.toFixed(2)} core`);
    log(`PostgreSQL used ${(pgCpuMs / 1000).toFixed(1)} CPU s: ${(pgCpuMs / Math.max(1, ack.length)).toFixed(2)} ms a move`);
    return {
      nodes: nodeCount,
      players: bots.length,
      connected: still,
      connectSeconds,
      games: metrics.gamesStarted,
      moves: ack.length,
      movesPerSecond: ack.length / options.seconds,
      ack: ms(ack),
      push: ms(push),
      ...probeSummary(cluster.probes, from, to),
      botsCpu,
      postgresCpuMsPerMove: pgCpuMs / Math.max(1, ack.length),
      disconnects: metrics.disconnects,
      failures: Object.fromEntries(metrics.failures),
    };
  } finally {
    await interrupt.release();
    if (options.pin) {
      const every = `0-${cpus().length - 1}`;
      pin(every, [process.pid, ...postgresPids()]);
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at start, Node ${process.version}`;
  console.info(`machine: ${machine}`);
  const results: ScenarioResult[] = [];
  for (const nodes of options.nodes) results.push(await runScenario(nodes, options));

  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  console.info(
    `\n${table(
      [
        'nodes',
        'players',
        'held',
        'connect s',
        'games',
        'moves/s',
        'ack p50/p95/p99 ms',
        'push p50/p95/p99 ms',
        'loop p99 ms',
        'loop max ms',
        'node cpu',
        'bots cpu',
        'rss MB',
      ],
      results.map((r) => [
        r.nodes,
        r.players,
        r.connected,
        f(r.connectSeconds),
        r.games,
        f(r.movesPerSecond),
        `${f(r.ack.p50)} / ${f(r.ack.p95)} / ${f(r.ack.p99)}`,
        `${f(r.push.p50)} / ${f(r.push.p95)} / ${f(r.push.p99)}`,
        r.loopP99Ms.map(f).join(', '),
        r.loopMaxMs.map(f).join(', '),
        r.cpu.map((c) => c.toFixed(2)).join(', '),
        r.botsCpu.toFixed(2),
        r.rssMb.map((m) => m.toFixed(0)).join(', '),
      ]),
    )}`,
  );
  for (const r of results) {
    if (Object.keys(r.failures).length || r.disconnects) {
      console.info(`${r.nodes} node(s): disconnects ${r.disconnects}, failures ${JSON.stringify(r.failures)}`);
    }
  }
  if (options.json) writeFileSync(options.json, JSON.stringify({ machine, options, results }, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
