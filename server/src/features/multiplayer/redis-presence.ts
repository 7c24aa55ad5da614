import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import {
  ChangeNotifier,
  DEFAULT_GRACE_MS,
  SEEN_RETENTION_MS,
  statusFrom,
  type Presence,
  type PresenceOptions,
  type PresentStatus,
} from './presence-shared';
import { liveConnections, liveNodes, presenceKeys, readStatuses, takeDeadNodesChildren, takeExpired } from './redis-presence-store';

export interface RedisPresenceOptions extends PresenceOptions {
  /** Key prefix, so tests (or two apps) can share one Redis. */
  prefix?: string;
  /** How often this node says it is alive (and does a share of clean-up); silent for graceMs = dead. */
  heartbeatMs?: number;
  /** Clean-up work one beat does at most: dead nodes' children, then expired lingering children. */
  cleanupBatch?: number;
}

/**
 * Presence shared by every node through Redis (layout: `presenceKeys`). Each node refreshes
 * its alive mark on a timer of its own, on a connection of its own, so neither clean-up nor a
 * flood of lobby reads delays it. Sockets of a node that stopped its heartbeat do not count,
 * so a crashed node's players go offline after the grace. Clean-up (a dead node's sockets,
 * expired lingering children) is done a bounded batch per beat by every node; each child is
 * taken, and reported, by one node only.
 * A node that finds itself removed (a stall longer than the grace) comes back under a new id
 * and writes all its sockets again, so a late clean-up of the old id cannot undo them.
 */
export function redisPresence(redis: RedisClientType, options: RedisPresenceOptions = {}): Presence {
  const now = options.now ?? (() => Date.now());
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const touchMs = options.touchMs ?? graceMs;
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(graceMs / 3));
  const cleanupBatch = options.cleanupBatch ?? 500;
  const onError = options.onError ?? (() => undefined);
  const keys = presenceKeys(options.prefix ?? 'presence');
  const notifier = new ChangeNotifier();
  /** This node's sockets: childId → socketId → away. */
  const local = new Map<string, Map<string, boolean>>();
  let nodeId = randomUUID();
  /** Ids this process had before it was declared dead: their fields may still linger. */
  const retired: string[] = [];
  const field = (connectionId: string) => `${nodeId} ${connectionId}`;
  const everyField = (connectionIds: Iterable<string>) => [...connectionIds].flatMap((socket) => [nodeId, ...retired].map((id) => `${id} ${socket}`));
  let closing = false;

  // Strictly increasing, so ZADD CH always reports a present member as changed.
  let lastDeadline = 0;
  const aliveUntil = () => (lastDeadline = Math.max(lastDeadline + 1, now() + graceMs));

  const statuses = (childIds: readonly string[]) => readStatuses(redis, keys, childIds, now());
  const statusOf = async (childId: string) => (await statuses([childId])).get(childId)!;

  const reportOffline = async (childIds: string[]) => {
    for (const [childId, status] of await statuses(childIds)) if (status === 'offline') notifier.emit(childId, status);
  };

  async function change(childId: string, mutate: () => Promise<unknown>) {
    const before = await statusOf(childId);
    await mutate();
    notifier.changed(childId, before, await statusOf(childId));
  }

  let registration: Promise<void> | null = null;
  /** The first registration of this node; a failure is retried by the next caller. */
  const registered = () =>
    (registration ??= redis
      .zAdd(keys.nodes, { score: aliveUntil(), value: nodeId })
      .then(() => undefined)
      .catch((error: unknown) => {
        registration = null;
        throw error;
      }));

  // Only the alive mark goes through this connection: one ZADD per beat, never queued behind
  // the shared connection's traffic.
  const aliveRedis = redis.duplicate();
  aliveRedis.on('error', onError);
  const aliveReady = aliveRedis.connect().then(
    () => true,
    (error: unknown) => {
      onError(error);
      return false;
    },
  );

  /** One command: XX CH answers 0 when another node has removed this one (declared it dead). */
  async function markAlive() {
    if (!registration) return registered();
    await registration;
    const client = (await aliveReady) && aliveRedis.isReady ? aliveRedis : redis;
    const refreshed = await client.zAdd(keys.nodes, { score: aliveUntil(), value: nodeId }, { condition: 'XX', CH: true });
    if (refreshed === 0 && !closing) await rejoin();
  }

  /**
   * Declared dead but alive: register under a new id and write every local socket back in one
   * transaction, then tell listeners, since the node that removed this one told them offline.
   */
  async function rejoin() {
    const old = nodeId;
    retired.push(old);
    nodeId = randomUUID();
    const batch = redis.multi();
    batch.zAdd(keys.nodes, { score: aliveUntil(), value: nodeId });
    batch.zRem(keys.nodes, old);
    batch.sRem(keys.cleanup, old);
    batch.del(keys.node(old));
    for (const [childId, sockets] of local) {
      batch.hDel(
        keys.child(childId),
        [...sockets.keys()].map((socket) => `${old} ${socket}`),
      );
      batch.hSet(keys.child(childId), Object.fromEntries([...sockets].map(([socket, away]) => [field(socket), away ? '1' : '0'])));
      batch.sAdd(keys.node(nodeId), childId);
    }
    batch.pExpire(keys.node(nodeId), graceMs * 10);
    await batch.exec();
    for (const [childId, status] of await statuses([...local.keys()])) notifier.emit(childId, status);
  }

  /** Removes an expired soft entry; the one node whose ZREM succeeds reports the child offline. */
  async function expireSoft(childId: string) {
    const until = await redis.zScore(keys.soft, childId);
    if (until === null || until > now()) return;
    if ((await redis.zRem(keys.soft, childId)) !== 1) return;
    await reportOffline([childId]);
  }

  async function linger(childId: string, ms: number, status: PresentStatus) {
    // GT keeps the later of two deadlines and still adds a missing member.
    await Promise.all([
      redis.zAdd(keys.soft, { score: now() + ms, value: childId }, { comparison: 'GT' }),
      status === 'away' ? redis.sAdd(keys.softAway, childId) : redis.sRem(keys.softAway, childId),
    ]);
  }

  async function maintain() {
    const time = now();
    const upkeep = redis.multi();
    upkeep.pExpire(keys.node(nodeId), graceMs * 10);
    if (local.size > 0)
      upkeep.zAdd(
        keys.seen,
        [...local.keys()].map((value) => ({ score: time, value })),
      );
    upkeep.zRemRangeByScore(keys.seen, '-inf', time - SEEN_RETENTION_MS);
    await upkeep.execAsPipeline();
    const gone = await takeDeadNodesChildren(redis, keys, nodeId, time, cleanupBatch);
    const expired = await takeExpired(redis, keys, time, cleanupBatch - gone.length);
    await reportOffline([...gone, ...expired]);
  }

  /** Runs `task` every heartbeat unless its previous run is still going. */
  function every(task: () => Promise<void>) {
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= task()
        .catch(onError)
        .finally(() => {
          running = null;
        });
    }, heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }
  const stopAlive = every(markAlive);
  const stopMaintenance = every(maintain);

  return {
    async connect(childId, connectionId) {
      const sockets = local.get(childId) ?? new Map<string, boolean>();
      sockets.set(connectionId, false);
      local.set(childId, sockets);
      await registered();
      await change(childId, () =>
        Promise.all([
          redis.sAdd(keys.node(nodeId), childId),
          redis.hSet(keys.child(childId), field(connectionId), '0'),
          redis.zAdd(keys.seen, { score: now(), value: childId }),
        ]),
      );
    },
    async disconnect(childId, connectionId) {
      const sockets = local.get(childId);
      if (!sockets?.delete(connectionId)) return;
      const lastHere = sockets.size === 0;
      if (lastHere) local.delete(childId);
      const before = await statusOf(childId);
      await change(childId, async () => {
        await Promise.all([
          redis.hDel(keys.child(childId), everyField([connectionId])),
          lastHere ? redis.sRem(keys.node(nodeId), childId) : null,
          redis.zAdd(keys.seen, { score: now(), value: childId }),
        ]);
        if (before !== 'offline') await linger(childId, graceMs, before);
      });
      notifier.recheckAfter(childId, graceMs, () => expireSoft(childId), onError);
    },
    async setAway(childId, connectionId, away) {
      const sockets = local.get(childId);
      if (!sockets?.has(connectionId)) return;
      sockets.set(connectionId, away);
      await change(childId, () =>
        Promise.all([
          redis.hSet(keys.child(childId), field(connectionId), away ? '1' : '0'),
          redis.zAdd(keys.seen, { score: now(), value: childId }),
        ]),
      );
    },
    async touch(childId) {
      await change(childId, () => Promise.all([linger(childId, touchMs, 'online'), redis.zAdd(keys.seen, { score: now(), value: childId })]));
      notifier.recheckAfter(childId, touchMs, () => expireSoft(childId), onError);
    },
    statusOf,
    statusesOf: statuses,
    async present() {
      const time = now();
      const live = await liveNodes(redis, keys, time);
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
        liveNodes(redis, keys, time),
        redis.hGetAll(keys.child(childId)),
        redis.zScore(keys.seen, childId),
      ]);
      if (liveConnections(hash, live).length > 0) return time;
      return seen === null || time - seen > SEEN_RETENTION_MS ? null : seen;
    },
    onChange: (listener) => notifier.on(listener),
    async close() {
      closing = true;
      await Promise.all([stopAlive(), stopMaintenance()]);
      notifier.close();
      // One transaction. A rolling restart: this node's children reconnect elsewhere within the
      // grace, so they linger instead of flashing offline in every lobby.
      const children = [...local.keys()];
      const batch = redis.multi();
      for (const [childId, sockets] of local) batch.hDel(keys.child(childId), everyField(sockets.keys()));
      if (children.length > 0) {
        const until = now() + graceMs;
        batch.zAdd(
          keys.soft,
          children.map((value) => ({ score: until, value })),
          { comparison: 'GT' },
        );
        batch.sRem(keys.softAway, children);
      }
      batch.zRem(keys.nodes, nodeId);
      batch.del([keys.node(nodeId), ...retired.map(keys.node)]);
      local.clear();
      await batch.exec();
      await aliveReady;
      if (aliveRedis.isOpen) aliveRedis.destroy();
    },
  };
}
