// Restores a PGlite backup (backup-pglite.sh: a copied folder, or a dumpDataDir .tar.gz) into a
// new data folder and checks that PGlite opens it (docs/deployment.md "Backups").
//   npx tsx scripts/ops/restore-pglite.ts <backup folder or .tar.gz> <new data folder>
// Then start the node on it: PGLITE_DATA_DIR=<new data folder> npm start.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [backup, target] = process.argv.slice(2);
if (!backup || !target) {
  console.error('usage: restore-pglite.ts <backup folder or .tar.gz> <new data folder>');
  process.exit(2);
}
if (!existsSync(backup)) {
  console.error(`no backup at ${backup}`);
  process.exit(1);
}
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`${target} is not empty: restore into a new folder`);
  process.exit(1);
}

const isTarball = backup.endsWith('.tar.gz') || backup.endsWith('.tgz');
if (isTarball) mkdirSync(target, { recursive: true });
else {
  cpSync(backup, target, { recursive: true });
  // A copy taken from a running node is opened as after a sudden stop; no lock file is kept.
  rmSync(path.join(target, 'postmaster.pid'), { force: true });
}
const db = new PGlite(target, isTarball ? { loadDataDir: new Blob([readFileSync(backup)]) } : {});
await db.waitReady;
const { rows } = await db.query<{ accounts: number; children: number }>(
  'select (select count(*) from accounts)::int as accounts, (select count(*) from child_profiles)::int as children',
);
await db.close();
console.log(`restored ${backup} into ${target}: ${rows[0]!.accounts} accounts, ${rows[0]!.children} children`);
