import type { ChildProcess } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import { Server } from 'socket.io';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { freePort } from '../test/app';
import { startRedis, stopRedis } from '../test/private-redis';
import { redisAvailable } from '../test/services';
import { connectRedisFanOut } from './redis-adapter';

// Redis lost just after a node made its fan-out, and the node told to stop while Redis is down
// (issue 28): the adapter subscribes and unsubscribes without handling the promises, and the
// bounded close drops the connection that cannot answer, which rejects them. None of that may surface as an unhandled rejection (decision 015):
// a CI run once failed on four of them ("Disconnects client").

const needsRedis = await redisAvailable();

describe.runIf(needsRedis)('the Redis fan-out closed during an outage', () => {
  let redis: ChildProcess | null = null;
  afterAll(async () => {
    await stopRedis(redis);
  });

  it('closes within its bound and leaves no unhandled rejection, Redis lost as the adapter subscribed', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const fanOut = await connectRedisFanOut(`redis://127.0.0.1:${port}`, createLogger('silent'));
    const io = new Server({ adapter: fanOut.adapter });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await stopRedis(redis);
      await wait(300);
      const started = performance.now();
      void io.of('/').adapter.close();
      await fanOut.close();
      expect(performance.now() - started).toBeLessThan(3_000);
      // Rejections are reported after the microtasks have run.
      await wait(300);
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
