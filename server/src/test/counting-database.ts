import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import type { Engine } from './services';

/**
 * The same database seen through a client that counts the statements sent to the engine
 * (node-postgres' pool or PGlite), under a drizzle of its own: whatever a service does, every
 * round trip is counted. For tests and benchmarks that pin a fixed number of queries.
 */
export function countingDatabase(db: Database, engine: Engine): { db: Database; count(): number } {
  let sent = 0;
  const client = (db as unknown as { $client: object }).$client;
  const counted = new Set(['query', 'exec', 'connect', 'transaction']);
  const proxy = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof key !== 'string' || !counted.has(key)) return bound;
      return (...args: unknown[]) => {
        sent += 1;
        return bound(...args);
      };
    },
  });
  const wrapped =
    engine === 'pglite'
      ? drizzlePglite(proxy as PGlite, { schema, casing: 'snake_case' })
      : drizzlePg(proxy as pg.Pool, { schema, casing: 'snake_case' });
  return { db: wrapped as unknown as Database, count: () => sent };
}
