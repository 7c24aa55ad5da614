import type { Request, RequestHandler } from 'express';
import type { RedisClientType } from 'redis';
import { PARENT_APPROVAL_MS, PARENT_PIN_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { PARENT_MESSAGES, type ParentApprovalAct } from '@chess-quest/protocol/parent';
import { parentGateRequired } from '../http/errors';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
import { isParentUnlocked } from './roles';

export { isParentUnlocked };

declare module 'express-session' {
  interface SessionData {
    /**
     * Set when a parent typed the PIN in this session. Bound to the account, so a session
     * that somehow changed account is locked again; a sign-in regenerates the session and
     * drops it, so every new sign-in starts locked.
     */
    parentGate?: { accountId: string; unlockedAt: number; lastActiveAt?: number };
    /**
     * A grown-up's PIN given for one act on a child's page (sharing one item): it opens that
     * act only, until `expiresAt`, and never the parent area (issue 22).
     */
    parentApproval?: { accountId: string; act: ParentApprovalAct; expiresAt: number };
  }
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Unlocks the parent area until the session ends or a parent locks it again. */
export async function markParentUnlocked(req: Request, accountId: string): Promise<void> {
  req.session.parentGate = { accountId, unlockedAt: Date.now() };
  await saveSession(req);
}

/**
 * Locks the parent area and drops any one-act approval. Called whenever the screen goes back
 * to a child's view: a hand-over, a payment, a page load, the parent leaving the area.
 */
export async function lockParentArea(req: Request): Promise<void> {
  if (!req.session) return;
  delete req.session.parentGate;
  delete req.session.parentApproval;
  await saveSession(req);
}

/** A PIN approval of `act` alone; the parent area stays as it was (locked on a child's page). */
export async function markActApproved(req: Request, accountId: string, act: ParentApprovalAct, now = Date.now()): Promise<void> {
  req.session.parentApproval = { accountId, act, expiresAt: now + PARENT_APPROVAL_MS };
  await saveSession(req);
}

const sameAct = (a: ParentApprovalAct, b: ParentApprovalAct) =>
  a.kind === b.kind && a.shareableType === b.shareableType && a.shareableId === b.shareableId;

/** Whether a grown-up approved exactly this act in this session, within PARENT_APPROVAL_MS. */
export function isActApproved(req: Request, act: ParentApprovalAct, now = Date.now()): boolean {
  const account = req.user?.account;
  const approval = req.session?.parentApproval;
  if (!account || !approval || approval.accountId !== account.id) return false;
  return approval.expiresAt > now && sameAct(approval.act, act);
}

/**
 * One act a grown-up approves on a child's page (sharing one item): passes with that act's
 * approval in this session (or with the parent area open), else the same 403 as the parent
 * gate. A route's `guard` calls it with the act its parsed input names; undefined (the input
 * names no approvable act) is refused too.
 */
export function assertParentApproval(req: Request, act: ParentApprovalAct | undefined): void {
  if (isParentUnlocked(req)) return;
  if (!act || !isActApproved(req, act)) throw parentGateRequired(PARENT_MESSAGES.locked);
}

/**
 * A page of the web app loaded in a browser (a typed address, a reload, a new tab, a return
 * from a payment page) locks the parent area before the page can ask whether it is open: the
 * page's own status read comes after this answer, so it can never see the old unlock.
 * Runs the session middleware only for a browser that has a session cookie.
 */
export function lockParentOnPageLoad(sessionMiddleware: RequestHandler, hasSessionCookie: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (!hasSessionCookie(req)) return next();
    sessionMiddleware(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!req.session?.parentGate && !req.session?.parentApproval) return next();
      lockParentArea(req).then(() => next(), next);
    });
  };
}

/** Wrong PIN (and password-reset) tries per account; shared by every node through Redis. */
export function createParentPinLimiter(redis: RedisClientType | null): RateLimiter {
  const { attempts, windowMs } = PARENT_PIN_RATE_LIMIT;
  return redis ? redisRateLimiter(redis, 'rl:parent-pin', attempts, windowMs) : memoryRateLimiter(attempts, windowMs);
}
