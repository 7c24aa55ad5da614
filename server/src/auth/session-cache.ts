import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { SessionUser } from '../domain/accounts';
import type { FactSubscriber } from '../events/outbox';
import type { Logger } from '../logger';
import { closeRedisWithin } from '../redis-client';

/**
 * A node's short-lived memory of sessions and of the signed-in account and child (decision
 * record 022), so a signed-in read costs its own query and nothing more. What is kept is
 * dropped on every node when it changes: a session written or destroyed (sign-in, sign-out,
 * child switch, parent gate), and everything of an account after any write request of it
 * (plan change, child removed, a child's points…), after a fact about it is delivered, and
 * when its subscription changes in the background (webhook, settlement). The TTL bounds
 * whatever a lost message would leave behind.
 */

/** What one node tells the others (and itself) to forget. */
export type Invalidation = ({ kind: 'session'; sid: string } | { kind: 'account'; accountId: string } | { kind: 'all' }) & {
  /** The node that sent it (it applied it already). */
  from?: string;
};

export interface InvalidationBus {
  publish(message: Invalidation): void;
  subscribe(handler: (message: Invalidation) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'cq:session-cache';

// Nodes in one process (tests) share it, as nodes share Redis.
const processBus = new EventEmitter();
processBus.setMaxListeners(0);

/** Without Redis: the nodes of this process hear each other; other processes do not (the TTL bounds them). */
export function processInvalidationBus(): InvalidationBus {
  const handlers = new Set<(message: Invalidation) => void>();
  return {
    publish: (message) => processBus.emit(CHANNEL, message),
    subscribe: (handler) => {
      handlers.add(handler);
      processBus.on(CHANNEL, handler);
      return () => {
        handlers.delete(handler);
        processBus.off(CHANNEL, handler);
      };
    },
    close: async () => {
      for (const handler of handlers) processBus.off(CHANNEL, handler);
      handlers.clear();
    },
  };
}

/**
 * Redis pub/sub on a connection of its own (a subscriber connection can do nothing else).
 * A reconnect may have missed messages: then everything is forgotten (`all`).
 */
export async function redisInvalidationBus(redis: RedisClientType, logger: Logger): Promise<InvalidationBus> {
  const sub = redis.duplicate();
  const handlers = new Set<(message: Invalidation) => void>();
  const deliver = (message: Invalidation) => {
    for (const handler of handlers) handler(message);
  };
  sub.on('error', (error: unknown) => logger.warn({ err: error }, 'session cache subscriber error'));
  let connectedOnce = false;
  sub.on('ready', () => {
    if (connectedOnce) deliver({ kind: 'all' });
    connectedOnce = true;
  });
  await sub.connect();
  await sub.subscribe(CHANNEL, (raw) => {
    try {
      deliver(JSON.parse(raw) as Invalidation);
    } catch (error) {
      logger.warn({ err: error }, 'session cache: unreadable invalidation');
    }
  });
  return {
    publish: (message) => {
      // Fire and forget: while Redis is down the other nodes' entries age out (TTL).
      redis.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        logger.warn({ err: error }, 'session cache: invalidation not published');
      });
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => {
      handlers.clear();
      // Bounded: during a Redis outage QUIT never gets its answer (issue 28).
      await closeRedisWithin(sub);
    },
  };
}

interface SessionEntry {
  json: string;
  expiresAt: number;
  accountId: string | null;
  until: number;
}

interface UserEntry {
  user: SessionUser;
  until: number;
}

export interface SessionCache {
  /** Entries live this long (0: nothing is kept). */
  readonly ttlMs: number;
  /** Taken before a read of the database; `put…` keeps the result only if nothing was forgotten since. */
  epoch(): number;
  session(sid: string): { data: unknown; expiresAt: number } | undefined;
  putSession(sid: string, data: unknown, expiresAt: Date, epoch: number): void;
  /** The stored expiry moved (a rolling write) without the data changing. */
  noteExpiry(sid: string, expiresAt: Date): void;
  user(accountId: string, childId: string | null): SessionUser | undefined;
  putUser(user: SessionUser, childId: string | null, epoch: number): void;
  /**
   * An answer read from the account's own rows (a child's streak, its puzzle tries), kept
   * like the user: for the TTL, dropped with the account on every node (any write request of
   * the account, a recorded or delivered fact, a plan change). `key` names the read and its
   * inputs (the child, the day).
   */
  accountRead(accountId: string, key: string): unknown;
  putAccountRead(accountId: string, key: string, value: unknown, epoch: number): void;
  /** On this node and every other. */
  forgetSession(sid: string): void;
  forgetAccount(accountId: string): void;
  stats(): { sessions: number; users: number; hits: number; misses: number };
  close(): void;
}

const MAX_ACCOUNTS = 20_000;

function accountOf(data: unknown): string | null {
  const id = (data as { passport?: { user?: { accountId?: unknown } } } | null)?.passport?.user?.accountId;
  return typeof id === 'string' ? id : null;
}

export function createSessionCache({ ttlMs, bus, now = Date.now }: { ttlMs: number; bus: InvalidationBus; now?: () => number }): SessionCache {
  const sessions = new Map<string, SessionEntry>();
  const sessionsOfAccount = new Map<string, Set<string>>();
  const users = new Map<string, Map<string, UserEntry>>();
  const reads = new Map<string, Map<string, { value: unknown; until: number }>>();
  const node = randomUUID();
  let epoch = 0;
  let hits = 0;
  let misses = 0;

  const dropSession = (sid: string) => {
    const entry = sessions.get(sid);
    if (!entry) return;
    sessions.delete(sid);
    if (entry.accountId) sessionsOfAccount.get(entry.accountId)?.delete(sid);
  };
  const dropAccount = (accountId: string) => {
    users.delete(accountId);
    reads.delete(accountId);
    for (const sid of sessionsOfAccount.get(accountId) ?? []) sessions.delete(sid);
    sessionsOfAccount.delete(accountId);
  };
  const apply = (message: Invalidation) => {
    epoch += 1;
    if (message.kind === 'session') dropSession(message.sid);
    else if (message.kind === 'account') dropAccount(message.accountId);
    else {
      sessions.clear();
      sessionsOfAccount.clear();
      users.clear();
      reads.clear();
    }
  };
  const unsubscribe = bus.subscribe((message) => {
    if (message.from === node) return;
    apply(message);
  });
  const announce = (message: Invalidation) => {
    apply(message);
    bus.publish({ ...message, from: node });
  };
  // Bounded: the oldest entries go first (a Map iterates in insertion order).
  const trim = () => {
    while (sessions.size > MAX_ACCOUNTS * 2) dropSession(sessions.keys().next().value as string);
    while (users.size > MAX_ACCOUNTS) users.delete(users.keys().next().value as string);
    while (reads.size > MAX_ACCOUNTS) reads.delete(reads.keys().next().value as string);
  };

  return {
    ttlMs,
    epoch: () => epoch,
    session(sid) {
      const entry = sessions.get(sid);
      if (!entry || entry.until <= now()) {
        if (entry) dropSession(sid);
        misses += 1;
        return undefined;
      }
      hits += 1;
      // A fresh copy each time: express-session changes the object it is given.
      return { data: JSON.parse(entry.json) as unknown, expiresAt: entry.expiresAt };
    },
    putSession(sid, data, expiresAt, at) {
      if (ttlMs <= 0 || at !== epoch) return;
      dropSession(sid);
      const accountId = accountOf(data);
      sessions.set(sid, { json: JSON.stringify(data), expiresAt: expiresAt.getTime(), accountId, until: now() + ttlMs });
      if (accountId) {
        let set = sessionsOfAccount.get(accountId);
        if (!set) sessionsOfAccount.set(accountId, (set = new Set()));
        set.add(sid);
      }
      trim();
    },
    noteExpiry(sid, expiresAt) {
      const entry = sessions.get(sid);
      if (entry) entry.expiresAt = expiresAt.getTime();
    },
    user(accountId, childId) {
      const entry = users.get(accountId)?.get(childId ?? '');
      if (!entry || entry.until <= now()) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      return entry.user;
    },
    putUser(user, childId, at) {
      if (ttlMs <= 0 || at !== epoch) return;
      let children = users.get(user.account.id);
      if (!children) users.set(user.account.id, (children = new Map()));
      children.set(childId ?? '', { user, until: now() + ttlMs });
      trim();
    },
    accountRead(accountId, key) {
      const entry = reads.get(accountId)?.get(key);
      if (!entry || entry.until <= now()) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      return entry.value;
    },
    putAccountRead(accountId, key, value, at) {
      if (ttlMs <= 0 || at !== epoch) return;
      let entries = reads.get(accountId);
      if (!entries) reads.set(accountId, (entries = new Map()));
      // A few reads per account (their keys carry the child and the day): expired ones go.
      if (entries.size >= 16) for (const [old, entry] of entries) if (entry.until <= now()) entries.delete(old);
      entries.set(key, { value, until: now() + ttlMs });
      trim();
    },
    forgetSession: (sid) => announce({ kind: 'session', sid }),
    forgetAccount: (accountId) => announce({ kind: 'account', accountId }),
    stats: () => ({ sessions: sessions.size, users: users.size, hits, misses }),
    close: () => {
      unsubscribe();
      sessions.clear();
      users.clear();
      reads.clear();
    },
  };
}

/**
 * Gives `subscription.changed` a delivery, so the dispatcher's `afterDelivery` makes every
 * node forget the account even when no request of the account made the change.
 */
export function createSubscriptionCacheSubscriber(): FactSubscriber {
  return {
    name: 'session-cache',
    handles: ['subscription.changed'],
    handle: async () => undefined,
  };
}
