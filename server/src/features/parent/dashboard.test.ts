import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aiGameSchema } from '@chess-quest/protocol/ai-chess';
import { authUserSchema } from '@chess-quest/protocol/auth';
import { puzzleSchema } from '@chess-quest/protocol/catalog';
import { completeStepResponseSchema, type LessonStep } from '@chess-quest/protocol/lessons';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import {
  activityHeartbeatResponseSchema,
  parentDashboardSchema,
  unlockedAchievementSchema,
  type ActivityHeartbeatResponse,
} from '@chess-quest/protocol/parent';
import { SKILL_NAMES, skillAssessmentSchema } from '@chess-quest/protocol/learning-journey';
import { puzzleAttemptResponseSchema, puzzleAttemptViewSchema } from '@chess-quest/protocol/puzzles';
import { aiGames } from '../../db/schema/ai';
import { games } from '../../db/schema/multiplayer';
import { nextEvent, openSocket, sessionOf } from '../../realtime/test-clients';
import { recordedFacts, rewardPointsOf, settleFacts } from '../../test/facts';
import { newFamily, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function solutionFor(step: LessonStep): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  return lessonStepSolutions[step.id]!;
}
const childMoves = (line: string[]) => line.filter((_, i) => i % 2 === 0);

describe.each(engines)('parent dashboard on %s', (engine) => {
  const server = useTestServer(engine);
  /** The node's own counter of active time (the progress feature's), to beat at chosen times. */
  const activity = () =>
    (
      server.running.assembly.features.services.get('progress') as {
        activity: { recordHeartbeat(childId: string, day: string, seconds: number, now: Date): Promise<ActivityHeartbeatResponse> };
      }
    ).activity;
  const family = () => newFamily(server, { childFirstName: 'Mia', childAge: 8, parentPin: '2580' });
  const dashboardOf = (client: TestClient, childId: string) => client.getJson(`/api/parent/children/${childId}/dashboard`, parentDashboardSchema);

  it('shows a new child with zeros, empty lists and the recommended time for its age', async () => {
    const { client, childId } = await family();
    await client.post('/api/parent/unlock', { pin: '2580' });
    const board = await dashboardOf(client, childId);
    expect(board.child).toMatchObject({ id: childId, firstName: 'Mia', level: 1, points: 0, streak: 0 });
    expect(board.subscription).toEqual({ status: 'inactive', plan: 'Basic', label: 'Free Account' });
    expect(board.lessons).toMatchObject({ completed: 0, items: [] });
    expect(board.lessons.total).toBeGreaterThan(0);
    expect(board.puzzles).toEqual({ solved: 0, tries: 0, solvedTries: 0, accuracy: null, attempts: [] });
    expect(board.games).toEqual({ played: 0, won: 0, winRate: null, multiplayer: [], ai: [], live: [] });
    expect(board.recentActivity).toEqual({ lastActiveDate: null, achievements: 0, streak: 0 });
    expect(board.time.days).toHaveLength(14);
    expect(board.time.days.every((d) => d.minutes === 0 && d.seconds === 0 && !d.played)).toBe(true);
    expect(board.time.recommended).toEqual({ min: 15, max: 30 });
    expect(board.weeklySummary).toEqual(['Mia has not played Chess Quest in the last 7 days.']);
    // Every skill, none assessed yet: level 1 and nothing to be sure of.
    expect(board.skills).toEqual(SKILL_NAMES.map((skillName) => ({ skillName, level: 1, confidence: 0 })));
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
    expect(facts.filter((f) => f.type === 'lesson.module.completed')).toEqual([
      expect.objectContaining({ moduleId: first.id, points: first.points }),
    ]);
    expect(facts.filter((f) => f.type === 'streak.extended')).toEqual([expect.objectContaining({ current: 1, longest: 1 })]);

    const heartbeat = () => client.postJson('/api/user/activity-heartbeat', { activeSeconds: 60 }, activityHeartbeatResponseSchema);
    expect(await heartbeat()).toMatchObject({ secondsToday: 60, minutesToday: 1, counted: true });
    // A second beat at once is worth the time passed since the first: nothing (or a second).
    expect((await heartbeat()).secondsToday).toBeLessThanOrEqual(61);

    // A finished online game against another family's child, one being played, and one vs the AI.
    const rival = await family();
    const base = { fen: START_FEN, timeControl: 600, whiteTimeLeftMs: 600_000, blackTimeLeftMs: 600_000 };
    await server.db.insert(games).values([
      { ...base, whiteId: childId, blackId: rival.childId, status: 'finished', result: 'white_wins', winnerId: childId, finishedAt: new Date() },
      { ...base, whiteId: rival.childId, blackId: childId, status: 'active' },
    ]);
    await server.db.insert(aiGames).values({
      childId,
      difficulty: 'easy',
      playerColor: 'white',
      boardState: START_FEN,
      gameResult: 'draw',
      finishedAt: new Date(),
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
    // 3 tries solved out of 4: the accuracy is of the same tries the summary counts.
    expect(board.puzzles).toMatchObject({ solved: 3, tries: 4, solvedTries: 3, accuracy: 75 });
    expect(board.puzzles.attempts).toHaveLength(4);
    expect(board.puzzles.attempts[0]).toMatchObject({ solved: false, attempts: 3, puzzle: { title: hard.title } });
    expect(board.games).toMatchObject({ played: 2, won: 1, winRate: 50 });
    const rivalName = (await rival.client.getJson('/api/auth/user', authUserSchema)).username;
    expect(board.games.multiplayer).toEqual([expect.objectContaining({ opponent: rivalName, outcome: 'Won', reason: null })]);
    expect(board.games.ai).toEqual([expect.objectContaining({ difficulty: 'easy', outcome: 'Draw', reason: null })]);
    expect(board.games.live).toEqual([expect.objectContaining({ opponent: rivalName })]);
    expect(board.time.days.at(-1)!.minutes).toBe(1);
    expect(board.recentActivity.lastActiveDate).toBe(board.time.days.at(-1)!.day);
    expect(board.weeklySummary.join(' ')).toContain('Puzzles: 3 solved out of 4 tries.');
    expect(board.weeklySummary.join(' ')).toContain('Games: 2 games played, 1 won.');
    expect(board.toPractise.length + board.strengths.length).toBeGreaterThan(0);
    // The skills the child's own page shows, each with its level and how sure the assessment
    // is: the figure the child's page leaves out is on the grown-ups' (issue 22).
    const assessed = await client.getJson('/api/skill-assessments', skillAssessmentSchema.array());
    expect(board.skills).toEqual(assessed.map(({ skillName, level, confidence }) => ({ skillName, level, confidence })));
    expect(board.skills.map((s) => s.skillName)).toEqual([...SKILL_NAMES]);
    // The first lesson's steps are evidence of piece movement: one in 20 each, 5% sure a step.
    const pieceMovement = board.skills.find((s) => s.skillName === 'piece-movement')!;
    expect(pieceMovement.confidence).toBe(Math.min(100, first.steps.length * 5));
    expect(pieceMovement.level).toBeGreaterThan(1);
  });

  it('lists the active child’s attempts and earned achievements (spec reads)', async () => {
    const { client } = await family();
    expect(await client.getJson('/api/user/puzzle-attempts', puzzleAttemptViewSchema.array())).toEqual([]);
    expect(await client.getJson('/api/user/achievements', unlockedAchievementSchema.array())).toEqual([]);
    const [puzzle] = await client.getJson('/api/puzzles', puzzleSchema.array());
    await client.postJson(`/api/user/puzzles/${puzzle!.id}/attempt`, { solved: false, attempts: 2, solvedAt: null }, puzzleAttemptResponseSchema);
    expect(await client.getJson('/api/user/puzzle-attempts', puzzleAttemptViewSchema.array())).toEqual([
      expect.objectContaining({
        puzzleId: puzzle!.id,
        solved: false,
        attempts: 2,
        puzzle: { title: puzzle!.title, description: puzzle!.description },
      }),
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

      const created = await client.postJson(
        '/api/ai-games/create',
        { difficulty: 'easy', playerColor: 'white', timeControl: 600 },
        aiGameSchema,
        201,
      );
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
            type: 'mini_challenge.completed',
            accountId,
            childId,
            at: new Date().toISOString(),
            runId: 'run-1',
            challengeId: 'quick-light-up',
            title: 'Light Up!',
            challengeType: 'quick_move',
            difficulty: 1,
            score: 1000,
            rewardPoints: 20,
            rewardXp: 25,
            rewardBadge: null,
          },
        ]),
      );
      expect(await mini).toMatchObject({ childId, kind: 'mini' });

      // A puzzle race finished: the parent hears the child's place too.
      const race = nextEvent(parentTab, 'account:activity', (a) => a.kind === 'race');
      await server.db.transaction((tx) =>
        server.running.outbox.record(tx, [
          {
            type: 'puzzle_race.finished',
            accountId,
            childId,
            at: new Date().toISOString(),
            raceId: 'race-1',
            place: 2,
            players: 3,
            score: 300,
            solved: 3,
          },
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

  it('validates the heartbeat and never counts more than the time passed', async () => {
    const { client, childId } = await family();
    const extra = await client.post('/api/user/activity-heartbeat', { minutes: 500 });
    expect(extra.status).toBe(400);
    const tooMuch = await client.post('/api/user/activity-heartbeat', { activeSeconds: 61 });
    expect(tooMuch.status).toBe(400);
    expect(await readJson(tooMuch)).toMatchObject({ field: 'activeSeconds' });
    const badZone = await client.request('POST', '/api/user/activity-heartbeat', { headers: { 'x-time-zone': 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect((await server.client().post('/api/user/activity-heartbeat')).status).toBe(401);

    const start = Date.UTC(2026, 10, 1, 10, 0);
    const beat = (offsetMs: number, seconds: number) => activity().recordHeartbeat(childId, '2026-11-01', seconds, new Date(start + offsetMs));
    // A page load of 12 seconds counts its 12 seconds; the next page's beats add theirs.
    expect(await beat(0, 12)).toEqual({ secondsToday: 12, minutesToday: 0, counted: true });
    expect(await beat(32_000, 20)).toEqual({ secondsToday: 32, minutesToday: 1, counted: true });
    expect(await beat(52_000, 20)).toEqual({ secondsToday: 52, minutesToday: 1, counted: true });
    // Two tabs beating together: the second is worth only the time since the first.
    expect(await beat(72_000, 20)).toMatchObject({ secondsToday: 72 });
    expect(await beat(72_500, 20)).toEqual({ secondsToday: 72, minutesToday: 1, counted: false });
    // A replayed older beat never counts again.
    expect(await beat(32_000, 20)).toMatchObject({ secondsToday: 72, counted: false });
    const together = await Promise.all([beat(92_000, 20), beat(92_001, 20), beat(92_002, 20)]);
    // 19.5 s since the last counted beat (at 72.5 s): 19 whole seconds, once.
    expect(Math.max(...together.map((r) => r.secondsToday))).toBe(91);
    // After a pause, a beat claims no more than its own seconds.
    expect(await beat(600_000, 5)).toMatchObject({ secondsToday: 96 });
  });

  it('computes every figure of a scripted day from what the child did, each agreeing with its neighbours', async () => {
    const { client, childId } = await family();
    const rival = await family();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000);

    // Lessons: the first module, every step.
    const first = lessonModules[0]!;
    for (const [index, step] of first.steps.entries()) {
      await client.postJson(`/api/modules/${first.id}/steps/${index}/complete`, { moves: solutionFor(step) }, completeStepResponseSchema);
    }
    // Puzzles: A solved at once; B failed, then solved; C failed. 4 tries, 2 solved tries, 2 puzzles solved.
    const [a, b, c] = await client.getJson('/api/puzzles', puzzleSchema.array());
    const solve = (p: typeof a) => ({ solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: childMoves(p!.solution) });
    const fail = { solved: false, attempts: 2, solvedAt: null };
    await client.postJson(`/api/user/puzzles/${a!.id}/attempt`, solve(a), puzzleAttemptResponseSchema);
    await client.postJson(`/api/user/puzzles/${b!.id}/attempt`, fail, puzzleAttemptResponseSchema);
    await client.postJson(`/api/user/puzzles/${b!.id}/attempt`, solve(b), puzzleAttemptResponseSchema);
    await client.postJson(`/api/user/puzzles/${c!.id}/attempt`, fail, puzzleAttemptResponseSchema);
    // Games: one against the AI, resigned; one online, lost by checkmate to another family's child.
    const aiGame = await client.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    await client.postJson(`/api/ai-games/${aiGame.id}/resign`, undefined, aiGameSchema);
    const base = { fen: START_FEN, timeControl: 600, whiteTimeLeftMs: 600_000, blackTimeLeftMs: 600_000 };
    await server.db.insert(games).values({
      ...base,
      whiteId: childId,
      blackId: rival.childId,
      status: 'finished',
      result: 'black_wins',
      termination: 'checkmate',
      winnerId: rival.childId,
      finishedAt: new Date(),
    });
    // Yesterday: one quick game against the AI and no heartbeat (a page closed too soon).
    await server.db.insert(aiGames).values({
      childId,
      difficulty: 'medium',
      playerColor: 'black',
      boardState: START_FEN,
      gameResult: 'white_wins',
      winner: 'ai',
      termination: 'timeout',
      createdAt: yesterday,
      finishedAt: yesterday,
    });
    // Time: three 20-second beats, then a second page's 10 seconds: 70 seconds in all.
    const t0 = Date.now() - 120_000;
    for (const [offset, seconds] of [
      [0, 20],
      [20_000, 20],
      [40_000, 20],
      [50_000, 10],
    ] as const) {
      await activity().recordHeartbeat(childId, today, seconds, new Date(t0 + offset));
    }

    await client.post('/api/parent/unlock', { pin: '2580' });
    await settleFacts(server.running);
    const board = await dashboardOf(client, childId);
    const rivalName = (await rival.client.getJson('/api/auth/user', authUserSchema)).username;

    expect(board.lessons).toMatchObject({ completed: 1 });
    expect(board.puzzles).toMatchObject({ solved: 2, tries: 4, solvedTries: 2, accuracy: 50 });
    expect(board.puzzles.attempts.map((t) => t.solved)).toEqual([false, true, false, true]);
    expect(board.games).toMatchObject({ played: 3, won: 0, winRate: 0 });
    expect(board.games.multiplayer).toEqual([expect.objectContaining({ opponent: rivalName, outcome: 'Lost', reason: 'checkmate' })]);
    expect(board.games.ai).toEqual([
      expect.objectContaining({ difficulty: 'easy', outcome: 'Lost', reason: 'resignation' }),
      expect.objectContaining({ difficulty: 'medium', outcome: 'Lost', reason: 'timeout' }),
    ]);
    expect(board.time.days.at(-1)).toEqual({ day: today, seconds: 70, minutes: 1, played: true });
    // Yesterday had a game and no counted time: played, not "did not play".
    expect(board.time.days.at(-2)).toEqual({ day: yesterday.toISOString().slice(0, 10), seconds: 0, minutes: 0, played: true });
    expect(board.time.days.slice(0, -2).every((d) => !d.played && d.seconds === 0)).toBe(true);
    expect(board.recentActivity.lastActiveDate).toBe(today);
    // The week's sentences say the same numbers as the cards beside them.
    expect(board.weeklySummary).toEqual(
      expect.arrayContaining([
        `Mia played on 2 days this week, 1 minute in all: about 1 minute a day, a little under the ${board.time.recommended.min}-${board.time.recommended.max} minutes we suggest for this age.`,
        'Learning: worked on 1 lesson.',
        `Puzzles: ${board.puzzles.solvedTries} solved out of ${board.puzzles.tries} tries.`,
        `Games: ${board.games.played} games played, ${board.games.won} won.`,
      ]),
    );
    // A whole day of activity on a loaded machine: longer than one request's test.
  }, 150_000);
});
