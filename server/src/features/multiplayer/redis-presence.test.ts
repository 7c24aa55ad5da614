import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAvailable } from '../../test/services';
import { redisPresence, type Presence, type PresenceChange } from './presence';
import { eventually, wait } from './presence-test-helpers';

const range = (count: number, name: string) => Array.from({ length: count }, (_, index) => `${name}-${index}`);

/** Runs `work` on every item, `width` at a time (a burst of sockets, not one long queue). */
async function inWaves<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(work));
}

const withRedis = await redisAvailable();
describe.skipIf(!withRedis)('Redis presence under load', () => {
  let redis: RedisClientType;
  let prefix = '';
  let opened: Presence[] = [];
  /** Every change any node reported: "childId status". */
  let told: string[] = [];
  const node = (options: { graceMs: number; heartbeatMs?: number }) => {
    const presence = redisPresence(redis, { ...options, prefix, onError: (error) => told.push(`error ${String(error)}`) });
    presence.onChange((childId, status) => told.push(`${childId} ${status}`));
    opened.push(presence);
    return presence;
  };
  /** A node's id, as written in the fields of its children's sockets. */
  const nodeIdOf = async (childId: string) => {
    const [socketField] = await redis.hKeys(`${prefix}:child:${childId}`);
    return socketField!.split(' ')[0]!;
  };
  const toldFor = (childIds: string[], status: PresenceChange) => {
    const lines = new Set(childIds.map((childId) => `${childId} ${status}`));
    return told.filter((line) => lines.has(line));
  };

  beforeAll(async () => {
    redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
  });
  afterEach(async () => {
    for (const presence of opened) await presence.close();
    opened = [];
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(keys);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('keeps a node with thousands of players alive while a backlog of thousands of clean-ups drains', async () => {
    prefix = `test-presence-load:${randomUUID()}`;
    told = [];
    const graceMs = 1000;
    const busy = node({ graceMs });
    const here = range(3000, 'here');
    await inWaves(here, 200, (childId) => busy.connect(childId, `socket-${childId}`));
    const busyId = await nodeIdOf('here-0');

    // The backlog the benchmark found: a dead node's 3,000 sockets and 3,000 children left
    // lingering by a previous run's stop, all due now.
    const gone = range(3000, 'gone');
    const left = range(3000, 'left');
    const past = Date.now() - 1;
    const seed = redis.multi();
    seed.zAdd(`${prefix}:nodes`, { score: past, value: 'dead-node' });
    seed.sAdd(`${prefix}:node:dead-node`, gone);
    for (const childId of gone) seed.hSet(`${prefix}:child:${childId}`, `dead-node s-${childId}`, '0');
    seed.zAdd(
      `${prefix}:soft`,
      left.map((value) => ({ score: past, value })),
    );
    await seed.exec();
    const other = node({ graceMs });

    // Watch the busy node's alive mark as the other node would read it, until all is drained.
    let latestMargin = Infinity;
    let worstMargin = Infinity;
    const drained = async () => {
      const until = await redis.zScore(`${prefix}:nodes`, busyId);
      latestMargin = until === null ? -Infinity : until - Date.now();
      worstMargin = Math.min(worstMargin, latestMargin);
      const [soft, cleanup, deadSet, stale] = await Promise.all([
        redis.zCard(`${prefix}:soft`),
        redis.sCard(`${prefix}:cleanup`),
        redis.exists(`${prefix}:node:dead-node`),
        redis.hLen(`${prefix}:child:gone-2999`),
      ]);
      return soft + cleanup + deadSet + stale;
    };
    const started = Date.now();
    await eventually(drained, (count) => count === 0, 15_000);
    const drainMs = Date.now() - started;
    await eventually(
      () => told.length,
      (count) => count >= 9000,
      5000,
    );
    await wait(100);

    expect(worstMargin).toBeGreaterThan(0);
    expect(await nodeIdOf('here-0')).toBe(busyId);
    expect(await redis.zScore(`${prefix}:nodes`, 'dead-node')).toBeNull();
    // Each cleaned-up child told offline once, by one node; no player of the busy node ever.
    expect(toldFor(gone, 'offline')).toHaveLength(3000);
    expect(toldFor(left, 'offline')).toHaveLength(3000);
    expect(new Set([...toldFor(gone, 'offline'), ...toldFor(left, 'offline')]).size).toBe(6000);
    expect(toldFor(here, 'offline')).toEqual([]);
    expect(told.filter((line) => line.startsWith('error'))).toEqual([]);
    const present = await other.present();
    expect(here.every((childId) => present.get(childId) === 'online')).toBe(true);
    expect(present.size).toBe(3000);
    // A few beats (a third of the grace each), not one long one.
    expect(drainMs).toBeLessThan(graceMs * 6);
  }, 60_000);

  it('brings a node that was declared dead back with all its players, and reports them present', async () => {
    prefix = `test-presence-load:${randomUUID()}`;
    told = [];
    const returning = node({ graceMs: 600 });
    const other = node({ graceMs: 600 });
    const kids = range(300, 'kid');
    await inWaves(kids, 100, (childId) => returning.connect(childId, `socket-${childId}`));
    await returning.setAway('kid-7', 'socket-kid-7', true);
    const oldId = await nodeIdOf('kid-0');
    told = [];

    // What the node that judged it dead does: out of the live nodes, its sockets queued for removal.
    await redis.multi().zRem(`${prefix}:nodes`, oldId).sAdd(`${prefix}:cleanup`, oldId).exec();
    expect(await other.statusOf('kid-0')).toBe('offline');

    const present = await eventually(
      () => other.present(),
      (map) => map.size === 300,
      5000,
    );
    expect(present.get('kid-7')).toBe('away');
    expect(kids.filter((childId) => childId !== 'kid-7').every((childId) => present.get(childId) === 'online')).toBe(true);
    // Whatever was told meanwhile, the last word on every child is that it is here.
    await wait(100);
    const last = new Map(told.map((line) => line.split(' ') as [string, string]));
    expect(kids.filter((childId) => last.get(childId) !== (childId === 'kid-7' ? 'away' : 'online'))).toEqual([]);
    // Back under a new id, with nothing left of the old one.
    const newId = await nodeIdOf('kid-0');
    expect(newId).not.toBe(oldId);
    expect(await redis.hKeys(`${prefix}:child:kid-0`)).toEqual([`${newId} socket-kid-0`]);
    expect(await redis.zScore(`${prefix}:nodes`, oldId)).toBeNull();
    expect(await redis.exists(`${prefix}:node:${oldId}`)).toBe(0);

    // It goes on working as before: a socket that leaves is removed, and goes offline after the grace.
    await returning.disconnect('kid-1', 'socket-kid-1');
    expect(await redis.hLen(`${prefix}:child:kid-1`)).toBe(0);
    await eventually(
      () => told,
      (lines) => lines.includes('kid-1 offline'),
      5000,
    );
  }, 30_000);

  it('stops cleanly in one batch, its players lingering for the grace, then offline once', async () => {
    prefix = `test-presence-load:${randomUUID()}`;
    told = [];
    // A grace long enough that a loaded machine still reads the lingering players within it.
    const stopping = node({ graceMs: 3000 });
    const survivor = node({ graceMs: 3000 });
    const kids = range(1000, 'kid');
    await inWaves(kids, 200, (childId) => stopping.connect(childId, `socket-${childId}`));
    const stoppingId = await nodeIdOf('kid-0');

    const stoppedAt = Date.now();
    await stopping.close();
    opened = opened.filter((presence) => presence !== stopping);
    expect(await redis.zScore(`${prefix}:nodes`, stoppingId)).toBeNull();
    expect(await redis.exists(`${prefix}:node:${stoppingId}`)).toBe(0);
    expect(await redis.hLen(`${prefix}:child:kid-999`)).toBe(0);
    // A rolling restart: still shown for the grace, so a reconnect elsewhere does not flash.
    expect((await survivor.present()).size).toBe(1000);

    await eventually(
      () => toldFor(kids, 'offline').length,
      (count) => count >= 1000,
      20_000,
    );
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2900);
    await wait(100);
    expect(new Set(toldFor(kids, 'offline')).size).toBe(1000);
    expect(toldFor(kids, 'offline')).toHaveLength(1000);
    expect(await redis.zCard(`${prefix}:soft`)).toBe(0);
    expect((await survivor.present()).size).toBe(0);
  }, 30_000);
});
