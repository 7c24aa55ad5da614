import type { RedisClientType } from 'redis';
import {
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_PER_ADDRESS,
  PASSWORD_CHECKS_WAITING,
  SIGN_IN_ADDRESS_RATE_LIMIT,
  SIGN_IN_RATE_LIMIT,
  SIGN_UP_RATE_LIMIT,
} from '@chess-quest/protocol/constants';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

/** The limits on sign-in and sign-up (decision record 020). */
export interface AccountLimits {
  /** Per address and email: guessing one account's password. */
  signIn: RateLimiter;
  /** Per address whatever the email: trying many accounts from one place. */
  signInAddress: RateLimiter;
  /** New accounts per address. */
  signUpAddress: RateLimiter;
  /**
   * Runs a password check for `address` unless it already has its share running; null when
   * it has, or when the node already has too many checks waiting (the caller answers 429);
   * otherwise the check's own result, boxed. Bounds the scrypt work one address can queue, so
   * a flood from one place cannot make everyone else's sign-in wait behind it, and the work
   * the whole node runs at once (PASSWORD_CHECKS_AT_ONCE, the rest wait in order), so a
   * flood from many places cannot either.
   */
  checkPassword<T>(address: string, check: () => Promise<T>): Promise<{ result: T } | null>;
}

const unlimited: RateLimiter = { hit: async () => true, reset: async () => undefined };

/**
 * Runs at most `limit` tasks at once and lets at most `waiting` more wait in order; null
 * at once for a task beyond that (the node is saturated: better a clear 429 than a queue).
 */
export function boundedWork(limit: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<{ result: T } | null> => {
    if (running >= limit) {
      if (queue.length >= waiting) return null;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
    try {
      return { result: await task() };
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}

/** `perAddress` false only where every client shares one address (test runs). */
export function createAccountLimits(redis: RedisClientType | null, perAddress = true): AccountLimits {
  const limiter = (prefix: string, { attempts, windowMs }: { attempts: number; windowMs: number }) =>
    redis ? redisRateLimiter(redis, prefix, attempts, windowMs) : memoryRateLimiter(attempts, windowMs);
  const addressLimiter = (prefix: string, limit: { attempts: number; windowMs: number }) => (perAddress ? limiter(prefix, limit) : unlimited);
  // Per node: the hashing runs on this node's threads, so this node's count is what matters.
  const running = new Map<string, number>();
  const nodeWide = boundedWork(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
  return {
    signIn: limiter('rl:sign-in', SIGN_IN_RATE_LIMIT),
    signInAddress: addressLimiter('rl:sign-in-address', SIGN_IN_ADDRESS_RATE_LIMIT),
    signUpAddress: addressLimiter('rl:sign-up-address', SIGN_UP_RATE_LIMIT),
    async checkPassword(address, check) {
      if (!perAddress) return nodeWide(check);
      const now = running.get(address) ?? 0;
      if (now >= PASSWORD_CHECKS_PER_ADDRESS) return null;
      running.set(address, now + 1);
      try {
        return await nodeWide(check);
      } finally {
        const left = (running.get(address) ?? 1) - 1;
        if (left <= 0) running.delete(address);
        else running.set(address, left);
      }
    },
  };
}
