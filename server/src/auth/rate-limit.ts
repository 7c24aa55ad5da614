import type { RedisClientType } from 'redis';

/** Counts events per key in fixed windows; `hit` answers whether the event is allowed. */
export interface RateLimiter {
  hit(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(limit: number, windowMs: number, now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const time = now();
      // Drop stale windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      const window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** The same limiter shared by every node through Redis. */
export function redisRateLimiter(
  redis: RedisClientType,
  prefix: string,
  limit: number,
  windowMs: number,
): RateLimiter {
  return {
    async hit(key) {
      const redisKey = `${prefix}:${key}`;
      const count = await redis.incr(redisKey);
      if (count === 1) await redis.pExpire(redisKey, windowMs);
      return count <= limit;
    },
    async reset(key) {
      await redis.del(`${prefix}:${key}`);
    },
  };
}
