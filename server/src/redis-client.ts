import {
  AbortError,
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
  type RedisClientOptions,
} from 'redis';

/** How long a Redis command may take before it fails (Redis answers in well under 1 ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Options for every Redis connection of a node, so that an outage fails fast and heals by
 * itself (decision record 015): while the connection is down a command is refused at once
 * instead of queueing behind the reconnect (a request would hang for the whole outage),
 * a command that gets no answer fails after a second, and reconnecting goes on forever with
 * a capped back-off, re-subscribing the adapter's channels when it succeeds.
 */
export function resilientRedisOptions(url: string): RedisClientOptions {
  return {
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 2_000),
    },
  };
}

export function createResilientRedis(url: string) {
  return createClient(resilientRedisOptions(url));
}

const UNAVAILABLE = [
  AbortError,
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
];

/** True for the errors node-redis gives while Redis is unreachable or too slow (or one it wraps). */
export function isRedisUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (UNAVAILABLE.some((type) => current instanceof type)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a node waits for one Redis connection to close before it drops it. */
export const REDIS_CLOSE_MS = 1_500;

interface Closable {
  isOpen: boolean;
  isReady: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}

/**
 * Closes a connection, waiting for its commands under way, but never longer than `ms`:
 * while Redis is down `close()` waits for a queue that cannot drain, and a node told to stop
 * would hang until it is killed. After `ms` the connection is dropped (`destroy`), and what
 * it still held is lost, as in a crash: nothing a node keeps in Redis must survive one.
 */
export async function closeRedisWithin(client: Closable, ms = REDIS_CLOSE_MS): Promise<'closed' | 'dropped'> {
  if (!client.isOpen) return 'closed';
  // Not connected (Redis is down, the client is reconnecting): nothing can be written.
  if (!client.isReady) {
    client.destroy();
    return 'dropped';
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'dropped'>((resolve) => {
    timer = setTimeout(() => resolve('dropped'), ms);
  });
  const outcome = await Promise.race([
    client.close().then(
      () => 'closed' as const,
      () => 'dropped' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'dropped' && client.isOpen) client.destroy();
  return outcome;
}
