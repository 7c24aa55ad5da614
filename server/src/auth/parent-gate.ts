import type { Request, RequestHandler } from 'express';
import type { RedisClientType } from 'redis';
import { PARENT_PIN_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { Account } from '../features/accounts/service';
import { forbidden, unauthorized } from '../http/errors';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

declare module 'express-session' {
  interface SessionData {
    /**
     * Set when a parent typed the PIN in this session. Bound to the account, so a session
     * that somehow changed account is locked again; a sign-in regenerates the session and
     * drops it, so every new sign-in starts locked.
     */
    parentGate?: { accountId: string; unlockedAt: number };
  }
}

/** The signed-in parent's account (a session with or without an active child), or a 401. */
export function currentAccount(req: Request): Account {
  const account = req.user?.account;
  if (!account) throw unauthorized();
  return account;
}

export function isParentUnlocked(req: Request): boolean {
  const account = req.user?.account;
  const gate = req.session?.parentGate;
  return Boolean(account && gate && gate.accountId === account.id);
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
  if (!isParentUnlocked(req)) throw forbidden(PARENT_MESSAGES.locked);
  next();
};

/** Wrong PIN (and password-reset) tries per account; shared by every node through Redis. */
export function createParentPinLimiter(redis: RedisClientType | null): RateLimiter {
  const { attempts, windowMs } = PARENT_PIN_RATE_LIMIT;
  return redis ? redisRateLimiter(redis, 'rl:parent-pin', attempts, windowMs) : memoryRateLimiter(attempts, windowMs);
}
