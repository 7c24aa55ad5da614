import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FirstChildBody, SignUpBody } from '@chess-quest/protocol/auth';
import type { Locale } from '@chess-quest/protocol/locales';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PRIVACY_POLICY_VERSION } from '@chess-quest/protocol/auth';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../auth/passwords';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, childProfiles, sessions } from '../../db/schema/accounts';
import { subscriptions } from '../../db/schema/billing';
import { conflict, HttpError, notFound } from '../../http/errors';
import { createChildProfile, type SessionIdentity } from '../../domain/accounts';
import { firstChildId, loadSessionUser } from '../../auth/session-users';

async function signUp(db: Database, input: SignUpBody, timeZone = 'UTC', locale: Locale = 'en'): Promise<SessionIdentity> {
  const [passwordHash, parentPinHash] = await Promise.all([hashSecret(input.password), hashSecret(input.parentPin)]);
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, input.email));
      if (existing.length > 0) throw conflict(AUTH_MESSAGES.emailTaken);
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          passwordHash,
          parentPinHash,
          privacyConsentAt: new Date(),
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('Account insert returned nothing');
      const child = await createChildProfile(tx, account.id, {
        firstName: input.childFirstName,
        age: input.childAge,
        timeZone,
        locale,
      });
      return { accountId: account.id, childId: child.id };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** Null for an unknown email and for a wrong password alike, in the same time. */
async function verifyLogin(db: Database, email: string, password: string): Promise<SessionIdentity | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account?.passwordHash) {
    await verifyAgainstDummy(password);
    return null;
  }
  if (!(await verifySecret(password, account.passwordHash))) return null;
  return { accountId: account.id, childId: await firstChildId(db, account.id) };
}

/**
 * Finishes an OIDC sign-up (or starts again after the last child was erased): the parent PIN,
 * the parent's consent to the privacy policy (its time and version) and the first child.
 */
async function completeFirstChild(
  db: Database,
  accountId: string,
  input: FirstChildBody,
  timeZone = 'UTC',
  locale: Locale = 'en',
): Promise<SessionIdentity> {
  const [account] = await db.select({ parentPinHash: accounts.parentPinHash }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  // An account that has a PIN already (its last child was erased) keeps it: whoever finds the
  // signed-in device must know it to make a profile that would open the parent area.
  if (account.parentPinHash && !(await verifySecret(input.parentPin, account.parentPinHash))) {
    throw new HttpError(403, ACCOUNT_MESSAGES.wrongPin, undefined, 'parentPin');
  }
  const parentPinHash = account.parentPinHash ?? (await hashSecret(input.parentPin));
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.accountId, accountId)).limit(1);
    if (existing[0]) throw conflict('This account already has a child profile.');
    const now = new Date();
    await tx
      .update(accounts)
      .set({ parentPinHash, privacyConsentAt: now, privacyPolicyVersion: PRIVACY_POLICY_VERSION, updatedAt: now })
      .where(eq(accounts.id, accountId));
    const child = await createChildProfile(tx, accountId, {
      firstName: input.childFirstName,
      age: input.childAge,
      timeZone,
      locale,
    });
    return { accountId, childId: child.id };
  });
}

/**
 * Closes an account that has no child profile left: the account row goes, and with it
 * (through the foreign keys) everything still naming it. A paid plan still running must be
 * cancelled first, or the provider would go on charging a family that is gone.
 */
async function closeAccount(db: Database, accountId: string, parentPin: string, handOverClasses: HandOverClasses): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  if (account.parentPinHash && !(await verifySecret(parentPin, account.parentPinHash))) {
    throw new HttpError(403, ACCOUNT_MESSAGES.wrongPin, undefined, 'parentPin');
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [child] = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.accountId, accountId)).limit(1);
    if (child) throw conflict(ACCOUNT_MESSAGES.childrenLeft);
    const [running] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.accountId, accountId),
          inArray(subscriptions.status, ['active', 'past_due']),
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      )
      .limit(1);
    if (running) throw conflict(ACCOUNT_MESSAGES.planRunning);
    // A class with a co-teacher goes on without this account (the classes feature's port).
    await handOverClasses(tx, accountId);
    // Every device signed in to it is signed out: the sessions go with the account.
    await tx.delete(sessions).where(sql`${sessions.data} -> 'passport' -> 'user' ->> 'accountId' = ${accountId}`);
    await tx.delete(accounts).where(eq(accounts.id, accountId));
  });
}

/** Parents' accounts and sign-in: everything about an account up to its session. */
/** Hands the classes an account owns to their co-teachers, in the transaction that closes it. */
type HandOverClasses = (tx: Tx, accountId: string) => Promise<unknown>;

export function createAccountsService({ db, handOverClasses }: { db: Database; handOverClasses: HandOverClasses }) {
  return {
    /** The child's calendar day follows `timeZone` (the browser's at sign-up) from then on. */
    signUp: (input: SignUpBody, timeZone?: string, locale?: Locale) => signUp(db, input, timeZone, locale),
    verifyLogin: (email: string, password: string) => verifyLogin(db, email, password),
    completeFirstChild: (accountId: string, input: FirstChildBody, timeZone?: string, locale?: Locale) =>
      completeFirstChild(db, accountId, input, timeZone, locale),
    /** Erases an account with no child left (the parent's PIN confirms it). */
    closeAccount: (accountId: string, parentPin: string) => closeAccount(db, accountId, parentPin, handOverClasses),
    /** The session's account and child, or null when either is gone (deleted, or another account's). */
    loadSessionUser: (identity: SessionIdentity) => loadSessionUser(db, identity),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
