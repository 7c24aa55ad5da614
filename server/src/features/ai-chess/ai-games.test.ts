import { Chess } from 'chess.js';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_GAME_MESSAGES, aiGameSchema, aiHintSchema, aiReviewSchema } from '@chess-quest/protocol/ai-chess';
import { aiGameMoves } from '../../db/schema/ai';
import { newFamily, setSubscription, useTestServer, type Family } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

/** A small deterministic random number generator for the child's moves. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(engines)('AI games through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 });
  let child: TestClient;
  const newChild = () => newFamily(server);
  const makePremium = (family: Family) => setSubscription(server, family.accountId, { status: 'active' });

  beforeAll(async () => {
    ({ client: child } = await newChild());
  });

  it('starts a game as white at the starting position', async () => {
    const response = await child.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 });
    const game = await expectJson(response, aiGameSchema, 201);
    expect(game).toMatchObject({
      difficulty: 'easy',
      playerColor: 'white',
      currentTurn: 'white',
      boardState: new Chess().fen(),
      moves: [],
      gameResult: null,
      winner: null,
      timeControl: 600,
      aiMove: null,
    });
  });

  it('lets the AI move first when the child plays black', async () => {
    const game = await child.postJson('/api/ai-games/create', { difficulty: 'medium', playerColor: 'black', timeControl: 600 }, aiGameSchema, 201);
    expect(game.moves).toHaveLength(1);
    expect(game.currentTurn).toBe('black');
    expect(game.aiMove!.san).toBe(game.moves[0]);
    expect(new Chess(game.boardState).turn()).toBe('b');
  });

  it('validates what it is asked and keeps Hard for premium accounts', async () => {
    const bad = await child.post('/api/ai-games/create', { difficulty: 'impossible', playerColor: 'white', timeControl: 600 });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toEqual({ code: 'invalid_input', message: 'difficulty must be one of easy, medium, hard', field: 'difficulty' });
    const badClock = await child.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 300 });
    expect(badClock.status).toBe(400);
    expect((await readJson(badClock)).message).toMatch(/timeControl must be 600/);
    const badColor = await child.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'purple' });
    expect((await readJson(badColor)).message).toBe('playerColor must be white or black');

    const hard = await child.post('/api/ai-games/create', { difficulty: 'hard', playerColor: 'white', timeControl: 600 });
    expect(hard.status).toBe(403);
    expect(await readJson(hard)).toEqual({ code: 'premium_required', message: AI_GAME_MESSAGES.hardIsPremium, reason: 'ai.hardIsPremium' });

    const premium = await newChild();
    await makePremium(premium);
    const allowed = await premium.client.postJson(
      '/api/ai-games/create',
      { difficulty: 'hard', playerColor: 'white', timeControl: 600 },
      aiGameSchema,
      201,
    );
    expect(allowed.difficulty).toBe('hard');
  });

  it('accepts SAN and UCI, answers with the AI reply, and refuses bad moves without writing anything', async () => {
    const game = await child.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    const afterE4 = await child.postJson(`/api/ai-games/${game.id}/move`, { move: 'e4' }, aiGameSchema);
    expect(afterE4.moves[0]).toBe('e4');
    expect(afterE4.moves).toHaveLength(2);
    expect(afterE4.aiMove!.san).toBe(afterE4.moves[1]);
    expect(afterE4.currentTurn).toBe('white');
    expect(afterE4.lastMove).toEqual({ from: afterE4.aiMove!.uci.slice(0, 2), to: afterE4.aiMove!.uci.slice(2, 4) });

    const afterNf3 = await child.postJson(`/api/ai-games/${game.id}/move`, { move: 'g1f3' }, aiGameSchema);
    expect(afterNf3.moves[2]).toBe('Nf3');
    expect(afterNf3.moves).toHaveLength(4);

    for (const [move, message] of [
      // Moves whose reason does not depend on the AI's replies: a2 always blocks the rook, and the queen's shape is wrong.
      ['Ra3', /Invalid move: Ra3 is not allowed here\. A piece can't jump over other pieces/],
      ['Qe3', /Invalid move: Qe3 is not allowed here\. Queens move in straight lines or diagonally/],
      ['Ke3', /Invalid move: Ke3 is not allowed here\. Kings move one square/],
      ['hello', /Invalid move: "hello" is not a move/],
      ['', /move must be a move such as/],
    ] as const) {
      const response = await child.post(`/api/ai-games/${game.id}/move`, { move });
      expect(response.status, move).toBe(400);
      const body = await readJson(response);
      expect(body.message).toMatch(message);
      expect(body.code).toBe(move ? 'illegal_move' : 'invalid_input');
    }
    const missing = await child.post(`/api/ai-games/${game.id}/move`, {});
    expect((await readJson(missing)).message).toBe('move is required');
    const unchanged = await child.getJson(`/api/ai-games/${game.id}`, aiGameSchema);
    expect(unchanged.moves).toEqual(afterNf3.moves);

    const rows = await server.db.select().from(aiGameMoves).where(eq(aiGameMoves.gameId, game.id)).orderBy(asc(aiGameMoves.ply));
    expect(rows.map((r) => r.ply)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.by)).toEqual(['player', 'ai', 'player', 'ai']);
    expect(rows.every((r) => r.timeTakenMs >= 0)).toBe(true);
    expect(rows[0]!.uci).toBe('e2e4');
  });

  it('applies a move sent twice at once only once', async () => {
    const game = await child.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    const [a, b] = await Promise.all([
      child.post(`/api/ai-games/${game.id}/move`, { move: 'd4' }),
      child.post(`/api/ai-games/${game.id}/move`, { move: 'd4' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await child.getJson(`/api/ai-games/${game.id}`, aiGameSchema);
    expect(after.moves.filter((m) => m === 'd4')).toHaveLength(1);
    expect(after.moves).toHaveLength(2);
  });

  it('never lets a child see or touch another child’s game', async () => {
    const game = await child.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    const other = await newChild();
    expect((await other.client.get(`/api/ai-games/${game.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/ai-games/${game.id}/move`, { move: 'e4' })).status).toBe(404);
    expect((await other.client.post(`/api/ai-games/${game.id}/resign`)).status).toBe(404);
    expect((await other.client.get(`/api/ai-games/${game.id}/review`)).status).toBe(404);
    expect(await other.client.getJson('/api/ai-games/active', aiGameSchema.array())).toEqual([]);
    expect((await other.client.get('/api/ai-games/not-a-uuid')).status).toBe(400);
    expect((await server.client().get('/api/ai-games/active')).status).toBe(401);
  });

  it('resigns, lists the game as completed, and refuses moves after the end', async () => {
    const { client } = await newChild();
    const game = await client.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    expect((await client.getJson('/api/ai-games/active', aiGameSchema.array())).map((g) => g.id)).toEqual([game.id]);
    const resigned = await client.postJson(`/api/ai-games/${game.id}/resign`, undefined, aiGameSchema);
    expect(resigned).toMatchObject({ gameResult: 'black_wins', winner: 'ai', termination: 'resignation' });
    expect(resigned.finishedAt).not.toBeNull();
    expect(await client.getJson('/api/ai-games/active', aiGameSchema.array())).toEqual([]);
    expect((await client.getJson('/api/ai-games/completed', aiGameSchema.array()))[0]!.id).toBe(game.id);
    const late = await client.post(`/api/ai-games/${game.id}/move`, { move: 'e4' });
    expect(late.status).toBe(409);
    expect((await readJson(late)).message).toBe(AI_GAME_MESSAGES.gameOver);
    expect((await client.post(`/api/ai-games/${game.id}/resign`)).status).toBe(409);
  });

  it('gives hints to premium players only', async () => {
    const game = await child.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    const refused = await child.post(`/api/ai-games/${game.id}/hint`);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({ code: 'premium_required', message: AI_GAME_MESSAGES.hintIsPremium, reason: 'ai.hintIsPremium' });
    const premium = await newChild();
    await makePremium(premium);
    const own = await premium.client.postJson(
      '/api/ai-games/create',
      { difficulty: 'easy', playerColor: 'white', timeControl: 600 },
      aiGameSchema,
      201,
    );
    const hint = await premium.client.postJson(`/api/ai-games/${own.id}/hint`, undefined, aiHintSchema);
    const chess = new Chess(own.boardState);
    expect(chess.moves({ verbose: true }).some((m) => m.from === hint.from && m.to === hint.to)).toBe(true);
  });

  it('plays a whole game to its end, then reviews the child’s biggest mistakes', { timeout: 180_000 }, async () => {
    const { client } = await newChild();
    let game = await client.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }, aiGameSchema, 201);
    const random = mulberry32(7);
    for (let ply = 0; ply < 400 && !game.gameResult; ply += 1) {
      const legal = new Chess(game.boardState).moves({ verbose: true });
      const pick = legal[Math.floor(random() * legal.length)]!;
      const response = await client.post(`/api/ai-games/${game.id}/move`, { move: pick.san });
      game = await expectJson(response, aiGameSchema).catch((error: Error) => {
        throw new Error(`move ${pick.san} in ${game.boardState}: ${error.message}`);
      });
    }
    expect(game.gameResult).not.toBeNull();
    expect(['checkmate', 'stalemate', 'threefold', 'fifty_moves', 'insufficient_material']).toContain(game.termination);
    // The stored result is what the rules say about the stored moves.
    const replayed = new Chess();
    for (const san of game.moves) replayed.move(san);
    expect(replayed.isGameOver()).toBe(true);
    expect(replayed.fen()).toBe(game.boardState);
    if (game.termination === 'checkmate') {
      const loser = replayed.turn() === 'w' ? 'white' : 'black';
      expect(game.winner).toBe(loser === 'white' ? 'ai' : 'player');
    }

    const review = await client.getJson(`/api/ai-games/${game.id}/review`, aiReviewSchema);
    expect(review.mistakes.length).toBeGreaterThan(0);
    expect(review.mistakes.length).toBeLessThanOrEqual(2);
    for (const mistake of review.mistakes) {
      expect(mistake.lossCp).toBeGreaterThanOrEqual(80);
      const position = new Chess(mistake.fenBefore);
      expect(position.moves({ verbose: true }).map((m) => m.san)).toContain(mistake.better.san);
      expect(mistake.better.uci).not.toBe(mistake.played.uci);
    }
  });
});
