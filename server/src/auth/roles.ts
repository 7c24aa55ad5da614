import type { Request } from 'express';
import { PARENT_GATE_IDLE_MS } from '@chess-quest/protocol/constants';
import { CLASS_MESSAGES } from '@chess-quest/protocol/classes';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { Account, ChildProfile } from '../domain/accounts';
import { forbidden, parentGateRequired, unauthorized } from '../http/errors';

/**
 * Who may call a route, decided in one place (decision 034). Every route declares one of
 * these, and its handler receives the acting user the role resolves to, never the request's
 * raw session:
 * - `anyone`: signed in or not (sign-up, sign-in, public share pages); the actor may be empty.
 * - `account`: a signed-in account, with or without a child profile (the parent gate's own
 *   calls, adding the first child after an OIDC sign-up).
 * - `child`: a child is playing: a signed-in account with an active child profile. This is
 *   the only place that answers "which child is this".
 * - `parent`: the parent area is unlocked (PIN) for this account (decision 009, 032). A
 *   student's account (made by a teacher, decision 036) has no PIN and is never a parent.
 * - `teacher`: the same gate as `parent` (the teacher area shows children's real first
 *   names), and the account is a teacher (decision 036).
 *
 * A student is a `child` whose account's kind is 'student'.
 */
export type Role = 'anyone' | 'account' | 'child' | 'parent' | 'teacher';
export const ROLES: readonly Role[] = ['anyone', 'account', 'child', 'parent', 'teacher'];

/** A family's account (not a student's): it has an email. */
export type FamilyAccount = Account & { kind: 'family'; email: string };

/** A family's account, or null for a student's (no email, no password, no PIN). */
export function familyAccount(account: Account): FamilyAccount | null {
  return account.kind === 'family' && account.email !== null ? (account as FamilyAccount) : null;
}

export interface Actors {
  anyone: { account: Account | null; child: ChildProfile | null };
  account: { account: Account; child: ChildProfile | null };
  child: { account: Account; child: ChildProfile };
  parent: { account: FamilyAccount; child: ChildProfile | null };
  teacher: { account: FamilyAccount & { teacherSince: Date }; child: ChildProfile | null };
}
export type Actor<R extends Role> = Actors[R];

/** What each role means for the OpenAPI document (docs/openapi.json). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  anyone: 'Anyone, signed in or not.',
  account: 'A signed-in account (session cookie), with or without a child profile.',
  child: "A signed-in account with an active child profile: the child's own calls.",
  parent: 'A signed-in account whose parent area is unlocked with the PIN.',
  teacher: 'A signed-in teacher account whose adult area is unlocked with the PIN (the same gate as the parent area).',
};

/** Parent calls keep the area open; written at most once a minute (each write saves the whole session). */
const PARENT_ACTIVITY_WRITE_EVERY_MS = 60_000;

/**
 * Unlocked for this account, and used within the last PARENT_GATE_IDLE_MS: a parent who
 * walks away leaves the area locked for the child who picks the device up.
 */
export function isParentUnlocked(req: Request, now = Date.now()): boolean {
  const account = req.user?.account;
  const gate = req.session?.parentGate;
  if (!account || !gate || gate.accountId !== account.id) return false;
  return now - (gate.lastActiveAt ?? gate.unlockedAt) <= PARENT_GATE_IDLE_MS;
}

function signedInAccount(req: Request): Account {
  const account = req.user?.account;
  if (!account) throw unauthorized();
  return account;
}

/** One guard per role: the actor, or the 401/403 the role asks for. */
export const guards: { [R in Role]: (req: Request) => Actor<R> } = {
  anyone: (req) => ({ account: req.user?.account ?? null, child: req.user?.child ?? null }),
  account: (req) => ({ account: signedInAccount(req), child: req.user?.child ?? null }),
  child: (req) => {
    const user = req.user;
    if (!user?.child) throw unauthorized();
    return { account: user.account, child: user.child };
  },
  parent: (req) => adultArea(req),
  teacher: (req) => {
    const { account, child } = adultArea(req);
    if (!account.teacherSince) throw forbidden(CLASS_MESSAGES.notTeacher);
    return { account: account as FamilyAccount & { teacherSince: Date }, child };
  },
};

/**
 * The adult area (parent and teacher): a family's account, unlocked with the PIN and used
 * within the idle time. Each call keeps it open.
 */
function adultArea(req: Request): Actors['parent'] {
  const signedIn = signedInAccount(req);
  const account = familyAccount(signedIn);
  if (!account) throw forbidden(CLASS_MESSAGES.studentAccount);
  const now = Date.now();
  if (!isParentUnlocked(req, now)) {
    if (req.session?.parentGate) delete req.session.parentGate;
    throw parentGateRequired(PARENT_MESSAGES.locked);
  }
  // Each parent call keeps the area open; the session middleware saves the change. Written
  // at most once a minute: a parent call still in flight when the tab closes would
  // otherwise save the whole session back over the closing page's lock.
  const gate = req.session.parentGate!;
  if (now - (gate.lastActiveAt ?? gate.unlockedAt) >= PARENT_ACTIVITY_WRITE_EVERY_MS) gate.lastActiveAt = now;
  return { account, child: req.user?.child ?? null };
}

/** The actor a role resolves to for this request (throws the role's 401/403). */
export function actorFor<R extends Role>(role: R, req: Request): Actor<R> {
  return guards[role](req);
}
