/**
 * Mini challenges (issue 14): how long the server takes to choose a run's content, and to
 * start a run and judge an answer end to end on the embedded database (PGlite, one
 * process: the slowest case).
 *
 *   npx tsx scripts/bench/mini-challenges.ts [--runs N]
 *
 * Prints the one-off cost of sorting the puzzle library into pools, p50/p95 of building
 * each challenge's content from a seed, and p50/p95 of `start` and `answer`.
 */
import { performance } from 'node:perf_hooks';
import { readFlags } from './lib/argv';
import { percentile } from './lib/stats';

// scripts/ does not reference server/ (see lib/engine.ts): modules are loaded by URL.
const server = async <T>(file: string) => (await import(new URL(`../../server/src/${file}`, import.meta.url).href)) as T;

interface Entry {
  id: string;
  type: string;
  settings: unknown;
}
const [{ contentPools, buildContent }, { miniChallengeCatalog }, services, { seedCatalogs }, { createMiniChallengesService }, accounts] =
  await Promise.all([
    server<{ contentPools(): unknown; buildContent(settings: unknown, seed: number): { targets?: { square: string }[] } }>(
      'domain/mini-challenges/content.ts',
    ),
    server<{ miniChallengeCatalog: Entry[] }>('content/mini-challenges/catalog.ts'),
    server<{ openTestDatabase(engine: 'pglite'): Promise<{ db: unknown; close(): Promise<void> }> }>('test/services.ts'),
    server<{ seedCatalogs(db: unknown): Promise<void> }>('db/seed.ts'),
    server<{
      createMiniChallengesService(deps: unknown): {
        start(child: unknown, id: string): Promise<{ runId: string; task: { square?: string } | null }>;
        answer(child: unknown, runId: string, body: unknown): Promise<{ run: { task: { square?: string } | null } }>;
      };
    }>('features/mini-challenges/service.ts'),
    server<{ createChildProfile(db: unknown, accountId: string, profile: { firstName: string; age: number }): Promise<{ id: string }> }>(
      'domain/accounts.ts',
    ),
  ]);

let runs = 200;
readFlags(process.argv.slice(2), (flag, values) => {
  if (flag === '--runs') runs = values.count();
  else throw new Error(`unknown flag ${flag}`);
});

const ms = (values: number[]) => `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;

let started = performance.now();
contentPools();
console.log(`puzzle library sorted into pools (once per process): ${(performance.now() - started).toFixed(0)} ms`);

for (const entry of miniChallengeCatalog) {
  const times: number[] = [];
  for (let seed = 0; seed < runs; seed += 1) {
    started = performance.now();
    buildContent(entry.settings, seed);
    times.push(performance.now() - started);
  }
  console.log(`content ${entry.id.padEnd(26)} ${ms(times)}`);
}

const database = await services.openTestDatabase('pglite');
const db = database.db as { insert(table: unknown): { values(v: unknown): { returning(): Promise<{ id: string }[]> } } };
await seedCatalogs(database.db);
const schema = await server<{ accounts: unknown }>('db/schema/accounts.ts');
const [account] = await db
  .insert(schema.accounts)
  .values({ email: `bench.${Date.now()}@example.com` })
  .returning();
const profile = await accounts.createChildProfile(database.db, account!.id, { firstName: 'Mia', age: 8 });
const child = { id: profile.id, accountId: account!.id };
const mini = createMiniChallengesService({ db: database.db, facts: { record: async () => undefined } });
const startTimes: number[] = [];
const answerTimes: number[] = [];
for (let i = 0; i < Math.ceil(runs / 10); i += 1) {
  started = performance.now();
  const run = await mini.start(child, 'quick-light-up');
  startTimes.push(performance.now() - started);
  let task = run.task;
  while (task?.square) {
    started = performance.now();
    const answered = await mini.answer(child, run.runId, { kind: 'quick_move', square: task.square });
    answerTimes.push(performance.now() - started);
    task = answered.run.task;
  }
}
console.log(`start a run (PGlite)   ${ms(startTimes)} over ${startTimes.length}`);
console.log(`judge an answer (PGlite) ${ms(answerTimes)} over ${answerTimes.length}`);
await database.close();
