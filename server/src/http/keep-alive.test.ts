import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../server';
import { useTestServer } from '../test/fixture';

// A client that keeps a connection open (a browser, Playwright, nginx's upstream pool) and
// sends on it after Node's default 5 s keep-alive must not find it closed under its request.

function getOn(agent: Agent, url: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket as Socket }));
    });
    request.on('error', reject);
  });
}

describe('keep-alive connections', () => {
  const server = useTestServer('pglite');

  it('stay open longer than the proxy keeps them, so a request after 6 s idle reuses the same one', async () => {
    expect(server.running.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getOn(agent, `${server.url}/healthz`);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await getOn(agent, `${server.url}/healthz`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
