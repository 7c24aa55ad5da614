import { and, asc, count, eq, or } from 'drizzle-orm';
import { MAX_CHILDREN_FAMILY } from '@chess-quest/protocol/constants';
import type { Locale } from '@chess-quest/protocol/locales';
import { PARENT_MESSAGES, avatarUrl, type AddChildBody, type Family, type FamilyChild, type UpdateChildBody } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { games } from '../../db/schema/multiplayer';
import { conflict, forbidden, notFound, premiumRequired } from '../../http/errors';
import { forgetFactsOf } from '../../events/outbox';
import { exportChildData, forgetChildSessions } from './child-data';
import { createChildProfile, localeOf, type Account, type ChildProfile } from '../../domain/accounts';
import { maxChildProfiles } from '../../domain/premium';

export function toFamilyChild(child: ChildProfile): FamilyChild {
  return {
    id: child.id,
    firstName: child.firstName,
    age: child.age,
    username: child.username,
    profileImageUrl: child.profileImageUrl,
    level: child.level,
    points: child.points,
    timeZone: child.timeZone,
    locale: localeOf(child),
  };
}

async function listChildren(db: Database, accountId: string): Promise<ChildProfile[]> {
  return db.select().from(childProfiles).where(eq(childProfiles.accountId, accountId)).orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
}

async function getFamily(db: Database, account: Account, activeChildId: string | null): Promise<Family> {
  const children = await listChildren(db, account.id);
  return {
    children: children.map(toFamilyChild),
    activeChildId,
    plan: account.plan,
    subscriptionStatus: account.subscriptionStatus,
    maxChildren: maxChildProfiles(account.plan, account.subscriptionStatus),
  };
}

/** A child of this account, or 404: another family's profile is never revealed. */
export async function findOwnChild(db: Database, accountId: string, childId: string): Promise<ChildProfile> {
  const [child] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.id, childId), eq(childProfiles.accountId, accountId)));
  if (!child) throw notFound(PARENT_MESSAGES.childNotFound);
  return child;
}

async function addChild(db: Database, accountId: string, body: AddChildBody, timeZone = 'UTC', locale: Locale = 'en'): Promise<ChildProfile> {
  return db.transaction(async (tx) => {
    // The account row lock makes two simultaneous adds count one after the other.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!account) throw notFound();
    const [existing] = await tx.select({ n: count() }).from(childProfiles).where(eq(childProfiles.accountId, accountId));
    const limit = maxChildProfiles(account.plan, account.subscriptionStatus);
    if ((existing?.n ?? 0) >= limit) {
      // Below the Family plan's limit, the Family plan is what would lift the refusal.
      const refusal = limit < MAX_CHILDREN_FAMILY ? premiumRequired : forbidden;
      throw refusal(PARENT_MESSAGES.childLimit(limit)).because('parent.childLimit', { limit });
    }
    const created = await createChildProfile(tx, accountId, {
      firstName: body.firstName,
      age: body.age,
      timeZone: body.timeZone ?? timeZone,
      locale: body.locale ?? locale,
    });
    const [withAvatar] = await tx
      .update(childProfiles)
      .set({ profileImageUrl: avatarUrl(body.avatar) })
      .where(eq(childProfiles.id, created.id))
      .returning();
    return withAvatar ?? created;
  });
}

async function updateChild(db: Database, child: ChildProfile, body: UpdateChildBody): Promise<ChildProfile> {
  const [updated] = await db
    .update(childProfiles)
    .set({
      ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
      ...(body.age !== undefined ? { age: body.age } : {}),
      ...(body.avatar !== undefined ? { profileImageUrl: avatarUrl(body.avatar) } : {}),
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
    })
    .where(and(eq(childProfiles.id, child.id), eq(childProfiles.accountId, child.accountId)))
    .returning();
  // Removed by another call since the route found it.
  if (!updated) throw notFound(PARENT_MESSAGES.childNotFound);
  return updated;
}

/** PostgreSQL chose this transaction as a deadlock's victim: running it again is safe. */
const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '40P01' || (error as { cause?: { code?: string } }).cause?.code === '40P01');

/**
 * Deletes a child profile and, through the foreign keys, all of its progress, the last one
 * too (the parent then adds a new child or closes the account); never in the middle of an
 * online game (the opponent would be left hanging). Returns the profile that should be active
 * next when the removed one was active: null when none is left.
 *
 * Erasing cascades through every table naming the child, and can meet a reaction (the
 * outbox) locking the same rows in another order; the loser of such a deadlock is tried again.
 */
async function removeChild(db: Database, child: ChildProfile): Promise<{ nextChildId: string | null }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await removeChildOnce(db, child.accountId, child.id);
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

async function removeChildOnce(db: Database, accountId: string, childId: string): Promise<{ nextChildId: string | null }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const children = await tx
      .select({ id: childProfiles.id })
      .from(childProfiles)
      .where(eq(childProfiles.accountId, accountId))
      .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
    // Read again under the account's lock: a second removal may have run since the route found the child.
    if (!children.some((child) => child.id === childId)) throw notFound(PARENT_MESSAGES.childNotFound);
    const next = children.find((child) => child.id !== childId);
    const [playing] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'active'), or(eq(games.whiteId, childId), eq(games.blackId, childId))))
      .limit(1);
    if (playing) throw conflict(PARENT_MESSAGES.childInGame).because('parent.childInGame');
    await forgetFactsOf(tx, childId);
    await tx.delete(childProfiles).where(and(eq(childProfiles.id, childId), eq(childProfiles.accountId, accountId)));
    return { nextChildId: next?.id ?? null };
  });
}

/** The family's child profiles, as the parent manages them. */
export function createFamilyService({ db }: { db: Database }) {
  return {
    listChildren: (accountId: string) => listChildren(db, accountId),
    getFamily: (account: Account, activeChildId: string | null) => getFamily(db, account, activeChildId),
    /** A child of this account, or 404: another family's profile is never revealed. */
    findOwnChild: (accountId: string, childId: string) => findOwnChild(db, accountId, childId),
    /** A new child keeps the calendar day of `timeZone` (the browser's when the parent adds it). */
    addChild: (accountId: string, body: AddChildBody, timeZone?: string, locale?: Locale) => addChild(db, accountId, body, timeZone, locale),
    /** The rest take the child the route resolved (routes.ts `parentsChild`): one of the account's own. */
    updateChild: (child: ChildProfile, body: UpdateChildBody) => updateChild(db, child, body),
    removeChild: (child: ChildProfile) => removeChild(db, child),
    /** Everything kept about one child of this account, as a parent downloads it. */
    exportChildData: (child: ChildProfile) => exportChildData(db, child),
    /** Signs out every other device acting for this child. */
    forgetChildSessions: (childId: string, keepSid: string) => forgetChildSessions(db, childId, keepSid),
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
