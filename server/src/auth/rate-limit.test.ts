import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
import { TEST_REDIS_URL, redisAvailable } from '../test/services';

async function exercise(limiter: RateLimiter, key: string) {
  const results = [];
  for (let i = 0; i < 4; i += 1) results.push(await limiter.hit(key));
  return results;
}

describe('the in-memory rate limiter', () => {
  it('allows the limit, refuses more, and opens again after the window', async () => {
    let now = 1_000;
    const limiter = memoryRateLimiter(3, 60_000, () => now);
    expect(await exercise(limiter, 'a')).toEqual([true, true, true, false]);
    expect(await limiter.hit('b')).toBe(true);
    now += 60_000;
    expect(await limiter.hit('a')).toBe(true);
    await limiter.reset('a');
    expect(await exercise(limiter, 'a')).toEqual([true, true, true, false]);
  });
});

const withRedis = await redisAvailable();
describe.skipIf(!withRedis)('the Redis rate limiter (shared by every node)', () => {
  let redis: RedisClientType;
  beforeAll(async () => {
    redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('counts across limiter instances and expires the window', async () => {
    const prefix = `test:${randomUUID()}`;
    const nodeA = redisRateLimiter(redis, prefix, 3, 60_000);
    const nodeB = redisRateLimiter(redis, prefix, 3, 60_000);
    expect(await nodeA.hit('k')).toBe(true);
    expect(await nodeB.hit('k')).toBe(true);
    expect(await nodeA.hit('k')).toBe(true);
    expect(await nodeB.hit('k')).toBe(false);
    const ttl = await redis.pTTL(`${prefix}:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await nodeB.reset('k');
    expect(await nodeA.hit('k')).toBe(true);
  });

  it('falls back to a per-node memory limit while Redis is unreachable', async () => {
    const lost = createClient({ url: TEST_REDIS_URL });
    await lost.connect();
    const limiter = redisRateLimiter(lost as RedisClientType, `test:${randomUUID()}`, 3, 60_000);
    expect(await limiter.hit('k')).toBe(true);
    lost.destroy();
    // Still limited (not refused outright, not let through without a count).
    expect(await exercise(limiter, 'k')).toEqual([true, true, true, false]);
    await limiter.reset('k');
    expect(await limiter.hit('k')).toBe(true);
  });
});
