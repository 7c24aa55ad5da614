import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@chess-quest/protocol/auth';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts, childProfiles } from '../db/schema/accounts';
import type { SessionIdentity, SessionUser } from '../domain/accounts';
import { conflict } from '../http/errors';
import type { AccountDirectory } from './passport';

// Who a session is: the kernel's reads of an account and its child, shared by passport (every
// request's user), the socket handshake, and the features that start or switch a session.

/** The account's oldest child profile: the one a sign-in starts with. */
export async function firstChildId(db: Database, accountId: string): Promise<string | null> {
  const [child] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.accountId, accountId))
    .orderBy(childProfiles.createdAt)
    .limit(1);
  return child?.id ?? null;
}

/** The session's account and child, or null when either is gone (deleted, or another account's). */
export async function loadSessionUser(db: Database, identity: SessionIdentity): Promise<SessionUser | null> {
  // One round trip: the account with its child (the child only if it is this account's).
  const childId = identity.childId;
  const [row] = await db
    .select({ account: accounts, child: childProfiles })
    .from(accounts)
    .leftJoin(childProfiles, childId ? and(eq(childProfiles.id, childId), eq(childProfiles.accountId, accounts.id)) : sql`false`)
    .where(eq(accounts.id, identity.accountId));
  if (!row) return null;
  if (!childId) return { account: row.account, child: null };
  return row.child ? { account: row.account, child: row.child } : null;
}

/** Signs in through an OpenID Connect provider: one account per (issuer, subject). */
export async function findOrCreateOidcAccount(db: Database, issuer: string, subject: string, email: string | null): Promise<SessionIdentity> {
  const where = and(eq(accounts.oidcIssuer, issuer), eq(accounts.oidcSubject, subject));
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (existing) return { accountId: existing.id, childId: await firstChildId(db, existing.id) };
  const normalizedEmail = (email ?? `${subject}@${new URL(issuer).host}`).trim().toLowerCase();
  const [byEmail] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalizedEmail));
  // Never link silently to an account made with a password: whoever controls the
  // provider's email claim would get into a child's account.
  if (byEmail) throw conflict(AUTH_MESSAGES.emailTaken);
  try {
    const [created] = await db
      .insert(accounts)
      .values({ email: normalizedEmail, oidcIssuer: issuer, oidcSubject: subject })
      .returning({ id: accounts.id });
    if (!created) throw new Error('Account insert returned nothing');
    return { accountId: created.id, childId: null };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await db.select({ id: accounts.id }).from(accounts).where(where);
    if (!raced) throw error;
    return { accountId: raced.id, childId: await firstChildId(db, raced.id) };
  }
}

/** What passport and the socket handshake read of accounts, over the database. */
export function sessionUsers(db: Database): AccountDirectory {
  return {
    loadSessionUser: (identity) => loadSessionUser(db, identity),
    findOrCreateOidcAccount: (issuer, subject, email) => findOrCreateOidcAccount(db, issuer, subject, email),
  };
}
