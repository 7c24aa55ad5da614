import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aiGameSchema } from '@chess-quest/protocol/ai-games';
import { authUserSchema } from '@chess-quest/protocol/auth';
import { puzzleSchema } from '@chess-quest/protocol/catalog';
import { completeStepResponseSchema, type LessonStep } from '@chess-quest/protocol/lessons';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import {
  activityHeartbeatResponseSchema,
  parentDashboardSchema,
  unlockedAchievementSchema,
} from '@chess-quest/protocol/parent';
import { puzzleAttemptResponseSchema, puzzleAttemptViewSchema } from '@chess-quest/protocol/puzzles';
import { aiGames } from '../../db/schema/ai';
import { games } from '../../db/schema/multiplayer';
import { nextEvent, openSocket, sessionOf } from '../../realtime/test-clients';
import { recordedFacts, rewardPointsOf, settleFacts } from '../../test/facts';
import { newFamily, useTestServer } from '../../test/fixture';
import { type TestClient } from '../../test/http-client';
import { testEngines } from '../../test/services';
import { createActivityService } from '../progress/activity-service';

const engines = await testEngines();
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function solutionFor(step: LessonStep): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  return lessonStepSolutions[step.id]!;
}
const childMoves = (line: string[]) => line.filter((_, i) => i % 2 === 0);

describe.each(engines)('parent dashboard on %s', (engine) => {
  const server = useTestServer(engine);
  const family = () => newFamily(server, { childFirstName: 'Mia', childAge: 8, parentPin: '2580' });
  const dashboardOf = (client: TestClient, childId: string) =>
    client.getJson(`/api/parent/children/${childId}/dashboard`, parentDashboardSchema);

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
    expect(board.time.days.every((d) => d.minutes === 0)).toBe(true);
    expect(board.time.recommended).toEqual({ min: 15, max: 30 });
    expect(board.weeklySummary).toEqual(['Mia has not played Chess Quest in the last 7 days.']);
  });

  it('adds up what the child really did: puzzles, lessons, games, minutes', async () => {
    const { client, childId } = await family();

    const puzzles = await client.getJson('/api/puzzles', puzzleSchema.array());
    for (const puzzle of puzzles.slice(0, 3)) {
      const body = { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: childMoves(puzzle.solution) };
      await client.postJson(`/api/user/puzzles/${puzzle.id}/attempt`, body, puzzleAttemptResponseSchema);
    }
    const hard = puzzles[3]!;
    await client.post(`/api/user/puzzles/${hard.id}/attempt`, { solved: false, attempts: 3, solvedAt: null });
    const first = lessonModules[0]!;
    for (const [index, step] of first.steps.entries()) {
      await client.postJson(`/api/modules/${first.id}/steps/${index}/complete`, { moves: solutionFor(step) }, completeStepResponseSchema);
    }
    // Each attempt and each step is a fact of the child's, written with the change.
    const facts = await recordedFacts(server.db, { childId });
    expect(facts.filter((f) => f.type === 'puzzle.attempted')).toHaveLength(4);
    expect(facts.filter((f) => f.type === 'lesson.step.completed')).toHaveLength(first.steps.length);
    expect(facts.filter((f) => f.type === 'lesson.module.completed')).toEqual([expect.objectContaining({ moduleId: first.id, points: first.points })]);
    expect(facts.filter((f) => f.type === 'streak.extended')).toEqual([expect.objectContaining({ current: 1, longest: 1 })]);

    const heartbeat = () => client.postJson('/api/user/activity-heartbeat', undefined, activityHeartbeatResponseSchema);
    expect(await heartbeat()).toMatchObject({ minutesToday: 1 });
    expect(await heartbeat()).toMatchObject({ minutesToday: 1, counted: false });

    // A finished online game against another family's child, one being played, and one vs the AI.
    const rival = await family();
    const base = { fen: START_FEN, timeControl: 600, whiteTimeLeftMs: 600_000, blackTimeLeftMs: 600_000 };
    await server.db.insert(games).values([
      { ...base, whiteId: childId, blackId: rival.childId, status: 'finished', result: 'white_wins', winnerId: childId, finishedAt: new Date() },
      { ...base, whiteId: rival.childId, blackId: childId, status: 'active' },
    ]);
    await server.db.insert(aiGames).values({
      childId, difficulty: 'easy', playerColor: 'white', boardState: START_FEN, gameResult: 'draw', finishedAt: new Date(),
    });

    await client.post('/api/parent/unlock', { pin: '2580' });
    // Every reaction delivered: the rewards' points join what the puzzles and the lesson paid.
    await settleFacts(server.running);
    const board = await dashboardOf(client, childId);
    const points = puzzles.slice(0, 3).reduce((sum, p) => sum + p.points, 0) + first.points + (await rewardPointsOf(server.db, childId));
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
    const rivalName = (await rival.client.getJson('/api/auth/user', authUserSchema)).username;
    expect(board.games.multiplayer).toEqual([expect.objectContaining({ opponent: rivalName, outcome: 'Won' })]);
    expect(board.games.ai).toEqual([expect.objectContaining({ difficulty: 'easy', outcome: 'Draw' })]);
    expect(board.games.live).toEqual([expect.objectContaining({ opponent: rivalName })]);
    expect(board.time.days.at(-1)!.minutes).toBe(1);
    expect(board.recentActivity.lastActiveDate).toBe(board.time.days.at(-1)!.day);
    expect(board.weeklySummary.join(' ')).toContain('Puzzles: 3 solved out of 4 tries.');
    expect(board.weeklySummary.join(' ')).toContain('Games: 2 games played, 1 won.');
    expect(board.toPractise.length + board.strengths.length).toBeGreaterThan(0);
  });

  it('lists the active child’s attempts and earned achievements (spec reads)', async () => {
    const { client } = await family();
    expect(await client.getJson('/api/user/puzzle-attempts', puzzleAttemptViewSchema.array())).toEqual([]);
    expect(await client.getJson('/api/user/achievements', unlockedAchievementSchema.array())).toEqual([]);
    const [puzzle] = await client.getJson('/api/puzzles', puzzleSchema.array());
    await client.postJson(`/api/user/puzzles/${puzzle!.id}/attempt`, { solved: false, attempts: 2, solvedAt: null }, puzzleAttemptResponseSchema);
    expect(await client.getJson('/api/user/puzzle-attempts', puzzleAttemptViewSchema.array())).toEqual([
      expect.objectContaining({ puzzleId: puzzle!.id, solved: false, attempts: 2, puzzle: { title: puzzle!.title, description: puzzle!.description } }),
    ]);
    expect((await server.client().get('/api/user/puzzle-attempts')).status).toBe(401);
  });

  it('tells the parents when a game starts or an AI game ends', async () => {
    const { client, childId, accountId } = await family();
    const rival = await family();
    // The parent's tab: a socket of the same account (any child of it is signed in).
    const parentTab = await openSocket(server.url, { session: sessionOf(client) });
    const rivalParentTab = await openSocket(server.url, { session: sessionOf(rival.client) });
    try {
      // A game start is a fact per player, pushed to each player's own account only.
      const started = (forChild: string, opponent: string) => ({
        type: 'multiplayer.game.started' as const,
        accountId: forChild === childId ? accountId : rival.accountId,
        childId: forChild,
        at: new Date().toISOString(),
        gameId: randomUUID(),
        colour: 'white' as const,
        opponentUsername: opponent,
      });
      const mine = nextEvent(parentTab, 'account:activity', (a) => a.kind === 'game.started');
      const theirs = nextEvent(rivalParentTab, 'account:activity', (a) => a.kind === 'game.started');
      await server.db.transaction((tx) => server.running.outbox.record(tx, [started(childId, 'Rival1'), started(rival.childId, 'Rival2')]));
      expect(await mine).toMatchObject({ childId, kind: 'game.started' });
      expect(await theirs).toMatchObject({ childId: rival.childId, kind: 'game.started' });

      const created = await client.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
      const finished = nextEvent(parentTab, 'account:activity', (a) => a.kind === 'game.finished');
      await client.postJson(`/api/ai-games/${created.id}/resign`, undefined, aiGameSchema);
      expect(await finished).toMatchObject({ childId, kind: 'game.finished' });
      expect(await recordedFacts(server.db, { childId, types: ['ai.game.finished'] })).toEqual([
        expect.objectContaining({ gameId: created.id, level: 'easy', colour: 'white', result: 'loss', reason: 'resignation' }),
      ]);

      // A mini challenge's goal reached: the parent hears of it too.
      const mini = nextEvent(parentTab, 'account:activity', (a) => a.kind === 'mini');
      await server.db.transaction((tx) =>
        server.running.outbox.record(tx, [
          {
            type: 'mini_challenge.completed', accountId, childId, at: new Date().toISOString(), runId: 'run-1', challengeId: 'quick-light-up',
            title: 'Light Up!', challengeType: 'quick_move', difficulty: 1, score: 1000, rewardPoints: 20, rewardXp: 25, rewardBadge: null,
          },
        ]),
      );
      expect(await mini).toMatchObject({ childId, kind: 'mini' });

      // A puzzle race finished: the parent hears the child's place too.
      const race = nextEvent(parentTab, 'account:activity', (a) => a.kind === 'race');
      await server.db.transaction((tx) =>
        server.running.outbox.record(tx, [
          { type: 'puzzle_race.finished', accountId, childId, at: new Date().toISOString(), raceId: 'race-1', place: 2, players: 3, score: 300, solved: 3 },
        ]),
      );
      expect(await race).toEqual(expect.objectContaining({ childId, kind: 'race', place: { place: 2, of: 3 } }));
    } finally {
      parentTab.close();
      rivalParentTab.close();
    }

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
    const beat = (offsetMs: number) =>
      createActivityService({ db: server.db }).recordHeartbeat(childId, '2026-11-01', new Date(minute + offsetMs));
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
