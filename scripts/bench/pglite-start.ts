/**
 * A PGlite node's first start (issue 16, decision 030): spawn to the first 200 from /readyz
 * on a new data folder, from the folder packed at build time and without it
 * (PGLITE_PACKED_START=off: initdb, every migration, the whole seed), interleaved, then again
 * on the same folder; as production runs it (the bundle) and through tsx. Run `npm run build`
 * first (it packs the folder and bundles the server).
 *
 *   npx tsx scripts/bench/pglite-start.ts [--rounds N] [--port P]
 */
import { loadavg } from 'node:os';
import { readFlags } from './lib/argv';
import { startTimes } from './lib/node-start';
import { table } from './lib/stats';

async function main() {
  let rounds = 2;
  let port = 5390;
  readFlags(process.argv.slice(2), (flag, { count }) => {
    if (flag === '--rounds') rounds = count();
    else if (flag === '--port') port = count();
    else throw new Error(`unknown option ${flag}`);
  });
  console.log(
    `load average at start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const bundle of [true, false]) {
      for (const packed of [true, false]) {
        const times = await startTimes(port, packed, bundle);
        rows.push([
          String(round),
          bundle ? 'server/dist/main.js' : 'tsx server/src/main.ts',
          packed ? 'packed folder' : 'initdb + migrate + seed',
          (times.freshMs / 1000).toFixed(2),
          (times.existingMs / 1000).toFixed(2),
        ]);
      }
    }
  }
  console.log(table(['round', 'node runs', 'a new folder starts from', 'first start s', 'second start s'], rows));
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
