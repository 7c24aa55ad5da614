/**
 * Imports Lichess puzzles (the open puzzle database CSV, or the sample in ../shared/data) into the
 * `puzzles` table of DATABASE_URL, or of the embedded PGlite at PGLITE_DATA_DIR (./data/pglite)
 * like the server. Streams the file: the full 3-million-row database is fine.
 *
 *   npm run puzzles:import -- FILE [--max-rating N] [--min-rating N] [--themes fork,pin]
 *                             [--min-popularity N] [--min-plays N] [--limit N] [--dry-run]
 *
 * Bad arguments: one line on stderr and exit code 2.
 */
import { existsSync, statSync } from 'node:fs';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { importLichessFile, type LichessFilter } from './lib/lichess-import';

class UsageError extends Error {}

const USAGE =
  'usage: npm run puzzles:import -- FILE [--max-rating N] [--min-rating N] [--themes a,b] [--min-popularity N] [--min-plays N] [--limit N] [--dry-run]';

function parseArgs(argv: readonly string[]) {
  let file: string | null = null;
  const filter: LichessFilter = {};
  let limit: number | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    const int = (min: number) => {
      const text = value();
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || n < min) throw new UsageError(`${arg} needs an integer >= ${min}, not "${text}"`);
      return n;
    };
    switch (arg) {
      case '--max-rating':
        filter.maxRating = int(0);
        break;
      case '--min-rating':
        filter.minRating = int(0);
        break;
      case '--min-popularity':
        filter.minPopularity = int(-100);
        break;
      case '--min-plays':
        filter.minPlays = int(0);
        break;
      case '--limit':
        limit = int(1);
        break;
      case '--themes': {
        const themes = value()
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        if (themes.length === 0 || themes.some((t) => !/^[A-Za-z0-9]+$/.test(t)))
          throw new UsageError('--themes needs a comma-separated list such as fork,pin');
        filter.themes = themes;
        break;
      }
      case '--dry-run':
        dryRun = true;
        break;
      default:
        if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
        if (file !== null) throw new UsageError(`one FILE only (got "${file}" and "${arg}")`);
        file = arg;
    }
  }
  if (file === null) throw new UsageError('FILE is missing');
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`no such file: ${file}`);
  if (filter.minRating !== undefined && filter.maxRating !== undefined && filter.minRating > filter.maxRating) {
    throw new UsageError('--min-rating is above --max-rating');
  }
  return { file, filter, limit, dryRun };
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`puzzles:import: ${error.message} (${USAGE})`);
  process.exit(2);
}

const started = Date.now();
let handle: DatabaseHandle | null = null;
try {
  if (!args.dryRun) {
    const config = loadConfig();
    handle = await openDatabase(config.database);
    await handle.migrate();
    console.info(`database: ${handle.kind}${config.database.kind === 'pglite' ? ` (${config.database.dataDir ?? 'in memory'})` : ''}`);
  }
  const stats = await importLichessFile(args.file, handle?.db ?? null, {
    filter: args.filter,
    limit: args.limit,
    dryRun: args.dryRun,
    onProgress: (s) => {
      if (s.imported % 50_000 === 0) console.info(`… ${s.read} read, ${s.imported} ${args.dryRun ? 'converted' : 'imported'}`);
    },
  });
  const skipped = Object.entries(stats.skipped).sort((a, b) => b[1] - a[1]);
  const skippedTotal = skipped.reduce((sum, [, n]) => sum + n, 0);
  console.info(`read: ${stats.read} rows`);
  console.info(`skipped: ${skippedTotal}${skipped.map(([reason, n]) => `\n  ${reason}: ${n}`).join('')}`);
  console.info(`${args.dryRun ? 'would import (dry run, nothing written)' : 'imported'}: ${stats.imported}`);
  console.info(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle?.close();
}
