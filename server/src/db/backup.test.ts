import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAnswerSchema } from '@chess-quest/protocol/ops';
import { SESSION_COOKIE } from '../app';
import { startNode, type ServerNode } from '../realtime/test-nodes';
import { freePort } from '../test/app';
import { signUp } from '../test/fixture';
import { readJson, TestClient } from '../test/http-client';
import { createScratchDatabase, migratedPglite, migratedTemplate, postgresAvailable } from '../test/services';

// Backups that restore (issue 28), with the operator's scripts (scripts/ops/) and real nodes:
// a family plays (puzzles solved, a board theme bought with the points, a game against the
// computer), its node is backed up while it runs, the backup is restored into a new folder or
// database, a node starts on it, and the family finds everything as it was.

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const script = (name: string) => path.join(repositoryRoot, 'scripts/ops', name);
const needsPostgres = await postgresAvailable();
const secret = randomBytes(32).toString('hex');

interface Family {
  client: TestClient;
  cookie: string;
}

/** A child who has solved puzzles, bought the Sky board with their points and played the computer. */
async function playingFamily(node: ServerNode): Promise<Family> {
  const client = new TestClient(node.url);
  await signUp(client);
  const puzzles = (await readJson(await client.get('/api/puzzles'))) as { id: string; solution: string[] }[];
  let points = 0;
  for (const puzzle of puzzles) {
    if (points >= 100) break;
    const moves = puzzle.solution.filter((_, i) => i % 2 === 0);
    const response = await client.post(`/api/user/puzzles/${puzzle.id}/attempt`, { solved: true, attempts: moves.length, solvedAt: null, moves });
    expect(response.status).toBe(200);
    points += ((await readJson(response)) as { pointsAwarded: number }).pointsAwarded;
  }
  expect((await client.post('/api/customization/themes/board/sky/unlock')).status).toBe(200);
  const created = await client.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white' });
  expect(created.status).toBe(201);
  const { id } = (await readJson(created)) as { id: string };
  expect((await client.post(`/api/ai-games/${id}/move`, { move: 'e4' })).status).toBe(200);
  return { client, cookie: client.cookie(SESSION_COOKIE)! };
}

/** What the family sees of its child: progress, solved puzzles, bought themes, games. */
async function stateOf(client: TestClient): Promise<unknown> {
  const read = async (url: string) => {
    const response = await client.get(url);
    expect(response.status, url).toBe(200);
    return readJson(response);
  };
  const progress = (await read('/api/user/progress')) as Record<string, unknown>;
  const games = (await read('/api/ai-games/active')) as { id: string }[];
  return {
    progress,
    // In no particular order: a restored table need not keep its rows' order on disk.
    puzzles: ((await read('/api/user/puzzles')) as { puzzleId: string }[]).sort((a, b) => a.puzzleId.localeCompare(b.puzzleId)),
    themes: await read('/api/customization/unlocked-themes'),
    games: await Promise.all(games.map((game) => read(`/api/ai-games/${game.id}`))),
  };
}

/** Every row the family's play wrote, read straight from a PGlite folder no node has open. */
async function familyRows(dataDir: string): Promise<unknown> {
  const db = new PGlite(dataDir);
  try {
    const rows: Record<string, unknown[]> = {};
    for (const table of ['accounts', 'child_profiles', 'puzzle_attempts', 'unlocked_themes', 'ai_games', 'ai_game_moves']) {
      rows[table] = (await db.query(`select * from ${table} order by 1`)).rows;
    }
    expect(rows.ai_game_moves!.length).toBeGreaterThanOrEqual(2);
    return rows;
  } finally {
    await db.close();
  }
}

/** The same family, signed in on another node (sessions are in the database). */
function sameFamilyOn(node: ServerNode, family: Family): TestClient {
  const client = new TestClient(node.url);
  client.setCookie(SESSION_COOKIE, family.cookie);
  return client;
}

function expectWhole(state: unknown) {
  const { progress, puzzles, themes, games } = state as {
    progress: { totalPoints?: number };
    puzzles: unknown[];
    themes: string[];
    games: { moves: unknown[] }[];
  };
  expect(puzzles.length).toBeGreaterThan(0);
  expect(themes).toContain('sky');
  expect(games).toHaveLength(1);
  expect(games[0]!.moves.length).toBeGreaterThanOrEqual(2);
  expect(progress).toBeTruthy();
}

describe('PGlite backups of a running node', () => {
  let dir: string;
  const nodes: ServerNode[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cq-backup-'));
  });
  afterAll(async () => {
    await Promise.allSettled(nodes.map((node) => node.stop()));
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A node on a PGlite folder (development mode: NODE_ENV=test keeps PGlite in memory). */
  async function nodeOn(dataDir: string): Promise<ServerNode> {
    const port = await freePort();
    const node = await startNode(port, {
      NODE_ENV: 'development',
      PGLITE_DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
    });
    nodes.push(node);
    return node;
  }

  it('copies the folder and dumps it while the node runs; the dump restores into a node the family finds whole, the copy into the same rows', async () => {
    // The folder starts migrated (the tests' packed PGlite, as a build's packed start would):
    // the node skips initdb and the migrations, which take most of a first start.
    mkdirSync(path.join(dir, 'live/pglite'), { recursive: true });
    const seeded = new PGlite(path.join(dir, 'live/pglite'), { loadDataDir: await migratedPglite() });
    await seeded.waitReady;
    await seeded.close();
    const live = await nodeOn(path.join(dir, 'live/pglite'));
    const family = await playingFamily(live);
    const before = await stateOf(family.client);
    expectWhole(before);

    const backups: Record<string, string> = {};
    for (const kind of ['copy', 'dump'] as const) {
      const { stdout } = await run(script('backup-pglite.sh'), [kind, live.url]);
      const answer = backupAnswerSchema.parse(JSON.parse(stdout));
      expect(answer.path.startsWith(path.join(dir, 'live/backups'))).toBe(true);
      expect(answer.bytes).toBeGreaterThan(0);
      backups[kind] = answer.path;
    }
    // The node ran on meanwhile: the family still plays on it.
    expect((await family.client.get('/api/user/progress')).status).toBe(200);
    // Refused to a browser and through a proxy: an operator's call on the node's machine only.
    expect((await fetch(`${live.url}/ops/backup?kind=dump`, { method: 'POST', headers: { origin: 'http://evil.test' } })).status).toBe(403);
    expect((await fetch(`${live.url}/ops/backup?kind=dump`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    expect((await fetch(`${live.url}/ops/backup?kind=all`, { method: 'POST' })).status).toBe(400);

    await Promise.all(
      (['copy', 'dump'] as const).map(async (kind) => {
        const target = path.join(dir, `restored-${kind}/pglite`);
        // As `npx tsx scripts/ops/restore-pglite.ts` runs it, without npm's start-up.
        const { stdout } = await run(process.execPath, ['--import', 'tsx', script('restore-pglite.ts'), backups[kind]!, target], {
          cwd: repositoryRoot,
        });
        expect(stdout).toMatch(/: 1 accounts, 1 children/);
        expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
      }),
    );
    // A node on the restored dump: the family finds everything as it was.
    const restored = await nodeOn(path.join(dir, 'restored-dump/pglite'));
    expect(await stateOf(sameFamilyOn(restored, family))).toEqual(before);
    // The restored copy holds the very rows of the live folder (read once the live node stopped).
    await live.stop();
    expect(await familyRows(path.join(dir, 'restored-copy/pglite'))).toEqual(await familyRows(path.join(dir, 'live/pglite')));
    // A ceiling for a loaded CI machine (two node starts, two restores); 35 s when it runs alone here.
  }, 300_000);
});

describe.skipIf(!needsPostgres)('PostgreSQL backups with pg_dump and pg_restore', () => {
  let source: Awaited<ReturnType<typeof createScratchDatabase>>;
  let target: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dir: string;
  const nodes: ServerNode[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cq-pgdump-'));
    source = await createScratchDatabase('cq_backup', await migratedTemplate());
    // Empty: the restore brings the schema and the rows.
    target = await createScratchDatabase('cq_restored');
  });
  afterAll(async () => {
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await source?.drop();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function nodeOn(url: string): Promise<ServerNode> {
    const port = await freePort();
    const node = await startNode(port, {
      DATABASE_URL: url,
      SESSION_SECRET: secret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
    });
    nodes.push(node);
    return node;
  }

  it('dumps while the node runs and restores into a new database that a node serves whole', async () => {
    const live = await nodeOn(source.url);
    const family = await playingFamily(live);
    const before = await stateOf(family.client);
    expectWhole(before);

    const file = path.join(dir, 'chessquest.dump');
    await run(script('backup-postgres.sh'), [file], { env: { ...process.env, DATABASE_URL: source.url } });
    await run(script('restore-postgres.sh'), [file, target.url]);
    // A second restore into the same database is refused: it is no longer empty.
    await expect(run(script('restore-postgres.sh'), [file, target.url])).rejects.toThrow(/not empty/);

    const restored = await nodeOn(target.url);
    expect(await stateOf(sameFamilyOn(restored, family))).toEqual(before);
  }, 180_000);
});
