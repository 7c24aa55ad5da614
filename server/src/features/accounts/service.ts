import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser, SignUpBody } from '@chess-quest/protocol/auth';
import { AUTH_MESSAGES } from '@chess-quest/protocol/auth';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../auth/passwords';
import { generateUsername } from '../../auth/usernames';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { conflict } from '../../http/errors';

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function pickFreeUsername(tx: Tx | Database): Promise<string> {
  // A handful of candidates at once, so one query almost always finds a free one.
  for (let round = 0; round < 5; round += 1) {
    const candidates = Array.from({ length: 8 }, () => generateUsername());
    const taken = await tx
      .select({ username: childProfiles.username })
      .from(childProfiles)
      .where(inArray(childProfiles.username, candidates));
    const takenSet = new Set(taken.map((row) => row.username));
    const free = candidates.find((name) => !takenSet.has(name));
    if (free) return free;
  }
  throw new Error('Could not find a free username');
}

export async function createChildProfile(
  tx: Tx | Database,
  accountId: string,
  child: { firstName: string; age: number },
): Promise<ChildProfile> {
  const username = await pickFreeUsername(tx);
  const [row] = await tx
    .insert(childProfiles)
    .values({ accountId, firstName: child.firstName, age: child.age, username })
    .returning();
  if (!row) throw new Error('Child profile insert returned nothing');
  return row;
}

export async function signUp(db: Database, input: SignUpBody): Promise<SessionIdentity> {
  const [passwordHash, parentPinHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(input.parentPin),
  ]);
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, input.email));
      if (existing.length > 0) throw conflict(AUTH_MESSAGES.emailTaken);
      const [account] = await tx
        .insert(accounts)
        .values({ email: input.email, passwordHash, parentPinHash })
        .returning({ id: accounts.id });
      if (!account) throw new Error('Account insert returned nothing');
      const child = await createChildProfile(tx, account.id, {
        firstName: input.childFirstName,
        age: input.childAge,
      });
      return { accountId: account.id, childId: child.id };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

async function firstChildId(db: Database, accountId: string): Promise<string | null> {
  const [child] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.accountId, accountId))
    .orderBy(childProfiles.createdAt)
    .limit(1);
  return child?.id ?? null;
}

/** Null for an unknown email and for a wrong password alike, in the same time. */
export async function verifyLogin(
  db: Database,
  email: string,
  password: string,
): Promise<SessionIdentity | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account?.passwordHash) {
    await verifyAgainstDummy(password);
    return null;
  }
  if (!(await verifySecret(password, account.passwordHash))) return null;
  return { accountId: account.id, childId: await firstChildId(db, account.id) };
}

/** Signs in through an OpenID Connect provider: one account per (issuer, subject). */
export async function findOrCreateOidcAccount(
  db: Database,
  issuer: string,
  subject: string,
  email: string | null,
): Promise<SessionIdentity> {
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

/** Finishes an OIDC sign-up: the parent PIN and the first child. */
export async function completeFirstChild(
  db: Database,
  accountId: string,
  input: { parentPin: string; childFirstName: string; childAge: number },
): Promise<SessionIdentity> {
  const parentPinHash = await hashSecret(input.parentPin);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: childProfiles.id })
      .from(childProfiles)
      .where(eq(childProfiles.accountId, accountId))
      .limit(1);
    if (existing[0]) throw conflict('This account already has a child profile.');
    await tx.update(accounts).set({ parentPinHash, updatedAt: new Date() }).where(eq(accounts.id, accountId));
    const child = await createChildProfile(tx, accountId, {
      firstName: input.childFirstName,
      age: input.childAge,
    });
    return { accountId, childId: child.id };
  });
}

export async function loadSessionUser(db: Database, identity: SessionIdentity): Promise<SessionUser | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, identity.accountId));
  if (!account) return null;
  if (!identity.childId) return { account, child: null };
  const [child] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.id, identity.childId), eq(childProfiles.accountId, account.id)));
  return child ? { account, child } : null;
}

export function toAuthUser(account: Account, child: ChildProfile): AuthUser {
  return {
    id: child.id,
    firstName: child.firstName,
    username: child.username,
    profileImageUrl: child.profileImageUrl,
    subscriptionStatus: account.subscriptionStatus,
  };
}
