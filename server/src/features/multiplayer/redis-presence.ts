import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import {
  ChangeNotifier,
  DEFAULT_GRACE_MS,
  SEEN_RETENTION_MS,
  statusFrom,
  type Presence,
  type PresenceChange,
  type PresenceOptions,
  type PresentStatus,
} from './presence-shared';

export interface RedisPresenceOptions extends PresenceOptions {
  /** Key prefix, so tests (or two apps) can share one Redis. */
  prefix?: string;
  /** How often this node says it is alive; a node silent for graceMs is dead. */
  heartbeatMs?: number;
}

/**
 * Presence shared by every node through Redis:
 * - `<p>:nodes` zset nodeId → alive-until; each node refreshes its own with a heartbeat;
 * - `<p>:node:<nodeId>` hash "<childId> <socketId>" → "1" away / "0": the node's sockets;
 * - `<p>:soft` zset childId → visible-until (grace after a disconnect, REST polls),
 *   `<p>:soft-away` set of the lingering children who were away;
 * - `<p>:seen` zset childId → last seen (ms).
 * A crashed node stops its heartbeat, so its sockets stop counting after the grace, and the
 * first node to remove it from `<p>:nodes` reports its players offline. Expiries are
 * reported by whichever node removes the expired entry (ZREM answers 1 to one node only).
 */
export function redisPresence(redis: RedisClientType, options: RedisPresenceOptions = {}): Presence {
  const now = options.now ?? (() => Date.now());
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const touchMs = options.touchMs ?? graceMs;
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(graceMs / 3));
  const onError = options.onError ?? (() => undefined);
  const prefix = options.prefix ?? 'presence';
  const nodeId = randomUUID();
  const keys = {
    nodes: `${prefix}:nodes`,
    node: (id: string) => `${prefix}:node:${id}`,
    soft: `${prefix}:soft`,
    softAway: `${prefix}:soft-away`,
    seen: `${prefix}:seen`,
  };
  const notifier = new ChangeNotifier();
  /** This node's sockets: childId → socketId → away. */
  const local = new Map<string, Map<string, boolean>>();
  const field = (childId: string, connectionId: string) => `${childId} ${connectionId}`;

  async function snapshot() {
    const time = now();
    const nodes = await redis.zRangeByScore(keys.nodes, time, '+inf');
    const [soft, softAway, ...hashes] = await Promise.all([
      redis.zRangeByScoreWithScores(keys.soft, time + 1, '+inf'),
      redis.sMembers(keys.softAway),
      ...nodes.map((id) => redis.hGetAll(keys.node(id))),
    ]);
    const connections = new Map<string, boolean[]>();
    for (const hash of hashes) {
      for (const [key, away] of Object.entries(hash)) {
        const childId = key.slice(0, key.indexOf(' '));
        connections.set(childId, [...(connections.get(childId) ?? []), away === '1']);
      }
    }
    const away = new Set(softAway);
    const softOf = new Map(
      soft.map(({ value, score }) => [value, { until: score, status: (away.has(value) ? 'away' : 'online') as PresentStatus }]),
    );
    return { time, connections, softOf };
  }

  async function statusOf(childId: string): Promise<PresenceChange> {
    const { time, connections, softOf } = await snapshot();
    return statusFrom(connections.get(childId) ?? [], softOf.get(childId), time);
  }

  async function change(childId: string, mutate: () => Promise<unknown>) {
    const before = await statusOf(childId);
    await mutate();
    notifier.changed(childId, before, await statusOf(childId));
    return before;
  }

  async function markAlive() {
    await redis.zAdd(keys.nodes, { score: now() + graceMs, value: nodeId });
  }

  /** Removes an expired soft entry; the one node whose ZREM succeeds reports the child offline. */
  async function expireSoft(childId: string) {
    const until = await redis.zScore(keys.soft, childId);
    if (until === null || until > now()) return;
    if ((await redis.zRem(keys.soft, childId)) !== 1) return;
    if ((await statusOf(childId)) === 'offline') notifier.emit(childId, 'offline');
  }

  async function linger(childId: string, ms: number, status: PresentStatus) {
    // GT keeps the later of two deadlines and still adds a missing member.
    await redis.zAdd(keys.soft, { score: now() + ms, value: childId }, { comparison: 'GT' });
    if (status === 'away') await redis.sAdd(keys.softAway, childId);
    else await redis.sRem(keys.softAway, childId);
  }

  async function heartbeat() {
    const time = now();
    await markAlive();
    await redis.pExpire(keys.node(nodeId), graceMs * 10);
    if (local.size > 0) {
      await redis.zAdd(keys.seen, [...local.keys()].map((value) => ({ score: time, value })));
    }
    await redis.zRemRangeByScore(keys.seen, '-inf', time - SEEN_RETENTION_MS);
    for (const dead of await redis.zRangeByScore(keys.nodes, '-inf', `(${time}`)) {
      if ((await redis.zRem(keys.nodes, dead)) !== 1) continue;
      const sockets = await redis.hGetAll(keys.node(dead));
      await redis.del(keys.node(dead));
      const children = new Set(Object.keys(sockets).map((key) => key.slice(0, key.indexOf(' '))));
      for (const childId of children) {
        if ((await statusOf(childId)) === 'offline') notifier.emit(childId, 'offline');
      }
    }
    for (const childId of await redis.zRangeByScore(keys.soft, '-inf', time)) await expireSoft(childId);
  }

  let beating: Promise<void> | null = null;
  const timer = setInterval(() => {
    beating ??= heartbeat()
      .catch(onError)
      .finally(() => {
        beating = null;
      });
  }, heartbeatMs);
  timer.unref();

  return {
    async connect(childId, connectionId) {
      const sockets = local.get(childId) ?? new Map<string, boolean>();
      sockets.set(connectionId, false);
      local.set(childId, sockets);
      await change(childId, async () => {
        await markAlive();
        await redis.hSet(keys.node(nodeId), field(childId, connectionId), '0');
        await redis.zAdd(keys.seen, { score: now(), value: childId });
      });
    },
    async disconnect(childId, connectionId) {
      const sockets = local.get(childId);
      if (!sockets?.delete(connectionId)) return;
      if (sockets.size === 0) local.delete(childId);
      const before = await statusOf(childId);
      await change(childId, async () => {
        await redis.hDel(keys.node(nodeId), field(childId, connectionId));
        await redis.zAdd(keys.seen, { score: now(), value: childId });
        if (before !== 'offline') await linger(childId, graceMs, before);
      });
      notifier.recheckAfter(childId, graceMs, () => expireSoft(childId), onError);
    },
    async setAway(childId, connectionId, away) {
      const sockets = local.get(childId);
      if (!sockets?.has(connectionId)) return;
      sockets.set(connectionId, away);
      await change(childId, async () => {
        await redis.hSet(keys.node(nodeId), field(childId, connectionId), away ? '1' : '0');
        await redis.zAdd(keys.seen, { score: now(), value: childId });
      });
    },
    async touch(childId) {
      await change(childId, async () => {
        await linger(childId, touchMs, 'online');
        await redis.zAdd(keys.seen, { score: now(), value: childId });
      });
      notifier.recheckAfter(childId, touchMs, () => expireSoft(childId), onError);
    },
    async present() {
      const { time, connections, softOf } = await snapshot();
      const result = new Map<string, PresentStatus>();
      for (const childId of new Set([...connections.keys(), ...softOf.keys()])) {
        const status = statusFrom(connections.get(childId) ?? [], softOf.get(childId), time);
        if (status !== 'offline') result.set(childId, status);
      }
      return result;
    },
    async lastSeen(childId) {
      const { connections } = await snapshot();
      if (connections.has(childId)) return now();
      const seen = await redis.zScore(keys.seen, childId);
      return seen === null || now() - seen > SEEN_RETENTION_MS ? null : seen;
    },
    onChange: (listener) => notifier.on(listener),
    async close() {
      clearInterval(timer);
      await beating;
      notifier.close();
      // A rolling restart: this node's children reconnect elsewhere within the grace, so
      // they linger instead of flashing offline in every lobby.
      for (const childId of local.keys()) await linger(childId, graceMs, 'online');
      local.clear();
      await redis.zRem(keys.nodes, nodeId);
      await redis.del(keys.node(nodeId));
    },
  };
}
