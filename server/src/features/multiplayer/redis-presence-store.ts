import type { RedisClientType } from 'redis';
import { statusFrom, type PresenceChange, type PresentStatus } from './presence-shared';

/**
 * Where Redis presence lives:
 * - `<p>:nodes` zset nodeId → alive-until; each node refreshes its own;
 * - `<p>:child:<childId>` hash "<nodeId> <socketId>" → "1" away / "0": a child's sockets,
 *   so one child's status costs a few commands whatever the number of players;
 * - `<p>:node:<nodeId>` set of the children with a socket on that node (for clean-up);
 * - `<p>:cleanup` set of the nodes declared dead whose sockets are still being removed;
 * - `<p>:soft` zset childId → visible-until (grace after a disconnect, REST polls),
 *   `<p>:soft-away` set of the lingering children who were away;
 * - `<p>:seen` zset childId → last seen (ms).
 */
export function presenceKeys(prefix: string) {
  return {
    nodes: `${prefix}:nodes`,
    node: (id: string) => `${prefix}:node:${id}`,
    child: (id: string) => `${prefix}:child:${id}`,
    cleanup: `${prefix}:cleanup`,
    soft: `${prefix}:soft`,
    softAway: `${prefix}:soft-away`,
    seen: `${prefix}:seen`,
  };
}

export type PresenceKeys = ReturnType<typeof presenceKeys>;

export const liveNodes = async (redis: RedisClientType, keys: PresenceKeys, time: number) =>
  new Set(await redis.zRangeByScore(keys.nodes, time, '+inf'));

/** Away flags of the child's sockets on live nodes. */
export function liveConnections(hash: Record<string, string>, live: Set<string>): boolean[] {
  return Object.entries(hash)
    .filter(([key]) => live.has(key.slice(0, key.indexOf(' '))))
    .map(([, away]) => away === '1');
}

/** Statuses of many children in one round of pipelined reads. */
export async function readStatuses(
  redis: RedisClientType,
  keys: PresenceKeys,
  childIds: readonly string[],
  time: number,
): Promise<Map<string, PresenceChange>> {
  const result = new Map<string, PresenceChange>();
  if (childIds.length === 0) return result;
  const [live, until, away, ...hashes] = await Promise.all([
    liveNodes(redis, keys, time),
    redis.zmScore(keys.soft, [...childIds]),
    redis.smIsMember(keys.softAway, [...childIds]),
    ...childIds.map((childId) => redis.hGetAll(keys.child(childId))),
  ]);
  childIds.forEach((childId, index) => {
    const deadline = until[index] ?? null;
    const status: PresentStatus = away[index] ? 'away' : 'online';
    const soft = deadline === null ? undefined : { until: deadline, status };
    result.set(childId, statusFrom(liveConnections(hashes[index]!, live), soft, time));
  });
  return result;
}

/**
 * Moves the nodes silent since before `time` (but `self`) to the clean-up set, then removes up
 * to `budget` of their children's sockets. SPOP hands each child to one node: the returned
 * children are this node's to report.
 */
export async function takeDeadNodesChildren(
  redis: RedisClientType,
  keys: PresenceKeys,
  self: string,
  time: number,
  budget: number,
): Promise<string[]> {
  const dead = (await redis.zRangeByScore(keys.nodes, '-inf', `(${time}`)).filter((id) => id !== self);
  if (dead.length > 0) {
    const claim = redis.multi();
    for (const id of dead) claim.zRem(keys.nodes, id).sAdd(keys.cleanup, id);
    await claim.exec();
  }
  const taken: string[] = [];
  for (const id of await redis.sMembers(keys.cleanup)) {
    const wanted = budget - taken.length;
    if (wanted <= 0) break;
    const children = await redis.sPopCount(keys.node(id), wanted);
    if (children.length < wanted) await redis.sRem(keys.cleanup, id);
    if (children.length === 0) continue;
    const hashes = await Promise.all(children.map((childId) => redis.hGetAll(keys.child(childId))));
    const removal = redis.multi();
    children.forEach((childId, index) => {
      const stale = Object.keys(hashes[index]!).filter((key) => key.startsWith(`${id} `));
      if (stale.length > 0) removal.hDel(keys.child(childId), stale);
    });
    await removal.exec();
    taken.push(...children);
  }
  return taken;
}

/**
 * Takes up to ARGV[2] children whose linger ended by ARGV[1] out of the soft zset (and the
 * away set) at once: a deadline extended meanwhile is never taken, and each expiry goes to
 * one node.
 */
const TAKE_EXPIRED = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
if #due > 0 then
  redis.call('ZREM', KEYS[1], unpack(due))
  redis.call('SREM', KEYS[2], unpack(due))
end
return due`;

/** Up to `budget` children whose grace or touch has run out, now this node's to report. */
export async function takeExpired(redis: RedisClientType, keys: PresenceKeys, time: number, budget: number) {
  if (budget <= 0) return [];
  return (await redis.eval(TAKE_EXPIRED, {
    keys: [keys.soft, keys.softAway],
    arguments: [String(time), String(budget)],
  })) as string[];
}
