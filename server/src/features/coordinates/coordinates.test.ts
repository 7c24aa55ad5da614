import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COORDINATES_RULES,
  coordinatesBestsSchema,
  coordinatesPrompts,
  coordinatesResultSchema,
  coordinatesRoundSchema,
  type CoordinatesRound,
} from '@chess-quest/protocol/coordinates';
import { classDetailSchema, classProgressSchema, studentCardsSchema } from '@chess-quest/protocol/classes';
import { parentDashboardSchema } from '@chess-quest/protocol/parent';
import { childProfiles } from '../../db/schema/accounts';
import { coordinatesBests, coordinatesRounds } from '../../db/schema/coordinates';
import { xpLedger } from '../../db/schema/gamification';
import { userExperience } from '../../db/schema/progress';
import { newFamily, newTeacher, useTestServer, type Family } from '../../test/fixture';
import { expectJson, readJson } from '../../test/http-client';
import { recordedFacts, settleFacts } from '../../test/facts';
import { featureEngines } from '../../test/services';
import { checkAnswers, createCoordinatesService, scoreAnswers } from './service';

const engines = await featureEngines();

describe('coordinates scoring (pure)', () => {
  const prompts = coordinatesPrompts(42, 'name');

  it('makes the same squares from the same seed, never one square twice in a row, the right name among four choices', () => {
    expect(coordinatesPrompts(42, 'name')).toEqual(prompts);
    expect(coordinatesPrompts(43, 'name')).not.toEqual(prompts);
    expect(prompts).toHaveLength(COORDINATES_RULES.prompts);
    prompts.forEach((prompt, index) => {
      expect(prompt.choices).toHaveLength(COORDINATES_RULES.choices);
      expect(new Set(prompt.choices).size).toBe(COORDINATES_RULES.choices);
      expect(prompt.choices).toContain(prompt.square);
      if (index > 0) expect(prompt.square).not.toBe(prompts[index - 1]!.square);
    });
    expect(coordinatesPrompts(42, 'find').every((prompt) => prompt.choices.length === 0)).toBe(true);
  });

  it('counts right answers in time; a wrong one scores nothing; one after 30 s and the grace is late', () => {
    const limit = COORDINATES_RULES.roundMs + COORDINATES_RULES.graceMs;
    const wrong = prompts[1]!.choices.find((choice) => choice !== prompts[1]!.square)!;
    const { marks, score } = scoreAnswers(prompts, [
      { square: prompts[0]!.square, ms: 1000 },
      { square: wrong, ms: 2000 },
      { square: prompts[2]!.square, ms: limit },
      { square: prompts[3]!.square, ms: limit + 1 },
    ]);
    expect(marks).toEqual(['right', 'wrong', 'right', 'late']);
    expect(score).toBe(2);
  });

  it('refuses times out of order, closer than a tap, later than the arrival, and a name that was not a button, naming the field', () => {
    const right = (index: number, ms: number) => ({ square: prompts[index]!.square, ms });
    expect(() => checkAnswers(prompts, [right(0, 900), right(1, 800)], 5000)).toThrow(/answers\.1\.ms/);
    expect(() => checkAnswers(prompts, [right(0, 900), right(1, 900 + COORDINATES_RULES.minGapMs - 1)], 5000)).toThrow(/at least/);
    expect(() => checkAnswers(prompts, [right(0, 6000)], 5000)).toThrow(/answers\.0\.ms: 6000 ms is later/);
    const notAChoice = ['a1', 'h8', 'd4', 'e5', 'b7'].find((square) => !prompts[0]!.choices.includes(square))!;
    expect(() => checkAnswers(prompts, [{ square: notAChoice, ms: 500 }], 5000)).toThrow(/answers\.0\.square/);
    expect(() => checkAnswers(prompts, [right(0, 500), right(1, 900)], 5000)).not.toThrow();
  });
});

describe.each(engines)('the coordinates trainer on %s', (engine) => {
  const server = useTestServer(engine);
  const start = (family: Family, body: unknown) => family.client.postJson('/api/coordinates/rounds', body, coordinatesRoundSchema, 201);

  /** A service on the server's database and outbox whose clock the test moves. */
  function clocked(at: string) {
    let clock = new Date(at);
    const service = createCoordinatesService({ db: server.db, facts: server.running.outbox, now: () => clock });
    return {
      service,
      /** Moves the clock to `ms` after the start. */
      after: (ms: number) => {
        clock = new Date(new Date(at).getTime() + ms);
      },
    };
  }
  const childOf = (family: Family) => ({ id: family.childId, accountId: family.accountId });
  /** `count` right answers a second apart from 1 s, then `wrong` wrong ones. */
  function answersFor(round: CoordinatesRound, count: number, wrong = 0, firstMs = 1000) {
    return round.prompts.slice(0, count + wrong).map((prompt, index) => ({
      square: index < count ? prompt.square : prompt.square === 'a1' ? 'h8' : 'a1',
      ms: firstMs + index * 1000,
    }));
  }

  it('issues a round with its squares and start; the four bests start empty; a bad body or id is a 400 naming the field', async () => {
    const family = await newFamily(server);
    const round = await start(family, { mode: 'name', side: 'black' });
    expect(round).toMatchObject({ mode: 'name', side: 'black', durationMs: 30_000 });
    expect(round.prompts).toHaveLength(COORDINATES_RULES.prompts);
    const [row] = await server.db.select().from(coordinatesRounds).where(eq(coordinatesRounds.id, round.roundId));
    expect(row).toMatchObject({ childId: family.childId, scoredAt: null, score: null });
    expect(round.prompts).toEqual(coordinatesPrompts(row!.seed, 'name'));

    const bests = await family.client.getJson('/api/coordinates/bests', coordinatesBestsSchema);
    expect(bests).toEqual([
      { mode: 'find', side: 'white', best: null, at: null },
      { mode: 'find', side: 'black', best: null, at: null },
      { mode: 'name', side: 'white', best: null, at: null },
      { mode: 'name', side: 'black', best: null, at: null },
    ]);

    const badMode = await family.client.post('/api/coordinates/rounds', { mode: 'guess', side: 'white' });
    expect(badMode.status).toBe(400);
    expect(await readJson(badMode)).toMatchObject({ field: 'mode' });
    const badSquare = await family.client.post(`/api/coordinates/rounds/${round.roundId}/answers`, { answers: [{ square: 'z9', ms: 10 }] });
    expect(badSquare.status).toBe(400);
    expect((await readJson(badSquare)).field).toMatch(/^answers\.0\.square/);
    const badId = await family.client.post('/api/coordinates/rounds/nope/answers', { answers: [] });
    expect(badId.status).toBe(400);
    expect(await readJson(badId)).toMatchObject({ field: 'roundId' });

    // Someone else's round is not found, and stays unscored.
    const other = await newFamily(server);
    const stranger = await other.client.post(`/api/coordinates/rounds/${round.roundId}/answers`, { answers: [] });
    expect(stranger.status).toBe(404);
    // Answers timed later than they arrived (the round began a moment ago) are refused.
    const future = await family.client.post(`/api/coordinates/rounds/${round.roundId}/answers`, {
      answers: [{ square: round.prompts[0]!.choices[0], ms: 20_000 }],
    });
    expect(future.status).toBe(400);
    expect(await readJson(future)).toMatchObject({ field: 'answers.0.ms' });
    const [after] = await server.db.select().from(coordinatesRounds).where(eq(coordinatesRounds.id, round.roundId));
    expect(after!.scoredAt).toBeNull();
  });

  it('re-scores the answers, counts none after 30 s and the grace, scores a round once, keeps the best per mode and side, pays XP once', async () => {
    const family = await newFamily(server);
    const child = childOf(family);

    // Round 1: 12 right, 2 wrong, then 3 right ones given after the time (late).
    const one = clocked('2026-11-27T10:00:00Z');
    const round1 = await one.service.start(child, { mode: 'find', side: 'white' });
    const late = COORDINATES_RULES.roundMs + COORDINATES_RULES.graceMs + 500;
    const answers1 = [
      ...answersFor(round1, 12, 2),
      ...round1.prompts.slice(14, 17).map((prompt, index) => ({ square: prompt.square, ms: late + index * 200 })),
    ];
    one.after(late + 2000);
    const result1 = coordinatesResultSchema.parse(await one.service.submit(child, round1.roundId, { answers: answers1 }));
    expect(result1).toMatchObject({ score: 12, best: 12, newBest: true, xp: COORDINATES_RULES.maxXp });
    expect(result1.marks.filter((mark) => mark === 'late')).toHaveLength(3);
    expect(result1.marks.filter((mark) => mark === 'wrong')).toHaveLength(2);

    // The same round again: 409, nothing changes.
    await expect(one.service.submit(child, round1.roundId, { answers: answersFor(round1, 20) })).rejects.toMatchObject({ status: 409 });
    const again = await family.client.post(`/api/coordinates/rounds/${round1.roundId}/answers`, { answers: [] });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ message: 'This round was already scored.' });

    // Round 2, same mode and side, lower: the best stays 12.
    const two = clocked('2026-11-27T10:05:00Z');
    const round2 = await two.service.start(child, { mode: 'find', side: 'white' });
    two.after(31_000);
    expect(await two.service.submit(child, round2.roundId, { answers: answersFor(round2, 4) })).toMatchObject({
      score: 4,
      best: 12,
      newBest: false,
      xp: 4,
    });

    // Round 3, from Black's side: its own best.
    const three = clocked('2026-11-27T10:10:00Z');
    const round3 = await three.service.start(child, { mode: 'find', side: 'black' });
    three.after(30_500);
    expect(await three.service.submit(child, round3.roundId, { answers: answersFor(round3, 7) })).toMatchObject({ score: 7, best: 7, newBest: true });

    // Round 4: its answers arrive a minute after the round ended: refused, and it stays unscored.
    const four = clocked('2026-11-27T10:15:00Z');
    const round4 = await four.service.start(child, { mode: 'find', side: 'white' });
    four.after(COORDINATES_RULES.roundMs + COORDINATES_RULES.submitWithinMs + 1);
    await expect(four.service.submit(child, round4.roundId, { answers: answersFor(round4, 25, 0, 200) })).rejects.toMatchObject({ status: 409 });
    const [unscored] = await server.db.select().from(coordinatesRounds).where(eq(coordinatesRounds.id, round4.roundId));
    expect(unscored).toMatchObject({ scoredAt: null, score: null });

    const bests = await family.client.getJson('/api/coordinates/bests', coordinatesBestsSchema);
    expect(bests.map(({ mode, side, best }) => ({ mode, side, best }))).toEqual([
      { mode: 'find', side: 'white', best: 12 },
      { mode: 'find', side: 'black', best: 7 },
      { mode: 'name', side: 'white', best: null },
      { mode: 'name', side: 'black', best: null },
    ]);
    const [kept] = await server.db
      .select()
      .from(coordinatesBests)
      .where(and(eq(coordinatesBests.childId, family.childId), eq(coordinatesBests.side, 'white')));
    expect(kept).toMatchObject({ best: 12, roundId: round1.roundId });

    // The facts: one per scored round; the XP of each paid once, even when a fact is delivered twice.
    await settleFacts(server.running);
    const facts = await recordedFacts(server.db, { childId: family.childId, types: ['coordinates.round.finished'] });
    expect(facts.map((fact) => fact.type === 'coordinates.round.finished' && fact.score)).toEqual([12, 4, 7]);
    const ledger = async () =>
      (await server.db.select().from(xpLedger).where(eq(xpLedger.childId, family.childId))).filter((row) =>
        row.sourceKey.startsWith('xp:coordinates:'),
      );
    const totalXp = async () => (await server.db.select().from(userExperience).where(eq(userExperience.childId, family.childId)))[0]?.totalXp;
    expect((await ledger()).map((row) => row.xp).sort((a, b) => a - b)).toEqual([4, 7, 10]);
    const xpOnce = await totalXp();
    await server.running.outbox.record(server.db, facts[0]!);
    await settleFacts(server.running);
    expect(await ledger()).toHaveLength(3);
    expect(await totalXp()).toBe(xpOnce);
  });

  it('"Name the square": a name that was not one of the buttons is refused; the round can still be scored', async () => {
    const family = await newFamily(server);
    const child = childOf(family);
    const clock = clocked('2026-11-27T11:00:00Z');
    const round = await clock.service.start(child, { mode: 'name', side: 'black' });
    clock.after(10_000);
    const outsider = ['a1', 'h8', 'd4', 'e5', 'b7'].find((square) => !round.prompts[0]!.choices.includes(square))!;
    await expect(clock.service.submit(child, round.roundId, { answers: [{ square: outsider, ms: 800 }] })).rejects.toMatchObject({
      status: 400,
      field: 'answers.0.square',
    });
    const result = await clock.service.submit(child, round.roundId, { answers: answersFor(round, 3) });
    expect(result).toMatchObject({ score: 3, best: 3, newBest: true, marks: ['right', 'right', 'right'] });
  });
  it("shows the bests to the grown-ups: the parent dashboard and the teacher's progress table", async () => {
    const family = await newFamily(server, { unlocked: true });
    const clock = clocked('2026-11-27T12:00:00Z');
    const round = await clock.service.start(childOf(family), { mode: 'name', side: 'white' });
    clock.after(30_200);
    await clock.service.submit(childOf(family), round.roundId, { answers: answersFor(round, 5) });
    const dashboard = await family.client.getJson(`/api/parent/children/${family.childId}/dashboard`, parentDashboardSchema);
    expect(dashboard.coordinates.find((best) => best.mode === 'name' && best.side === 'white')).toMatchObject({ best: 5 });
    expect(dashboard.coordinates.filter((best) => best.best === null)).toHaveLength(3);

    const teacher = await newTeacher(server);
    const made = await expectJson(await teacher.client.post('/api/classes', { name: 'Coordinates club' }), classDetailSchema, 201);
    const cards = await expectJson(
      await teacher.client.post(`/api/classes/${made.id}/students`, { students: [{ firstName: 'Ada' }, { firstName: 'Ben' }] }),
      studentCardsSchema,
      201,
    );
    const ada = cards.cards[0]!.studentId;
    const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, ada));
    const student = { id: ada, accountId: profile!.accountId };
    const studentClock = clocked('2026-11-27T12:10:00Z');
    const studentRound = await studentClock.service.start(student, { mode: 'find', side: 'black' });
    studentClock.after(30_100);
    await studentClock.service.submit(student, studentRound.roundId, { answers: answersFor(studentRound, 8) });
    const table = await teacher.client.getJson(`/api/classes/${made.id}/progress`, classProgressSchema);
    const adaRow = table.students.find((row) => row.studentId === ada)!;
    expect(adaRow.coordinatesBests.find((best) => best.mode === 'find' && best.side === 'black')).toMatchObject({ best: 8 });
    const benRow = table.students.find((row) => row.studentId !== ada)!;
    expect(benRow.coordinatesBests.map((best) => best.best)).toEqual([null, null, null, null]);
  });
});
