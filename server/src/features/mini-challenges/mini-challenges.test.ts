import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINI_SCORING, miniAnswerResponseSchema, miniChallengeListSchema, miniRunSchema, type MiniRun } from '@chess-quest/protocol/mini-challenges';
import { childProfiles } from '../../db/schema/accounts';
import { badges, miniChallengeRuns, xpLedger } from '../../db/schema/gamification';
import { miniChallengeEntry } from '../../content/mini-challenges/catalog';
import { newFamily, useTestServer, type Family } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { recordedFacts, settleFacts } from '../../test/facts';
import { featureEngines } from '../../test/services';
import type { MemoryContent, PatternContent, QuickMoveContent, RunContent, SpeedContent } from '../../domain/mini-challenges/content';
import { createMiniChallengesService } from './service';

const engines = await featureEngines();

describe.each(engines)('mini challenges on %s', (engine) => {
  const server = useTestServer(engine);

  async function contentOf(runId: string): Promise<RunContent> {
    const [row] = await server.db.select({ content: miniChallengeRuns.content }).from(miniChallengeRuns).where(eq(miniChallengeRuns.id, runId));
    return row!.content as unknown as RunContent;
  }
  async function rowOf(runId: string) {
    const [row] = await server.db.select().from(miniChallengeRuns).where(eq(miniChallengeRuns.id, runId));
    return row!;
  }
  const start = (family: Family, id: string) => family.client.postJson(`/api/mini-challenges/${id}/runs`, undefined, miniRunSchema, 201);
  const answer = (family: Family, runId: string, body: unknown) =>
    family.client.postJson(`/api/mini-challenges/runs/${runId}/answers`, body, miniAnswerResponseSchema);

  /** A service on the same database whose clock the test moves. */
  function clockedService(startAt: string) {
    let clock = new Date(startAt);
    const service = createMiniChallengesService({ db: server.db, facts: server.running.outbox, now: () => clock, seed: () => 7 });
    return {
      service,
      set: (at: Date) => {
        clock = at;
      },
    };
  }

  it('lists at least 12 challenges over the four types, levels 1–5 with the spec labels, no attempts yet', async () => {
    const family = await newFamily(server);
    const list = await family.client.getJson('/api/mini-challenges', miniChallengeListSchema);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((c) => c.type))).toEqual(new Set(['quick_move', 'pattern_match', 'memory_game', 'speed_puzzle']));
    expect(new Set(list.map((c) => c.difficulty))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const challenge of list) {
      expect(challenge.difficultyLabel).toBe(challenge.difficulty <= 2 ? 'Easy' : challenge.difficulty <= 4 ? 'Medium' : 'Hard');
      expect(challenge).toMatchObject({ attempts: 0, bestScore: 0, isCompleted: false });
    }
  });

  it('plays a quick move run to its end: 100 a square, a wrong square scores nothing, best score and attempts, rewards paid once', async () => {
    const family = await newFamily(server);
    const pointsBefore = (await server.db.select().from(childProfiles).where(eq(childProfiles.id, family.childId)))[0]!.points;
    const entry = miniChallengeEntry('quick-light-up')!;

    async function playToTheEnd(wrongFirst: boolean): Promise<MiniRun> {
      let run = await start(family, entry.id);
      expect(run.task).toMatchObject({ kind: 'quick_move', index: 0, prompt: 'highlight' });
      const content = (await contentOf(run.runId)) as QuickMoveContent;
      if (wrongFirst) {
        const wrong = content.targets[0]!.square === 'a1' ? 'h8' : 'a1';
        const missed = await answer(family, run.runId, { kind: 'quick_move', square: wrong });
        expect(missed).toMatchObject({ correct: false, points: 0 });
        expect(missed.run.task).toMatchObject({ index: 0, square: content.targets[0]!.square });
      }
      for (const target of content.targets) {
        expect(run.task).toMatchObject({ square: target.square });
        const answered = await answer(family, run.runId, { kind: 'quick_move', square: target.square });
        expect(answered).toMatchObject({ correct: true, points: MINI_SCORING.quickMovePerSquare });
        run = answered.run;
      }
      return run;
    }

    const first = await playToTheEnd(true);
    expect(first.finished).toBe(true);
    expect(first.task).toBeNull();
    expect(first.result).toMatchObject({
      score: 1000,
      completed: true,
      bestScore: 1000,
      attempts: 1,
      firstCompletion: true,
      goalScore: entry.goalScore,
    });
    const second = await playToTheEnd(false);
    expect(second.result).toMatchObject({ score: 1000, completed: true, attempts: 2, firstCompletion: false });
    await settleFacts(server.running);

    const completions = await recordedFacts(server.db, { childId: family.childId, types: ['mini_challenge.completed'] });
    expect(completions).toHaveLength(2);
    const paid = await server.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.childId, family.childId), eq(xpLedger.sourceKey, `xp:mini:${entry.id}`)));
    expect(paid).toEqual([expect.objectContaining({ xp: entry.rewards.xp, points: entry.rewards.points })]);
    const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, family.childId));
    expect(profile!.points - pointsBefore).toBeGreaterThanOrEqual(entry.rewards.points);

    const list = await family.client.getJson('/api/mini-challenges', miniChallengeListSchema);
    expect(list.find((c) => c.id === entry.id)).toMatchObject({ attempts: 2, bestScore: 1000, isCompleted: true });
  });

  it('pattern match: 50 a right pick, 25 off a wrong one, the answer revealed only after answering', async () => {
    const family = await newFamily(server);
    const run = await start(family, 'pattern-hanging-pieces');
    expect(JSON.stringify(run)).not.toContain('answer');
    const content = (await contentOf(run.runId)) as PatternContent;
    const round = content.rounds[0]!;
    const wrong = ['a1', 'a2', 'a3', 'h1', 'h2'].find((square) => !round.answer.includes(square as never))!;
    const answered = await answer(family, run.runId, { kind: 'pattern_match', squares: [...round.answer, wrong] });
    expect(answered.points).toBe(Math.max(0, round.answer.length * MINI_SCORING.patternPerPick - MINI_SCORING.patternWrongPick));
    expect(answered.correct).toBe(false);
    expect(answered.reveal).toEqual({ squares: round.answer });
    expect(answered.run.score).toBe(answered.points);
    // All wrong: the round scores 0, never below.
    const next = content.rounds[1]!;
    const allWrong = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'a8', 'b8'].filter((s) => !next.answer.includes(s as never)).slice(0, 3);
    const zero = await answer(family, run.runId, { kind: 'pattern_match', squares: allWrong });
    expect(zero).toMatchObject({ correct: false, points: 0 });
    expect(zero.run.score).toBe(answered.points);
  });

  it('memory: every right piece scores, fewer for each extra look, a misplaced piece costs', async () => {
    const family = await newFamily(server);
    const run = await start(family, 'memory-tiny');
    const content = (await contentOf(run.runId)) as MemoryContent;
    const round = content.rounds[0]!;
    expect(run.task).toMatchObject({ kind: 'memory_game', looks: 1, pieces: round.pieces });
    const again = await family.client.getJson(`/api/mini-challenges/runs/${run.runId}`, miniRunSchema);
    expect(again.task).toMatchObject({ pieces: null });
    const looked = await answer(family, run.runId, { kind: 'memory_look' });
    expect(looked.run.task).toMatchObject({ looks: 2, pieces: round.pieces });
    const placed = round.pieces.slice(1);
    const free = ['a1', 'b2', 'c3', 'd4', 'h5'].find((square) => !round.pieces.some((p) => p.square === square))!;
    const rebuilt = await answer(family, run.runId, { kind: 'memory_game', pieces: [...placed, { square: free, piece: 'wQ' }] });
    const perPiece = MINI_SCORING.memoryPerPiece - MINI_SCORING.memoryPerExtraLook;
    expect(rebuilt.points).toBe(placed.length * perPiece - MINI_SCORING.memoryWrongPiece);
    expect(rebuilt.reveal).toEqual({ pieces: round.pieces });
    // The next round starts with its first look shown.
    expect(rebuilt.run.task).toMatchObject({ index: 1, looks: 1, pieces: content.rounds[1]!.pieces });
  });

  it('speed puzzles: the puzzle move scores, a wrong one costs seconds, an illegal one is refused and changes nothing', async () => {
    const family = await newFamily(server);
    const run = await start(family, 'speed-sprint');
    const content = (await contentOf(run.runId)) as SpeedContent;
    const before = await rowOf(run.runId);
    const illegal = await family.client.post(`/api/mini-challenges/runs/${run.runId}/answers`, { kind: 'speed_puzzle', move: 'a1a1' });
    expect(illegal.status).toBe(400);
    expect(await readJson(illegal)).toMatchObject({ code: 'illegal_move' });
    expect(await rowOf(run.runId)).toEqual(before);

    const right = await answer(family, run.runId, { kind: 'speed_puzzle', move: content.puzzles[0]!.move });
    expect(right).toMatchObject({ correct: true, points: MINI_SCORING.speedPerPuzzle, reveal: { move: content.puzzles[0]!.move } });
    expect(right.run.task).toMatchObject({ index: 1, streak: 1 });
    // A legal move that is not the answer: no points, the streak breaks, the deadline comes 5 s nearer.
    const { Chess } = await import('chess.js');
    const puzzle = content.puzzles[1]!;
    const chess = new Chess(puzzle.fen);
    const other = chess.moves({ verbose: true }).find((m) => {
      const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
      if (uci === puzzle.move) return false;
      const probe = new Chess(puzzle.fen);
      probe.move(m);
      return !(puzzle.mate && probe.isCheckmate());
    })!;
    const deadlineBefore = new Date(right.run.deadline).getTime();
    const wrong = await answer(family, run.runId, { kind: 'speed_puzzle', move: `${other.from}${other.to}${other.promotion ?? ''}` });
    expect(wrong).toMatchObject({ correct: false, points: 0 });
    expect(wrong.run.task).toMatchObject({ index: 2, streak: 0 });
    expect(deadlineBefore - new Date(wrong.run.deadline).getTime()).toBe(MINI_SCORING.speedWrongSeconds * 1000);
  });

  it('refuses forged and bad input with a 4xx and changes nothing', async () => {
    const family = await newFamily(server);
    const stranger = await newFamily(server);
    const run = await start(family, 'quick-name-square');
    const before = await rowOf(run.runId);
    const url = `/api/mini-challenges/runs/${run.runId}/answers`;
    const cases: [unknown, number][] = [
      [{ kind: 'quick_move', square: 'e4', score: 99999 }, 400],
      [{ kind: 'quick_move', square: 'z9' }, 400],
      [{ kind: 'pattern_match', squares: ['e4'] }, 400],
      [{ kind: 'speed_puzzle', move: 'e2e4' }, 400],
      [{ kind: 'memory_look' }, 400],
      [{ score: 1000 }, 400],
      ['not an object', 400],
    ];
    for (const [body, status] of cases) {
      const response = await family.client.post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await readJson(response)).toHaveProperty('code');
    }
    expect((await stranger.client.post(url, { kind: 'quick_move', square: 'e4' })).status).toBe(404);
    expect((await stranger.client.post(`/api/mini-challenges/runs/${run.runId}/finish`)).status).toBe(404);
    expect((await family.client.post('/api/mini-challenges/runs/not-a-uuid/answers', { kind: 'quick_move', square: 'e4' })).status).toBe(400);
    expect((await family.client.post('/api/mini-challenges/no-such-challenge/runs')).status).toBe(404);
    expect(await rowOf(run.runId)).toEqual(before);
    const pattern = await start(family, 'pattern-king-attackers');
    const duplicate = await family.client.post(`/api/mini-challenges/runs/${pattern.runId}/answers`, {
      kind: 'pattern_match',
      squares: ['e4', 'e4'],
    });
    expect(duplicate.status).toBe(400);
    // Signed out: 401.
    expect((await server.client().get('/api/mini-challenges')).status).toBe(401);
  });

  it('two answers at once to the same square: the locked run scores it once', async () => {
    const family = await newFamily(server);
    const run = await start(family, 'quick-light-up');
    const content = (await contentOf(run.runId)) as QuickMoveContent;
    const body = { kind: 'quick_move', square: content.targets[0]!.square };
    const answers = await Promise.all([answer(family, run.runId, body), answer(family, run.runId, body)]);
    // The next target is never the same square, so the second answer is a miss.
    expect(answers.map((a) => a.correct).sort()).toEqual([false, true]);
    expect(await rowOf(run.runId)).toMatchObject({ score: MINI_SCORING.quickMovePerSquare });
  });

  it('"End Challenge" stores the score so far; a finished run takes no more answers', async () => {
    const family = await newFamily(server);
    const run = await start(family, 'quick-light-up');
    const content = (await contentOf(run.runId)) as QuickMoveContent;
    await answer(family, run.runId, { kind: 'quick_move', square: content.targets[0]!.square });
    const ended = await family.client.postJson(`/api/mini-challenges/runs/${run.runId}/finish`, undefined, miniRunSchema);
    expect(ended).toMatchObject({ finished: true, task: null, result: { score: 100, completed: false, attempts: 1, bestScore: 100 } });
    const late = await family.client.post(`/api/mini-challenges/runs/${run.runId}/answers`, {
      kind: 'quick_move',
      square: content.targets[1]!.square,
    });
    expect(late.status).toBe(409);
    expect(await rowOf(run.runId)).toMatchObject({ score: 100 });
    expect(await recordedFacts(server.db, { childId: family.childId, types: ['mini_challenge.completed'] })).toEqual([]);
  });

  it('deadlines: an answer within the time (and its grace) counts, one after it is refused and the run ends with its score', async () => {
    const family = await newFamily(server);
    const child = { id: family.childId, accountId: family.accountId };
    const t0 = '2026-11-23T10:00:00.000Z';
    const { service, set } = clockedService(t0);
    const entry = miniChallengeEntry('quick-name-square')!;
    const run = await service.start(child, entry.id);
    expect(new Date(run.deadline).getTime() - new Date(t0).getTime()).toBe(entry.timeLimit * 1000);
    const content = (await contentOf(run.runId)) as QuickMoveContent;
    const deadline = new Date(run.deadline).getTime();

    set(new Date(deadline + MINI_SCORING.graceMs));
    const inTime = await service.answer(child, run.runId, { kind: 'quick_move', square: content.targets[0]!.square });
    expect(inTime).toMatchObject({ correct: true, points: 100 });

    set(new Date(deadline + MINI_SCORING.graceMs + 1));
    await expect(service.answer(child, run.runId, { kind: 'quick_move', square: content.targets[1]!.square })).rejects.toMatchObject({
      status: 409,
    });
    const row = await rowOf(run.runId);
    expect(row).toMatchObject({ score: 100, completed: false, timeUsedSeconds: entry.timeLimit });
    expect(row.finishedAt?.getTime()).toBe(deadline);
    await expect(service.answer(child, run.runId, { kind: 'quick_move', square: content.targets[1]!.square })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('a run left running past its deadline is ended when the list is read, and a completed one is rewarded', async () => {
    const family = await newFamily(server);
    const child = { id: family.childId, accountId: family.accountId };
    const { service, set } = clockedService('2026-11-23T11:00:00.000Z');
    const entry = miniChallengeEntry('speed-sprint')!;
    const run = await service.start(child, entry.id);
    const content = (await contentOf(run.runId)) as SpeedContent;
    // Three right in a row: the streak gives 3 s back.
    let deadline = new Date(run.deadline).getTime();
    for (const puzzle of content.puzzles.slice(0, 3)) {
      const answered = await service.answer(child, run.runId, { kind: 'speed_puzzle', move: puzzle.move });
      expect(answered.correct).toBe(true);
      deadline = new Date(answered.run.deadline).getTime();
    }
    expect(deadline - new Date(run.deadline).getTime()).toBe(MINI_SCORING.speedStreakSeconds * 1000);
    set(new Date(deadline + 60_000));
    const list = await service.list(child);
    expect(list.find((c) => c.id === entry.id)).toMatchObject({ attempts: 1, bestScore: 300, isCompleted: true });
    expect(await rowOf(run.runId)).toMatchObject({ score: 300, completed: true });
    await settleFacts(server.running);
    const paid = await server.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.childId, family.childId), eq(xpLedger.sourceKey, `xp:mini:${entry.id}`)));
    expect(paid).toHaveLength(1);
  });

  it('a challenge with a badge gives the badge once', async () => {
    const family = await newFamily(server);
    const child = { id: family.childId, accountId: family.accountId };
    const { service } = clockedService('2026-11-23T12:00:00.000Z');
    const entry = miniChallengeEntry('quick-coordinate-master')!;
    for (let round = 0; round < 2; round += 1) {
      const run = await service.start(child, entry.id);
      const content = (await contentOf(run.runId)) as QuickMoveContent;
      for (const target of content.targets) await service.answer(child, run.runId, { kind: 'quick_move', square: target.square });
    }
    await settleFacts(server.running);
    const earned = await server.db
      .select()
      .from(badges)
      .where(and(eq(badges.childId, family.childId), eq(badges.badgeName, entry.rewards.badge!)));
    expect(earned).toHaveLength(1);
    const badgeFacts = await recordedFacts(server.db, { childId: family.childId, types: ['badge.earned'] });
    expect(badgeFacts.filter((fact) => fact.type === 'badge.earned' && fact.badgeName === entry.rewards.badge)).toHaveLength(1);
  });
});
