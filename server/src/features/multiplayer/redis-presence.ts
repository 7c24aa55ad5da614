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
 * - `<p>:child:<childId>` hash "<nodeId> <socketId>" → "1" away / "0": a child's sockets,
 *   so one child's status costs a few commands whatever the number of players;
 * - `<p>:node:<nodeId>` set of the children with a socket on that node (for cleanup);
 * - `<p>:soft` zset childId → visible-until (grace after a disconnect, REST polls),
 *   `<p>:soft-away` set of the lingering children who were away;
 * - `<p>:seen` zset childId → last seen (ms).
 * Sockets of a node that stopped its heartbeat do not count, so a crashed node's players go
 * offline after the grace; the first node to remove it from `<p>:nodes` cleans up and reports
 * them. Expiries are reported by whichever node removes the expired entry (ZREM answers 1 to
 * one node only).
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
    child: (id: string) => `${prefix}:child:${id}`,
    soft: `${prefix}:soft`,
    softAway: `${prefix}:soft-away`,
    seen: `${prefix}:seen`,
  };
  const notifier = new ChangeNotifier();
  /** This node's sockets: childId → socketId → away. */
  const local = new Map<string, Map<string, boolean>>();
  const field = (connectionId: string) => `${nodeId} ${connectionId}`;

  const liveNodes = async (time: number) => new Set(await redis.zRangeByScore(keys.nodes, time, '+inf'));

  /** Away flags of the child's sockets on live nodes. */
  function liveConnections(hash: Record<string, string>, live: Set<string>): boolean[] {
    return Object.entries(hash)
      .filter(([key]) => live.has(key.slice(0, key.indexOf(' '))))
      .map(([, away]) => away === '1');
  }

  async function statusOf(childId: string): Promise<PresenceChange> {
    const time = now();
    const [live, hash, until, away] = await Promise.all([
      liveNodes(time),
      redis.hGetAll(keys.child(childId)),
      redis.zScore(keys.soft, childId),
      redis.sIsMember(keys.softAway, childId),
    ]);
    const soft = until === null ? undefined : { until, status: (away ? 'away' : 'online') as PresentStatus };
    return statusFrom(liveConnections(hash, live), soft, time);
  }

  async function change(childId: string, mutate: () => Promise<unknown>) {
    const before = await statusOf(childId);
    await mutate();
    notifier.changed(childId, before, await statusOf(childId));
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

  /** A dead node's sockets are removed by the first node to notice; its players are told offline. */
  async function cleanUpAfter(dead: string) {
    if ((await redis.zRem(keys.nodes, dead)) !== 1) return;
    const children = await redis.sMembers(keys.node(dead));
    await redis.del(keys.node(dead));
    for (const childId of children) {
      const hash = await redis.hGetAll(keys.child(childId));
      const stale = Object.keys(hash).filter((key) => key.startsWith(`${dead} `));
      if (stale.length > 0) await redis.hDel(keys.child(childId), stale);
      if ((await statusOf(childId)) === 'offline') notifier.emit(childId, 'offline');
    }
  }

  async function heartbeat() {
    const time = now();
    await markAlive();
    await redis.pExpire(keys.node(nodeId), graceMs * 10);
    if (local.size > 0) {
      await redis.zAdd(keys.seen, [...local.keys()].map((value) => ({ score: time, value })));
    }
    await redis.zRemRangeByScore(keys.seen, '-inf', time - SEEN_RETENTION_MS);
    for (const dead of await redis.zRangeByScore(keys.nodes, '-inf', `(${time}`)) await cleanUpAfter(dead);
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
        await redis.sAdd(keys.node(nodeId), childId);
        await redis.hSet(keys.child(childId), field(connectionId), '0');
        await redis.zAdd(keys.seen, { score: now(), value: childId });
      });
    },
    async disconnect(childId, connectionId) {
      const sockets = local.get(childId);
      if (!sockets?.delete(connectionId)) return;
      const lastHere = sockets.size === 0;
      if (lastHere) local.delete(childId);
      const before = await statusOf(childId);
      await change(childId, async () => {
        await redis.hDel(keys.child(childId), field(connectionId));
        if (lastHere) await redis.sRem(keys.node(nodeId), childId);
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
        await redis.hSet(keys.child(childId), field(connectionId), away ? '1' : '0');
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
    statusOf,
    async present() {
      const time = now();
      const live = await liveNodes(time);
      const [soft, softAway, ...members] = await Promise.all([
        redis.zRangeByScore(keys.soft, `(${time}`, '+inf'),
        redis.sMembers(keys.softAway),
        ...[...live].map((id) => redis.sMembers(keys.node(id))),
      ]);
      const connected = [...new Set(members.flat())];
      const hashes = await Promise.all(connected.map((childId) => redis.hGetAll(keys.child(childId))));
      const away = new Set(softAway);
      const result = new Map<string, PresentStatus>();
      for (const childId of soft) result.set(childId, away.has(childId) ? 'away' : 'online');
      connected.forEach((childId, index) => {
        const status = statusFrom(liveConnections(hashes[index]!, live), undefined, time);
        if (status !== 'offline') result.set(childId, status);
      });
      return result;
    },
    async lastSeen(childId) {
      const time = now();
      const [live, hash, seen] = await Promise.all([
        liveNodes(time),
        redis.hGetAll(keys.child(childId)),
        redis.zScore(keys.seen, childId),
      ]);
      if (liveConnections(hash, live).length > 0) return time;
      return seen === null || time - seen > SEEN_RETENTION_MS ? null : seen;
    },
    onChange: (listener) => notifier.on(listener),
    async close() {
      clearInterval(timer);
      await beating;
      notifier.close();
      // A rolling restart: this node's children reconnect elsewhere within the grace, so
      // they linger instead of flashing offline in every lobby.
      for (const [childId, sockets] of local) {
        await linger(childId, graceMs, 'online');
        await redis.hDel(keys.child(childId), [...sockets.keys()].map(field));
      }
      local.clear();
      await redis.zRem(keys.nodes, nodeId);
      await redis.del(keys.node(nodeId));
    },
  };
}
