import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PUZZLES_PER_DAY } from '@chess-quest/protocol/constants';
import { LEARNING_MESSAGES, type LessonStep } from '@chess-quest/protocol/lessons';
import { PUZZLE_MESSAGES } from '@chess-quest/protocol/puzzles';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import { storyChapters, storyStepSolutions } from '../../content/story/index';
import type { DatabaseHandle } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';

const engines = await testEngines();

function solutionFor(step: LessonStep, solutions: Record<string, string[]>): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  const moves = solutions[step.id];
  if (!moves) throw new Error(`no solution for step ${step.id}`);
  return moves;
}

/** The child's moves of a puzzle line: child, reply, child, … */
const childMoves = (line: string[]) => line.filter((_, i) => i % 2 === 0);

describe.each(engines)('learning through the API on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  async function newChild(): Promise<{ client: TestClient; id: string }> {
    const client = server.client();
    const user = await readJson(await client.post('/api/signup', signUpBody()));
    return { client, id: user.id };
  }

  async function makePremium(childId: string) {
    const [profile] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, childId));
    await database.db.update(accounts).set({ subscriptionStatus: 'active' }).where(eq(accounts.id, profile!.accountId));
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('finishes the first lesson step by step, gives its points once and starts a streak', async () => {
    const { client } = await newChild();
    const list = await readJson(await client.get('/api/modules'));
    expect(list.length).toBeGreaterThanOrEqual(12);
    const first = lessonModules[0]!;
    const detail = await readJson(await client.get(`/api/modules/${first.id}`));
    expect(detail.steps.length).toBe(first.steps.length);
    expect(detail.progress).toBe(0);

    let last;
    for (const [index, step] of first.steps.entries()) {
      const response = await client.request('POST', `/api/modules/${first.id}/steps/${index}/complete`, {
        json: { moves: solutionFor(step, lessonStepSolutions) },
        headers: { 'x-time-zone': 'Europe/Paris' },
      });
      expect(response.status, step.id).toBe(200);
      last = await readJson(response);
      expect(last.stars).toBe(3);
    }
    expect(last).toMatchObject({ progress: 100, completed: true, pointsAwarded: first.points });
    expect(await readJson(await client.get('/api/user/modules'))).toEqual([{ moduleId: first.id, completed: true, progress: 100 }]);
    expect(await readJson(await client.get('/api/user/progress'))).toMatchObject({ points: first.points, streak: 1 });

    // Replaying a step changes nothing and pays nothing again.
    const again = await readJson(
      await client.post(`/api/modules/${first.id}/steps/0/complete`, { moves: solutionFor(first.steps[0]!, lessonStepSolutions) }),
    );
    expect(again.pointsAwarded).toBe(0);
    expect((await readJson(await client.get('/api/user/progress'))).points).toBe(first.points);
  });

  it('refuses moves that do not finish a step, and locked lessons', async () => {
    const { client } = await newChild();
    const first = lessonModules[0]!;
    const interactive = first.steps.findIndex((s) => s.kind !== 'explain');
    const wrong = await client.post(`/api/modules/${first.id}/steps/${interactive}/complete`, { moves: ['a1a1'] });
    expect(wrong.status).toBe(400);
    const notMoves = await client.post(`/api/modules/${first.id}/steps/${interactive}/complete`, { moves: 'e2e4' });
    expect(notMoves.status).toBe(400);
    expect(await readJson(await client.get('/api/user/modules'))).toEqual([]);

    const locked = lessonModules.find((m) => m.requiredLevel > 1);
    expect(locked).toBeDefined();
    const response = await client.get(`/api/modules/${locked!.id}`);
    expect(response.status).toBe(403);
    expect((await readJson(response)).message).toBe(LEARNING_MESSAGES.moduleLocked(locked!.requiredLevel));
    expect((await client.get('/api/modules/no-such-lesson')).status).toBe(404);
    const badZone = await client.request('POST', `/api/modules/${first.id}/steps/0/complete`, {
      json: { moves: [] },
      headers: { 'x-time-zone': 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect((await readJson(badZone)).message).toMatch(/x-time-zone must be an IANA time zone/);
  });

  it('opens the first three story chapters to everyone and the rest to premium only', async () => {
    const { client, id } = await newChild();
    const chapters = await readJson(await client.get('/api/story/chapters'));
    expect(chapters.length).toBeGreaterThanOrEqual(20);
    const one = storyChapters[0]!;
    const detail = await readJson(await client.get(`/api/story/chapters/${one.id}`));
    expect(detail.pages.length).toBe(one.pages.length);
    const challenges = one.pages.flatMap((p) => (p.type === 'challenge' ? [p.step] : []));
    let last;
    for (const [index, step] of challenges.entries()) {
      last = await readJson(
        await client.post(`/api/story/chapters/${one.id}/challenges/${index}/complete`, {
          moves: solutionFor(step, storyStepSolutions),
        }),
      );
    }
    expect(last).toMatchObject({ completed: true, progress: 100, pointsAwarded: one.points });

    const fourth = storyChapters[3]!;
    const refused = await client.get(`/api/story/chapters/${fourth.id}`);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(LEARNING_MESSAGES.chapterPremium);
    const challengeRefused = await client.post(`/api/story/chapters/${fourth.id}/challenges/0/complete`, { moves: [] });
    expect(challengeRefused.status).toBe(403);
    await makePremium(id);
    expect((await client.get(`/api/story/chapters/${fourth.id}`)).status).toBe(fourth.requiredLevel > 1 ? 403 : 200);
  });

  it('records puzzle attempts, pays a puzzle once, and verifies the solution', async () => {
    const { client } = await newChild();
    const daily = await readJson(await client.get('/api/puzzles/daily'));
    expect(daily).not.toBeNull();
    const wrongClaim = await client.post(`/api/user/puzzles/${daily.id}/attempt`, {
      solved: true,
      attempts: 1,
      solvedAt: new Date().toISOString(),
      moves: ['a2a3'],
    });
    expect(wrongClaim.status).toBe(400);
    expect((await readJson(wrongClaim)).message).toBe(PUZZLE_MESSAGES.notTheSolution);

    const miss = await readJson(await client.post(`/api/user/puzzles/${daily.id}/attempt`, { solved: false, attempts: 2, solvedAt: null }));
    expect(miss.pointsAwarded).toBe(0);
    const solve = await readJson(
      await client.post(`/api/user/puzzles/${daily.id}/attempt`, {
        solved: true,
        attempts: 1,
        solvedAt: new Date().toISOString(),
        moves: childMoves(daily.solution),
      }),
    );
    expect(solve.pointsAwarded).toBe(daily.points);
    const twice = await readJson(
      await client.post(`/api/user/puzzles/${daily.id}/attempt`, {
        solved: true,
        attempts: 1,
        solvedAt: null,
        moves: childMoves(daily.solution),
      }),
    );
    expect(twice.pointsAwarded).toBe(0);
    expect(await readJson(await client.get('/api/user/puzzles'))).toEqual([{ puzzleId: daily.id, solved: true, attempts: 4 }]);
    expect((await readJson(await client.get('/api/user/progress'))).points).toBe(daily.points);
    const bad = await client.post(`/api/user/puzzles/${daily.id}/attempt`, { solved: 'yes', attempts: 1, solvedAt: null });
    expect((await readJson(bad)).message).toBe('solved must be true or false');
  });

  it(`limits free accounts to ${FREE_PUZZLES_PER_DAY} puzzles a day besides the daily one; premium is unlimited`, async () => {
    const { client, id } = await newChild();
    const list = await readJson(await client.get('/api/puzzles'));
    expect(list.length).toBeGreaterThan(FREE_PUZZLES_PER_DAY);
    for (const puzzle of list.slice(0, FREE_PUZZLES_PER_DAY)) {
      const response = await client.post(`/api/user/puzzles/${puzzle.id}/attempt`, { solved: false, attempts: 1, solvedAt: null });
      expect(response.status).toBe(200);
    }
    const over = await client.post(`/api/user/puzzles/${list[FREE_PUZZLES_PER_DAY].id}/attempt`, { solved: false, attempts: 1, solvedAt: null });
    expect(over.status).toBe(403);
    expect((await readJson(over)).message).toBe(PUZZLE_MESSAGES.dailyLimit(FREE_PUZZLES_PER_DAY));
    // A puzzle already started today can still be finished.
    expect((await client.post(`/api/user/puzzles/${list[0].id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status).toBe(200);
    const daily = await readJson(await client.get('/api/puzzles/daily'));
    expect((await client.post(`/api/user/puzzles/${daily.id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status).toBe(200);
    await makePremium(id);
    expect((await client.post(`/api/user/puzzles/${list[FREE_PUZZLES_PER_DAY].id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status).toBe(200);
  });

  it('keeps one child’s learning away from another', async () => {
    const a = await newChild();
    const b = await newChild();
    const first = lessonModules[0]!;
    await a.client.post(`/api/modules/${first.id}/steps/0/complete`, { moves: solutionFor(first.steps[0]!, lessonStepSolutions) });
    expect(await readJson(await b.client.get('/api/user/modules'))).toEqual([]);
    expect(await readJson(await b.client.get('/api/user/puzzles'))).toEqual([]);
    expect((await readJson(await b.client.get('/api/user/progress'))).streak).toBe(0);
  });
});
