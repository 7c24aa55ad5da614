import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ack, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { invitationSchema, multiplayerGameSchema, respondResponseSchema } from '@chess-quest/protocol/multiplayer';
import { analyticsGames } from '../db/schema/analytics';
import { rewardCounters, xpLedger } from '../db/schema/gamification';
import { playerRatings } from '../db/schema/multiplayer';
import { newFamily, useTestServer } from '../test/fixture';
import { recordedFacts, settleFacts } from '../test/facts';
import type { TestClient } from '../test/http-client';
import { featureEngines } from '../test/services';
import { openSocket, request, sessionOf, type ClientSocket } from './test-clients';

// Giving up before one's own first move calls a live game off (as on Lichess): through the
// REST call and the socket event, with each player's `multiplayer.game.aborted` fact, and
// nothing for the rewards, the journey or the analytics to credit.

const engines = await featureEngines();

describe.each(engines)('calling a live game off before the first move on %s', (engine) => {
  const server = useTestServer(engine);
  const sockets: ClientSocket[] = [];

  afterEach(() => {
    while (sockets.length) sockets.pop()?.close();
  });

  interface Player {
    client: TestClient;
    id: string;
  }

  /** Two new children in a fresh game: white and black as the server drew them. */
  async function newGame(): Promise<{ white: Player; black: Player; game: MultiplayerGame }> {
    const [ann, ben] = await Promise.all([newFamily(server), newFamily(server)]);
    const a = { client: ann.client, id: ann.childId };
    const b = { client: ben.client, id: ben.childId };
    // Polling the lobby is being online for a client without a socket.
    await Promise.all([a.client.get('/api/multiplayer/players'), b.client.get('/api/multiplayer/players')]);
    const invitation = await a.client.postJson('/api/multiplayer/invite', { receiverId: b.id, timeControl: 300 }, invitationSchema, 201);
    const answer = await b.client.postJson('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' }, respondResponseSchema);
    const game = answer.game!;
    const white = game.whitePlayerId === a.id ? a : b;
    return { white, black: white === a ? b : a, game };
  }

  /** What the subscribers left for `childIds` once every fact is delivered. */
  async function credited(childIds: string[]) {
    await settleFacts(server.running);
    const db = server.db;
    const [counters, ledger, analytics, ratings] = await Promise.all([
      db.select().from(rewardCounters).where(inArray(rewardCounters.childId, childIds)),
      db.select().from(xpLedger).where(inArray(xpLedger.childId, childIds)),
      db.select().from(analyticsGames).where(inArray(analyticsGames.childId, childIds)),
      db.select().from(playerRatings).where(inArray(playerRatings.childId, childIds)),
    ]);
    const liveCounters = counters.filter((c) => /live|multiplayer|game/i.test(c.metric)).map((c) => [c.metric, c.value]);
    return { liveCounters, ledger: ledger.map((l) => l.sourceKey).sort(), analytics: analytics.length, ratings: ratings.length };
  }

  it('calls the game off when white gives up before moving (REST): no result, no rating, nothing credited', async () => {
    const { white, black, game } = await newGame();
    const before = await credited([white.id, black.id]);

    const called = await white.client.postJson(`/api/multiplayer/games/${game.id}/resign`, undefined, multiplayerGameSchema);
    expect(called).toMatchObject({ gameStatus: 'aborted', result: null, winnerId: null, termination: 'resignation', whiteRatingAfter: null });
    const again = await black.client.post(`/api/multiplayer/games/${game.id}/resign`);
    expect(again.status).toBe(409);

    const facts = await recordedFacts(server.db, { types: ['multiplayer.game.aborted', 'multiplayer.game.finished'] });
    const ofGame = facts.filter((f) => 'gameId' in f && f.gameId === game.id);
    expect(ofGame.map((f) => [f.type, 'childId' in f && f.childId, 'colour' in f && f.colour]).sort()).toEqual(
      [
        ['multiplayer.game.aborted', white.id, 'white'],
        ['multiplayer.game.aborted', black.id, 'black'],
      ].sort(),
    );
    expect(ofGame[0]).toMatchObject({ reason: 'called_off', by: 'white' });

    const after = await credited([white.id, black.id]);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ analytics: 0, ratings: 0 });
    // Nothing but an aborted game shows in the history of finished games.
    const history = (await (await white.client.get('/api/chess-games/user')).json()) as unknown[];
    expect(history).toEqual([]);
  });

  it('calls the game off when black gives up before its first move (socket); white, having moved, resigns for real', async () => {
    const { white, black, game } = await newGame();
    const socket = await openSocket(server.url, { session: sessionOf(black.client) });
    sockets.push(socket);
    const moved = await white.client.postJson(`/api/multiplayer/games/${game.id}/move`, { move: 'e4' }, multiplayerGameSchema);
    const before = await credited([white.id, black.id]);

    const answer = await request<Ack<MultiplayerGame>>(socket, 'game:resign', { gameId: game.id });
    expect(answer).toMatchObject({ ok: true, data: { gameStatus: 'aborted', result: null, termination: 'resignation' } });
    expect((await recordedFacts(server.db, { childId: black.id, types: ['multiplayer.game.aborted'] })).at(-1)).toMatchObject({
      gameId: game.id,
      reason: 'called_off',
      by: 'black',
    });
    expect(await credited([white.id, black.id])).toEqual(before);
    expect(moved.moves).toHaveLength(1);

    // White has moved: giving up is a resignation, lost and rated.
    const next = await newGame();
    await next.white.client.postJson(`/api/multiplayer/games/${next.game.id}/move`, { move: 'd4' }, multiplayerGameSchema);
    const resigned = await next.white.client.postJson(`/api/multiplayer/games/${next.game.id}/resign`, undefined, multiplayerGameSchema);
    expect(resigned).toMatchObject({ gameStatus: 'finished', result: 'black_wins', termination: 'resignation', winnerId: next.black.id });
    await settleFacts(server.running);
    expect(await server.db.select().from(analyticsGames).where(eq(analyticsGames.gameId, next.game.id))).toHaveLength(2);
  });
});
