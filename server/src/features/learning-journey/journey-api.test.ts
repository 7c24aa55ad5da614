import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@chess-quest/protocol/errors';
import {
  learningInsightSchema,
  learningPathSchema,
  milestoneProgressSchema,
  pathActionResponseSchema,
  skillAssessmentSchema,
  userLearningPathSchema,
} from '@chess-quest/protocol/learning-journey';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import { loadPuzzleLibrary } from '../../content/puzzles/library';
import { signUp, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

function movesFor(step: LessonStep): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  return lessonStepSolutions[step.id]!;
}

describe.each(engines)('the learning journey through the API on %s', (engine) => {
  const server = useTestServer(engine);

  async function newChild(): Promise<TestClient> {
    const client = server.client();
    await signUp(client);
    return client;
  }
  const read = async <T extends z.ZodType>(schema: T, response: Response, status = 200): Promise<z.infer<T>> => {
    expect(response.status).toBe(status);
    return schema.parse(await readJson(response));
  };

  it('asks for a sign-in, refuses a locked path with code locked and bad ids with the field named', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/learning-paths')).status).toBe(401);
    const client = await newChild();
    const paths = await read(z.array(learningPathSchema), await client.get('/api/learning-paths'));
    expect(paths.map((p) => p.id)).toEqual([
      'chess-basics',
      'basic-tactics',
      'endgame-basics',
      'advanced-tactics',
      'chess-strategy',
      'grandmaster-level',
    ]);
    expect(paths.map((p) => p.locked)).toEqual([false, true, true, true, true, true]);

    const refused = await read(apiErrorSchema, await client.post('/api/learning-paths/basic-tactics/start'), 403);
    expect(refused.code).toBe('locked');
    const bad = await read(apiErrorSchema, await client.post('/api/learning-paths/Not%20A%20Path!/start'), 400);
    expect(bad).toMatchObject({ code: 'invalid_input', field: 'id' });
    expect((await read(apiErrorSchema, await client.post('/api/learning-paths/no-such-path/start'), 404)).code).toBe('not_found');
    expect((await read(apiErrorSchema, await client.post('/api/learning-paths/chess-basics/continue'), 409)).code).toBe('conflict');
    expect(await read(z.array(userLearningPathSchema), await client.get('/api/user-learning-paths'))).toEqual([]);
  });

  it('starts the first path and completes its first step by playing the lesson it names', async () => {
    const client = await newChild();
    const other = await newChild();
    const started = await read(pathActionResponseSchema, await client.post('/api/learning-paths/chess-basics/start'));
    expect(started.step).toMatchObject({ href: '/lessons/the-board' });
    // Starting again is harmless: the same path under way.
    expect((await read(pathActionResponseSchema, await client.post('/api/learning-paths/chess-basics/start'))).userPath.id).toBe(started.userPath.id);

    const board = lessonModules.find((m) => m.id === 'the-board')!;
    for (const [index, step] of board.steps.entries()) {
      expect((await client.post(`/api/modules/the-board/steps/${index}/complete`, { moves: movesFor(step) })).status).toBe(200);
    }
    await server.running.dispatcher.drain();
    const [mine] = await read(z.array(userLearningPathSchema), await client.get('/api/user-learning-paths'));
    expect(mine).toMatchObject({ pathId: 'chess-basics', status: 'in_progress', currentStep: 1, progress: 9 });
    const milestones = await read(z.array(milestoneProgressSchema), await client.get('/api/user-milestone-progress'));
    expect(milestones).toEqual([expect.objectContaining({ stepKey: 'lesson-the-board', completed: true, count: board.steps.length })]);
    const next = await read(pathActionResponseSchema, await client.post('/api/learning-paths/chess-basics/continue'));
    expect(next.step).toMatchObject({ key: 'mini-quick-light-up', href: '/multiplayer/mini/quick-light-up' });
    // The other family's child sees none of it.
    expect(await read(z.array(userLearningPathSchema), await other.get('/api/user-learning-paths'))).toEqual([]);
    expect(await read(z.array(milestoneProgressSchema), await other.get('/api/user-milestone-progress'))).toEqual([]);
  });

  it('raises the forks skill after fork puzzles, and an insight can be marked read by its child only', async () => {
    const client = await newChild();
    const other = await newChild();
    const before = await read(z.array(skillAssessmentSchema), await client.get('/api/skill-assessments'));
    expect(before).toHaveLength(9);
    expect(before.find((s) => s.skillName === 'forks')).toMatchObject({ level: 1, confidence: 0 });

    const forkPuzzles = loadPuzzleLibrary()
      .filter((p) => p.themes.includes('fork'))
      .slice(0, 5);
    for (const puzzle of forkPuzzles) {
      const moves = puzzle.solution.filter((_, i) => i % 2 === 0);
      const response = await client.post(`/api/user/puzzles/${puzzle.id}/attempt`, {
        solved: true,
        attempts: 1,
        solvedAt: new Date().toISOString(),
        moves,
      });
      expect(response.status, puzzle.id).toBe(200);
    }
    await server.running.dispatcher.drain();
    const after = await read(z.array(skillAssessmentSchema), await client.get('/api/skill-assessments'));
    const forks = after.find((s) => s.skillName === 'forks')!;
    expect(forks.level).toBeGreaterThanOrEqual(6);
    expect(forks.confidence).toBe(25);
    expect(after.find((s) => s.skillName === 'piece-movement')!.level).toBe(1);

    const insights = await read(z.array(learningInsightSchema), await client.get('/api/learning-insights'));
    const streak = insights.find((i) => i.title === 'You found 5 forks in a row!');
    expect(streak).toMatchObject({ isRead: false, actionHref: '/puzzles' });
    expect(await read(z.array(learningInsightSchema), await other.get('/api/learning-insights'))).toEqual([]);
    expect((await other.post(`/api/learning-insights/${streak!.id}/read`)).status).toBe(404);
    expect((await client.post('/api/learning-insights/not-a-uuid/read')).status).toBe(400);
    expect((await client.post(`/api/learning-insights/${streak!.id}/read`)).status).toBe(204);
    const read2 = await read(z.array(learningInsightSchema), await client.get('/api/learning-insights'));
    expect(read2.find((i) => i.id === streak!.id)!.isRead).toBe(true);
  });
});
