import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { backupPglite, type BackupKind, type BackupResult } from './backup';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services see, whichever engine runs below it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the database, as handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe when several nodes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections now (the node's metrics); null on PGlite, which has none. */
  poolStats(): { max: number; total: number; idle: number; waiting: number } | null;
  /**
   * Calls `onNotify` for every NOTIFY on the channel (delivered at the sender's commit);
   * resolves to the unlistener. On PostgreSQL a dedicated connection listens and is opened
   * again after a failure.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite in a folder only (PostgreSQL is backed up with pg_dump): a consistent backup of the
   * running database into `folder` (db/backup.ts).
   */
  backup?(kind: BackupKind, folder: string): Promise<BackupResult>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// Any fixed number shared by every node: only one node migrates at a time.
const MIGRATION_LOCK_KEY = 7_301_993;

/**
 * PGlite in `dataDir` (in memory when null). A new folder starts from the packed, migrated
 * and seeded folder made at build time when there is one (`seed`, decision 030): the
 * migrations and the seed that follow find nothing or little to do. An in-memory database
 * starts from `seed` too when one is given (the tests' migrated databases).
 */
export async function openPglite(dataDir: string | null, seed?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const packed = seed && !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) ? seed : undefined;
  const options = packed ? { loadDataDir: packed } : {};
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  return pgliteHandle(client, dataDir);
}

/**
 * The handle of a started PGlite (in `dataDir`, or in memory when null): openPglite's, and the
 * tests' pool builds one per user of a PGlite it keeps (test/pglite-pool.ts).
 */
export function pgliteHandle(client: PGlite, dataDir: string | null = null): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one process's own database, so no lock is needed.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    ...(dataDir ? { backup: (kind: BackupKind, folder: string) => backupPglite(client, dataDir, kind, folder) } : {}),
    close: () => client.close(),
  };
}

/**
 * How long the server waits on PostgreSQL before it answers 503 instead (decision record
 * 016): a free connection from the pool, and one statement (a lock wait counts).
 */
export const DATABASE_TIMEOUTS = { connectMs: 3_000, statementMs: 5_000 } as const;

export interface PostgresTimeouts {
  connectMs?: number;
  statementMs?: number;
}

export async function openPostgres(url: string, poolSize = 10, timeouts: PostgresTimeouts = {}): Promise<DatabaseHandle> {
  const statementMs = timeouts.statementMs ?? DATABASE_TIMEOUTS.statementMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Waiting for a pooled connection (all busy, or the server refusing) and for one
    // statement are both bounded: a stall becomes a 503 instead of a hang.
    connectionTimeoutMillis: timeouts.connectMs ?? DATABASE_TIMEOUTS.connectMs,
    statement_timeout: statementMs,
    lock_timeout: statementMs,
  });
  // An idle client that errors (server restart) must not crash the process; neither may one
  // lost while checked out between two statements of a transaction (pg emits 'error' on the
  // client then, with no listener of the pool's): that transaction's next statement fails.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  db.transaction = transactionsThatReturnTheirClient(pool);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Another node may be migrating, and a migration may run long: no time-outs here.
        await client.query('set statement_timeout = 0; set lock_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.query('reset statement_timeout; reset lock_timeout').catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

/**
 * drizzle's transaction on a pool checks a client out and sends `begin` before its
 * try/finally: when `begin` fails (the connection was lost while the client sat idle in the
 * pool, and pg had not heard yet) the client is never given back. Each such loss took one
 * pool slot for good, and `pool.end()` waited for it for ever (a node's shutdown, and a
 * test's clean-up, hung). Here the transaction checks its client out itself, runs drizzle's
 * transaction on that one client, and gives it back whatever happened; pg-pool drops a
 * client whose connection is gone instead of pooling it.
 */
function transactionsThatReturnTheirClient(pool: pg.Pool): Database['transaction'] {
  // One drizzle instance per pooled connection, made when the connection is first used.
  const onClient = new WeakMap<pg.PoolClient, Database>();
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let db = onClient.get(client);
      if (!db) {
        db = drizzlePg(oneQueryAtATime(client), { schema, casing: 'snake_case' }) as unknown as Database;
        onClient.set(client, db);
      }
      return await db.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

/**
 * A transaction is one connection, and the services read in parallel inside one
 * (`Promise.all([...])` with `tx`, as on the pool). pg queues a query sent while another runs
 * on the same connection, but that is deprecated and an error from pg 9 on. Here the queries
 * of a transaction's connection wait for each other in our own queue, in the order they were
 * sent, as pg did: each one's answer or error goes to its own caller.
 */
export function oneQueryAtATime(client: pg.PoolClient): pg.PoolClient {
  let previous: Promise<unknown> = Promise.resolve();
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const query = (...args: unknown[]) => {
    const sent = previous.then(() => send(...args));
    previous = sent.catch(() => undefined);
    return sent;
  };
  return new Proxy(client, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)) });
}

export function openDatabase(
  config: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; seed?: Blob },
): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir, config.seed);
}

const LISTEN_RETRY_MS = 2000;

/** One connection kept for LISTEN; a lost one is opened again, so wake-ups come back by themselves. */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleRetry();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was committed while no one listened is picked up now.
    onNotify();
  };
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleRetry);
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
