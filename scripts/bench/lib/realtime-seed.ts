/**
 * Players for the realtime benchmark, made with the server's own code: accounts and child profiles as
 * sign-up makes them, and a signed-in session for each in the session store, exactly what
 * express-session and passport write after a sign-in. Sign-up over HTTP would spend two
 * scrypt hashes per player (minutes for 2,000) measuring nothing this benchmark is about.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { hashSecret } from '../../../server/src/auth/passwords';
import { DatabaseSessionStore } from '../../../server/src/auth/session-store';
import { openPostgres } from '../../../server/src/db/client';
import { accounts } from '../../../server/src/db/schema/accounts';
import { createChildProfile } from '../../../server/src/domain/accounts';
import { mapConcurrent } from './stats';

/** cookie-signature's sign(), as express-session signs the session cookie. */
function signedCookie(sid: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return encodeURIComponent(`s:${sid}.${mac}`);
}

export interface BenchPlayer {
  childId: string;
  accountId: string;
  /** The value of the cq.sid cookie. */
  session: string;
}

const SESSION_DAYS = 30;

/** Two profiles made at once may draw the same free username; the unique index refuses one. */
async function withRetries<T>(make: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

export async function seedPlayers(databaseUrl: string, count: number, sessionSecret: string): Promise<BenchPlayer[]> {
  const handle = await openPostgres(databaseUrl, 8);
  try {
    // Every bench account shares one password and PIN hash: nobody signs in with them.
    const [passwordHash, parentPinHash] = await Promise.all([hashSecret('bench password'), hashSecret('1234')]);
    const run = randomBytes(4).toString('hex');
    const accountIds: string[] = [];
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        email: `bench.${run}.${start + i}@example.com`,
        passwordHash,
        parentPinHash,
      }));
      const inserted = await handle.db.insert(accounts).values(rows).returning({ id: accounts.id });
      accountIds.push(...inserted.map((row) => row.id));
    }
    const store = new DatabaseSessionStore(handle.db);
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    return await mapConcurrent(accountIds, 8, async (accountId, index) => {
      const child = await withRetries(() => createChildProfile(handle.db, accountId, { firstName: `Bench${index}`, age: 6 + (index % 7) }));
      const sid = randomBytes(24).toString('base64url');
      // The JSON express-session writes for a signed-in session (the expiry as text).
      const data = {
        cookie: {
          originalMaxAge: SESSION_DAYS * 86_400_000,
          expires: expires.toISOString(),
          httpOnly: true,
          path: '/',
          sameSite: 'lax',
          secure: false,
        },
        passport: { user: { accountId, childId: child.id } },
      } as unknown as Parameters<DatabaseSessionStore['set']>[1];
      await new Promise<void>((resolve, reject) =>
        store.set(sid, data, (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())),
      );
      return { childId: child.id, accountId, session: signedCookie(sid, sessionSecret) };
    });
  } finally {
    await handle.close();
  }
}
