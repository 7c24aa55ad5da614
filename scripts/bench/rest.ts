/**
 * REST benchmark: signed-in reads against `/healthz` on one real server process, on PGlite and
 * on PostgreSQL, from one run; and the time a node takes from spawn to `/readyz` on PGlite.
 *
 *   npx tsx scripts/bench/rest.ts [--engines pglite,postgres] [--seconds S] [--rounds N]
 *        [--connections N] [--rate R] [--rate-seconds S] [--port P] [--json FILE]
 *
 * --engines      which databases (default "pglite,postgres")
 * --seconds      autocannon duration per path and round (default 8)
 * --rounds       rounds over every path (default 2): the share of /healthz is per round
 * --connections  autocannon connections (default 20)
 * --rate         a steady request rate for the latency column: an open loop, one request
 *                every 1000/rate ms on a keep-alive pool, latency counted from when each was
 *                due, after a second of warm-up (default 200; 0 skips it)
 * --rate-seconds duration of each steady-rate run (default 5)
 *
 * The node runs as production runs it (`NODE_ENV=production`, through tsx), one process,
 * no Redis. A parent and child sign up over HTTP once; every request carries that session
 * cookie. PostgreSQL is a fresh scratch database (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end; PGlite a fresh data folder.
 *
 * Start time: a node on a fresh PGlite folder (migrations and the whole seed), then again on
 * the same folder (nothing to migrate, the seed finds everything in place), spawn to the
 * first 200 from /readyz (polled every 25 ms).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ServerNode } from '../../server/src/realtime/test-nodes';
import { createScratchDatabase } from '../../server/src/test/services';
import { readCommonFlag, readFlags } from './lib/argv';
import { ORIGIN, SECRET, startTimes, withNode } from './lib/node-start';
import { table } from './lib/stats';
import { steadyRate } from './lib/steady-rate';

const PATHS = ['/healthz', '/api/user/progress', '/api/puzzles/daily', '/api/modules', '/api/puzzles'] as const;

function parseArgs(argv: readonly string[]) {
  const options = {
    engines: ['pglite', 'postgres'] as ('pglite' | 'postgres')[],
    seconds: 8,
    rounds: 2,
    connections: 20,
    rate: 200,
    rateSeconds: 5,
    port: 5700,
    json: null as string | null,
  };
  readFlags(argv, (flag, values) => {
    if (readCommonFlag(flag, values, options)) return;
    const { value, positive, count } = values;
    switch (flag) {
      case '--engines':
        options.engines = value().split(',') as typeof options.engines;
        if (options.engines.some((e) => e !== 'pglite' && e !== 'postgres')) throw new Error('--engines takes pglite,postgres');
        break;
      case '--rounds':
        options.rounds = count();
        break;
      case '--connections':
        options.connections = count();
        break;
      case '--rate':
        options.rate = Number(value());
        break;
      case '--rate-seconds':
        options.rateSeconds = positive();
        break;
      default:
        throw new Error(`unknown option ${flag} (see the header of scripts/bench/rest.ts)`);
    }
  });
  return options;
}

type Options = ReturnType<typeof parseArgs>;

interface PathResult {
  path: string;
  /** Requests per second, per round. */
  rps: number[];
  /** p99 latency ms at full load, per round. */
  p99: number[];
  /** Share of /healthz req/s in the same round. */
  share: number[];
  /** p99 ms at the steady rate (one run), and the rate reached. */
  steadyP99: number | null;
  steadyRps: number | null;
  non2xx: number;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: 'correct horse battery',
      parentPin: '1234',
      childFirstName: 'Mia',
      childAge: 8,
      privacyConsent: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cq.sid='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0]!;
}

function cannon(url: string, cookie: string, options: autocannon.Options extends infer O ? Partial<O> : never) {
  return autocannon({
    url,
    headers: { cookie, origin: ORIGIN },
    ...options,
  } as autocannon.Options);
}

async function measure(node: ServerNode, options: Options): Promise<PathResult[]> {
  const cookie = await signIn(node.url);
  const results = new Map<string, PathResult>(
    PATHS.map((p) => [p, { path: p, rps: [], p99: [], share: [], steadyP99: null, steadyRps: null, non2xx: 0 }]),
  );
  // Warm-up: every path once at low load (JIT, pools, first reads).
  for (const p of PATHS) await cannon(`${node.url}${p}`, cookie, { connections: 4, duration: 1 });
  for (let round = 0; round < options.rounds; round++) {
    let healthz = Number.NaN;
    for (const p of PATHS) {
      const run = await cannon(`${node.url}${p}`, cookie, { connections: options.connections, duration: options.seconds });
      const result = results.get(p)!;
      result.rps.push(run.requests.average);
      result.p99.push(run.latency.p99);
      result.non2xx += run.non2xx + run.errors;
      if (p === '/healthz') healthz = run.requests.average;
      result.share.push(run.requests.average / healthz);
      process.stderr.write(`  round ${round + 1} ${p}: ${run.requests.average.toFixed(0)} req/s, p99 ${run.latency.p99} ms\n`);
    }
  }
  if (options.rate > 0) {
    for (const p of PATHS) {
      // An open loop, one request every 1000/rate ms (lib/steady-rate.ts says why not autocannon).
      const run = await steadyRate(`${node.url}${p}`, { cookie, origin: ORIGIN }, options.rate, options.rateSeconds);
      const result = results.get(p)!;
      result.steadyP99 = run.p99;
      result.steadyRps = run.rps;
      result.non2xx += run.errors;
      process.stderr.write(
        `  steady ${options.rate}/s ${p}: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, max ${run.max.toFixed(1)} ms\n`,
      );
    }
  }
  return [...results.values()];
}

const range = (values: number[], digits = 0) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi || lo.toFixed(digits) === hi.toFixed(digits) ? lo.toFixed(digits) : `${lo.toFixed(digits)}–${hi.toFixed(digits)}`;
};
const pctRange = (values: number[]) => {
  const lo = Math.min(...values) * 100;
  const hi = Math.max(...values) * 100;
  return lo.toFixed(1) === hi.toFixed(1) ? `${lo.toFixed(1)} %` : `${lo.toFixed(1)}–${hi.toFixed(1)} %`;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(`# REST benchmark, ${new Date().toISOString()}`);
  console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average at start ${load}`);
  console.log(
    `autocannon ${options.connections} connections, ${options.seconds} s per path, ${options.rounds} rounds; steady ${options.rate} req/s for ${options.rateSeconds} s\n`,
  );

  const out: Record<string, unknown> = { load, options };
  const byEngine = new Map<string, PathResult[]>();
  for (const engine of options.engines) {
    process.stderr.write(`${engine}:\n`);
    if (engine === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'cq-bench-pglite-'));
      try {
        const env = { NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', PGLITE_DATA_DIR: dir, SESSION_SECRET: SECRET, PUBLIC_URL: ORIGIN };
        byEngine.set(engine, await withNode(options.port, env, (node) => measure(node, options)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else {
      const database = await createScratchDatabase('cq_bench');
      try {
        const env = { NODE_ENV: 'production', DATABASE_URL: database.url, REDIS_URL: '', SESSION_SECRET: SECRET, PUBLIC_URL: ORIGIN };
        byEngine.set(engine, await withNode(options.port, env, (node) => measure(node, options)));
      } finally {
        await database.drop();
      }
    }
  }

  const head = ['path'];
  for (const engine of options.engines) {
    const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    head.push(`${name} req/s`, `${name}: share of /healthz`, `p99 ms`, `p99 ms at ${options.rate}/s`);
  }
  const rows = PATHS.map((p) => {
    const row: string[] = [p];
    for (const engine of options.engines) {
      const r = byEngine.get(engine)!.find((x) => x.path === p)!;
      row.push(range(r.rps), p === '/healthz' ? '100 %' : pctRange(r.share), range(r.p99), r.steadyP99 === null ? '–' : r.steadyP99.toFixed(1));
    }
    return row;
  });
  console.log(table(head, rows));
  const failures = [...byEngine.entries()].flatMap(([engine, results]) =>
    results.filter((r) => r.non2xx > 0).map((r) => `${engine} ${r.path}: ${r.non2xx} non-2xx or errors`),
  );
  if (failures.length) console.log(`\n${failures.join('\n')}`);
  out.results = Object.fromEntries(byEngine);

  if (options.engines.includes('pglite')) {
    const times = await startTimes(options.port);
    console.log(
      `\nPGlite start, spawn to /readyz: fresh data folder ${(times.freshMs / 1000).toFixed(2)} s, existing folder ${(times.existingMs / 1000).toFixed(2)} s`,
    );
    out.start = times;
  }
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  if (options.json) writeFileSync(options.json, JSON.stringify(out, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
