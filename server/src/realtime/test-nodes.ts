import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { freePort } from '../test/app';
import { TEST_REDIS_URL } from '../test/services';

// Real server processes (`node --import tsx server/src/main.ts`), as a deployment runs
// them, for the tests that need several nodes or a node that dies.

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerNode {
  url: string;
  process: ChildProcess;
  /** Everything the node wrote, for the message of a failing test. */
  output(): string;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL: the node dies as in a crash, with no shutdown at all. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface StartNodeOptions {
  readyWithinMs?: number;
  /** More `node` flags, e.g. another `--import` (the benchmark's event-loop probe). */
  nodeArgs?: string[];
  /** Each line the node writes to stdout. */
  onLine?: (line: string) => void;
  /** How often /readyz is asked until it answers (default 200 ms; the start-time benchmark asks more often). */
  pollMs?: number;
  /**
   * Run the production bundle (`server/dist/main.js`, after `npm run build`) instead of the
   * sources through tsx. By default the bundle when it is newer than every source it is built
   * from (builtServerIsFresh): it starts with 1.3 CPU s instead of 2.9 (tsx compiles the
   * sources at every start), and it is what a deployment runs.
   */
  bundle?: boolean;
}

const distFolder = path.join(repositoryRoot, 'server/dist');
let freshBundle: boolean | null = null;

/**
 * Whether `server/dist/main.js` was built after the last change to what it runs: every source
 * its source map lists (server/build.mjs bundles main.ts and what it imports, protocol/
 * included) and the files the build copies beside it (migrations, the puzzle library, the
 * engine worker). Asked once per test process. A source changed since the build, or no build,
 * means the sources through tsx.
 */
export function builtServerIsFresh(): boolean {
  freshBundle ??= (() => {
    const bundle = path.join(distFolder, 'main.js');
    const map = path.join(distFolder, 'main.js.map');
    if (!existsSync(bundle) || !existsSync(map)) return false;
    const built = statSync(bundle).mtimeMs;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    const copied = ['server/src/db/migrations', 'server/src/content/puzzles/library.json', 'server/src/engine/engine-worker.mjs'];
    return [...sources.map((source) => path.resolve(distFolder, source)), ...copied.map((file) => path.join(repositoryRoot, file))].every(
      (file) => existsSync(file) && newestChange(file) <= built,
    );
  })();
  return freshBundle;
}

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), 0);
}

/** Whether something already answers on the port (then /readyz would be someone else's). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ port, host: '127.0.0.1' });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Starts one node on `port` and waits until /readyz answers 200. */
export async function startNode(port: number, env: Record<string, string>, options: StartNodeOptions = {}): Promise<ServerNode> {
  const readyWithinMs = options.readyWithinMs ?? 90_000;
  if (await portTaken(port)) throw new Error(`port ${port} is already in use`);
  // tsx first: a flag of nodeArgs may import TypeScript (the benchmark's event-loop probe).
  const args =
    (options.bundle ?? builtServerIsFresh())
      ? [...(options.nodeArgs ?? []), 'server/dist/main.js']
      : ['--import', 'tsx', ...(options.nodeArgs ?? []), 'server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  if (options.onLine) {
    const onLine = options.onLine;
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const node: ServerNode = {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node on port ${port} exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return node;
    await wait(options.pollMs ?? 200);
  }
  await node.kill();
  throw new Error(`node on port ${port} was not ready within ${readyWithinMs} ms:\n${output}`);
}

/**
 * Two nodes as behind the load balancer: one PostgreSQL database (they migrate it themselves,
 * as a deployment's first start does), the test Redis, one session secret, one public
 * address. Every test of the run signs up from 127.0.0.1 against that shared Redis, so the
 * per-address sign-up limit (tested in auth/) is off here.
 */
export async function startTwoNodes(databaseUrl: string, publicUrl: string): Promise<[ServerNode, ServerNode]> {
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicUrl,
    ENGINE_POOL_SIZE: '1',
    ADDRESS_RATE_LIMITS: 'off',
  };
  const [a, b] = await Promise.all([startNode(await freePort(), env), startNode(await freePort(), env)]);
  return [a, b];
}
