import type { ChildProcess } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/app';
import { useTestServer } from '../test/fixture';
import { startRedis, stopRedis } from '../test/private-redis';
import { redisAvailable } from '../test/services';

// What the ChessQuestRedisAdapterErrors alert reads (infra/alerts.yml), on a real outage: a
// node on a Redis of this test's own, which the test kills and starts again. The adapter's
// error and reconnect counters are 0 on a healthy node and rise while Redis is away.

const needsRedis = await redisAvailable();

describe.runIf(needsRedis)('Redis adapter metrics through an outage', () => {
  let redis: ChildProcess | null = null;
  let port = 0;
  const server = useTestServer('pglite', async () => {
    port = await freePort();
    redis = await startRedis(port);
    return { redisUrl: `redis://127.0.0.1:${port}` };
  });
  afterAll(async () => {
    await stopRedis(redis);
  });

  /** The sum of a counter's samples on /metrics. */
  async function total(name: string): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const lines = text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
    expect(lines.length, `${name} on /metrics`).toBeGreaterThan(0);
    return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  }

  it('counts errors and reconnects while Redis is down, and nothing on a healthy node', async () => {
    expect(await total('chessquest_redis_adapter_errors_total')).toBe(0);
    expect(await total('chessquest_redis_adapter_reconnects_total')).toBe(0);

    await stopRedis(redis);
    let errors = 0;
    for (let i = 0; i < 50 && errors === 0; i++) {
      await wait(100);
      errors = await total('chessquest_redis_adapter_errors_total');
    }
    expect(errors).toBeGreaterThan(0);

    redis = await startRedis(port);
    // The node is ready again once its connections are back; by then it has tried to reconnect.
    let ready = false;
    for (let i = 0; i < 100 && !ready; i++) {
      await wait(100);
      ready = (await fetch(`${server.url}/readyz`)).ok;
    }
    expect(ready).toBe(true);
    expect(await total('chessquest_redis_adapter_reconnects_total')).toBeGreaterThan(0);
  });
});
