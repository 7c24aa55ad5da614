import { inArray } from 'drizzle-orm';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { localeSchema, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { generateUsername } from './usernames';
import type { Database, Tx } from '../db/client';
import { childProfiles, type accounts } from '../db/schema/accounts';

// The accounts feature's public surface: who is signed in, and the child-profile insert that
// other features' transactions join (a parent adding a child). The accounts service itself
// stays private to the feature.

/** What a session holds: the parent's account and the active child profile. */
export interface SessionIdentity {
  accountId: string;
  /** Null until an account made through OIDC has added its first child. */
  childId: string | null;
}

export type Account = typeof accounts.$inferSelect;
export type ChildProfile = typeof childProfiles.$inferSelect;

export interface SessionUser {
  account: Account;
  child: ChildProfile | null;
}

async function pickFreeUsername(tx: Tx | Database): Promise<string> {
  // A handful of candidates at once, so one query almost always finds a free one.
  for (let round = 0; round < 5; round += 1) {
    const candidates = Array.from({ length: 8 }, () => generateUsername());
    const taken = await tx.select({ username: childProfiles.username }).from(childProfiles).where(inArray(childProfiles.username, candidates));
    const takenSet = new Set(taken.map((row) => row.username));
    const free = candidates.find((name) => !takenSet.has(name));
    if (free) return free;
  }
  throw new Error('Could not find a free username');
}

/** Inserts a child profile with a free username, inside the caller's transaction. */
export async function createChildProfile(
  tx: Tx | Database,
  accountId: string,
  child: { firstName: string; age: number; timeZone?: string; locale?: Locale },
): Promise<ChildProfile> {
  const username = await pickFreeUsername(tx);
  const [row] = await tx
    .insert(childProfiles)
    .values({
      accountId,
      firstName: child.firstName,
      age: child.age,
      username,
      timeZone: child.timeZone ?? 'UTC',
      locale: child.locale ?? SOURCE_LOCALE,
    })
    .returning();
  if (!row) throw new Error('Child profile insert returned nothing');
  return row;
}

/**
 * The child's language. A session cached before the column existed (session-cache) has no
 * `locale` on its child: English, the column's default, until it is read again.
 */
export function localeOf(child: ChildProfile): Locale {
  const parsed = localeSchema.safeParse((child as Partial<ChildProfile>).locale);
  return parsed.success ? parsed.data : SOURCE_LOCALE;
}

export function toAuthUser(account: Account, child: ChildProfile): AuthUser {
  return {
    id: child.id,
    firstName: child.firstName,
    username: child.username,
    profileImageUrl: child.profileImageUrl,
    subscriptionStatus: account.subscriptionStatus,
    locale: localeOf(child),
  };
}
