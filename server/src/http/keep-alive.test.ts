import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { KEEP_ALIVE_MS } from '../server';
import { startTestServer } from '../test/app';
import { openTestDatabase } from '../test/services';

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
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('stay open longer than the proxy keeps them, so a request after 6 s idle reuses the same one', async () => {
    expect(server.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
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
