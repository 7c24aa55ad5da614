import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from '../logger';
import { createResilientRedis } from '../redis-client';

export interface RedisFanOut {
  /** For `new Server({ adapter })`: room broadcasts and socketsJoin reach every node. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Socket.IO Redis adapter on two node-redis connections of its own: a subscriber is
 * stuck in subscribe mode, and the publisher is kept apart from the app's Redis client
 * so that fan-out traffic never queues behind rate-limit or presence commands.
 *
 * The adapter publishes without handling the promise: while Redis is down every push
 * would become an unhandled rejection. Those publishes are caught here and logged, so
 * pushes to other nodes pause during an outage and resume with the connection, while
 * sockets on this node keep getting theirs (decision record 015).
 */
export async function connectRedisFanOut(url: string, logger: Logger): Promise<RedisFanOut> {
  const pub = createResilientRedis(url);
  const sub = pub.duplicate();
  let lostPushes = 0;
  const publish = pub.publish.bind(pub);
  (pub as { publish: typeof publish }).publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).catch((error: unknown) => {
      lostPushes += 1;
      // One line per outage is enough: the first, then every hundredth.
      if (lostPushes % 100 === 1) logger.warn({ err: error, lostPushes }, 'cross-node push not published (redis unavailable)');
      return 0;
    })) as typeof publish;
  pub.on('ready', () => {
    lostPushes = 0;
  });
  pub.on('error', (error: unknown) => logger.warn({ err: error }, 'socket.io redis publisher error'));
  sub.on('error', (error: unknown) => logger.warn({ err: error }, 'socket.io redis subscriber error'));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
