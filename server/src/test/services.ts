import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createClient } from 'redis';
import { migrationsFolder, openPostgres, type Database, type DatabaseHandle } from '../db/client';
import { PglitePool } from './pglite-pool';

// Real PostgreSQL and Redis on loopback. In CI (CI=true) a missing service fails the run;
// elsewhere the suites that need it are skipped with the reason printed.

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const inCi = process.env.CI === 'true' || process.env.CI === '1';

async function reachable(name: string, probe: () => Promise<void>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const reason = `${name} is not reachable (${error instanceof Error ? error.message : String(error)})`;
    if (inCi) throw new Error(`${reason}: CI requires it.`);
    console.warn(`SKIPPING ${name} suites: ${reason}. Start it to run them (see README).`);
    return false;
  }
}

let postgresProbe: Promise<boolean> | null = null;
export function postgresAvailable(): Promise<boolean> {
  postgresProbe ??= reachable('PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.end();
  });
  return postgresProbe;
}

let redisProbe: Promise<boolean> | null = null;
export function redisAvailable(): Promise<boolean> {
  redisProbe ??= reachable('Redis', async () => {
    const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
    client.on('error', () => {});
    await client.connect();
    await client.ping();
    await client.quit();
  });
  return redisProbe;
}

export type Engine = 'pglite' | 'postgres';

/**
 * The engines this run can test on: PGlite always, PostgreSQL when reachable. For the database
 * layer's own tests (schema, seed, outbox, reads from memory, the pool); a feature's tests run on
 * one engine (featureEngines).
 */
export async function testEngines(): Promise<Engine[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one engine a feature's tests run on (decision 050): PostgreSQL, the engine production
 * runs and the one with concurrent connections, when reachable (CI requires it); PGlite
 * otherwise. PGlite stays covered by the database layer's tests (testEngines) and the journeys.
 */
export async function featureEngines(): Promise<Engine[]> {
  // TEST_FEATURE_ENGINES=both (or pglite, postgres) runs them on other engines, e.g. after a change to how the server queries.
  const asked = process.env.TEST_FEATURE_ENGINES;
  if (asked === 'both') return testEngines();
  if (asked === 'pglite' || asked === 'postgres') return [asked];
  if (asked) throw new Error(`TEST_FEATURE_ENGINES=${asked}: both, pglite or postgres`);
  return (await postgresAvailable()) ? ['postgres'] : ['pglite'];
}

export interface TestDatabaseOptions {
  /**
   * PGlite only: a PGlite nobody used before, closed for real by close(), instead of one from
   * the pool (which is reset to the same state). For a test about PGlite's own start.
   */
  fresh?: boolean;
}

/**
 * The in-memory PGlites the tests lend (pglite-pool.ts): each starts from the migrated template
 * (migratedPglite), and is reset to it when given back.
 */
export const pglitePool = new PglitePool(async () => {
  const client = new PGlite({ loadDataDir: await migratedPglite() });
  await client.waitReady;
  return client;
});

/**
 * A migrated database in the state the migrations leave it: in-memory PGlite (one the pool
 * reset, or a new one), or a new PostgreSQL database created for this test file and dropped by
 * close(). Each starts as a copy of a database the real migrations made once (migratedPglite,
 * migratedTemplate): the same tables as running every migration again, in a fraction of the
 * time.
 */
export async function openTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (engine === 'pglite') return pglitePool.lend(options);
  const scratch = await createScratchDatabase('cq_test', await migratedTemplate());
  const handle = await openPostgres(scratch.url, 4);
  refuseQueriesBesideAnOpenTransaction(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite has one connection: a query through `db` (or a second `db.transaction`) awaited inside
 * an open transaction waits for that transaction's end, forever. PostgreSQL's pool would run it
 * on another connection, outside the transaction, and the test would pass. The feature tests run
 * on PostgreSQL alone (decision 050), so on their databases such a query fails at once instead.
 */
function refuseQueriesBesideAnOpenTransaction(db: Database): void {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const refuse = (what: string) => {
    if (insideTransaction.getStore()?.open) {
      throw new Error(`${what} beside an open transaction (use its tx): on PGlite's one connection it waits for that transaction forever`);
    }
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    refuse('a query through db');
    return query(...args);
  }) as typeof pool.query;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    refuse('db.transaction');
    const state = { open: true };
    try {
      return await insideTransaction.run(state, () => transaction(...args));
    } finally {
      state.open = false;
    }
  }) as typeof db.transaction;
}

/** A new PostgreSQL database on the test server (empty, or a copy of `template`); drop() removes it. */
export async function createScratchDatabase(prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onTestServer((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await onTestServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function onTestServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the migrations are: a new or changed migration file gives a new template. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

// Any fixed number: one test process at a time builds a template.
const TEMPLATE_LOCK_KEY = 7_301_994;
let template: Promise<string> | null = null;

/**
 * The name of a PostgreSQL database migrated by the real migrations (handle.migrate()), made
 * once per set of migrations and kept on the test server for the next run; test databases
 * are copied from it (CREATE DATABASE ... TEMPLATE). It is built under another name and
 * renamed when complete, so a run that stopped half-way leaves no half-migrated template.
 */
export function migratedTemplate(): Promise<string> {
  template ??= onTestServer(async (admin) => {
    const name = `cq_template_${migrationsDigest()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const handle = await openPostgres(databaseUrl(building), 1);
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    return name;
  });
  return template;
}

let pgliteTemplate: Promise<Blob> | null = null;

/**
 * An in-memory PGlite migrated by the real migrations, packed (`dumpDataDir`, as the build
 * packs the production seed, decision 030) once per set of migrations and PGlite version and
 * kept in the machine's temporary folder for the next run, as the PostgreSQL template is kept
 * on its server. Starting from it skips PGlite's initdb and the migrations, which took seconds
 * per database (and 4 to 6 CPU s per worker at the start of every run).
 */
export function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), 'chess-quest-tests', `pglite-${pgliteVersion()}-${migrationsDigest()}-wal1-no-templates.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const packed = Buffer.from(await (await packMigratedPglite()).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    // Written under another name and renamed when complete: another worker reads it whole or not at all.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, packed);
    renameSync(partial, file);
    return new Blob([packed]);
  })();
  return pgliteTemplate;
}

function pgliteVersion(): string {
  // The package does not export its package.json: it sits above the entry point's dist/ folder.
  const manifest = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function packMigratedPglite(): Promise<Blob> {
  // 1 MB write-ahead log segments instead of 16: the test databases never fill one, and every
  // database a test opens unpacks the folder (a smaller folder is a quicker start).
  const client = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // Everything into the data files, so a copy has no write-ahead log to replay.
    await client.query('checkpoint');
    // Not compressed: unpacking is what every later database pays for.
    return new Blob([withoutTemplateDatabases(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))]);
  } finally {
    await client.close();
  }
}

/**
 * The packed folder without the files of `template0` and `template1` (base/1 and base/4, 15 of
 * its 30 MB): a test database is one process's `postgres` database, and nothing in the server
 * creates a database from a template or connects to one (their catalogue rows stay).
 */
function withoutTemplateDatabases(tar: Buffer): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  const text = (start: number, end: number) =>
    tar
      .subarray(offset + start, offset + end)
      .toString('latin1')
      .replace(/\0.*$/s, '');
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const name = [text(345, 500), text(0, 100)].filter(Boolean).join('/');
    const size = Number.parseInt(text(124, 136).trim() || '0', 8);
    const entry = 512 + Math.ceil(size / 512) * 512;
    if (!/^\/?base\/(1|4)(\/|$)/.test(name)) kept.push(tar.subarray(offset, offset + entry));
    offset += entry;
  }
  if (kept.length < 100) throw new Error(`unexpected PGlite dump: ${kept.length} entries kept`);
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}
