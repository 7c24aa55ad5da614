import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import type { Database } from './client';
import { seedCatalogs } from './seed';

/**
 * A fresh PGlite data folder made at build time (decision 030): PGlite's own initdb, every
 * migration and the catalog seed, packed with `dumpDataDir`. A node whose data folder is
 * new unpacks it instead of repeating that work at its first start. Beside the code that
 * reads it: server/src/db/ when run with tsx, server/dist/ in the production bundle.
 */
export const PGLITE_SEED_FILE = path.resolve(import.meta.dirname, 'pglite-seed.tar.gz');

/** True when `dataDir` holds no database yet (PGlite's initdb would run). */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The packed folder to start a fresh data folder from, or undefined when none was built. */
export function pgliteSeedBlob(file = PGLITE_SEED_FILE): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Builds the packed folder: initdb, migrations, seed, then `dumpDataDir('gzip')` into `outFile`. */
export async function buildPgliteSeed(outFile: string, migrationsFolder: string): Promise<{ bytes: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cq-pglite-seed-'));
  try {
    const client = new PGlite(dir);
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder });
    await seedCatalogs(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database);
    // A checkpoint first, so the packed files hold everything (no WAL to replay).
    await client.query('checkpoint');
    const packed = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    writeFileSync(outFile, packed);
    return { bytes: packed.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; packedStart?: boolean; seed?: Blob };

/** The database config with the packed folder added when it is a new PGlite data folder (and packed starts are on). */
export function withPgliteSeed<C extends DatabaseConfig>(config: C): C {
  if (config.kind !== 'pglite' || !config.dataDir || config.packedStart === false || !isFreshDataDir(config.dataDir)) return config;
  const seed = pgliteSeedBlob();
  return seed ? { ...config, seed } : config;
}
