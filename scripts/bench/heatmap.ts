/**
 * The heat map aggregate (server/src/features/chess-analytics/heatmap.ts) for a child with many
 * moves: seeds a scratch PostgreSQL database with one child's N moves (default 20,000, in
 * games of 40 of the child's moves spread over a year) beside 50 other children's moves,
 * then times `readHeatmap` for each timeframe and prints p50/p95, and the query plan.
 *
 *   npx tsx scripts/bench/heatmap.ts [--moves N] [--runs N]
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 * The issue's bar: under 50 ms for 20,000 moves.
 */
import { performance } from 'node:perf_hooks';
import { readFlags } from './lib/argv';
import { percentile } from './lib/stats';

// scripts/ does not reference server/ (see lib/engine.ts): its modules are loaded by URL and
// typed with the little this benchmark uses.
type Timeframe = 'week' | 'month' | 'all';
interface Db {
  execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }>;
}
const server = async <T>(file: string) => (await import(new URL(`../../server/src/${file}`, import.meta.url).href)) as T;
const [services, heatmapModule, drizzle] = await Promise.all([
  server<{ openTestDatabase(engine: 'postgres'): Promise<{ db: Db; close(): Promise<void> }> }>('test/services.ts'),
  server<{ readHeatmap(db: Db, childId: string, timeframe: Timeframe, now: Date): Promise<{ totalMoves: number; squares: unknown[] }> }>(
    'features/chess-analytics/heatmap.ts',
  ),
  import('drizzle-orm') as Promise<{ sql: { raw(text: string): unknown } & ((s: TemplateStringsArray, ...v: unknown[]) => unknown) }>,
]);
const { sql } = drizzle;

let moves = 20_000;
let runs = 200;
readFlags(process.argv.slice(2), (flag, values) => {
  if (flag === '--moves') moves = values.count();
  else if (flag === '--runs') runs = values.count();
  else throw new Error(`unknown flag ${flag}`);
});
const PER_GAME = 40;
const OTHERS = 50;
const OTHER_MOVES = 2_000;

/** One child's moves, as the analytics subscriber writes them, seeded in one statement. */
async function seedChild(db: Db, moveCount: number): Promise<string> {
  const account = await db.execute(
    sql`insert into accounts (email) values (${`bench.${Math.random().toString(36).slice(2)}@example.com`}) returning id`,
  );
  const accountId = String(account.rows[0]!.id);
  const child = await db.execute(
    sql`insert into child_profiles (account_id, first_name, age, username) values (${accountId}, 'Bench', 8, ${`Bench${Math.random().toString(36).slice(2, 8)}`}) returning id`,
  );
  const childId = String(child.rows[0]!.id);
  const games = Math.ceil(moveCount / PER_GAME);
  await db.execute(sql`
    insert into analytics_games (child_id, game_id, source, colour, result, reason, opponent, moves, opening_name, finished_at)
    select ${childId}, md5(${childId} || g)::uuid, 'ai', 'white', case when g % 3 = 0 then 'loss' else 'win' end, 'checkmate',
           'Easy computer', array['e4', 'e5'], (array['Sicilian defence', 'Italian game', 'Ruy Lopez'])[1 + g % 3],
           now() - g * interval '17 hours'
    from generate_series(1, ${games}) g`);
  await db.execute(sql`
    insert into analytics_moves (child_id, game_id, ply, played_at, square, piece, capture, time_ms, won)
    select ${childId}, md5(${childId} || g)::uuid, p * 2 - 1, now() - g * interval '17 hours' + p * interval '20 seconds',
           chr(97 + floor(random() * 8)::int) || (1 + floor(random() * 8)::int), (array['p','n','b','r','q','k'])[1 + floor(random() * 6)::int],
           random() < 0.2, floor(random() * 20000)::int, g % 3 <> 0
    from generate_series(1, ${games}) g, generate_series(1, ${PER_GAME}) p
    where (g - 1) * ${PER_GAME} + p <= ${moveCount}`);
  return childId;
}

const database = await services.openTestDatabase('postgres');
try {
  const started = performance.now();
  const childId = await seedChild(database.db, moves);
  for (let i = 0; i < OTHERS; i += 1) await seedChild(database.db, OTHER_MOVES);
  // What autovacuum does on a live server: statistics and the visibility map (index-only scans).
  await database.db.execute(sql.raw('vacuum analyze analytics_moves'));
  await database.db.execute(sql.raw('vacuum analyze analytics_games'));
  console.log(
    `seeded ${moves} moves for the child and ${OTHERS * OTHER_MOVES} for ${OTHERS} others in ${Math.round(performance.now() - started)} ms`,
  );

  const now = new Date();
  for (const timeframe of ['all', 'month', 'week'] as const) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 20; i += 1) {
      const t0 = performance.now();
      const map = await heatmapModule.readHeatmap(database.db, childId, timeframe, now);
      const ms = performance.now() - t0;
      total = map.totalMoves;
      if (i >= 20) times.push(ms);
    }
    console.log(
      `${timeframe.padEnd(5)} ${String(total).padStart(6)} moves  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms  (${runs} runs)`,
    );
  }
  const plan = await database.db.execute(
    sql`explain (analyze, buffers) select square, piece, count(*), count(*) filter (where won), sum(time_ms) from analytics_moves where child_id = ${childId} group by square, piece`,
  );
  console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
} finally {
  await database.close();
}
