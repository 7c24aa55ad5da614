import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from '../logger';

export interface RedisFanOut {
  /** For `new Server({ adapter })`: room broadcasts and socketsJoin reach every node. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Socket.IO Redis adapter on two node-redis connections of its own: a subscriber is
 * stuck in subscribe mode, and the publisher is kept apart from the app's Redis client
 * so that fan-out traffic never queues behind rate-limit or presence commands.
 */
export async function connectRedisFanOut(url: string, logger: Logger): Promise<RedisFanOut> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
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
