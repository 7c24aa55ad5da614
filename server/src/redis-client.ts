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
