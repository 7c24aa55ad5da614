import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heatmapSchema, replayGameSchema, replayGameSummarySchema } from '@chess-quest/protocol/chess-analytics';
import { apiErrorSchema } from '@chess-quest/protocol/errors';
import { newFamily, setSubscription, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('chess analytics through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 });

  async function newChild(premium: boolean): Promise<TestClient> {
    const { client, accountId } = await newFamily(server);
    if (premium) await setSubscription(server, accountId, { status: 'active' });
    return client;
  }

  async function playShortGame(client: TestClient, moves: string[]): Promise<string> {
    const game = await readJson(await client.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }));
    for (const move of moves) expect((await client.post(`/api/ai-games/${game.id}/move`, { move })).status).toBe(200);
    expect((await client.post(`/api/ai-games/${game.id}/resign`)).status).toBe(200);
    await server.running.dispatcher.drain();
    return game.id as string;
  }

  it('gives a free child a real preview: its own week, its latest game with one mistake; the rest is premium', async () => {
    const free = await newChild(false);
    const older = await playShortGame(free, ['e4']);
    const latest = await playShortGame(free, ['d4', 'Nf3']);

    const week = heatmapSchema.parse(await readJson(await free.get('/api/chess/heatmap?timeframe=week')));
    expect(week.totalMoves).toBe(3);
    expect(week.squares.map((s) => s.square).sort()).toEqual(['d4', 'e4', 'f3']);
    for (const timeframe of ['month', 'all']) {
      const refused = await free.get(`/api/chess/heatmap?timeframe=${timeframe}`);
      expect(refused.status).toBe(403);
      expect(apiErrorSchema.parse(await readJson(refused))).toMatchObject({ code: 'premium_required' });
    }
    expect((await free.get('/api/chess/heatmap?timeframe=year')).status).toBe(400);

    const games = z.array(replayGameSummarySchema).parse(await readJson(await free.get('/api/chess/games')));
    expect(games.map((g) => g.id)).toEqual([latest]);
    const replay = replayGameSchema.parse(await readJson(await free.get(`/api/chess/games/${latest}`)));
    expect(replay.moves.filter((m, i) => i % 2 === 0).map((m) => m.san)).toEqual(['d4', 'Nf3']);
    expect(replay.mistakes.length).toBeLessThanOrEqual(1);
    const old = await free.get(`/api/chess/games/${older}`);
    expect(old.status).toBe(403);
    expect(apiErrorSchema.parse(await readJson(old))).toMatchObject({ code: 'premium_required' });
  });

  it('validates the timeframe, and shows a premium child every timeframe and the moves of its own AI games', async () => {
    expect((await server.client().get('/api/chess/heatmap')).status).toBe(401);

    const child = await newChild(true);
    const bad = await child.get('/api/chess/heatmap?timeframe=year');
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await readJson(bad))).toMatchObject({ code: 'invalid_input', field: 'timeframe' });
    expect(heatmapSchema.parse(await readJson(await child.get('/api/chess/heatmap?timeframe=all'))).totalMoves).toBe(0);

    const game = await readJson(await child.post('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white', timeControl: 600 }));
    expect((await child.post(`/api/ai-games/${game.id}/move`, { move: 'e4' })).status).toBe(200);
    expect((await child.post(`/api/ai-games/${game.id}/move`, { move: 'Nf3' })).status).toBe(200);
    expect((await child.post(`/api/ai-games/${game.id}/resign`)).status).toBe(200);
    await server.running.dispatcher.drain();

    const map = heatmapSchema.parse(await readJson(await child.get('/api/chess/heatmap?timeframe=week')));
    expect(map.totalMoves).toBe(2);
    expect(map.squares.map((s) => [s.square, s.pieceType, s.winRate])).toEqual([
      ['f3', 'knight', 0],
      ['e4', 'pawn', 0],
    ]);
    const games = z.array(replayGameSummarySchema).parse(await readJson(await child.get('/api/chess/games')));
    expect(games).toEqual([expect.objectContaining({ id: game.id, result: 'loss', opponent: 'Easy computer', moveCount: 4 })]);
    const replay = replayGameSchema.parse(await readJson(await child.get(`/api/chess/games/${game.id}`)));
    expect(replay.moves.map((m) => m.san).filter((_, i) => i % 2 === 0)).toEqual(['e4', 'Nf3']);

    const second = await playShortGame(child, ['d4']);
    const both = z.array(replayGameSummarySchema).parse(await readJson(await child.get('/api/chess/games')));
    expect(both.map((g) => g.id)).toEqual([second, game.id]);
    expect((await child.get(`/api/chess/games/${game.id}`)).status).toBe(200);
    expect((await child.get('/api/chess/heatmap?timeframe=month')).status).toBe(200);

    const other = await newChild(true);
    expect((await other.get(`/api/chess/games/${game.id}`)).status).toBe(404);
    expect(heatmapSchema.parse(await readJson(await other.get('/api/chess/heatmap'))).totalMoves).toBe(0);
    expect((await child.get('/api/chess/games/not-a-uuid')).status).toBe(400);
  });
});
