/**
 * `npm run ops:prometheus-check` (issue 28, decision 040): the real Prometheus against two real
 * nodes. It starts two server processes on a scratch PostgreSQL database and the local Redis
 * (the two-node test's spawner), then Debian's `prometheus` binary on a temporary folder and a
 * loopback port, with infra/prometheus.yml and infra/alerts.yml as shipped (only the nodes'
 * addresses, the token file and a 1 s scrape interval swapped in). Two children play a game
 * with one on each node, so every move's push crosses nodes through Redis; then the script
 * reads back, through Prometheus's HTTP API, the moves counter, the socket gauge and the
 * cross-node push latency, and checks that every alert rule is loaded and healthy.
 *
 * It also puts the project's nginx (infra/nginx.conf) in front of the nodes and checks that the
 * public entry answers /metrics with 404, even with the token.
 *
 * Needs: `prometheus` on PATH (apt-get install prometheus) or PROMETHEUS_BIN, `nginx`, PostgreSQL and
 * Redis on loopback (TEST_DATABASE_URL, TEST_REDIS_URL as the tests). Exits 1 on any mismatch.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Ack, GameDelta, Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { startNode, type ServerNode } from '../../server/src/realtime/test-nodes';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from '../../server/src/realtime/test-clients';
import { freePort } from '../../server/src/test/app';
import { TestClient } from '../../server/src/test/http-client';
import { createScratchDatabase, TEST_REDIS_URL } from '../../server/src/test/services';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROMETHEUS = process.env.PROMETHEUS_BIN ?? 'prometheus';
/** e4 e5 Nf3 Nc6 Bc4 Bc5: six moves, three each. */
const MOVES = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'];
/** The address both nodes serve, as behind a load balancer; clients send it as their Origin. */
const PUBLIC_URL = 'http://chess-quest.test';

const log = (line: string) => console.log(line);
const failures: string[] = [];
function check(what: string, ok: boolean, detail: string): void {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}: ${detail}`);
  if (!ok) failures.push(what);
}

interface Family {
  client: TestClient;
  childId: string;
  socket: ClientSocket;
}

async function family(node: ServerNode, name: string): Promise<Family> {
  const client = new TestClient(node.url, { origin: PUBLIC_URL });
  const email = `ops.${Date.now()}.${randomBytes(4).toString('hex')}@example.com`;
  const response = await client.post('/api/signup', {
    email,
    password: 'correct horse battery',
    parentPin: '1234',
    childFirstName: name,
    childAge: 8,
    privacyConsent: true,
  });
  if (!response.ok) throw new Error(`sign-up on ${node.url} answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  const socket = await openSocket(node.url, { session: sessionOf(client), origin: PUBLIC_URL });
  return { client, childId: user.id, socket };
}

/** One instant query of Prometheus's HTTP API: each series' labels and value. */
async function query(prometheus: string, promql: string): Promise<{ metric: Record<string, string>; value: number }[]> {
  const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as {
    status: string;
    error?: string;
    data: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  if (body.status !== 'success') throw new Error(`${promql}: ${body.error ?? response.status}`);
  return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
}

/** Polls `promql` until `accept` holds for its result (each scrape is 1 s apart), or gives up. */
async function until(prometheus: string, promql: string, accept: (values: number[]) => boolean, ms = 20_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let values: number[] = [];
  while (Date.now() < deadline) {
    values = (await query(prometheus, promql)).map((r) => r.value);
    if (accept(values)) return values;
    await wait(500);
  }
  return values;
}

/** infra/nginx.conf as shipped in front of the two nodes, on loopback, with its files in `dir`; answers its URL. */
async function startNginx(dir: string, upstreams: [ServerNode, ServerNode]): Promise<{ url: string; process: ChildProcess }> {
  const listen = await freePort();
  const conf = readFileSync(path.join(ROOT, 'infra/nginx.conf'), 'utf8')
    .replace('pid /var/run/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('server app1:5000', `server ${new URL(upstreams[0].url).host}`)
    .replace('server app2:5000', `server ${new URL(upstreams[1].url).host}`)
    .replace('listen 80 default_server;', `listen 127.0.0.1:${listen} default_server;`)
    .replace('access_log /dev/stdout main;', `access_log ${dir}/nginx-access.log main;`)
    .replace('error_log /dev/stderr warn;', `error_log ${dir}/nginx-error.log warn;`);
  if (!conf.includes(`127.0.0.1:${listen}`)) throw new Error('infra/nginx.conf changed: its listen line was not placed');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${listen}`;
  for (
    let tries = 0;
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    tries += 1
  ) {
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${errors}`);
    await wait(100);
  }
  return { url, process: child };
}

async function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const version = spawnSync(PROMETHEUS, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`${PROMETHEUS} is not installed (apt-get install prometheus, or set PROMETHEUS_BIN)`);
  log(`== ${version.stdout.split('\n')[0] ?? PROMETHEUS}`);

  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'cq-prometheus-'));
  const token = randomBytes(32).toString('hex');
  const database = await createScratchDatabase('cq_ops');
  const nodes: ServerNode[] = [];
  let prometheusProcess: ChildProcess | null = null;
  let nginxProcess: ChildProcess | null = null;
  const sockets: ClientSocket[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: token,
      PUBLIC_URL,
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
    };
    // One after the other: the first applies the migrations.
    for (let i = 0; i < 2; i++) nodes.push(await startNode(await freePort(), env));
    const [nodeA, nodeB] = nodes as [ServerNode, ServerNode];
    log(`== two nodes: ${nodeA.url}, ${nodeB.url} (PostgreSQL ${database.url.replace(/\/\/[^@]*@/, '//')}, Redis ${TEST_REDIS_URL})`);

    // infra/prometheus.yml as shipped, with what only exists inside Compose swapped for this machine's.
    const hostOf = (node: ServerNode) => new URL(node.url).host;
    const config = readFileSync(path.join(ROOT, 'infra/prometheus.yml'), 'utf8')
      .replace('app1:5000', hostOf(nodeA))
      .replace('app2:5000', hostOf(nodeB))
      .replace('/etc/prometheus/metrics-token', path.join(dir, 'metrics-token'))
      .replace(/scrape_interval: \d+s/, 'scrape_interval: 1s')
      .replace(/evaluation_interval: \d+s/, 'evaluation_interval: 1s')
      .replace(/scrape_timeout: \d+s/, 'scrape_timeout: 1s');
    writeFileSync(path.join(dir, 'prometheus.yml'), config);
    writeFileSync(path.join(dir, 'alerts.yml'), readFileSync(path.join(ROOT, 'infra/alerts.yml')));
    writeFileSync(path.join(dir, 'metrics-token'), token, { mode: 0o600 });

    const port = await freePort();
    const prometheus = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheusProcess = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const readyBy = Date.now() + 30_000;
    while (
      !(await fetch(`${prometheus}/-/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > readyBy) throw new Error(`Prometheus did not start:\n${output.slice(-3000)}`);
      await wait(200);
    }
    log(`== Prometheus on ${prometheus} (pid ${child.pid}), data in ${dir}`);

    const up = await until(prometheus, 'up{job="chessquest"}', (v) => v.length === 2 && v.every((x) => x === 1));
    check('both nodes scraped with the token', up.length === 2 && up.every((x) => x === 1), `up = ${JSON.stringify(up)}`);
    // Without the token a node refuses, as the outside world sees it.
    const refused = await fetch(`${nodeA.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    check('a node refuses /metrics without the token', refused.status === 401, `GET /metrics without the token: ${refused.status}`);

    // The public entry (the project's nginx) never serves the metrics, even with the token.
    const nginx = await startNginx(dir, [nodeA, nodeB]);
    nginxProcess = nginx.process;
    const throughNginx = await fetch(`${nginx.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    check('nginx refuses /metrics, token or not', throughNginx.status === 404, `GET ${nginx.url}/metrics with the token: ${throughNginx.status}`);

    // Two children, one on each node: every push of the game crosses nodes through Redis.
    const a = await family(nodeA, 'Ada');
    const b = await family(nodeB, 'Ben');
    sockets.push(a.socket, b.socket);
    const sockets2 = await until(prometheus, 'sum(chessquest_sockets_open)', (v) => v[0] === 2);
    check('open sockets, read through Prometheus', sockets2[0] === 2, `sum(chessquest_sockets_open) = ${sockets2[0]}`);
    const perNode = await query(prometheus, 'chessquest_sockets_open{transport="websocket"}');
    check(
      'one socket on each node',
      perNode.length === 2 && perNode.every((r) => r.value === 1),
      perNode.map((r) => `${r.metric.instance} ${r.value}`).join(', '),
    );

    const startedGame = nextEvent(b.socket, 'game:started');
    const sent = await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.childId, timeControl: 600 });
    if (!sent.ok) throw new Error(`invite:send: ${sent.message}`);
    const answered = await request<Ack<Invitation>>(b.socket, 'invite:respond', { invitationId: sent.data.id, response: 'accept' });
    if (!answered.ok) throw new Error(`invite:respond: ${answered.message}`);
    const game: MultiplayerGame = await startedGame;
    const [white, black] = game.whitePlayerId === a.childId ? [a, b] : [b, a];
    let version = game.version;
    for (const [ply, move] of MOVES.entries()) {
      const mover = ply % 2 === 0 ? white : black;
      const other = ply % 2 === 0 ? black : white;
      const pushed = nextEvent(other.socket, 'game:delta', (d) => d.ply === ply + 1);
      const ack = await request<Ack<GameDelta>>(mover.socket, 'game:move', { gameId: game.id, move, version });
      if (!ack.ok) throw new Error(`game:move ${move}: ${ack.message}`);
      version = ack.data.version;
      await pushed;
      // A scrape between two moves, so that the counter's rate has two samples that differ.
      await wait(1_200);
    }
    log(`== played ${MOVES.join(' ')} (${MOVES.length} moves, 1.2 s apart), each pushed across nodes`);

    const moves = await until(prometheus, 'sum(chessquest_socket_events_total{event="game:move",outcome="ok"})', (v) => v[0] === MOVES.length);
    check(
      'the moves counter, read through Prometheus',
      moves[0] === MOVES.length,
      `sum(chessquest_socket_events_total{event="game:move",outcome="ok"}) = ${moves[0]}`,
    );
    const acks = await query(prometheus, 'sum(chessquest_socket_ack_seconds_count{event="game:move"})');
    check(
      'move-ack latency histogram',
      acks[0]?.value === MOVES.length,
      `sum(chessquest_socket_ack_seconds_count{event="game:move"}) = ${acks[0]?.value}`,
    );
    const p99 = await query(prometheus, 'histogram_quantile(0.99, sum by (le) (chessquest_socket_ack_seconds_bucket{event="game:move"}))');
    const mean = await query(
      prometheus,
      'sum(chessquest_socket_ack_seconds_sum{event="game:move"}) / sum(chessquest_socket_ack_seconds_count{event="game:move"})',
    );
    log(`     move-ack mean = ${((mean[0]?.value ?? 0) * 1000).toFixed(1)} ms, p99 (bucket bound) = ${((p99[0]?.value ?? 0) * 1000).toFixed(1)} ms`);
    const crossed = await until(prometheus, 'sum(chessquest_cross_node_push_seconds_count)', (v) => (v[0] ?? 0) >= MOVES.length);
    check(
      'cross-node pushes measured on receipt',
      (crossed[0] ?? 0) >= MOVES.length,
      `sum(chessquest_cross_node_push_seconds_count) = ${crossed[0]}`,
    );
    const pushP50 = await query(prometheus, 'histogram_quantile(0.5, sum by (le) (chessquest_cross_node_push_seconds_bucket))');
    log(`     cross-node push p50 (bucket bound) = ${((pushP50[0]?.value ?? 0) * 1000).toFixed(1)} ms`);
    const inPlay = await until(prometheus, 'max(chessquest_games_in_play)', (v) => (v[0] ?? 0) >= 1, 10_000);
    check('games in play', (inPlay[0] ?? 0) >= 1, `max(chessquest_games_in_play) = ${inPlay[0]}`);
    const pool = await query(prometheus, 'chessquest_db_pool_connections{state="max"}');
    check(
      'PostgreSQL pool per node',
      pool.length === 2 && pool.every((r) => r.value === 10),
      pool.map((r) => `${r.metric.instance} max ${r.value}`).join(', '),
    );
    const redisErrors = await query(prometheus, 'sum(chessquest_redis_adapter_errors_total)');
    check(
      'Redis adapter errors exported (none on a healthy pair)',
      redisErrors[0]?.value === 0,
      `sum(chessquest_redis_adapter_errors_total) = ${redisErrors[0]?.value}`,
    );
    const lag = await query(prometheus, 'max(nodejs_eventloop_lag_p99_seconds)');
    log(`     event-loop lag p99, worst node = ${((lag[0]?.value ?? 0) * 1000).toFixed(1)} ms`);
    const scrape = await query(prometheus, 'max(scrape_duration_seconds{job="chessquest"})');
    const series = await query(prometheus, 'max(scrape_samples_scraped{job="chessquest"})');
    log(`     a scrape of a node: ${((scrape[0]?.value ?? 0) * 1000).toFixed(1)} ms, ${series[0]?.value} samples`);
    const rate = await until(prometheus, 'chessquest:moves:rate1m', (v) => (v[0] ?? 0) > 0, 10_000);
    check('recording rule chessquest:moves:rate1m', (rate[0] ?? 0) > 0, `${rate[0]?.toFixed(3)} moves/s`);

    const rules = (await (await fetch(`${prometheus}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; type: string; health: string; state?: string }[] }[] };
    };
    const alerts = rules.data.groups.flatMap((g) => g.rules).filter((r) => r.type === 'alerting');
    check(
      'alert rules loaded and healthy',
      alerts.length >= 5 && alerts.every((r) => r.health === 'ok'),
      alerts.map((r) => `${r.name} (${r.health}, ${r.state})`).join(', '),
    );
    const firing = alerts.filter((r) => r.state === 'firing').map((r) => r.name);
    check('no alert firing on a healthy pair', firing.length === 0, firing.length ? firing.join(', ') : 'none');
  } finally {
    for (const socket of sockets) socket.close();
    await stopProcess(nginxProcess);
    await stopProcess(prometheusProcess);
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  log(`== ${failures.length === 0 ? 'passed' : `FAILED: ${failures.join('; ')}`} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
