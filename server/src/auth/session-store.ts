import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/accounts';
import type { SessionCache } from './session-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_KNOWN_EXPIRIES = 50_000;
/** A rolling session's stored expiry is moved at most this often (decision record 022). */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * express-session rows in the project's own database: sessions survive a restart and any
 * node can serve any request, on PGlite and PostgreSQL alike. With a cache, a session read
 * in the last few seconds is not read again, every write and destroy makes every node
 * forget it, and a rolling expiry is written only when it moved by `touchEveryMs`.
 */
export class DatabaseSessionStore extends session.Store {
  /**
   * The stored expiry of each session this node read or wrote lately, whatever the cache kept
   * (an invalidation during a read must not turn the touch into a write). Oldest out first.
   */
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly defaultTtlMs = 30 * DAY_MS,
    private readonly cache: SessionCache | null = null,
    private readonly touchEveryMs = SESSION_TOUCH_EVERY_MS,
  ) {
    super();
  }

  private noteExpiry(sid: string, expiresAt: Date): void {
    this.expiries.delete(sid);
    this.expiries.set(sid, expiresAt.getTime());
    if (this.expiries.size > MAX_KNOWN_EXPIRIES) this.expiries.delete(this.expiries.keys().next().value as string);
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.defaultTtlMs);
  }

  override get(sid: string, callback: (err: unknown, data?: session.SessionData | null) => void): void {
    const cached = this.cache?.session(sid);
    if (cached && cached.expiresAt > Date.now()) {
      this.noteExpiry(sid, new Date(cached.expiresAt));
      callback(null, cached.data as session.SessionData);
      return;
    }
    const epoch = this.cache?.epoch() ?? 0;
    this.db
      .select({ data: sessions.data, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())))
      .then((rows) => {
        const row = rows[0];
        if (row) {
          this.noteExpiry(sid, row.expiresAt);
          this.cache?.putSession(sid, row.data, row.expiresAt, epoch);
        }
        callback(null, (row?.data as session.SessionData | undefined) ?? null);
      })
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const expiresAt = this.expiry(data);
    const json = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    this.db
      .insert(sessions)
      .values({ sid, data: json, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { data: json, expiresAt } })
      .then(() => {
        this.noteExpiry(sid, expiresAt);
        if (this.cache) {
          this.cache.forgetSession(sid);
          this.cache.putSession(sid, json, expiresAt, this.cache.epoch());
        }
        callback?.();
      })
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => {
        this.expiries.delete(sid);
        this.cache?.forgetSession(sid);
        callback?.();
      })
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const expiresAt = this.expiry(data);
    // express-session touches a rolling session on every answer; the row's expiry only has to
    // keep up within a few minutes of a 30-day life.
    const stored = this.expiries.get(sid);
    if (stored !== undefined && expiresAt.getTime() - stored < this.touchEveryMs) {
      callback?.();
      return;
    }
    this.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.sid, sid))
      .then(() => {
        this.noteExpiry(sid, expiresAt);
        this.cache?.noteExpiry(sid, expiresAt);
        callback?.();
      })
      .catch((error: unknown) => callback?.(error));
  }

  /** Deletes expired rows; main.ts runs it on a timer. */
  async prune(): Promise<number> {
    const removed = await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ sid: sessions.sid });
    return removed.length;
  }
}
