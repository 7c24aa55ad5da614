import { describe, expect, it } from 'vitest';
import { userProgressSchema } from '@chess-quest/protocol/auth';
import { dailyPuzzleResponseSchema, moduleSchema, puzzleSchema, storyChapterSchema, userModuleSchema } from '@chess-quest/protocol/catalog';
import { FREE_PUZZLES_PER_DAY } from '@chess-quest/protocol/constants';
import {
  LEARNING_MESSAGES,
  completeStepResponseSchema,
  lessonModuleDetailSchema,
  storyChapterDetailSchema,
  type LessonStep,
} from '@chess-quest/protocol/lessons';
import { PUZZLE_MESSAGES, puzzleAttemptResponseSchema, userPuzzleSchema } from '@chess-quest/protocol/puzzles';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import { storyChapters, storyStepSolutions } from '../../content/story/index';
import { recordedFacts, rewardPointsOf, settleFacts } from '../../test/facts';
import { loadPuzzleLibrary } from '../../content/puzzles/library';
import { newFamily, setSubscription, useTestServer } from '../../test/fixture';
import { expectJson, readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

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
  const server = useTestServer(engine);
  const newChild = async () => {
    const family = await newFamily(server);
    return { ...family, id: family.childId };
  };
  const makePremium = (family: { accountId: string }) => setSubscription(server, family.accountId, { status: 'active' });

  it('finishes the first lesson step by step, gives its points once and starts a streak', async () => {
    const { client, childId } = await newChild();
    const list = await client.getJson('/api/modules', moduleSchema.array());
    expect(list.length).toBeGreaterThanOrEqual(12);
    const first = lessonModules[0]!;
    const detail = await client.getJson(`/api/modules/${first.id}`, lessonModuleDetailSchema);
    expect(detail.steps.length).toBe(first.steps.length);
    expect(detail.progress).toBe(0);

    let last;
    for (const [index, step] of first.steps.entries()) {
      const response = await client.request('POST', `/api/modules/${first.id}/steps/${index}/complete`, {
        json: { moves: solutionFor(step, lessonStepSolutions) },
        headers: { 'x-time-zone': 'Europe/Paris' },
      });
      last = await expectJson(response, completeStepResponseSchema);
      expect(last.stars).toBe(3);
    }
    expect(last).toMatchObject({ progress: 100, completed: true, pointsAwarded: first.points });
    expect(await client.getJson('/api/user/modules', userModuleSchema.array())).toEqual([{ moduleId: first.id, completed: true, progress: 100 }]);
    // The lesson's own points, plus what the rewards paid for it once every fact is delivered.
    await settleFacts(server.running);
    const rewards = await rewardPointsOf(server.db, childId);
    expect(await client.getJson('/api/user/progress', userProgressSchema)).toMatchObject({ points: first.points + rewards, streak: 1 });

    // Replaying a step changes nothing and pays nothing again.
    const again = await client.postJson(
      `/api/modules/${first.id}/steps/0/complete`,
      { moves: solutionFor(first.steps[0]!, lessonStepSolutions) },
      completeStepResponseSchema,
    );
    expect(again.pointsAwarded).toBe(0);
    await settleFacts(server.running);
    expect((await client.getJson('/api/user/progress', userProgressSchema)).points).toBe(first.points + (await rewardPointsOf(server.db, childId)));
  });

  it('refuses moves that do not finish a step, and locked lessons', async () => {
    const { client } = await newChild();
    const first = lessonModules[0]!;
    const interactive = first.steps.findIndex((s) => s.kind !== 'explain');
    const wrong = await client.post(`/api/modules/${first.id}/steps/${interactive}/complete`, { moves: ['a1a1'] });
    expect(wrong.status).toBe(400);
    const notMoves = await client.post(`/api/modules/${first.id}/steps/${interactive}/complete`, { moves: 'e2e4' });
    expect(notMoves.status).toBe(400);
    expect(await client.getJson('/api/user/modules', userModuleSchema.array())).toEqual([]);

    const locked = lessonModules.find((m) => m.requiredLevel > 1);
    expect(locked).toBeDefined();
    const response = await client.get(`/api/modules/${locked!.id}`);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({
      code: 'locked',
      message: LEARNING_MESSAGES.moduleLocked(locked!.requiredLevel),
      reason: 'lessons.moduleLocked',
      values: { level: locked!.requiredLevel },
    });
    expect((await client.get('/api/modules/no-such-lesson')).status).toBe(404);
    const badZone = await client.request('POST', `/api/modules/${first.id}/steps/0/complete`, {
      json: { moves: [] },
      headers: { 'x-time-zone': 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect((await readJson(badZone)).message).toMatch(/x-time-zone must be an IANA time zone/);
  });

  it('opens the first three story chapters to everyone and the rest to premium only', async () => {
    const family = await newChild();
    const { client } = family;
    const chapters = await client.getJson('/api/story/chapters', storyChapterSchema.array());
    expect(chapters.length).toBeGreaterThanOrEqual(20);
    const one = storyChapters[0]!;
    const detail = await client.getJson(`/api/story/chapters/${one.id}`, storyChapterDetailSchema);
    expect(detail.pages.length).toBe(one.pages.length);
    const challenges = one.pages.flatMap((p) => (p.type === 'challenge' ? [p.step] : []));
    let last;
    for (const [index, step] of challenges.entries()) {
      last = await client.postJson(
        `/api/story/chapters/${one.id}/challenges/${index}/complete`,
        { moves: solutionFor(step, storyStepSolutions) },
        completeStepResponseSchema,
      );
    }
    expect(last).toMatchObject({ completed: true, progress: 100, pointsAwarded: one.points });

    const fourth = storyChapters[3]!;
    const refused = await client.get(`/api/story/chapters/${fourth.id}`);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({ code: 'premium_required', message: LEARNING_MESSAGES.chapterPremium, reason: 'story.chapterPremium' });
    const challengeRefused = await client.post(`/api/story/chapters/${fourth.id}/challenges/0/complete`, { moves: [] });
    expect(challengeRefused.status).toBe(403);
    await makePremium(family);
    expect((await client.get(`/api/story/chapters/${fourth.id}`)).status).toBe(fourth.requiredLevel > 1 ? 403 : 200);
  });

  it('records puzzle attempts, pays a puzzle once, and verifies the solution', async () => {
    const { client, childId } = await newChild();
    const daily = (await client.getJson('/api/puzzles/daily', dailyPuzzleResponseSchema))!;
    expect(daily).not.toBeNull();
    const wrongClaim = await client.post(`/api/user/puzzles/${daily.id}/attempt`, {
      solved: true,
      attempts: 1,
      solvedAt: new Date().toISOString(),
      moves: ['a2a3'],
    });
    expect(wrongClaim.status).toBe(400);
    expect((await readJson(wrongClaim)).message).toBe(PUZZLE_MESSAGES.notTheSolution);

    const miss = await client.postJson(
      `/api/user/puzzles/${daily.id}/attempt`,
      { solved: false, attempts: 2, solvedAt: null },
      puzzleAttemptResponseSchema,
    );
    expect(miss.pointsAwarded).toBe(0);
    const solve = await client.postJson(
      `/api/user/puzzles/${daily.id}/attempt`,
      { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: childMoves(daily.solution) },
      puzzleAttemptResponseSchema,
    );
    expect(solve.pointsAwarded).toBe(daily.points);
    const twice = await client.postJson(
      `/api/user/puzzles/${daily.id}/attempt`,
      { solved: true, attempts: 1, solvedAt: null, moves: childMoves(daily.solution) },
      puzzleAttemptResponseSchema,
    );
    expect(twice.pointsAwarded).toBe(0);
    expect(await client.getJson('/api/user/puzzles', userPuzzleSchema.array())).toEqual([{ puzzleId: daily.id, solved: true, attempts: 4 }]);
    await settleFacts(server.running);
    expect((await client.getJson('/api/user/progress', userProgressSchema)).points).toBe(daily.points + (await rewardPointsOf(server.db, childId)));
    const bad = await client.post(`/api/user/puzzles/${daily.id}/attempt`, { solved: 'yes', attempts: 1, solvedAt: null });
    expect((await readJson(bad)).message).toBe('solved must be true or false');
  });

  it('counts a longer puzzle solved without a wrong move as a first try (each move is an attempt)', async () => {
    const line = loadPuzzleLibrary().find((p) => p.solution.length === 3)!;
    const moves = childMoves(line.solution);
    const clean = await newChild();
    await makePremium(clean);
    await clean.client.postJson(
      `/api/user/puzzles/${line.id}/attempt`,
      { solved: true, attempts: moves.length, solvedAt: null, moves },
      puzzleAttemptResponseSchema,
    );
    const slipped = await newChild();
    await makePremium(slipped);
    await slipped.client.postJson(
      `/api/user/puzzles/${line.id}/attempt`,
      { solved: true, attempts: moves.length + 1, solvedAt: null, moves },
      puzzleAttemptResponseSchema,
    );
    const attemptOf = async (childId: string) => {
      const [fact] = await recordedFacts(server.db, { childId, types: ['puzzle.attempted'] });
      return fact?.type === 'puzzle.attempted' ? fact : undefined;
    };
    expect(await attemptOf(clean.childId)).toMatchObject({ solved: true, firstTry: true });
    expect((await attemptOf(clean.childId))!.ratingAfter).toBeGreaterThan((await attemptOf(clean.childId))!.ratingBefore);
    expect(await attemptOf(slipped.childId)).toMatchObject({ solved: true, firstTry: false });
    expect((await attemptOf(slipped.childId))!.ratingAfter).toBeLessThan((await attemptOf(slipped.childId))!.ratingBefore);
  });

  it(`limits free accounts to ${FREE_PUZZLES_PER_DAY} puzzles a day besides the daily one; premium is unlimited`, async () => {
    const family = await newChild();
    const { client } = family;
    const list = await client.getJson('/api/puzzles', puzzleSchema.array());
    expect(list.length).toBeGreaterThan(FREE_PUZZLES_PER_DAY);
    const allowance = async () => readJson(await client.get('/api/user/puzzles/allowance'));
    expect(await allowance()).toMatchObject({ limit: FREE_PUZZLES_PER_DAY, left: FREE_PUZZLES_PER_DAY, countedToday: [] });
    for (const [i, puzzle] of list.slice(0, FREE_PUZZLES_PER_DAY).entries()) {
      const answer = await client.postJson(
        `/api/user/puzzles/${puzzle.id}/attempt`,
        { solved: false, attempts: 1, solvedAt: null },
        puzzleAttemptResponseSchema,
      );
      expect(answer.puzzlesLeftToday).toBe(FREE_PUZZLES_PER_DAY - i - 1);
    }
    const spent = await allowance();
    expect(spent.left).toBe(0);
    expect(spent.countedToday).toEqual(
      list
        .slice(0, FREE_PUZZLES_PER_DAY)
        .map((p: { id: string }) => p.id)
        .sort(),
    );
    const over = await client.post(`/api/user/puzzles/${list[FREE_PUZZLES_PER_DAY]!.id}/attempt`, { solved: false, attempts: 1, solvedAt: null });
    expect(over.status).toBe(403);
    expect(await readJson(over)).toEqual({
      code: 'premium_required',
      message: PUZZLE_MESSAGES.dailyLimit(FREE_PUZZLES_PER_DAY),
      reason: 'puzzles.dailyLimit',
      values: { limit: FREE_PUZZLES_PER_DAY },
    });
    // A puzzle already started today can still be finished.
    expect((await client.post(`/api/user/puzzles/${list[0]!.id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status).toBe(200);
    const daily = (await client.getJson('/api/puzzles/daily', dailyPuzzleResponseSchema))!;
    expect((await client.post(`/api/user/puzzles/${daily.id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status).toBe(200);
    // The daily puzzle never counts.
    expect((await allowance()).left).toBe(0);
    expect((await allowance()).dailyId).toBe(daily.id);
    await makePremium(family);
    expect(await allowance()).toMatchObject({ limit: null, left: null });
    expect(
      (await client.post(`/api/user/puzzles/${list[FREE_PUZZLES_PER_DAY]!.id}/attempt`, { solved: false, attempts: 1, solvedAt: null })).status,
    ).toBe(200);
  });

  it('keeps one child’s learning away from another', async () => {
    const a = await newChild();
    const b = await newChild();
    const first = lessonModules[0]!;
    await a.client.post(`/api/modules/${first.id}/steps/0/complete`, { moves: solutionFor(first.steps[0]!, lessonStepSolutions) });
    expect(await b.client.getJson('/api/user/modules', userModuleSchema.array())).toEqual([]);
    expect(await b.client.getJson('/api/user/puzzles', userPuzzleSchema.array())).toEqual([]);
    expect((await b.client.getJson('/api/user/progress', userProgressSchema)).streak).toBe(0);
  });
});
