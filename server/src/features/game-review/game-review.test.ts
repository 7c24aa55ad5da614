import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiGameFinishedFact, type Fact } from '@chess-quest/protocol/facts';
import {
  gameReviewListSchema,
  gameReviewSchema,
  mistakesSeriesSchema,
  REVIEW_RETRY_POINTS,
  retryAnswerSchema,
  type GameReview,
} from '@chess-quest/protocol/game-review';
import { childProfiles } from '../../db/schema/accounts';
import { gameReviews, type StoredReview } from '../../db/schema/game-review';
import { outboxDeliveries, outboxFacts } from '../../db/schema/outbox';
import { newFamily, newTeacher, setSubscription, useTestServer, type Family } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qf3?? — Qxf7 was checkmate; then 4... Nd4 5. Qd1.
const MISSED_MATE = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qf3', 'Nd4', 'Qd1'];
const QUIET = ['d4', 'd5', 'Nf3', 'Nf6'];

describe.each(engines)('game review through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 }, { reviews: true });

  function finished(family: Family, moves: string[], at: Date): Fact {
    return aiGameFinishedFact.parse({
      type: 'ai.game.finished',
      accountId: family.accountId,
      childId: family.childId,
      at: at.toISOString(),
      day: at.toISOString().slice(0, 10),
      gameId: randomUUID(),
      level: 'easy',
      colour: 'white',
      result: 'loss',
      reason: 'resignation',
      childMoves: moves.filter((_, i) => i % 2 === 0),
      moves,
    });
  }

  async function deliver(fact: Fact) {
    await server.running.outbox.record(server.db, fact);
    await server.running.dispatcher.drain();
  }

  async function ready(family: Family, gameId: string): Promise<GameReview> {
    for (let i = 0; i < 300; i++) {
      const res = await family.client.get(`/api/game-reviews/${gameId}`);
      if (res.status !== 200)
        throw new Error(
          `GET review: ${res.status} ${JSON.stringify(await server.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.subscriber, 'game-review')))}`,
        );
      const review = gameReviewSchema.parse(await readJson(res));
      if (review.status === 'ready') return review;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`review of ${gameId} not ready after 60 s`);
  }

  it('reviews a finished game once, tells the missed mate, and pays "Try it again" once even when its fact comes twice', async () => {
    const family = await newFamily(server);
    await setSubscription(server, family.accountId, { status: 'active' });
    const fact = finished(family, MISSED_MATE, new Date());
    const gameId = (fact as { gameId: string }).gameId;
    await deliver(fact);
    const review = await ready(family, gameId);
    expect(review).toMatchObject({ kind: 'ai', colour: 'white', opponent: 'Easy computer', locked: false, message: null });
    expect(review.moves).toHaveLength(MISSED_MATE.length);
    const qf3 = review.moves[6];
    expect(qf3).toMatchObject({ ply: 7, san: 'Qf3', label: 'missed-win', byChild: true });
    // The biggest mistake, not solved yet: its sentence and the list do not give the move away.
    expect(review.biggestMistake).toMatchObject({ ply: 7, solved: false, betterSan: null, played: { san: 'Qf3' } });
    expect(qf3?.betterSan).toBeNull();
    expect(JSON.stringify(review)).not.toContain('Qxf7');
    expect(review.counts?.['missed-win']).toBeGreaterThanOrEqual(1);

    // The same end fact again: no second review.
    const before = await server.db.select().from(gameReviews).where(eq(gameReviews.gameId, gameId));
    await deliver(fact);
    await server.running.dispatcher.drain();
    const after = await server.db.select().from(gameReviews).where(eq(gameReviews.gameId, gameId));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ attempts: 1, status: 'ready', readyAt: before[0]!.readyAt });

    const pointsOf = async () =>
      (await server.db.select({ points: childProfiles.points }).from(childProfiles).where(eq(childProfiles.id, family.childId)))[0]!.points;
    const start = await pointsOf();
    const wrong = retryAnswerSchema.parse(await readJson(await family.client.post(`/api/game-reviews/${gameId}/retry`, { move: 'Qg4' })));
    expect(wrong).toMatchObject({ correct: false, san: 'Qg4', betterSan: null, points: 0 });
    const illegal = retryAnswerSchema.parse(await readJson(await family.client.post(`/api/game-reviews/${gameId}/retry`, { move: 'Ke3' })));
    expect(illegal).toMatchObject({ correct: false, san: null, points: 0 });
    expect(illegal.message).toMatch(/^Invalid move/);
    const bad = await family.client.post(`/api/game-reviews/${gameId}/retry`, {});
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ field: 'move' });

    const right = retryAnswerSchema.parse(await readJson(await family.client.post(`/api/game-reviews/${gameId}/retry`, { move: 'h5f7' })));
    expect(right).toMatchObject({ correct: true, san: 'Qxf7#', betterSan: 'Qxf7#', points: REVIEW_RETRY_POINTS });
    await server.running.dispatcher.drain();
    expect((await pointsOf()) - start).toBe(REVIEW_RETRY_POINTS);
    const again = retryAnswerSchema.parse(await readJson(await family.client.post(`/api/game-reviews/${gameId}/retry`, { move: 'Qxf7#' })));
    expect(again).toMatchObject({ correct: true, points: 0 });

    // The solved fact handed over twice more (a redelivery): the points stay paid once.
    const solvedFacts = await server.db
      .select({ payload: outboxFacts.payload })
      .from(outboxFacts)
      .where(eq(outboxFacts.type, 'game_review.retry.solved'));
    const solvedFact = solvedFacts.map((row) => row.payload as Fact).find((f) => 'gameId' in f && f.gameId === gameId);
    expect(solvedFact).toBeDefined();
    await deliver(solvedFact!);
    await deliver(solvedFact!);
    expect((await pointsOf()) - start).toBe(REVIEW_RETRY_POINTS);
    const solved = gameReviewSchema.parse(await readJson(await family.client.get(`/api/game-reviews/${gameId}`)));
    expect(solved.biggestMistake).toMatchObject({ solved: true, betterSan: 'Qxf7#' });
    expect(solved.moves[6]?.sentence).toBe('You could have checkmated with Qxf7!');
  }, 180_000);

  it("says the review in the reader's language from the one stored review, and keeps the English of an old review it cannot redo", async () => {
    const family = await newFamily(server, { unlocked: true });
    const fact = finished(family, MISSED_MATE, new Date());
    const gameId = (fact as { gameId: string }).gameId;
    await deliver(fact);
    const english = await ready(family, gameId);
    expect(english.biggestMistake).toMatchObject({
      sentence: 'You could have checkmated here! Can you find the move?',
      hints: ['Look at your queen.', 'Your queen can go to f7.'],
    });
    expect(english.moves[2]?.sentence).toBe('Good move: your bishop comes out to help.');
    // The engine facts kept for the other languages are stored, not sent.
    expect(JSON.stringify(await readJson(await family.client.get(`/api/game-reviews/${gameId}`)))).not.toMatch(/allowsMate|betterMate/);
    const [stored] = await server.db.select().from(gameReviews).where(eq(gameReviews.gameId, gameId));
    expect(stored!.review!.moves[6]).toMatchObject({ betterMate: 1, allowsMate: false });

    // The parent chooses the child's language behind the gate.
    const setLocale = async (locale: 'en' | 'es') =>
      expect((await family.client.request('PATCH', `/api/parent/children/${family.childId}`, { json: { locale } })).status).toBe(200);
    await setLocale('es');
    const spanish = gameReviewSchema.parse(await readJson(await family.client.get(`/api/game-reviews/${gameId}`)));
    expect(spanish.biggestMistake).toMatchObject({
      sentence: '¡Aquí podías dar jaque mate! ¿Encuentras la jugada?',
      hints: ['Mira tu dama.', 'Tu dama puede ir a f7.'],
    });
    expect(spanish.moves[6]?.sentence).toBe(spanish.biggestMistake?.sentence);
    expect(spanish.moves[2]?.sentence).toBe('Buena jugada: tu alfil sale a ayudar.');
    // Only the words change: the same moves, labels and counts, from the one stored review.
    expect(spanish.moves.map((m) => [m.san, m.label, m.betterSan])).toEqual(english.moves.map((m) => [m.san, m.label, m.betterSan]));
    expect(spanish.counts).toEqual(english.counts);
    expect(await server.db.select().from(gameReviews).where(eq(gameReviews.gameId, gameId))).toHaveLength(1);

    // A review stored before the engine facts were kept: Qf3's missed mate needs them, so it stays in English; the others are said in Spanish.
    const [row] = await server.db.select().from(gameReviews).where(eq(gameReviews.gameId, gameId));
    const old = { ...row!.review!, moves: row!.review!.moves.map(({ betterMate: _m, allowsMate: _a, ...move }: Record<string, unknown>) => move) };
    expect(JSON.stringify(old)).not.toContain('allowsMate');
    await server.db
      .update(gameReviews)
      .set({ review: old as unknown as StoredReview })
      .where(eq(gameReviews.gameId, gameId));
    const oldSpanish = gameReviewSchema.parse(await readJson(await family.client.get(`/api/game-reviews/${gameId}`)));
    expect(oldSpanish.biggestMistake?.sentence).toBe('You could have checkmated here! Can you find the move?');
    expect(oldSpanish.biggestMistake?.hints).toEqual(['Mira tu dama.', 'Tu dama puede ir a f7.']);
    expect(oldSpanish.moves[2]?.sentence).toBe('Buena jugada: tu alfil sale a ayudar.');

    await setLocale('en');
    const oldEnglish = gameReviewSchema.parse(await readJson(await family.client.get(`/api/game-reviews/${gameId}`)));
    expect(oldEnglish).toEqual(english);

    // "Try it again" answers in the child's language too.
    await setLocale('es');
    const retry = async (move: string) =>
      retryAnswerSchema.parse(await readJson(await family.client.post(`/api/game-reviews/${gameId}/retry`, { move })));
    expect(await retry('Qg4')).toMatchObject({ correct: false, message: 'Casi. Mira otra vez y prueba otra jugada.' });
    expect(await retry('Qxf7#')).toMatchObject({ correct: true, message: '¡Sí! Qxf7# es la mejor jugada.', points: REVIEW_RETRY_POINTS });
    expect(await retry('Qxf7#')).toMatchObject({ correct: true, message: '¡Ya la encontraste! ¡Bien hecho!', points: 0 });
  }, 180_000);

  it('shows a free child the review of its latest game only, and its grown-ups the mistakes per game', async () => {
    const family = await newFamily(server, { unlocked: true });
    const older = finished(family, MISSED_MATE, new Date(Date.now() - 60_000));
    const latest = finished(family, QUIET, new Date());
    await deliver(older);
    await deliver(latest);
    const latestId = (latest as { gameId: string }).gameId;
    const olderId = (older as { gameId: string }).gameId;
    await ready(family, latestId);
    const locked = gameReviewSchema.parse(await readJson(await family.client.get(`/api/game-reviews/${olderId}`)));
    expect(locked).toMatchObject({ locked: true, moves: [], counts: null, biggestMistake: null });
    expect(locked.message).toMatch(/Premium/);
    expect((await family.client.post(`/api/game-reviews/${olderId}/retry`, { move: 'Qxf7#' })).status).toBe(409);
    const list = gameReviewListSchema.parse(await readJson(await family.client.get('/api/game-reviews')));
    expect(list.reviews.map((r) => [r.gameId, r.locked])).toEqual([
      [latestId, false],
      [olderId, true],
    ]);
    expect(list.reviews[1]?.mistakes).toBeNull();

    // Both reviewed in the background whatever the plan: the parent sees both games' mistakes.
    for (let i = 0; i < 300; i++) {
      const rows = await server.db
        .select()
        .from(gameReviews)
        .where(and(eq(gameReviews.childId, family.childId), eq(gameReviews.status, 'ready')));
      if (rows.length === 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const series = mistakesSeriesSchema.parse(await readJson(await family.client.get(`/api/parent/children/${family.childId}/mistakes-per-game`)));
    expect(series.points.map((p) => p.gameId)).toEqual([olderId, latestId]);
    expect(series.points[0]?.mistakes).toBeGreaterThanOrEqual(1);
    expect(series.trend).toBeNull();

    // Another family's child, a teacher who does not teach the child: 404, nothing said.
    const stranger = await newFamily(server, { unlocked: true });
    expect((await stranger.client.get(`/api/parent/children/${family.childId}/mistakes-per-game`)).status).toBe(404);
    const teacher = await newTeacher(server);
    expect((await teacher.client.get(`/api/classes/${randomUUID()}/students/${family.childId}/mistakes-per-game`)).status).toBe(404);
    // The child itself is no parent.
    const child = await newFamily(server);
    expect((await child.client.get(`/api/parent/children/${child.childId}/mistakes-per-game`)).status).toBe(403);
  }, 180_000);
});
