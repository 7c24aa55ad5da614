/**
 * Mines the generated puzzle library from engine self-play and writes
 * server/src/content/puzzles/library.json and GENERATION.md.
 *
 *   npm run puzzles:generate -- [--target 650] [--seed 1] [--budget-minutes 40] [--scan-nodes 12000]
 *                               [--min-per-band 110] [--max-per-band N] [--no-write]
 *
 * Uses ONE engine worker; about 15 minutes for 650 puzzles on a shared 2-core machine (GENERATION.md).
 */
import { runGeneration } from './lib/generation-run';

class UsageError extends Error {}

function parseArgs(argv: readonly string[]) {
  const options = {
    target: 650,
    seed: 1,
    budgetMinutes: 40,
    scanNodes: 12_000,
    minPerBand: 110,
    maxPerBand: 0,
    maxPlies: 140,
    blunderRate: 0.1,
    secondLineRate: 0.15,
    write: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const int = (min: number) => {
      const raw = argv[++i];
      const n = Number(raw);
      if (raw === undefined || !Number.isInteger(n) || n < min) throw new UsageError(`${flag} needs an integer >= ${min}`);
      return n;
    };
    switch (flag) {
      case '--target':
        options.target = int(1);
        break;
      case '--seed':
        options.seed = int(0);
        break;
      case '--budget-minutes':
        options.budgetMinutes = int(1);
        break;
      case '--scan-nodes':
        options.scanNodes = int(1000);
        break;
      case '--min-per-band':
        options.minPerBand = int(0);
        break;
      case '--max-per-band':
        options.maxPerBand = int(1);
        break;
      case '--max-plies':
        options.maxPlies = int(10);
        break;
      case '--no-write':
        options.write = false;
        break;
      default:
        throw new UsageError(`unknown argument: ${flag}`);
    }
  }
  if (options.maxPerBand === 0) options.maxPerBand = Math.max(options.minPerBand, Math.ceil(options.target * 0.45));
  return options;
}

let options: ReturnType<typeof parseArgs>;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`puzzles:generate: ${error.message}`);
  process.exit(2);
}

const { report, stats } = await runGeneration({ ...options, budgetMs: options.budgetMinutes * 60_000 });
console.info(report);
console.info(options.write ? 'wrote server/src/content/puzzles/library.json and GENERATION.md' : '(--no-write: nothing written)');
if (stats.stoppedBy === 'budget') process.exitCode = 1;
