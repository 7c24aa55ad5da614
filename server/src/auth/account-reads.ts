import type { Request } from 'express';
import type { SessionCache } from './session-cache';

/** Answers a read from the node's cache of the account's own reads, or loads and keeps it. */
export type AccountReads = <T>(req: Request, key: string, load: () => Promise<T>) => Promise<T>;

/**
 * A signed-in read of the account's own rows kept on this node like the signed-in user
 * (decision 022's addendum): for the session cache's TTL, dropped with the account on every
 * node, and never kept when the account was forgotten while it was being read. Writes and
 * requests without a user always load.
 */
export function accountReads(cache: SessionCache | null): AccountReads {
  return async <T>(req: Request, key: string, load: () => Promise<T>): Promise<T> => {
    const accountId = req.user?.account.id;
    if (!cache || !accountId || (req.method !== 'GET' && req.method !== 'HEAD')) return load();
    const hit = cache.accountRead(accountId, key);
    if (hit !== undefined) return hit as T;
    const epoch = cache.epoch();
    const value = await load();
    cache.putAccountRead(accountId, key, value, epoch);
    return value;
  };
}

/** No cache: every read loads (tests of a route alone, a node with SESSION_CACHE_MS=0). */
export const uncachedReads: AccountReads = (_req, _key, load) => load();
