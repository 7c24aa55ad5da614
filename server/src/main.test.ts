import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('stops at start-up with one clear line for a bad setting', async () => {
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT: /);
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const run = startMain({ PORT: '0', LOG_LEVEL: 'info' });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${JSON.stringify(run.output())}`)), 30_000);
      const check = setInterval(() => {
        const match = run.output().stdout.match(/listening on (http:\/\/[^"\s]+)/);
        if (match?.[1]) {
          clearInterval(check);
          clearTimeout(timer);
          resolve(match[1]);
        }
      }, 50);
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('shutting down');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 120_000);
});
