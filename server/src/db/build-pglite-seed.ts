/**
 * `npm run build -w server` runs this (build.mjs): packs a migrated, seeded PGlite data
 * folder into dist/ (and beside the sources, for `tsx` runs) so a fresh start skips initdb,
 * the migrations and the first seed (decision 030).
 *
 *   node --import tsx server/src/db/build-pglite-seed.ts OUT_FILE [MORE_OUT_FILES...]
 */
import { copyFileSync } from 'node:fs';
import { migrationsFolder } from './client';
import { buildPgliteSeed } from './pglite-seed';

const [first, ...more] = process.argv.slice(2);
if (!first) throw new Error('usage: build-pglite-seed.ts OUT_FILE [MORE_OUT_FILES...]');
const started = performance.now();
const { bytes } = await buildPgliteSeed(first, migrationsFolder);
for (const file of more) copyFileSync(first, file);
console.info(
  `server: packed a seeded PGlite data folder (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
