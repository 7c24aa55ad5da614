import type { Request, RequestHandler } from 'express';
import type { RedisClientType } from 'redis';
import { PARENT_GATE_IDLE_MS, PARENT_PIN_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { Account } from '../features/accounts/public';
import { parentGateRequired, unauthorized } from '../http/errors';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

declare module 'express-session' {
  interface SessionData {
    /**
     * Set when a parent typed the PIN in this session. Bound to the account, so a session
     * that somehow changed account is locked again; a sign-in regenerates the session and
     * drops it, so every new sign-in starts locked.
     */
    parentGate?: { accountId: string; unlockedAt: number; lastActiveAt?: number };
  }
}

/** The signed-in parent's account (a session with or without an active child), or a 401. */
export function currentAccount(req: Request): Account {
  const account = req.user?.account;
  if (!account) throw unauthorized();
  return account;
}

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

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Unlocks the parent area until the session ends or a parent locks it again. */
export async function markParentUnlocked(req: Request, accountId: string): Promise<void> {
  req.session.parentGate = { accountId, unlockedAt: Date.now() };
  await saveSession(req);
}

export async function lockParentArea(req: Request): Promise<void> {
  if (!req.session) return;
  delete req.session.parentGate;
  await saveSession(req);
}

/**
 * Guards everything a child must not do alone: purchases, settings, profiles, the parent
 * view. 401 when signed out, 403 with a kind message while the parent area is locked.
 */
export const requireParentGate: RequestHandler = (req, _res, next) => {
  currentAccount(req);
  const now = Date.now();
  if (!isParentUnlocked(req, now)) {
    if (req.session?.parentGate) delete req.session.parentGate;
    throw parentGateRequired(PARENT_MESSAGES.locked);
  }
  // Each parent call keeps the area open; the session middleware saves the change. Written
  // at most once a minute: every write saves the whole session, and a parent call still in
  // flight when the tab closes would otherwise save it back over the closing page's lock.
  const gate = req.session.parentGate!;
  if (now - (gate.lastActiveAt ?? gate.unlockedAt) >= PARENT_ACTIVITY_WRITE_EVERY_MS) gate.lastActiveAt = now;
  next();
};

const PARENT_ACTIVITY_WRITE_EVERY_MS = 60_000;

/** Wrong PIN (and password-reset) tries per account; shared by every node through Redis. */
export function createParentPinLimiter(redis: RedisClientType | null): RateLimiter {
  const { attempts, windowMs } = PARENT_PIN_RATE_LIMIT;
  return redis ? redisRateLimiter(redis, 'rl:parent-pin', attempts, windowMs) : memoryRateLimiter(attempts, windowMs);
}
