import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAvailable } from '../../test/services';
import { eventually, wait } from './presence-test-helpers';
import { memoryPresence, redisPresence, type Presence, type PresenceChange } from './presence';

const asObject = async (presence: Presence) => Object.fromEntries(await presence.present());

type Factory = (options: { graceMs: number; now?: () => number }) => Presence;

function presenceSuite(name: string, make: () => Factory) {
  describe(name, () => {
    it('shows a connected child online, away when every tab is idle, and online again', async () => {
      const presence = make()({ graceMs: 5000 });
      const changes: [string, PresenceChange][] = [];
      presence.onChange((childId, status) => changes.push([childId, status]));
      await presence.connect('kid-a', 's1');
      await presence.connect('kid-a', 's2');
      expect(await asObject(presence)).toEqual({ 'kid-a': 'online' });
      await presence.setAway('kid-a', 's1', true);
      expect(await asObject(presence)).toEqual({ 'kid-a': 'online' });
      await presence.setAway('kid-a', 's2', true);
      expect(await asObject(presence)).toEqual({ 'kid-a': 'away' });
      expect(await presence.statusOf('kid-a')).toBe('away');
      expect(await presence.statusOf('nobody')).toBe('offline');
      await presence.setAway('kid-a', 's2', false);
      expect(await asObject(presence)).toEqual({ 'kid-a': 'online' });
      expect(changes).toEqual([
        ['kid-a', 'online'],
        ['kid-a', 'away'],
        ['kid-a', 'online'],
      ]);
      await presence.close();
    });

    it('keeps a disconnected child visible for the grace, then reports it offline once', async () => {
      const presence = make()({ graceMs: 250 });
      const changes: PresenceChange[] = [];
      presence.onChange((childId, status) => {
        if (childId === 'kid-b') changes.push(status);
      });
      await presence.connect('kid-b', 's1');
      const before = Date.now();
      await presence.disconnect('kid-b', 's1');
      expect((await presence.present()).get('kid-b')).toBe('online');
      const seen = await presence.lastSeen('kid-b');
      expect(seen).toBeGreaterThanOrEqual(before - 5);
      await eventually(
        () => changes,
        (list) => list.includes('offline'),
      );
      expect(Date.now() - before).toBeGreaterThanOrEqual(240);
      expect((await presence.present()).has('kid-b')).toBe(false);
      expect(changes).toEqual(['online', 'offline']);
      // Offline, but seen a moment ago: abandonment is measured from here.
      expect(await presence.lastSeen('kid-b')).toBe(seen);
      await presence.close();
    });

    it('does not flash offline when a tab reloads within the grace', async () => {
      const presence = make()({ graceMs: 200 });
      const changes: PresenceChange[] = [];
      presence.onChange((childId, status) => {
        if (childId === 'kid-c') changes.push(status);
      });
      await presence.connect('kid-c', 's1');
      await presence.disconnect('kid-c', 's1');
      await presence.connect('kid-c', 's2');
      await wait(350);
      expect((await presence.present()).get('kid-c')).toBe('online');
      expect(changes).toEqual(['online']);
      await presence.close();
    });

    it('counts a REST poll as online for a short while', async () => {
      const presence = make()({ graceMs: 200 });
      expect(await presence.lastSeen('kid-d')).toBeNull();
      await presence.touch('kid-d');
      expect((await presence.present()).get('kid-d')).toBe('online');
      expect(await presence.lastSeen('kid-d')).not.toBeNull();
      await eventually(
        () => presence.present(),
        (map) => !map.has('kid-d'),
      );
      await presence.close();
    });
  });
}

presenceSuite('memory presence', () => (options) => memoryPresence(options));

describe('memory presence with an injected clock', () => {
  it('goes offline once the grace has passed on that clock', async () => {
    let time = 1_000_000;
    const presence = memoryPresence({ now: () => time, graceMs: 10_000 });
    await presence.connect('kid', 's');
    time += 60_000;
    expect(await presence.lastSeen('kid')).toBe(time);
    await presence.disconnect('kid', 's');
    time += 9_999;
    expect((await presence.present()).get('kid')).toBe('online');
    time += 2;
    expect((await presence.present()).has('kid')).toBe(false);
    expect(await presence.lastSeen('kid')).toBe(time - 10_001);
    await presence.close();
  });
});

const withRedis = await redisAvailable();
describe.skipIf(!withRedis)('Redis presence', () => {
  let redis: RedisClientType;
  let prefix = '';
  const opened: Presence[] = [];
  beforeAll(async () => {
    redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
  });
  afterAll(async () => {
    for (const presence of opened) await presence.close();
    const keys = await redis.keys('test-presence:*');
    if (keys.length > 0) await redis.del(keys);
    await redis?.quit();
  });

  presenceSuite('one node', () => {
    prefix = `test-presence:${randomUUID()}`;
    return (options) => {
      const presence = redisPresence(redis, { ...options, prefix });
      opened.push(presence);
      return presence;
    };
  });

  it('is shared by two nodes: each sees the other’s children, and an offline change is told once', async () => {
    prefix = `test-presence:${randomUUID()}`;
    // A grace long enough that a busy machine (CI runs suites side by side) cannot make a
    // live node miss its own alive mark and be declared dead by the other.
    const nodeA = redisPresence(redis, { prefix, graceMs: 1500 });
    const nodeB = redisPresence(redis, { prefix, graceMs: 1500 });
    opened.push(nodeA, nodeB);
    const told: string[] = [];
    nodeA.onChange((childId, status) => told.push(`A ${childId} ${status}`));
    nodeB.onChange((childId, status) => told.push(`B ${childId} ${status}`));
    await nodeA.connect('ann', 'a1');
    await nodeB.connect('bob', 'b1');
    await nodeB.setAway('bob', 'b1', true);
    expect(await asObject(nodeA)).toEqual({ ann: 'online', bob: 'away' });
    expect(await asObject(nodeB)).toEqual({ ann: 'online', bob: 'away' });
    // Ann moves to node B (a reconnect through the balancer): still online, no flash.
    await nodeA.disconnect('ann', 'a1');
    await nodeB.connect('ann', 'b2');
    await nodeB.disconnect('bob', 'b1');
    await eventually(
      () => nodeA.present(),
      (map) => !map.has('bob'),
      8000,
    );
    await wait(100);
    // Told once, by whichever node takes the expired entry first: B's own grace timer or
    // either node's clean-up beat (both are correct; only one of them may tell).
    const offline = told.filter((line) => line.endsWith('offline'));
    expect(offline).toHaveLength(1);
    expect(offline[0]).toMatch(/^[AB] bob offline$/);
    expect(await asObject(nodeA)).toEqual({ ann: 'online' });
  });

  it('lets a crashed node’s players go offline after the grace, told by a surviving node', async () => {
    prefix = `test-presence:${randomUUID()}`;
    const survivor = redisPresence(redis, { prefix, graceMs: 300 });
    // A node that says it is alive once (on connect) and then never again: a crash.
    const crashing = redisPresence(redis, { prefix, graceMs: 300, heartbeatMs: 2_000_000_000 });
    opened.push(survivor, crashing);
    const told: string[] = [];
    survivor.onChange((childId, status) => told.push(`${childId} ${status}`));
    // The grace runs from the crashing node's one alive mark, written during connect.
    const started = Date.now();
    await crashing.connect('cara', 'c1');
    expect((await survivor.present()).get('cara')).toBe('online');
    expect(await survivor.statusOf('cara')).toBe('online');
    await eventually(
      () => told,
      (list) => list.includes('cara offline'),
      5000,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await survivor.present()).has('cara')).toBe(false);
    expect(await survivor.statusOf('cara')).toBe('offline');
    expect(await survivor.lastSeen('cara')).not.toBeNull();
    expect(await redis.hLen(`${prefix}:child:cara`)).toBe(0);
  });
});
