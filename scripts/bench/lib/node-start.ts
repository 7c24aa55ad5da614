import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNode, type ServerNode } from '../../../server/src/realtime/test-nodes';

export const ORIGIN = 'http://chess-quest.bench';
export const SECRET = 'bench-session-secret-0123456789abcdef0123456789abcdef';

export async function withNode<T>(port: number, env: Record<string, string>, work: (node: ServerNode) => Promise<T>, bundle = false): Promise<T> {
  const node = await startNode(port, env, { pollMs: 25, bundle });
  try {
    return await work(node);
  } finally {
    await node.stop();
  }
}

/** A PGlite node's start, spawn to the first 200 from /readyz: on a new data folder, then again on the same folder. */
export async function startTimes(port: number, packedStart = true, bundle = false): Promise<{ freshMs: number; existingMs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cq-bench-pglite-'));
  try {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      PGLITE_DATA_DIR: dir,
      PGLITE_PACKED_START: packedStart ? 'on' : 'off',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: ORIGIN,
    };
    let started = performance.now();
    const freshMs = await withNode(port, env, async () => performance.now() - started, bundle);
    started = performance.now();
    const existingMs = await withNode(port, env, async () => performance.now() - started, bundle);
    return { freshMs, existingMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
