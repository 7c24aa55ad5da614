import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import type { DatabaseHandle } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { games } from '../../db/schema/multiplayer';
import type { DomainEvent } from '../../events/domain-events';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';
import { recordHeartbeat } from './activity-service';

const engines = await testEngines();
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function solutionFor(step: LessonStep): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  return lessonStepSolutions[step.id]!;
}
const childMoves = (line: string[]) => line.filter((_, i) => i % 2 === 0);

describe.each(engines)('parent dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  async function family(): Promise<{ client: TestClient; childId: string; accountId: string }> {
    const client = server.client();
    const user = await readJson(await client.post('/api/signup', signUpBody({ childFirstName: 'Mia', childAge: 8, parentPin: '2580' })));
    const [profile] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, user.id));
    return { client, childId: user.id, accountId: profile!.accountId };
  }
  const dashboardOf = async (client: TestClient, childId: string) => {
    const response = await client.get(`/api/parent/children/${childId}/dashboard`);
    expect(response.status).toBe(200);
    return readJson(response);
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('shows a new child with zeros, empty lists and the recommended time for its age', async () => {
    const { client, childId } = await family();
    await client.post('/api/parent/unlock', { pin: '2580' });
    const board = await dashboardOf(client, childId);
    expect(board.child).toMatchObject({ id: childId, firstName: 'Mia', level: 1, points: 0, streak: 0 });
    expect(board.subscription).toEqual({ status: 'inactive', plan: 'Basic', label: 'Free Account' });
    expect(board.lessons).toMatchObject({ completed: 0, items: [] });
    expect(board.lessons.total).toBeGreaterThan(0);
    expect(board.puzzles).toEqual({ solved: 0, accuracy: null, attempts: [] });
    expect(board.games).toEqual({ played: 0, won: 0, winRate: null, multiplayer: [], ai: [], live: [] });
    expect(board.recentActivity).toEqual({ lastActiveDate: null, achievements: 0, streak: 0 });
    expect(board.time.days).toHaveLength(14);
    expect(board.time.days.every((d: { minutes: number }) => d.minutes === 0)).toBe(true);
    expect(board.time.recommended).toEqual({ min: 15, max: 30 });
    expect(board.weeklySummary).toEqual(['Mia has not played Chess Quest in the last 7 days.']);
  });

  it('adds up what the child really did: puzzles, lessons, games, minutes', async () => {
    const { client, childId } = await family();
    const seen: DomainEvent[] = [];
    const off = server.events.on('child.activity', (event) => seen.push(event));

    const puzzles = await readJson(await client.get('/api/puzzles'));
    for (const puzzle of puzzles.slice(0, 3)) {
      const body = { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: childMoves(puzzle.solution) };
      expect((await client.post(`/api/user/puzzles/${puzzle.id}/attempt`, body)).status).toBe(200);
    }
    const hard = puzzles[3];
    await client.post(`/api/user/puzzles/${hard.id}/attempt`, { solved: false, attempts: 3, solvedAt: null });
    const first = lessonModules[0]!;
    for (const [index, step] of first.steps.entries()) {
      expect((await client.post(`/api/modules/${first.id}/steps/${index}/complete`, { moves: solutionFor(step) })).status).toBe(200);
    }
    off();
    expect(seen.filter((e) => e.type === 'child.activity' && e.kind === 'puzzle')).toHaveLength(4);
    expect(seen.filter((e) => e.type === 'child.activity' && e.kind === 'lesson')).toHaveLength(first.steps.length);
    expect(seen.every((e) => e.type === 'child.activity' && e.childId === childId)).toBe(true);

    expect(await readJson(await client.post('/api/user/activity-heartbeat'))).toMatchObject({ minutesToday: 1 });
    expect(await readJson(await client.post('/api/user/activity-heartbeat'))).toMatchObject({ minutesToday: 1, counted: false });

    // A finished online game against another family's child, one being played, and one vs the AI.
    const rival = await family();
    const base = { fen: START_FEN, timeControl: 600, whiteTimeLeftMs: 600_000, blackTimeLeftMs: 600_000 };
    await database.db.insert(games).values([
      { ...base, whiteId: childId, blackId: rival.childId, status: 'finished', result: 'white_wins', winnerId: childId, finishedAt: new Date() },
      { ...base, whiteId: rival.childId, blackId: childId, status: 'active' },
    ]);
    await database.db.insert(aiGames).values({
      childId, difficulty: 'easy', playerColor: 'white', boardState: START_FEN, gameResult: 'draw', finishedAt: new Date(),
    });

    await client.post('/api/parent/unlock', { pin: '2580' });
    const board = await dashboardOf(client, childId);
    const points = puzzles.slice(0, 3).reduce((sum: number, p: { points: number }) => sum + p.points, 0) + first.points;
    expect(board.child).toMatchObject({ points, streak: 1 });
    expect(board.lessons.completed).toBe(1);
    expect(board.lessons.items).toEqual([
      expect.objectContaining({ completed: true, progress: 100, learningModule: expect.objectContaining({ title: first.title }) }),
    ]);
    // 3 right answers out of 6 moves tried (1+1+1+3).
    expect(board.puzzles).toMatchObject({ solved: 3, accuracy: 50 });
    expect(board.puzzles.attempts).toHaveLength(4);
    expect(board.puzzles.attempts[0]).toMatchObject({ solved: false, attempts: 3, puzzle: { title: hard.title } });
    expect(board.games).toMatchObject({ played: 2, won: 1, winRate: 50 });
    const rivalName = (await readJson(await rival.client.get('/api/auth/user'))).username;
    expect(board.games.multiplayer).toEqual([expect.objectContaining({ opponent: rivalName, outcome: 'Won' })]);
    expect(board.games.ai).toEqual([expect.objectContaining({ difficulty: 'easy', outcome: 'Draw' })]);
    expect(board.games.live).toEqual([expect.objectContaining({ opponent: rivalName })]);
    expect(board.time.days.at(-1).minutes).toBe(1);
    expect(board.recentActivity.lastActiveDate).toBe(board.time.days.at(-1).day);
    expect(board.weeklySummary.join(' ')).toContain('Puzzles: 3 solved out of 4 tries.');
    expect(board.weeklySummary.join(' ')).toContain('Games: 2 games played, 1 won.');
    expect(board.toPractise.length + board.strengths.length).toBeGreaterThan(0);
  });

  it('lists the active child’s attempts and earned achievements (spec reads)', async () => {
    const { client } = await family();
    expect(await readJson(await client.get('/api/user/puzzle-attempts'))).toEqual([]);
    expect(await readJson(await client.get('/api/user/achievements'))).toEqual([]);
    const [puzzle] = await readJson(await client.get('/api/puzzles'));
    await client.post(`/api/user/puzzles/${puzzle.id}/attempt`, { solved: false, attempts: 2, solvedAt: null });
    expect(await readJson(await client.get('/api/user/puzzle-attempts'))).toEqual([
      expect.objectContaining({ puzzleId: puzzle.id, solved: false, attempts: 2, puzzle: { title: puzzle.title, description: puzzle.description } }),
    ]);
    expect((await server.client().get('/api/user/puzzle-attempts')).status).toBe(401);
  });

  it('tells the parents when a game starts or an AI game ends', async () => {
    const { client, childId, accountId } = await family();
    const rival = await family();
    const seen: DomainEvent[] = [];
    const off = server.events.on('child.activity', (event) => seen.push(event));

    const game = { id: randomUUID(), whitePlayerId: childId, blackPlayerId: rival.childId, createdAt: new Date().toISOString() };
    server.events.emit({ type: 'game.started', game: game as unknown as MultiplayerGame });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId, childId, kind: 'game.started' }),
        expect.objectContaining({ accountId: rival.accountId, childId: rival.childId, kind: 'game.started' }),
      ]),
    );

    const created = await readJson(await client.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }));
    expect(seen).toHaveLength(2);
    expect((await client.post(`/api/ai-games/${created.id}/resign`)).status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ accountId, childId, kind: 'game.finished' });
    off();

    await client.post('/api/parent/unlock', { pin: '2580' });
    const board = await dashboardOf(client, childId);
    expect(board.games).toMatchObject({ played: 1, won: 0, winRate: 0 });
    expect(board.games.ai).toEqual([expect.objectContaining({ outcome: 'Lost' })]);
  });

  it('validates the heartbeat and counts each minute once', async () => {
    const { client, childId } = await family();
    const extra = await client.post('/api/user/activity-heartbeat', { minutes: 500 });
    expect(extra.status).toBe(400);
    const badZone = await client.request('POST', '/api/user/activity-heartbeat', { headers: { 'x-time-zone': 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect((await server.client().post('/api/user/activity-heartbeat')).status).toBe(401);

    const minute = Date.UTC(2026, 10, 1, 10, 0);
    const beat = (offsetMs: number) => recordHeartbeat(database.db, childId, '2026-11-01', new Date(minute + offsetMs));
    expect(await beat(0)).toEqual({ minutesToday: 1, counted: true });
    expect(await beat(30_000)).toEqual({ minutesToday: 1, counted: false });
    expect(await beat(59_999)).toEqual({ minutesToday: 1, counted: false });
    expect(await beat(60_000)).toEqual({ minutesToday: 2, counted: true });
    // A replayed older beat never counts again.
    expect(await beat(0)).toEqual({ minutesToday: 2, counted: false });
    const together = await Promise.all([beat(120_000), beat(120_001), beat(120_002)]);
    expect(together.filter((r) => r.counted)).toHaveLength(1);
    expect(await beat(180_000)).toEqual({ minutesToday: 4, counted: true });
  });
});
