import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The two backups of a running node's PGlite folder (issue 28, docs/deployment.md "Backups"):
 * - `copy`: the folder copied as it is, after a CHECKPOINT, with every query held while the
 *   files are copied: the copy is what a sudden stop would leave, and PGlite starts from it
 *   as from a crash (the checkpoint keeps the replay short).
 * - `dump`: PGlite's own `dumpDataDir`, one gzipped tarball of the folder, taken the same way.
 * Either restores into a fresh folder (scripts/ops/restore-pglite.ts).
 */
export type BackupKind = 'copy' | 'dump';

export interface BackupResult {
  kind: BackupKind;
  /** The folder (copy) or the file (dump) written. */
  path: string;
  bytes: number;
  ms: number;
}

function sizeOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

/** A name that sorts by time and never collides within a node. */
const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export async function backupPglite(client: PGlite, dataDir: string, kind: BackupKind, folder: string, now = new Date()): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(folder, { recursive: true });
  let target: string;
  if (kind === 'dump') {
    target = path.join(folder, `pglite-${stamp(now)}.tar.gz`);
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
  } else {
    target = path.join(folder, `pglite-${stamp(now)}`);
    await client.exec('CHECKPOINT');
    // No query runs while the files are copied: PGlite's own query lock (dumpDataDir takes it
    // too), and the copy is synchronous in the thread that runs PGlite.
    await client._runExclusiveQuery(async () => {
      cpSync(dataDir, target, { recursive: true });
    });
  }
  return { kind, path: target, bytes: sizeOf(target), ms: Math.round(performance.now() - started) };
}
