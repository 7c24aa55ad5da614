/**
 * Where a PGlite node's start-up goes: opening the database, the migrations and the catalog
 * seed, timed in this process on a fresh data folder and then again on the same folder.
 * (`scripts/bench/rest.ts` times the whole start of a node, spawn to /readyz.)
 *
 *   npx tsx scripts/bench/start.ts [--rounds N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/src/db/client';
import { seedCatalogs } from '../../server/src/db/seed';
import { readFlags } from './lib/argv';
import { table } from './lib/stats';

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function startOnce(dir: string): Promise<number[]> {
  const [database, open] = await timed(() => openPglite(dir));
  const [, migrate] = await timed(() => database.migrate());
  const [, seed] = await timed(() => seedCatalogs(database.db));
  const [, close] = await timed(() => database.close());
  return [open, migrate, seed, close];
}

async function main() {
  let rounds = 2;
  readFlags(process.argv.slice(2), (flag, { count }) => {
    if (flag === '--rounds') rounds = count();
    else throw new Error(`unknown option ${flag}`);
  });
  console.log(
    `load average at start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cq-start-'));
    try {
      for (const folder of ['fresh', 'existing']) {
        const phases = await startOnce(dir);
        const total = phases.slice(0, 3).reduce((a, b) => a + b, 0);
        rows.push([String(round), folder, ...phases.map((ms) => ms.toFixed(0)), total.toFixed(0)]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(table(['round', 'folder', 'open ms', 'migrate ms', 'seed ms', 'close ms', 'open+migrate+seed ms'], rows));
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
