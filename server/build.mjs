// Compiles what production runs (decision 012): src/main.ts and everything it imports,
// protocol/ included, bundled by esbuild into dist/main.js, with the npm dependencies left
// as imports of node_modules. Tests, test servers and content generators are not reachable
// from main.ts, so they are not in the bundle. dist/ sits at the depth of src/, so the
// paths the code finds beside itself (import.meta.dirname) resolve the same way; the files
// it reads at run time are copied next to the bundle.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@chess-quest/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// Read at run time beside the code: migrations (db/client.ts), the puzzle library
// (content/puzzles/library.ts) and the engine worker (engine/engine-pool.ts).
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(here, 'src/content/puzzles/library.json'), path.join(dist, 'library.json'));
cpSync(path.join(here, 'src/engine/engine-worker.mjs'), path.join(dist, 'engine-worker.mjs'));
// A fresh PGlite data folder, migrated and seeded, packed for a quick first start (decision
// 030): into dist/ for production and beside the sources for `tsx` runs (git ignores it).
const packed = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(here, 'src/db/build-pglite-seed.ts'),
    path.join(dist, 'pglite-seed.tar.gz'),
    path.join(here, 'src/db/pglite-seed.tar.gz'),
  ],
  { stdio: 'inherit', cwd: here },
);
if (packed.status !== 0) throw new Error('packing the PGlite data folder failed');
// The OpenAPI document of the routes this build serves (decision 034), beside the bundle.
const openapi = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, '../scripts/openapi/openapi.ts'), '--out', path.join(dist, 'openapi.json')],
  {
    stdio: 'inherit',
    cwd: here,
  },
);
if (openapi.status !== 0) throw new Error('writing the OpenAPI document failed');
console.info(`server: built ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
