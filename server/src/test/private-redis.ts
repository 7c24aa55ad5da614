import { spawn, type ChildProcess } from 'node:child_process';

/** A redis-server of a test's own on `port` (loopback, nothing saved), ready to accept connections. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
  });
}

/** Kills it at once (SIGKILL: an outage, not a shutdown) and waits for it to be gone. */
export async function stopRedis(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
