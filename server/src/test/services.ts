import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';

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

/** The engines this run can test on: PGlite always, PostgreSQL when reachable. */
export async function testEngines(): Promise<Engine[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for
 * this test file and dropped by close().
 */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openPglite(null);
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase('cq_test');
  const handle = await openPostgres(scratch.url, 4);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the test server; drop() removes it. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
