/**
 * The teacher's progress table (issue 24, server/src/features/classes/progress.ts) for a full
 * class: 40 students with 1,000 puzzle attempts each (and their lessons, games, time of use
 * and streaks), beside 100 children of other classes with as much.
 *
 *   npx tsx scripts/bench/class-progress.ts [--engines postgres,pglite] [--students N] [--attempts N]
 *        [--others N] [--runs N] [--port P] [--explain]
 *
 * --engines  postgres (default), pglite, or both
 * --explain  also prints the query plan of the 30-day table (EXPLAIN ANALYZE)
 *
 * PostgreSQL: one real server process (NODE_ENV=production, as scripts/bench/rest.ts starts it)
 * on a fresh scratch database (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end. PGlite: a PGlite node is one
 * process, so the app runs in this one over an in-memory database. A teacher signs up over
 * HTTP, makes the class and adds its students through the API (the class is written in the
 * database when the classes routes do not answer); the activity is written in the database in
 * bulk, as the services would have left it.
 *
 * Prints, from one run, interleaved request by request:
 * - the statements one progress() call sends (counted on the driver: the same for any class size);
 * - p50/p95 of progress() in this process, for 1, 7, 30 and 90 days;
 * - p50/p95 of GET /api/classes/:id/progress?days=30 over HTTP (when the route is there);
 * - p50/p95 of GET /healthz over HTTP, measured between them.
 */
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ClassProgressDays } from '../../protocol/src/classes';
import { loadConfig } from '../../server/src/config';
import { openPglite, openPostgres, type Database } from '../../server/src/db/client';
import { createClassProgress, progressQuery } from '../../server/src/features/classes/progress';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { countingDatabase } from '../../server/src/test/counting-database';
import { createScratchDatabase, type Engine } from '../../server/src/test/services';
import { readFlags } from './lib/argv';
import { ORIGIN, SECRET, withNode } from './lib/node-start';
import { percentile } from './lib/stats';

let students = 40;
let attempts = 1_000;
let others = 100;
let runs = 200;
let port = 5730;
let explain = false;
let engines: Engine[] = ['postgres'];
readFlags(process.argv.slice(2), (flag, values) => {
  if (flag === '--students') students = values.count();
  else if (flag === '--attempts') attempts = values.count();
  else if (flag === '--others') others = values.count();
  else if (flag === '--runs') runs = values.count();
  else if (flag === '--port') port = values.count();
  else if (flag === '--explain') explain = true;
  else if (flag === '--engines') {
    engines = values.value().split(',') as Engine[];
    if (engines.some((e) => e !== 'pglite' && e !== 'postgres')) throw new Error('--engines takes postgres,pglite');
  } else throw new Error(`unknown flag ${flag} (see the header of scripts/bench/class-progress.ts)`);
});
if (students > 40) throw new Error('--students: a class has at most 40 students');

const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

/** One keep-alive GET; answers its time in ms and its status. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function get(url: string, cookie: string | null): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
    });
    request.on('error', reject);
  });
}

async function post(url: string, body: unknown, cookie: string | null): Promise<{ status: number; json: unknown; cookie: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = response.headers.getSetCookie().find((c) => c.startsWith('cq.sid='));
  return { status: response.status, json: await response.json().catch(() => null), cookie: set ? set.split(';')[0]! : cookie };
}

/** The class through the API (teacher sign-up, class, students); null when the routes are not there. */
async function classThroughApi(url: string): Promise<{ classId: string; cookie: string; childIds: string[] } | null> {
  const signUp = await post(
    `${url}/api/teachers/signup`,
    { email: `bench.teacher.${Date.now()}@example.com`, password: 'correct horse battery', parentPin: '1234', privacyConsent: true },
    null,
  );
  if (signUp.status === 404) return null;
  if (signUp.status !== 201 || !signUp.cookie) throw new Error(`teacher sign-up answered ${signUp.status}: ${JSON.stringify(signUp.json)}`);
  const made = await post(`${url}/api/classes`, { name: 'Bench club', description: 'The benchmark class' }, signUp.cookie);
  if (made.status !== 201) throw new Error(`POST /api/classes answered ${made.status}: ${JSON.stringify(made.json)}`);
  const classId = (made.json as { id: string }).id;
  // First names are letters only: Kid Aa, Kid Ab, ...
  const names = Array.from({ length: students }, (_, i) => ({
    firstName: `Kid ${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
  }));
  const added = await post(`${url}/api/classes/${classId}/students`, { students: names }, signUp.cookie);
  if (added.status !== 201) throw new Error(`POST /api/classes/:id/students answered ${added.status}: ${JSON.stringify(added.json)}`);
  const childIds = (added.json as { cards: { studentId: string }[] }).cards.map((card) => card.studentId);
  return { classId, cookie: signUp.cookie, childIds };
}

/** Children (family accounts) written in the database: the other classes' students, or the class when the API is not there. */
/** A PostgreSQL array literal as one parameter (ids hold no quotes or backslashes). */
const list = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}`;

async function childrenInDatabase(db: Database, count: number, prefix: string): Promise<string[]> {
  const result = await db.execute(sql`
    with made as (
      insert into accounts (email) select ${prefix}::text || g || '.' || ${String(Date.now())}::text || '@example.com' from generate_series(1, ${count}::integer) g returning id
    )
    insert into child_profiles (account_id, first_name, age, username)
    select id, 'Kid', 8, ${prefix}::text || substr(md5(id::text), 1, 10) from made returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function classInDatabase(db: Database, childIds: string[], joinedDaysAgo: number): Promise<string> {
  const teacher = await db.execute(
    sql`insert into accounts (email, teacher_since) values (${`bench.t.${Date.now()}.${Math.random()}@example.com`}, now()) returning id`,
  );
  const teacherId = (teacher as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const code = Array.from({ length: 6 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join('');
  const made = await db.execute(sql`insert into classes (name, code, owner_account_id) values ('Other club', ${code}, ${teacherId}) returning id`);
  const classId = (made as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await setMembers(db, classId, childIds, joinedDaysAgo);
  return classId;
}

/** Puts the children in the class (moving them from another), joined `joinedDaysAgo` days ago. */
async function setMembers(db: Database, classId: string, childIds: string[], joinedDaysAgo: number): Promise<void> {
  await db.execute(sql`
    insert into class_students (class_id, child_id, joined_at)
    select ${classId}::uuid, id, now() - ${joinedDaysAgo}::integer * interval '1 day' from unnest(${list(childIds)}::uuid[]) id
    on conflict (child_id) do update set class_id = excluded.class_id, joined_at = excluded.joined_at`);
}

/**
 * Each child's history as the services leave it, over the last 120 days: `attempts` puzzle
 * attempts (two in three solved) and the rewards ledger's claims of them, 5 lesson modules
 * finished (their rows and the claims of their steps), 20 AI games, a streak, a day of time of use for each of the 120 days; and 10
 * online games with each next child.
 */
async function activityFor(db: Database, childIds: string[], puzzleIds: string[], lessons: { id: string; steps: number }[]): Promise<void> {
  const spread = sql`(120 * 24 * 60 / ${attempts}::integer) * interval '1 minute'`;
  await db.execute(sql`
    insert into puzzle_attempts (child_id, puzzle_id, solved, attempts, solved_at, created_at)
    select c, (${list(puzzleIds)}::text[])[1 + (g % ${puzzleIds.length}::integer)], g % 3 <> 0, 1 + g % 2,
           case when g % 3 <> 0 then now() - g * ${spread} end, now() - g * ${spread}
    from unnest(${list(childIds)}::uuid[]) c, generate_series(1, ${attempts}::integer) g`);
  await db.execute(sql`
    insert into reward_claims (child_id, source_key, created_at)
    select c, case when g % 3 <> 0 then 'puzzle:' || g else 'puzzle-miss:' || g || ':' || g end, now() - g * ${spread}
    from unnest(${list(childIds)}::uuid[]) c, generate_series(1, ${attempts}::integer) g
`);
  // Five lesson modules, one finished every 24 days: the module's row, its steps' and its own claims.
  const finished = sql`(select c, lesson.id, lesson.steps, now() - (k - 1) * interval '24 days' as at
    from unnest(${list(childIds)}::uuid[]) c, unnest(${list(lessons.map((m) => m.id))}::text[], ${list(lessons.map((m) => String(m.steps)))}::integer[]) with ordinality as lesson(id, steps, k))`;
  await db.execute(sql`
    insert into user_modules (child_id, module_id, completed, progress, updated_at) select c, id, true, 100, at from ${finished} f`);
  await db.execute(sql`
    insert into reward_claims (child_id, source_key, created_at)
    select c, 'lesson-step:' || id || ':' || step, at - (steps - step) * interval '1 minute' from ${finished} f, generate_series(0, steps - 1) step
    union all
    select c, 'module:' || id, at from ${finished} f`);
  await db.execute(sql`
    insert into ai_games (child_id, difficulty, player_color, board_state, game_result, winner, created_at, finished_at)
    select c, 'easy', 'white', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
           case when g % 2 = 0 then 'white_wins' else 'black_wins' end, case when g % 2 = 0 then 'player' else 'ai' end,
           now() - g * interval '6 days', now() - g * interval '6 days' + interval '10 minutes'
    from unnest(${list(childIds)}::uuid[]) c, generate_series(1, 20) g`);
  await db.execute(sql`
    insert into games (white_id, black_id, status, result, winner_id, fen, time_control, white_time_left_ms, black_time_left_ms,
                       white_rating_before, white_rating_after, black_rating_before, black_rating_after, created_at, finished_at)
    select w, b, 'finished', 'white_wins', w, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 600, 600000, 600000,
           1000 + g, 1008 + g, 1000 - g, 992 - g, now() - g * interval '11 days', now() - g * interval '11 days' + interval '15 minutes'
    from (select c as w, lead(c) over () as b from unnest(${list(childIds)}::uuid[]) c) pairs, generate_series(1, 10) g
    where b is not null`);
  await db.execute(sql`
    insert into player_ratings (child_id, rating, games_played) select c, 1000 + (random() * 200)::integer, 10 from unnest(${list(childIds)}::uuid[]) c`);
  await db.execute(sql`
    insert into streaks (child_id, streak_type, current_streak, longest_streak, last_active_date)
    select c, 'daily_login', 12, 20, current_date from unnest(${list(childIds)}::uuid[]) c`);
  await db.execute(sql`
    insert into activity_days (child_id, day, seconds, minutes)
    select c, current_date - g, 600 + g, (600 + g) / 60 from unnest(${list(childIds)}::uuid[]) c, generate_series(0, 119) g`);
}

/** Seeds the class and the others through `url` and `db`, then times the table beside /healthz. */
async function measure(engine: Engine, url: string, db: Database): Promise<void> {
  let started = performance.now();
  const api = await classThroughApi(url);
  const childIds = api?.childIds ?? (await childrenInDatabase(db, students, 'BenchKid'));
  const classId = api?.classId ?? (await classInDatabase(db, childIds, 60));
  // Joined 60 days ago: the 90-day table starts at joining, the others at their window.
  await setMembers(db, classId, childIds, 60);
  const otherIds = await childrenInDatabase(db, others, 'OtherKid');
  for (let i = 0; i < otherIds.length; i += 40) await classInDatabase(db, otherIds.slice(i, i + 40), 100);
  const puzzleIds = ((await db.execute(sql`select id from puzzles order by id limit 500`)) as unknown as { rows: { id: string }[] }).rows.map(
    (row) => row.id,
  );
  if (puzzleIds.length === 0) throw new Error('the node seeded no puzzles');
  const lessons = (
    (await db.execute(sql`select id, jsonb_array_length(steps)::integer as steps from modules order by sort_order, id limit 5`)) as unknown as {
      rows: { id: string; steps: number }[];
    }
  ).rows;
  await activityFor(db, childIds, puzzleIds, lessons);
  for (let i = 0; i < otherIds.length; i += 20) await activityFor(db, otherIds.slice(i, i + 20), puzzleIds, lessons);
  // What autovacuum does on a live server.
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(sql`
      select (select count(*) from puzzle_attempts)::integer as attempts, (select count(*) from reward_claims)::integer as claims,
             (select count(*) from games)::integer as games, (select count(*) from ai_games)::integer as ai`)) as unknown as {
      rows: { attempts: number; claims: number; games: number; ai: number }[];
    }
  ).rows;
  console.log(
    `seeded ${students} students (${api ? 'made through the API' : 'written in the database: no classes routes yet'}) with ${attempts} attempts each, ` +
      `${others} children of other classes as much; ${counts!.attempts} attempts, ${counts!.claims} reward claims, ${counts!.games} online and ${counts!.ai} AI games in all, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const counting = countingDatabase(db, engine);
  const service = createClassProgress({ db: counting.db });
  const statements: Record<number, number> = {};
  for (const days of [1, 7, 30, 90] as const) {
    const before = counting.count();
    const rows = await service.progress(classId, days);
    statements[days] = counting.count() - before;
    if (rows.length !== students) throw new Error(`progress answered ${rows.length} rows for ${students} students`);
    if (days === 30) {
      const sample = rows[0]!;
      console.log(
        `30 days, first row: ${sample.puzzlesAttempted} attempts, ${sample.puzzlesSolved} puzzles solved (${sample.puzzleAccuracy}%), ` +
          `${sample.lessonsCompleted} lesson steps, ${sample.modulesCompleted} modules, ${sample.gamesPlayed} games (${sample.gamesWon} won), ` +
          `rating ${sample.rating} (${sample.ratingChange >= 0 ? '+' : ''}${sample.ratingChange}), ${sample.secondsSpent} s, streak ${sample.streak}`,
      );
    }
  }
  // The same count for a class of 2 (the first two students, in a class of their own).
  const pairClass = await classInDatabase(db, childIds.slice(0, 2), 60);
  let before = counting.count();
  await service.progress(pairClass, 30);
  const forTwo = counting.count() - before;
  await setMembers(db, classId, childIds, 60);
  before = counting.count();
  await service.progress(classId, 30);
  const forAll = counting.count() - before;
  console.log(
    `statements per progress() call: ${students} students ${forAll}, 2 students ${forTwo} (1 day ${statements[1]}, 7 days ${statements[7]}, 30 days ${statements[30]}, 90 days ${statements[90]})`,
  );

  // Warm-up, then interleaved: /healthz, the route, the call in this process.
  const route = (days: ClassProgressDays) => `${url}/api/classes/${classId}/progress?days=${days}`;
  const routeThere = api ? (await get(route(30), api.cookie)).status === 200 : false;
  for (let i = 0; i < 20; i += 1) {
    await get(`${url}/healthz`, null);
    await service.progress(classId, 30);
    if (routeThere) await get(route(30), api!.cookie);
  }
  const healthz: number[] = [];
  const overHttp: number[] = [];
  const inProcess: Record<ClassProgressDays, number[]> = { 1: [], 7: [], 30: [], 90: [] };
  let failures = 0;
  started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const health = await get(`${url}/healthz`, null);
    healthz.push(health.ms);
    if (health.status !== 200) failures += 1;
    for (const days of [1, 7, 30, 90] as const) {
      const t0 = performance.now();
      await service.progress(classId, days);
      inProcess[days].push(performance.now() - t0);
    }
    if (routeThere) {
      const answer = await get(route(30), api!.cookie);
      overHttp.push(answer.ms);
      if (answer.status !== 200) failures += 1;
    }
  }
  console.log(
    `\n${engine === 'pglite' ? 'PGlite (the app in this process)' : 'PostgreSQL (the app in its own process)'}, ${runs} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
  );
  for (const days of [1, 7, 30, 90] as const) console.log(`progress() ${String(days).padStart(2)} days, in process     ${ms(inProcess[days])}`);
  if (routeThere) console.log(`GET /api/classes/:id/progress?days=30  ${ms(overHttp)}`);
  else console.log('GET /api/classes/:id/progress: not measured (the route does not answer 200 yet)');
  console.log(`GET /healthz                           ${ms(healthz)}`);
  if (failures) console.log(`${failures} answers were not 200`);
  if (explain) {
    const plan = await db.execute(sql`explain (analyze, buffers) ${progressQuery(classId, 30, new Date())}`);
    console.log((plan as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => Object.values(row)[0]).join('\n'));
  }
}

async function main() {
  console.log(`# Class progress benchmark, ${new Date().toISOString()}`);
  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average at start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  for (const engine of engines) {
    console.log(`\n## ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    if (engine === 'postgres') {
      const scratch = await createScratchDatabase('cq_bench');
      try {
        const env = { NODE_ENV: 'production', DATABASE_URL: scratch.url, REDIS_URL: '', SESSION_SECRET: SECRET, PUBLIC_URL: ORIGIN };
        await withNode(port, env, async (node) => {
          const handle = await openPostgres(scratch.url, 4);
          try {
            await measure(engine, node.url, handle.db);
          } finally {
            await handle.close();
          }
        });
      } finally {
        await scratch.drop();
      }
    } else {
      // A PGlite node is one process: the app runs here, over an in-memory database.
      const database = await openPglite(null);
      const config = loadConfig({
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: SECRET,
        PUBLIC_URL: ORIGIN,
      });
      const running = await startServer(config, { database, logger: createLogger('silent') });
      try {
        await measure(engine, running.url, database.db);
      } finally {
        await running.close();
      }
    }
  }
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
