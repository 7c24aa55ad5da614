import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite, type DatabaseHandle } from './client';
import { buildPgliteSeed, isFreshDataDir, pgliteSeedBlob, withPgliteSeed } from './pglite-seed';
import { seedCatalogs } from './seed';

/** Every table's row count, and the migrations recorded as applied: what a start leaves behind. */
async function stateOf(handle: DatabaseHandle) {
  const tables = (await handle.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [row] = ((await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as unknown as { rows: { n: number }[] })
      .rows;
    counts[name] = Number(row!.n);
  }
  const migrations = (await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)) as unknown as {
    rows: { hash: string }[];
  };
  return { counts, migrations: migrations.rows.map((row) => row.hash) };
}

describe('a new PGlite folder started from the packed one (decision 030)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cq-packed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds the same migrations and seeded rows as initdb, migrations and seed would, and an existing folder is never replaced', async () => {
    const file = path.join(root, 'seed.tar.gz');
    await buildPgliteSeed(file, migrationsFolder);
    const seed = pgliteSeedBlob(file)!;
    expect(seed.size).toBeGreaterThan(0);

    const packedDir = path.join(root, 'packed');
    expect(isFreshDataDir(packedDir)).toBe(true);
    const packed = await openPglite(packedDir, seed);
    await packed.migrate();
    await seedCatalogs(packed.db);
    const fromPacked = await stateOf(packed);
    // Something to tell this folder apart if it were ever replaced.
    await packed.db.execute(sql`create table kept_by_the_test (id int)`);
    await packed.close();
    expect(isFreshDataDir(packedDir)).toBe(false);

    const plain = await openPglite(path.join(root, 'plain'));
    await plain.migrate();
    await seedCatalogs(plain.db);
    const fromInitdb = await stateOf(plain);
    await plain.close();

    expect(fromPacked).toEqual(fromInitdb);
    expect(fromPacked.migrations.length).toBeGreaterThan(5);
    expect(fromPacked.counts.modules).toBeGreaterThan(0);
    expect(fromPacked.counts.puzzles).toBeGreaterThan(0);
    // No child, account or session comes packed.
    expect(fromPacked.counts.accounts).toBe(0);

    const reopened = await openPglite(packedDir, seed);
    const tables = (await reopened.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'kept_by_the_test'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(tables.rows[0]!.n)).toBe(1);
    await reopened.close();

    expect(withPgliteSeed({ kind: 'pglite', dataDir: packedDir })).toEqual({ kind: 'pglite', dataDir: packedDir });
    expect(withPgliteSeed({ kind: 'pglite', dataDir: path.join(root, 'new'), packedStart: false })).not.toHaveProperty('seed');
    expect(withPgliteSeed({ kind: 'pglite', dataDir: null })).toEqual({ kind: 'pglite', dataDir: null });
    // A ceiling, not a timing check: packing, three PGlite starts and two migrate-and-seed runs
    // take 20 s on a quiet machine and over a minute on a loaded one.
  }, 240_000);
});
