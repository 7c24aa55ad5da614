import { PRESENCE_GRACE_MS } from '@chess-quest/protocol/multiplayer';

export type PresentStatus = 'online' | 'away';
export type PresenceChange = PresentStatus | 'offline';
export type PresenceListener = (childId: string, status: PresenceChange) => void;

/**
 * Who is here. A child is online while one of its sockets is connected and not away, away
 * when all its sockets are idle, and stays visible for a grace after the last socket goes
 * (a page reload must not flash "offline" in everyone's lobby). A REST poll counts as being
 * here for a short while too, for clients without a socket.
 */
export interface Presence {
  /** A socket of this child connected (connectionId = socket id). */
  connect(childId: string, connectionId: string): Promise<void>;
  /** That socket went away; the child stays visible for PRESENCE_GRACE_MS, then offline. */
  disconnect(childId: string, connectionId: string): Promise<void>;
  /** Tab hidden / idle (away=true) or back (false) for that connection. */
  setAway(childId: string, connectionId: string, away: boolean): Promise<void>;
  /** A REST poll from a client without a socket counts as being online for a short while. */
  touch(childId: string): Promise<void>;
  /** One child's status now: cheap, for a single card (the whole map is for the lobby). */
  statusOf(childId: string): Promise<PresenceChange>;
  /** The statuses of a few children (a lobby page), in one round of reads. */
  statusesOf(childIds: readonly string[]): Promise<Map<string, PresenceChange>>;
  /** Children present now (not offline): childId → 'online' | 'away'. */
  present(): Promise<Map<string, PresentStatus>>;
  /** Last moment the child was seen connected (ms epoch), or null if never / offline for long. */
  lastSeen(childId: string): Promise<number | null>;
  /**
   * Called when a child's presence changes, including going offline after the grace. Fires
   * on one node per change: the node that made it (or, for a crashed node's players, the
   * node that cleaned up after it), so a gateway can broadcast it to every node once.
   */
  onChange(listener: PresenceListener): () => void;
  close(): Promise<void>;
}

export const DEFAULT_GRACE_MS = PRESENCE_GRACE_MS;

export interface PresenceOptions {
  now?: () => number;
  /** How long a child stays visible after its last socket went. */
  graceMs?: number;
  /** How long one REST poll keeps a child online. */
  touchMs?: number;
  /** Where a failed background recheck is reported (a logger); ignored by default. */
  onError?: (error: unknown) => void;
}

/** lastSeen is forgotten after this long: "offline for long". */
export const SEEN_RETENTION_MS = 60 * 60 * 1000;

/** The status of a child from its sockets (away flags) and its lingering/touched state. */
export function statusFrom(connections: Iterable<boolean>, soft: { until: number; status: PresentStatus } | undefined, now: number): PresenceChange {
  let any = false;
  for (const away of connections) {
    if (!away) return 'online';
    any = true;
  }
  if (any) return 'away';
  return soft && soft.until > now ? soft.status : 'offline';
}

/** Listeners and per-child recheck timers both implementations share. */
export class ChangeNotifier {
  private readonly listeners = new Set<PresenceListener>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  on(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(childId: string, status: PresenceChange): void {
    for (const listener of this.listeners) listener(childId, status);
  }

  /** Emits when a change made `before` into `after`. */
  changed(childId: string, before: PresenceChange, after: PresenceChange): void {
    if (before !== after) this.emit(childId, after);
  }

  /** Rechecks a child once its grace or touch has run out (one timer per child). */
  recheckAfter(childId: string, ms: number, check: () => Promise<void>, onError: (error: unknown) => void): void {
    clearTimeout(this.timers.get(childId));
    const timer = setTimeout(() => {
      this.timers.delete(childId);
      check().catch(onError);
    }, ms + 5);
    timer.unref();
    this.timers.set(childId, timer);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }
}
