import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heatmapSchema, replayGameSchema, replayGameSummarySchema } from '@chess-quest/protocol/analytics';
import { apiErrorSchema } from '@chess-quest/protocol/errors';
import { newFamily, setSubscription, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';
import { testEngines } from '../../test/services';

const engines = await testEngines();

describe.each(engines)('chess analytics through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 });

  async function newChild(premium: boolean): Promise<TestClient> {
    const { client, accountId } = await newFamily(server);
    if (premium) await setSubscription(server, accountId, { status: 'active' });
    return client;
  }

  it('is premium, validates the timeframe, and shows a premium child the moves of its own AI game', async () => {
    expect((await server.client().get('/api/chess/heatmap')).status).toBe(401);
    const free = await newChild(false);
    const refused = await free.get('/api/chess/heatmap?timeframe=week');
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(await readJson(refused))).toMatchObject({ code: 'premium_required' });

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
    expect(map.squares.map((s) => [s.square, s.pieceType, s.winRate])).toEqual([['f3', 'knight', 0], ['e4', 'pawn', 0]]);
    const games = z.array(replayGameSummarySchema).parse(await readJson(await child.get('/api/chess/games')));
    expect(games).toEqual([expect.objectContaining({ id: game.id, result: 'loss', opponent: 'Easy computer', moveCount: 4 })]);
    const replay = replayGameSchema.parse(await readJson(await child.get(`/api/chess/games/${game.id}`)));
    expect(replay.moves.map((m) => m.san).filter((_, i) => i % 2 === 0)).toEqual(['e4', 'Nf3']);

    const other = await newChild(true);
    expect((await other.get(`/api/chess/games/${game.id}`)).status).toBe(404);
    expect(heatmapSchema.parse(await readJson(await other.get('/api/chess/heatmap'))).totalMoves).toBe(0);
    expect((await child.get('/api/chess/games/not-a-uuid')).status).toBe(400);
  });
});
