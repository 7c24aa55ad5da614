import { createAdapter } from '@socket.io/redis-adapter';
import { timedPushParser } from './push-envelope';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { closeRedisWithin, createResilientRedis } from '../redis-client';

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
export async function connectRedisFanOut(url: string, logger: Logger, metrics?: Metrics): Promise<RedisFanOut> {
  const pub = createResilientRedis(url);
  const sub = pub.duplicate();
  const fanOut = fanOutMetrics(metrics);
  let lostPushes = 0;
  const publish = pub.publish.bind(pub);
  (pub as { publish: typeof publish }).publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).catch((error: unknown) => {
      lostPushes += 1;
      fanOut.lost.inc();
      // One line per outage is enough: the first, then every hundredth.
      if (lostPushes % 100 === 1) logger.warn({ err: error, lostPushes }, 'cross-node push not published (redis unavailable)');
      return 0;
    })) as typeof publish;
  // The adapter subscribes (when it is made) and unsubscribes (close) without handling the
  // promises either: Redis lost at that moment, or a close bounded by closeRedisWithin dropping
  // a connection that cannot answer, rejects them. Caught here (the caller still gets the
  // promise; node-redis subscribes again on reconnect), so neither raises an unhandled rejection.
  for (const method of ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'] as const) {
    const original = (sub[method] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    (sub as unknown as Record<typeof method, (...args: unknown[]) => Promise<unknown>>)[method] = (...args: unknown[]) => {
      const pending = original(...args);
      pending.catch(() => undefined);
      return pending;
    };
  }
  pub.on('ready', () => {
    lostPushes = 0;
  });
  pub.on('error', (error: unknown) => logger.warn({ err: error }, 'socket.io redis publisher error'));
  sub.on('error', (error: unknown) => logger.warn({ err: error }, 'socket.io redis subscriber error'));
  for (const [client, name] of [
    [pub, 'publisher'],
    [sub, 'subscriber'],
  ] as const) {
    // Exported at 0 from the start, so that a rate over the first errors is not empty.
    fanOut.errors.inc({ client: name }, 0);
    fanOut.reconnects.inc({ client: name }, 0);
    client.on('error', () => fanOut.errors.inc({ client: name }));
    client.on('reconnecting', () => fanOut.reconnects.inc({ client: name }));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  return {
    adapter: createAdapter(pub, sub, { parser: timedPushParser((seconds) => fanOut.pushLatency.observe(seconds)) }),
    // Bounded: during an outage close() would wait for the reconnect, forever (issue 28).
    close: async () => {
      await Promise.all([closeRedisWithin(pub), closeRedisWithin(sub)]);
    },
  };
}

/** The fan-out's metrics (issue 28); without a registry they count nowhere. */
function fanOutMetrics(metrics: Metrics | undefined) {
  const none = { inc: (..._labels: unknown[]) => undefined, observe: (..._seconds: unknown[]) => undefined };
  if (!metrics) return { errors: none, reconnects: none, lost: none, pushLatency: none };
  return {
    errors: metrics.counter({
      name: 'chessquest_redis_adapter_errors_total',
      help: "Errors of the Socket.IO Redis adapter's connections (publisher, subscriber): Redis unreachable or failing.",
      labelNames: ['client'],
    }),
    reconnects: metrics.counter({
      name: 'chessquest_redis_adapter_reconnects_total',
      help: "Reconnection attempts of the Socket.IO Redis adapter's connections.",
      labelNames: ['client'],
    }),
    lost: metrics.counter({
      name: 'chessquest_redis_adapter_unpublished_total',
      help: 'Cross-node pushes this node could not publish (Redis unavailable): the other nodes never got them.',
    }),
    pushLatency: metrics.histogram({
      name: 'chessquest_cross_node_push_seconds',
      help: 'From a push leaving another node to this node decoding it for its sockets (wall clocks of both nodes).',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    }),
  };
}
