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

export type { Presence, PresenceChange, PresenceListener, PresentStatus } from './presence-shared';
export { redisPresence } from './redis-presence';

interface MemoryEntry {
  connections: Map<string, boolean>;
  /** Visible without a socket until `until`: the grace after a disconnect, or a REST poll. */
  soft?: { until: number; status: PresentStatus };
  lastSeen: number;
}

/** Presence of one process (no REDIS_URL). */
export function memoryPresence(options: PresenceOptions = {}): Presence {
  const now = options.now ?? (() => Date.now());
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const touchMs = options.touchMs ?? graceMs;
  const onError = options.onError ?? (() => undefined);
  const entries = new Map<string, MemoryEntry>();
  const notifier = new ChangeNotifier();

  const entry = (childId: string) => {
    let found = entries.get(childId);
    if (!found) {
      found = { connections: new Map(), lastSeen: now() };
      entries.set(childId, found);
    }
    return found;
  };
  const statusOf = (childId: string): PresenceChange => {
    const found = entries.get(childId);
    return found ? statusFrom(found.connections.values(), found.soft, now()) : 'offline';
  };
  /** Runs a change and tells listeners if the child's status moved. */
  const change = (childId: string, mutate: () => void) => {
    const before = statusOf(childId);
    mutate();
    notifier.changed(childId, before, statusOf(childId));
  };
  const expireLater = (childId: string, ms: number) =>
    notifier.recheckAfter(
      childId,
      ms,
      async () => {
        const found = entries.get(childId);
        if (!found?.soft || found.soft.until > now()) return;
        found.soft = undefined;
        if (statusOf(childId) === 'offline') notifier.emit(childId, 'offline');
      },
      onError,
    );

  return {
    async connect(childId, connectionId) {
      change(childId, () => {
        const found = entry(childId);
        found.connections.set(connectionId, false);
        found.lastSeen = now();
      });
    },
    async disconnect(childId, connectionId) {
      const found = entries.get(childId);
      if (!found?.connections.has(connectionId)) return;
      const before = statusOf(childId);
      change(childId, () => {
        found.connections.delete(connectionId);
        found.lastSeen = now();
        if (found.connections.size === 0 && before !== 'offline') {
          found.soft = { until: now() + graceMs, status: before };
        }
      });
      expireLater(childId, graceMs);
    },
    async setAway(childId, connectionId, away) {
      const found = entries.get(childId);
      if (!found?.connections.has(connectionId)) return;
      change(childId, () => {
        found.connections.set(connectionId, away);
        found.lastSeen = now();
      });
    },
    async touch(childId) {
      change(childId, () => {
        const found = entry(childId);
        found.lastSeen = now();
        found.soft = { until: Math.max(found.soft?.until ?? 0, now() + touchMs), status: 'online' };
      });
      expireLater(childId, touchMs);
    },
    statusOf: async (childId) => statusOf(childId),
    statusesOf: async (childIds) => new Map(childIds.map((childId) => [childId, statusOf(childId)])),
    async present() {
      const result = new Map<string, PresentStatus>();
      const time = now();
      for (const [childId, found] of entries) {
        const status = statusFrom(found.connections.values(), found.soft, time);
        if (status !== 'offline') result.set(childId, status);
        else if (time - found.lastSeen > SEEN_RETENTION_MS) entries.delete(childId);
      }
      return result;
    },
    async lastSeen(childId) {
      const found = entries.get(childId);
      if (!found) return null;
      if (found.connections.size > 0) return now();
      return now() - found.lastSeen > SEEN_RETENTION_MS ? null : found.lastSeen;
    },
    onChange: (listener) => notifier.on(listener),
    async close() {
      notifier.close();
    },
  };
}
