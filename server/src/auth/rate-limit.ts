import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/** Counts events per key in fixed windows; `hit` answers whether the event is allowed. */
export interface RateLimiter {
  hit(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

/**
 * One process's own limiter. The clock is injectable for tests that move time; the map is
 * only touched synchronously, so a check and its count are one step (atomic).
 */
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

/**
 * The same limiter shared by every node through Redis. rate-limiter-flexible counts and
 * sets the expiry in one Lua script (an INCR then PEXPIRE pair could leave a key that never
 * expires when the second call is lost). While Redis is unreachable, each node falls back
 * to a memory limiter of the same size, so limits still hold per node instead of a sign-in
 * failing or being let through unlimited (decision record 015).
 */
export function redisRateLimiter(redis: RedisClientType, prefix: string, limit: number, windowMs: number): RateLimiter {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    keyPrefix: prefix,
    points: limit,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points: limit, duration }),
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
