import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fact } from '@chess-quest/protocol/facts';
import { REVIEW_LADDER } from '@chess-quest/protocol/learning-journey';
import { lessonModules } from '../../content/lessons/index';
import type { DatabaseHandle } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { learningInsights } from '../../db/schema/learning';
import { seedCatalogs } from '../../db/seed';
import { createDispatcher } from '../../events/dispatcher';
import { Outbox } from '../../events/outbox';
import { HttpError } from '../../http/errors';
import { openTestDatabase, featureEngines } from '../../test/services';
import { pathsEs } from '../../content/learning-journey/paths.es';
import { journeyCatalog } from './catalog';
import { createJourneyService } from './service';
import { afterMiss, afterSolve } from './review';
import { createJourneySubscriber } from './subscriber';

const engines = await featureEngines();

describe.each(engines)('learning paths move from facts only, on %s', (engine) => {
  let database: DatabaseHandle;
  let outbox: Outbox;
  let journey: ReturnType<typeof createJourneyService>;
  let clock = Date.UTC(2026, 10, 2, 16, 0, 0);
  const at = (seconds = 30) => new Date((clock += seconds * 1000)).toISOString();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await seedCatalogs(database.db);
    outbox = new Outbox();
    outbox.subscribe(createJourneySubscriber());
    journey = createJourneyService({ db: database.db, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function newChild() {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `journey.${Math.random().toString(36).slice(2)}@example.com` })
      .returning();
    const [child] = await database.db
      .insert(childProfiles)
      .values({ accountId: account!.id, firstName: 'Mia', age: 8, username: `Knight${Math.random().toString(36).slice(2, 8)}` })
      .returning();
    return { accountId: account!.id, childId: child!.id };
  }

  async function deliver(...facts: Fact[]) {
    await outbox.record(database.db, facts);
    await createDispatcher(database, outbox).drain();
  }

  const lessonStep = (who: { accountId: string; childId: string }, moduleId: string, stepIndex: number): Fact => ({
    type: 'lesson.step.completed',
    ...who,
    at: at(),
    day: '2026-11-02',
    moduleId,
    stepIndex,
    stars: 3,
    previousStars: 0,
  });

  const solved = (who: { accountId: string; childId: string }, puzzleId: string, themes: string[], puzzleRating: number, ok = true): Fact => ({
    type: 'puzzle.attempted',
    ...who,
    at: at(),
    day: '2026-11-02',
    puzzleId,
    solved: ok,
    firstTry: ok,
    themes,
    puzzleRating,
    daily: false,
    ratingBefore: 600,
    ratingAfter: 600,
    points: 10,
  });

  const miniDone = (who: { accountId: string; childId: string }, challengeId: string, runId = `run-${challengeId}`): Fact => ({
    type: 'mini_challenge.completed',
    ...who,
    at: at(),
    runId,
    challengeId,
    title: challengeId,
    challengeType: 'quick_move',
    difficulty: 1,
    score: 1000,
    rewardPoints: 20,
    rewardXp: 25,
    rewardBadge: null,
  });

  it('completes the first step when every step of its lesson is played, once each, and counts the time between facts', async () => {
    const who = await newChild();
    const { userPath, step } = await journey.start(who.childId, 'chess-basics');
    expect(userPath).toMatchObject({ status: 'in_progress', currentStep: 0, progress: 0, totalSteps: journeyCatalog[0]!.steps.length });
    expect(step).toMatchObject({ key: 'lesson-the-board', href: '/lessons/the-board', kind: 'lesson' });

    const board = lessonModules.find((m) => m.id === 'the-board')!;
    // Every step but the last, one of them twice: the step is not done yet.
    for (let i = 0; i < board.steps.length - 1; i += 1) await deliver(lessonStep(who, 'the-board', i));
    await deliver(lessonStep(who, 'the-board', 0));
    let [row] = await journey.listUserPaths(who.childId);
    expect(row!.currentStep).toBe(0);
    let milestones = await journey.listMilestones(who.childId);
    expect(milestones).toEqual([
      expect.objectContaining({ stepKey: 'lesson-the-board', count: board.steps.length - 1, target: board.steps.length, completed: false }),
    ]);

    await deliver(lessonStep(who, 'the-board', board.steps.length - 1));
    [row] = await journey.listUserPaths(who.childId);
    expect(row).toMatchObject({ currentStep: 1, progress: Math.round(100 / journeyCatalog[0]!.steps.length) });
    // Each fact came 30 s after the one before; the first after the start too.
    expect(row!.timeSpent).toBe(Math.round(((board.steps.length + 1) * 30) / 60));
    milestones = await journey.listMilestones(who.childId);
    expect(milestones[0]).toMatchObject({ completed: true, count: board.steps.length });

    // A fact about a lesson that is not the current step moves nothing.
    await deliver(lessonStep(who, 'the-board', 0), lessonStep(who, 'the-knight', 0));
    [row] = await journey.listUserPaths(who.childId);
    expect(row!.currentStep).toBe(1);
    expect((await journey.continue(who.childId, 'chess-basics')).step).toMatchObject({
      key: 'mini-quick-light-up',
      href: '/multiplayer/mini/quick-light-up',
    });
  });

  it('finishes a path from module, chapter and game facts, unlocks the next paths and writes one insight', async () => {
    const who = await newChild();
    await expect(journey.start(who.childId, 'basic-tactics')).rejects.toMatchObject({ status: 403, code: 'locked' });
    await journey.start(who.childId, 'chess-basics');
    const basics = journeyCatalog[0]!;
    for (const step of basics.steps) {
      if (step.rule.kind === 'lesson') {
        await deliver({ type: 'lesson.module.completed', ...who, at: at(), moduleId: step.rule.moduleId, points: 100, threeStarSteps: 1, steps: 10 });
      } else if (step.rule.kind === 'story') {
        await deliver({ type: 'story.chapter.completed', ...who, at: at(), chapterId: step.rule.chapterId, chapterNumber: 1, points: 100 });
      } else if (step.rule.kind === 'mini-challenge') {
        await deliver(miniDone(who, step.rule.challengeId));
      } else {
        // A game resigned after two moves is not "a whole game"; a real one is.
        const game = (id: string, childMoves: number): Fact => ({
          type: 'ai.game.finished',
          ...who,
          at: at(600),
          day: '2026-11-02',
          gameId: id,
          level: 'easy',
          colour: 'white',
          result: 'loss',
          reason: 'resignation',
          childMoves: Array.from({ length: childMoves }, () => 'e4'),
          moves: [],
        });
        await deliver(game('6f1c1c36-8d7e-4a4c-9a55-2f0f4e0d0001', 2));
        expect((await journey.listUserPaths(who.childId))[0]!.status).toBe('in_progress');
        await deliver(game('6f1c1c36-8d7e-4a4c-9a55-2f0f4e0d0002', 12));
      }
    }
    const [row] = await journey.listUserPaths(who.childId);
    expect(row).toMatchObject({ status: 'completed', progress: 100, currentStep: basics.steps.length });
    expect(row!.completedAt).not.toBeNull();
    await expect(journey.start(who.childId, 'chess-basics')).rejects.toMatchObject({ status: 409 });

    const paths = await journey.listPaths(who.childId);
    expect(paths.filter((p) => !p.locked).map((p) => p.id)).toEqual(['chess-basics', 'basic-tactics', 'endgame-basics']);
    const insights = await journey.listInsights(who.childId);
    expect(insights.filter((i) => i.title === 'You finished Chess Basics!')).toHaveLength(1);
    expect(insights.find((i) => i.title === 'You finished Chess Basics!')!.message).toBe('Now you can start Basic Tactics or Endgame Basics.');
    // Stored with its kind and values, the same insight reads in Spanish for a Spanish reader (issue 27).
    const finished = insights.find((i) => i.title === 'You finished Chess Basics!')!;
    const spanish = (await journey.listInsights(who.childId, 'es')).find((i) => i.id === finished.id)!;
    expect(spanish).toMatchObject({
      title: `¡Terminaste “${pathsEs['chess-basics'].name}”!`,
      message: `Ahora puedes empezar “${pathsEs['basic-tactics'].name}” o “${pathsEs['endgame-basics'].name}”.`,
      actionLabel: 'Ver tus caminos',
      actionHref: finished.actionHref,
      type: finished.type,
    });
    // A row written before its kind was stored keeps its English in every language.
    await database.db.update(learningInsights).set({ kind: null, params: null }).where(eq(learningInsights.id, finished.id));
    expect((await journey.listInsights(who.childId, 'es')).find((i) => i.id === finished.id)).toMatchObject({
      title: 'You finished Chess Basics!',
      message: 'Now you can start Basic Tactics or Endgame Basics.',
      actionLabel: 'See your paths',
    });
    expect((await journey.start(who.childId, 'basic-tactics')).userPath.status).toBe('in_progress');
  });

  it('completes a mini challenge step only when that challenge’s goal is reached, and Continue opens it', async () => {
    const who = await newChild();
    await journey.start(who.childId, 'chess-basics');
    const board = lessonModules.find((m) => m.id === 'the-board')!;
    await deliver({
      type: 'lesson.module.completed',
      ...who,
      at: at(),
      moduleId: 'the-board',
      points: 1,
      threeStarSteps: 0,
      steps: board.steps.length,
    });
    const next = (await journey.continue(who.childId, 'chess-basics')).step!;
    expect(next).toMatchObject({ key: 'mini-quick-light-up', kind: 'mini-challenge', target: 1, href: '/multiplayer/mini/quick-light-up' });
    await deliver(miniDone(who, 'quick-name-square')); // another challenge
    expect((await journey.continue(who.childId, 'chess-basics')).step!.key).toBe('mini-quick-light-up');
    await deliver(miniDone(who, 'quick-light-up'));
    const milestone = (await journey.listMilestones(who.childId)).find((m) => m.stepKey === 'mini-quick-light-up');
    expect(milestone).toMatchObject({ completed: true, count: 1, target: 1 });
    expect((await journey.continue(who.childId, 'chess-basics')).step!.key).toBe('lesson-the-rook');
  });

  it('counts puzzles of the step’s theme and rating, each puzzle once, and never another child’s', async () => {
    const who = await newChild();
    const other = await newChild();
    await journey.start(who.childId, 'chess-basics');
    // Jump this child to Basic Tactics' puzzle step by finishing Chess Basics quickly.
    for (const step of journeyCatalog[0]!.steps) {
      const r = step.rule;
      if (r.kind === 'lesson')
        await deliver({ type: 'lesson.module.completed', ...who, at: at(), moduleId: r.moduleId, points: 1, threeStarSteps: 0, steps: 1 });
      if (r.kind === 'story')
        await deliver({ type: 'story.chapter.completed', ...who, at: at(), chapterId: r.chapterId, chapterNumber: 1, points: 1 });
      if (r.kind === 'mini-challenge') await deliver(miniDone(who, r.challengeId));
      if (r.kind === 'ai-game') {
        await deliver({
          type: 'ai.game.finished',
          ...who,
          at: at(),
          day: '2026-11-02',
          gameId: '6f1c1c36-8d7e-4a4c-9a55-2f0f4e0d0003',
          level: 'easy',
          colour: 'black',
          result: 'win',
          reason: 'checkmate',
          childMoves: ['e5'],
          moves: ['e4', 'e5'],
        });
      }
    }
    await journey.start(who.childId, 'basic-tactics');
    await journey.start(other.childId, 'chess-basics');
    for (const moduleId of ['check', 'checkmate', 'piece-values']) {
      await deliver({ type: 'lesson.module.completed', ...who, at: at(), moduleId, points: 1, threeStarSteps: 0, steps: 1 });
    }
    expect((await journey.continue(who.childId, 'basic-tactics')).step!.key).toBe('puzzles-hangingpiece-400-5');
    await deliver(
      solved(who, 'p1', ['hangingPiece'], 450),
      solved(who, 'p1', ['hangingPiece'], 450), // the same puzzle again
      solved(who, 'p2', ['fork'], 900), // another theme
      solved(who, 'p3', ['hangingPiece'], 380), // rated too low
      solved(who, 'p4', ['hangingPiece'], 500, false), // not solved
      solved(other, 'p5', ['hangingPiece'], 500), // another child
    );
    let milestone = (await journey.listMilestones(who.childId)).find((m) => m.stepKey === 'puzzles-hangingpiece-400-5');
    expect(milestone).toMatchObject({ count: 1, target: 5, completed: false });
    await deliver(...['p6', 'p7', 'p8', 'p9'].map((id) => solved(who, id, ['hangingPiece', 'short'], 420)));
    milestone = (await journey.listMilestones(who.childId)).find((m) => m.stepKey === 'puzzles-hangingpiece-400-5');
    expect(milestone).toMatchObject({ count: 5, completed: true });
    expect((await journey.continue(who.childId, 'basic-tactics')).step!.key).toBe('puzzles-matein1-400-5');
    expect(await journey.listMilestones(other.childId)).toEqual([]);
  });

  it('brings a missed puzzle and a one-star lesson step back on the ladder: 4 h, 1 d, 3 d, 1 w, 2 w, 1 m, each wait from the last solve', async () => {
    const who = await newChild();
    const other = await newChild();
    const t0 = Date.UTC(2026, 10, 10, 15);
    const at = (ms: number) => new Date(t0 + ms).toISOString();
    const reviewAt = (ms: number) => createJourneyService({ db: database.db, now: () => new Date(t0 + ms) }).reviewItems(who.childId);
    const attempt = (ms: number, ok: boolean): Fact => ({ ...(solved(who, 'gen-2be441cfb8', ['fork'], 920, ok) as object), at: at(ms) }) as Fact;
    const puzzleAt = async (ms: number) => (await reviewAt(ms)).find((i) => i.kind === 'puzzle');

    await deliver(
      attempt(0, false),
      { ...lessonStep(who, 'the-rook', 2), stars: 1, at: at(0) } as Fact,
      { ...lessonStep(who, 'the-rook', 3), stars: 3, at: at(0) } as Fact,
    );
    const [fourHours, ...later] = REVIEW_LADDER.map((rung) => rung.ms);
    expect(fourHours).toBe(4 * 60 * 60 * 1000);
    expect(later).toEqual([1, 3, 7, 14, 30].map((days) => days * 24 * 60 * 60 * 1000));
    expect(await reviewAt(fourHours! - 1000)).toEqual([]);
    const due = await reviewAt(fourHours!);
    expect(due.map((i) => [i.kind, i.title, i.href, i.solves, i.solvesNeeded])).toEqual([
      ['puzzle', expect.stringMatching(/^Puzzle: Fork! · Puzzle \d+$/), '/puzzles', 0, 6],
      ['lesson-step', 'The Rook: Two stars', '/lessons/the-rook', 0, 6],
    ]);
    // Solving it again before it is due does not count.
    await deliver(attempt(60 * 60 * 1000, true));
    expect((await puzzleAt(fourHours!))!.solves).toBe(0);

    // Each rung: solved when due, it leaves the list and comes back that rung's wait later.
    let solvedAt = fourHours! + 60_000;
    for (const [rung, wait] of later.entries()) {
      await deliver(attempt(solvedAt, true));
      expect(await puzzleAt(solvedAt + wait - 1000)).toBeUndefined();
      expect(await puzzleAt(solvedAt + wait)).toMatchObject({ solves: rung + 1, solvesNeeded: 6 });
      solvedAt += wait + 60_000;
    }
    // A miss on the fourth rung sends it back to the first: due 4 hours after the miss.
    const missAt = solvedAt;
    await deliver(attempt(missAt, false));
    expect(await puzzleAt(missAt + fourHours! - 1000)).toBeUndefined();
    expect(await puzzleAt(missAt + fourHours!)).toMatchObject({ solves: 0, solvesNeeded: 6 });
    // Climbed again to the last rung; solved there, it is done.
    solvedAt = missAt + fourHours!;
    for (const wait of later) {
      await deliver(attempt(solvedAt, true));
      solvedAt += wait;
    }
    expect(await puzzleAt(solvedAt)).toMatchObject({ solves: 5 });
    await deliver(attempt(solvedAt, true));
    expect(await puzzleAt(solvedAt + 365 * 24 * 60 * 60 * 1000)).toBeUndefined();
    expect((await reviewAt(solvedAt)).map((i) => i.kind)).toEqual(['lesson-step']);
    expect(await createJourneyService({ db: database.db, now: () => new Date(solvedAt) }).reviewItems(other.childId)).toEqual([]);
  });

  it('the ladder, one item at a time: a solve climbs a rung and counts only when due, the last rung finishes, a miss starts over', () => {
    const t = new Date(Date.UTC(2026, 0, 1));
    let item: { stage: number; solves: number; dueAt: Date; doneAt: Date | null } = afterMiss(t);
    expect(item).toMatchObject({ stage: 0, solves: 0, doneAt: null });
    expect(item.dueAt.getTime() - t.getTime()).toBe(REVIEW_LADDER[0].ms);
    expect(afterSolve(item, new Date(item.dueAt.getTime() - 1))).toBeNull();
    for (let rung = 1; rung < REVIEW_LADDER.length; rung += 1) {
      const solvedAt = item.dueAt;
      item = afterSolve(item, solvedAt)!;
      expect(item).toMatchObject({ stage: rung, solves: rung, doneAt: null });
      expect(item.dueAt.getTime() - solvedAt.getTime()).toBe(REVIEW_LADDER[rung]!.ms);
    }
    const done = afterSolve(item, item.dueAt)!;
    expect(done).toMatchObject({ solves: REVIEW_LADDER.length, doneAt: item.dueAt });
    expect(afterSolve(done, new Date(item.dueAt.getTime() + 1e12))).toBeNull();
    expect(afterMiss(new Date(t.getTime() + 5))).toMatchObject({ stage: 0, solves: 0, doneAt: null });
  });

  it('refuses unknown paths, continuing a path not started, and insights of another child', async () => {
    const who = await newChild();
    await expect(journey.start(who.childId, 'no-such-path')).rejects.toMatchObject({ status: 404 });
    await expect(journey.continue(who.childId, 'chess-basics')).rejects.toBeInstanceOf(HttpError);
    await expect(journey.markInsightRead(who.childId, '6f1c1c36-8d7e-4a4c-9a55-2f0f4e0d0009')).rejects.toMatchObject({ status: 404 });
  });
});
