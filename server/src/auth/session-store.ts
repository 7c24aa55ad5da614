import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session rows in the project's own database: sessions survive a restart and any
 * node can serve any request, on PGlite and PostgreSQL alike.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Database,
    private readonly defaultTtlMs = 30 * DAY_MS,
  ) {
    super();
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.defaultTtlMs);
  }

  override get(sid: string, callback: (err: unknown, data?: session.SessionData | null) => void): void {
    this.db
      .select({ data: sessions.data })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())))
      .then((rows) => callback(null, (rows[0]?.data as session.SessionData | undefined) ?? null))
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const expiresAt = this.expiry(data);
    const json = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    this.db
      .insert(sessions)
      .values({ sid, data: json, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { data: json, expiresAt } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db
      .update(sessions)
      .set({ expiresAt: this.expiry(data) })
      .where(eq(sessions.sid, sid))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Deletes expired rows; main.ts runs it on a timer. */
  async prune(): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, new Date()))
      .returning({ sid: sessions.sid });
    return removed.length;
  }
}
