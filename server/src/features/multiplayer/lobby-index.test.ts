import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAvailable } from '../../test/services';
import { memoryLobbyIndex, redisLobbyIndex, type LobbyIndex } from './lobby-index';

const withRedis = await redisAvailable();
let redis: RedisClientType | undefined;
const prefixes: string[] = [];

beforeAll(async () => {
  if (!withRedis) return;
  redis = createClient({ url: TEST_REDIS_URL });
  await redis.connect();
});
afterAll(async () => {
  if (!redis) return;
  for (const prefix of prefixes) await redis.del(`${prefix}:by-rating`);
  await redis.quit();
});

const kinds: [string, () => LobbyIndex][] = [
  ['memory', () => memoryLobbyIndex()],
  [
    'Redis',
    () => {
      const prefix = `lobby-test-${randomUUID()}`;
      prefixes.push(prefix);
      return redisLobbyIndex(redis!, prefix);
    },
  ],
];

describe.each(kinds)('the lobby index in %s', (kind, make) => {
  // The Redis half needs Redis: in CI a missing one fails the run (redisAvailable throws there).
  const run = kind === 'Redis' && !withRedis ? it.skip : it;

  run('gives the nearest by rating, the viewer left out: the same as sorting everyone', async () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 25; round++) {
      const index = make();
      const ratings = new Map(Array.from({ length: Math.floor(random() * 300) }, (_, i) => [`kid-${i}`, Math.floor(random() * 60) * 25]));
      await index.put([...ratings].map(([childId, rating]) => ({ childId, rating })));
      const viewer = ratings.size > 0 && random() < 0.7 ? `kid-${Math.floor(random() * ratings.size)}` : 'nobody';
      const target = Math.floor(random() * 1500);
      const count = Math.floor(random() * 80);
      const { ids, others } = await index.nearest(viewer, target, count);

      const distance = (id: string) => Math.abs(ratings.get(id)! - target);
      const everyone = [...ratings.keys()].filter((id) => id !== viewer);
      expect(others).toBe(everyone.length);
      expect(ids).toHaveLength(Math.min(count, everyone.length));
      expect(new Set(ids).size).toBe(ids.length);
      // Nearer first, and nobody left out is nearer than someone shown.
      const shown = ids.map(distance);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      const farthest = Math.max(-1, ...shown);
      expect(everyone.filter((id) => !ids.includes(id)).every((id) => distance(id) >= farthest)).toBe(true);
    }
  });

  run('moves a child on put, moves only children already there on update, and forgets on remove', async () => {
    const index = make();
    await index.put([
      { childId: 'ada', rating: 900 },
      { childId: 'bo', rating: 1000 },
      { childId: 'cy', rating: 1100 },
    ]);
    await index.put([{ childId: 'ada', rating: 1500 }]);
    await index.update([
      { childId: 'bo', rating: 1490 },
      { childId: 'gone', rating: 1500 },
    ]);
    expect(await index.all()).toEqual(
      new Map([
        ['ada', 1500],
        ['bo', 1490],
        ['cy', 1100],
      ]),
    );
    expect((await index.nearest('cy', 1500, 1)).ids).toEqual(['ada']);
    expect(await index.nearest('cy', 1100, 5)).toEqual({ ids: ['bo', 'ada'], others: 2 });
    await index.remove(['ada', 'nobody']);
    expect(await index.size()).toBe(2);
    expect(await index.nearest('zed', 1000, 5)).toEqual({ ids: ['cy', 'bo'], others: 2 });
    // Of two as near, the lower rating first.
    await index.put([{ childId: 'di', rating: 900 }]);
    expect((await index.nearest('zed', 1000, 2)).ids).toEqual(['di', 'cy']);
  });
});
