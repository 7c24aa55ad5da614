import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { Chess } from 'chess.js';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, GameDelta, Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { SESSION_COOKIE } from '../app';
import { freePort } from '../test/app';
import { signUp } from '../test/fixture';
import { readJson, TestClient } from '../test/http-client';
import { createScratchDatabase, migratedTemplate, postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../test/services';
import type { ClientSocket } from './test-clients';
import { startNode, type ServerNode } from './test-nodes';

// A deploy that loses nothing (issue 28): two real nodes behind the project's own nginx
// configuration (infra/nginx.conf, Debian's nginx), two children playing through nginx with
// move spam (every move sent twice at once, and a move out of turn now and then), while the
// nodes are restarted one after the other with SIGTERM. Every acked move is in the game once,
// no answer is a 5xx, every stopped node exits 0 within the bound, and each client's
// reconnect time is printed.

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
// CI installs nginx (.ci/run) and must run this; elsewhere a machine without it skips it.
if (!hasNginx && process.env.CI === 'true') throw new Error('nginx is not installed: .ci/run installs it before npm test');
const needs = [hasNginx, await postgresAvailable(), await redisAvailable()];
const STOP_WITHIN_MS = 8_000;
const NGINX_FAIL_TIMEOUT_MS = 5_000;
const ACK_TIMEOUT_MS = 8_000;
/** A ply every 130 ms: each child sends about 8 events a second (its moves twice, and the odd one out of turn). */
const PLY_MS = 130;

/** infra/nginx.conf as it is, but on loopback ports and with its files in `dir`. */
function nginxConfig(dir: string, listen: number, upstreams: [number, number]): string {
  const conf = readFileSync(path.join(repositoryRoot, 'infra/nginx.conf'), 'utf8')
    .replace('pid /var/run/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('server app1:5000', `server 127.0.0.1:${upstreams[0]}`)
    .replace('server app2:5000', `server 127.0.0.1:${upstreams[1]}`)
    .replace('listen 80 default_server;', `listen 127.0.0.1:${listen} default_server;`)
    .replace('access_log /dev/stdout main;', `access_log ${dir}/access.log main;`)
    .replace('error_log /dev/stderr warn;', `error_log ${dir}/error.log warn;`)
    // Which worker process passed each request on (the test's copy only): see nginxSendsTo.
    .replace("rt=$request_time';", "rt=$request_time pid=$pid';");
  if (!conf.includes(`fail_timeout=${NGINX_FAIL_TIMEOUT_MS / 1000}s`)) throw new Error('infra/nginx.conf: fail_timeout changed');
  for (const expected of [
    'pid=$pid',
    `${dir}/error.log`,
    `${dir}/nginx.pid`,
    `127.0.0.1:${upstreams[1]}`,
    `127.0.0.1:${listen}`,
    `${dir}/access.log`,
  ]) {
    if (!conf.includes(expected)) throw new Error(`infra/nginx.conf changed: ${expected} not placed`);
  }
  return conf;
}

/** A GET through nginx on a new connection from `localAddress` (any 127.x address is this machine). */
function probe(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

/** nginx's worker processes (the master's children), from /proc. */
function nginxWorkers(masterPid: number): Set<string> {
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim();
  return new Set(children.split(/\s+/).filter(Boolean));
}

interface Child {
  id: string;
  name: string;
  rest: TestClient;
  socket: ClientSocket;
  disconnectedAt: number | null;
  reconnects: number[];
}

describe.skipIf(needs.includes(false))('a rolling restart behind nginx', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dir: string;
  let nginx: ChildProcess;
  let nginxUrl: string;
  let env: Record<string, string>;
  const ports: [number, number] = [0, 0];
  const nodes: ServerNode[] = [];
  const children: Child[] = [];
  /** Every HTTP status and every ack's failure status seen by the clients. */
  const statuses: number[] = [];
  /** For each node, a client address that nginx's hash sends to it (the children all come from 127.0.0.1). */
  const probeAddress: [string, string] = ['', ''];
  let probes = 0;

  /**
   * A GET through nginx from `localAddress`, with the node and the worker process nginx's access
   * log names for it. The path is a file the web app does not have: the node itself answers 404
   * without asking its database or Redis (/readyz does, and says 503 when they are slow to
   * answer on a loaded machine; /healthz is not in nginx's access log).
   */
  async function probeThroughNginx(localAddress: string): Promise<{ status: number; upstream: string; pid: string }> {
    const id = ++probes;
    const status = await probe(`${nginxUrl}/assets/nginx-probe.js?probe=${id}`, localAddress);
    for (let tries = 0; tries < 100; tries++) {
      const line = readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .find((entry) => entry.includes(`/assets/nginx-probe.js?probe=${id} `));
      const match = line ? /upstream=(.*) rt=\S+ pid=(\d+)$/.exec(line) : null;
      // The last node nginx tried is the one that answered.
      if (match) return { status, upstream: match[1]!.split(', ').at(-1)!, pid: match[2]! };
      await wait(20);
    }
    throw new Error(`probe ${id} is not in nginx's access log`);
  }

  /**
   * Waits until every nginx worker process has passed a request on to the restarted node
   * `index`, and returns how long that took. nginx sets a node that refused 3 connections aside
   * for fail_timeout (infra/nginx.conf), even once it is back; stopping the other node while
   * nginx still holds this one aside leaves it no node to send to ("no live upstreams", a 502).
   * Instead of trusting a fixed wait after the node is healthy, the probes (from an address
   * that hashes to that node) show nginx sending to it again.
   */
  async function nginxSendsTo(index: number): Promise<number> {
    const startedAt = Date.now();
    const node = `127.0.0.1:${ports[index]}`;
    const workers = nginxWorkers(nginx.pid!);
    const served = new Set<string>();
    const seen: string[] = [];
    while ([...workers].some((pid) => !served.has(pid))) {
      if (Date.now() - startedAt > NGINX_FAIL_TIMEOUT_MS + 20_000) {
        throw new Error(`nginx workers ${[...workers].join(', ')} did not all send to ${node}; probes went to: ${seen.join('; ')}`);
      }
      // A few connections at once, so that each worker accepts some.
      for (const answer of await Promise.all([1, 2, 3, 4].map(() => probeThroughNginx(probeAddress[index]!)))) {
        seen.push(`${answer.pid}→${answer.upstream} ${answer.status}`);
        if (answer.status === 404 && answer.upstream === node) served.add(answer.pid);
      }
      await wait(100);
    }
    return Date.now() - startedAt;
  }

  async function child(name: string): Promise<Child> {
    const rest = new TestClient(nginxUrl);
    const { id } = (await signUp(rest)).user;
    const socket: ClientSocket = connect(nginxUrl, {
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=${rest.cookie(SESSION_COOKIE)}`, origin: nginxUrl },
      forceNew: true,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', reject);
    });
    const me: Child = { id, name, rest, socket, disconnectedAt: null, reconnects: [] };
    socket.on('disconnect', () => {
      me.disconnectedAt = Date.now();
    });
    socket.on('connect', () => {
      if (me.disconnectedAt !== null) me.reconnects.push(Date.now() - me.disconnectedAt);
      me.disconnectedAt = null;
    });
    return me;
  }

  /** As the web client does: over the socket while it is connected, else (or when its ack is lost) over REST. */
  async function sendMove(mover: Child, gameId: string, move: string, version: number): Promise<{ version: number }> {
    if (mover.socket.connected) {
      try {
        const answer = (await mover.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('game:move', { gameId, move, version })) as Ack<GameDelta>;
        if (answer.ok) return { version: answer.data.version };
        statuses.push(answer.status);
        throw new Error(`${move} refused over the socket: ${answer.status} ${answer.message}`);
      } catch (error) {
        if (!(error instanceof Error) || error.message.includes('refused')) throw error;
        // No ack (the node drained, the socket closed): the same move again, over REST.
      }
    }
    const response = await mover.rest.post(`/api/multiplayer/games/${gameId}/move`, { move, version });
    statuses.push(response.status);
    if (response.status !== 200) throw new Error(`${move} refused over REST: ${response.status} ${await response.text()}`);
    return { version: ((await readJson(response)) as MultiplayerGame).version };
  }

  async function newGame(): Promise<MultiplayerGame> {
    const [a, b] = children;
    const invited = new Promise<Invitation>((resolve) => {
      const listener = (invitation: Invitation) => {
        if (invitation.senderId !== a!.id || invitation.status !== 'pending') return;
        b!.socket.off('invitation:update', listener);
        resolve(invitation);
      };
      b!.socket.on('invitation:update', listener);
    });
    const started = new Promise<MultiplayerGame>((resolve) => a!.socket.once('game:started', resolve));
    const sent = (await a!.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('invite:send', { receiverId: b!.id, timeControl: 600 })) as Ack<Invitation>;
    expect(sent).toMatchObject({ ok: true });
    await b!.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('invite:respond', { invitationId: (await invited).id, response: 'accept' });
    return started;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cq-rolling-'));
    const listen = await freePort();
    ports[0] = await freePort();
    ports[1] = await freePort();
    nginxUrl = `http://127.0.0.1:${listen}`;
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, listen, ports));
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    nginx.once('exit', () => (nginxErrors += readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' })));
    // nginx answers 502 until a node is up: it is listening once anything answers.
    for (
      let tries = 0;
      !(await fetch(`${nginxUrl}/healthz`).then(
        () => true,
        () => false,
      ));
      tries += 1
    ) {
      if (nginx.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${nginxErrors}`);
      await wait(100);
    }
    database = await createScratchDatabase('cq_rolling', await migratedTemplate());
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: nginxUrl,
      TRUST_PROXY: '1',
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
    };
    nodes.push(...(await Promise.all(ports.map((port) => startNode(port, env)))));
    // Which client addresses nginx's consistent hash sends to which node (it depends on the ports).
    for (let last = 2; last < 100 && probeAddress.includes(''); last++) {
      const address = `127.0.0.${last}`;
      const answer = await probeThroughNginx(address);
      const index = ports.findIndex((port) => answer.upstream === `127.0.0.1:${port}`);
      if (answer.status === 404 && index >= 0 && probeAddress[index] === '') probeAddress[index] = address;
    }
    if (probeAddress.includes('')) throw new Error(`no client address hashes to one of the nodes: ${probeAddress.join(', ')}`);
    children.push(await child('A'), await child('B'));
  }, 180_000);

  afterAll(async () => {
    for (const c of children) c.socket.close();
    await Promise.allSettled(nodes.map((node) => node.kill()));
    nginx?.kill('SIGQUIT');
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('restarts both nodes while two children play with move spam: nothing acked lost or doubled, no 5xx', async () => {
    // What nginx logged before (its start-up probe got 502s while no node was up) is not the test's.
    const logFrom = readFileSync(path.join(dir, 'access.log'), 'utf8').length;
    let playing = true;
    const acked = new Map<string, string[]>();
    const failures: unknown[] = [];

    const play = async () => {
      let seed = 7;
      const pick = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      while (playing) {
        const game = await newGame();
        const board = new Chess();
        let version = game.version;
        const moves: string[] = [];
        acked.set(game.id, moves);
        while (playing && !board.isGameOver()) {
          const whiteToMove = board.turn() === 'w';
          const [mover, other] = (game.whitePlayerId === children[0]!.id) === whiteToMove ? children : [children[1]!, children[0]!];
          const legal = board.moves();
          const san = legal[pick(legal.length)]!;
          // A double tap: the same move twice at once. One is applied, the other answered as a repeat.
          const [first, second] = await Promise.all([sendMove(mover!, game.id, san, version), sendMove(mover!, game.id, san, version)]);
          expect(second.version).toBe(first.version);
          // Now and then the other child plays out of turn: refused (409), never a 5xx.
          if (pick(5) === 0 && other!.socket.connected) {
            const refused = (await other!.socket
              .timeout(ACK_TIMEOUT_MS)
              .emitWithAck('game:move', { gameId: game.id, move: san, version })
              .catch(() => null)) as Ack<GameDelta> | null;
            if (refused && !refused.ok) statuses.push(refused.status);
          }
          board.move(san);
          moves.push(san);
          version = first.version;
          // Spam within the socket's rate limit (10 events/s, SOCKET_EVENT_LIMIT): a 429 is the
          // right answer to more, and not what this test is about.
          await wait(PLY_MS);
        }
      }
    };
    // Both children read their game over REST meanwhile, as a client without a socket polls.
    const poll = async (c: Child) => {
      while (playing) {
        const ids = [...acked.keys()];
        const id = ids.at(-1);
        if (id) statuses.push((await c.rest.get(`/api/multiplayer/games/${id}`)).status);
        await wait(200);
      }
    };
    const players = [play(), ...children.map(poll)].map((task) => task.catch((error: unknown) => failures.push(error)));

    await wait(2_000);
    const stops: number[] = [];
    const backInNginx: number[] = [];
    for (const index of [0, 1]) {
      const node = nodes[index]!;
      const startedAt = Date.now();
      await node.stop();
      stops.push(Date.now() - startedAt);
      expect(node.process.exitCode, node.output()).toBe(0);
      nodes[index] = await startNode(ports[index]!, env);
      // nginx may have set the node aside while it was down (max_fails, fail_timeout=5s in
      // infra/nginx.conf): the next node stops only once every nginx worker sends to this one again.
      backInNginx.push(await nginxSendsTo(index));
    }
    playing = false;
    await Promise.all(players);
    const nginxLog = () => readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
    expect(failures, nginxLog()).toEqual([]);

    const plies = [...acked.values()].reduce((sum, moves) => sum + moves.length, 0);
    console.info(
      `rolling restart: ${plies} plies acked in ${acked.size} game(s); nodes stopped in ${stops.join(' and ')} ms; ` +
        `every nginx worker sent to each restarted node ${backInNginx.join(' and ')} ms after it was ready; ` +
        children.map((c) => `child ${c.name} reconnected ${c.reconnects.length}x in ${c.reconnects.join(', ') || '-'} ms`).join('; '),
    );
    for (const took of stops) expect(took).toBeLessThan(STOP_WITHIN_MS);
    // Every client was moved at least once, and came back.
    for (const c of children) {
      expect(c.reconnects.length, `child ${c.name}`).toBeGreaterThan(0);
      expect(c.socket.connected).toBe(true);
    }
    expect(
      statuses.filter((status) => status >= 500),
      nginxLog(),
    ).toEqual([]);
    expect(plies).toBeGreaterThan(10);
    // What the database holds is exactly what was acked: nothing lost, nothing doubled.
    for (const [gameId, moves] of acked) {
      const saved = (await readJson(await children[0]!.rest.get(`/api/multiplayer/games/${gameId}`))) as MultiplayerGame;
      expect(saved.moves.map((move) => move.san)).toEqual(moves);
    }
    // nginx itself answered no 5xx either (its access log has every request it passed on).
    const fiveXX = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .slice(logFrom)
      .split('\n')
      .filter((line) => / 5\d\d \d+ "/.test(line));
    expect(fiveXX, nginxLog()).toEqual([]);
  }, 180_000);
});
