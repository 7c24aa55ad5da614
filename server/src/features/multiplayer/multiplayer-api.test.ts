import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';

const engines = await testEngines();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('multiplayer through the API on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  async function newChild(): Promise<{ client: TestClient; id: string; username: string }> {
    const client = server.client();
    const user = await readJson(await client.post('/api/signup', signUpBody({ childFirstName: 'Realname' })));
    // Polling the lobby is being online for a client without a socket.
    const players = await readJson(await client.get('/api/multiplayer/players'));
    const me = players.find((p: { userId: string }) => p.userId === user.id);
    return { client, id: user.id, username: me.username };
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('asks for a signed-in child', async () => {
    const anonymous = server.client();
    for (const path of ['/api/multiplayer/players', '/api/multiplayer/invitations', '/api/multiplayer/games', '/api/chess-games/user']) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
    expect((await anonymous.post('/api/multiplayer/invite', { receiverId: crypto.randomUUID() })).status).toBe(401);
  });

  it('plays a whole game from challenge to checkmate, as a client without a socket would', async () => {
    const ann = await newChild();
    const ben = await newChild();
    const lobby = await readJson(await ann.client.get('/api/multiplayer/players'));
    expect(lobby[0]).toMatchObject({ userId: ann.id, status: 'online' });
    expect(lobby.find((p: { userId: string }) => p.userId === ben.id)).toMatchObject({ status: 'online', rating: 1000 });
    expect(JSON.stringify(lobby)).not.toContain('Realname');

    for (const [body, message] of [
      [{ receiverId: ben.id, message: 'Send me your address' }, 'message must be one of the offered phrases'],
      [{ receiverId: ben.id, timeControl: 120 }, 'timeControl must be one of 300, 600, 900, 1800 seconds'],
      [{ timeControl: 600 }, 'receiverId is required'],
      [{ receiverId: 'ben' }, 'receiverId must be a UUID'],
    ] as const) {
      const refused = await ann.client.post('/api/multiplayer/invite', body);
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).message).toBe(message);
    }
    const sent = await ann.client.post('/api/multiplayer/invite', { receiverId: ben.id, message: 'Want to play a game?' });
    expect(sent.status).toBe(201);
    const invitation = await readJson(sent);
    expect(invitation).toMatchObject({ status: 'pending', timeControl: 600, senderName: ann.username });

    const received = await readJson(await ben.client.get('/api/multiplayer/invitations'));
    expect(received[0]).toMatchObject({ id: invitation.id, senderName: ann.username, message: 'Want to play a game?' });
    const badAnswer = await ben.client.post('/api/multiplayer/respond', { invitationId: invitation.id, response: 'maybe' });
    expect((await readJson(badAnswer)).message).toBe('response must be accept or decline');
    const answer = await readJson(await ben.client.post('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' }));
    expect(answer.invitation.status).toBe('accepted');
    const gameId: string = answer.game.id;

    const annGames = await readJson(await ann.client.get('/api/multiplayer/games'));
    expect(annGames[0]).toMatchObject({ id: gameId, gameStatus: 'active', timeControl: 600 });
    const white = annGames[0].whitePlayerId === ann.id ? ann : ben;
    const black = white === ann ? ben : ann;
    expect(annGames[0].myColor).toBe(white === ann ? 'white' : 'black');

    const illegal = await white.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e5' });
    expect(illegal.status).toBe(400);
    expect((await readJson(illegal)).message).toMatch(/^Invalid move: e5 is not allowed here\./);
    const early = await black.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e5' });
    expect(early.status).toBe(409);

    let state = answer.game;
    for (const [player, move] of [
      [white, 'f3'],
      [black, 'e5'],
      [white, 'g2g4'],
      [black, 'Qh4#'],
    ] as const) {
      await wait(25);
      const response = await player.client.post(`/api/multiplayer/games/${gameId}/move`, { move, version: state.version });
      expect(response.status, move).toBe(200);
      state = await readJson(response);
    }
    expect(state).toMatchObject({ gameStatus: 'finished', result: 'black_wins', termination: 'checkmate', winnerId: black.id });
    expect(state.whiteTimeLeft).toBeLessThan(600_000);
    expect(state.blackTimeLeft).toBeLessThan(600_000);
    const stored = state.moves.map((m: { timeTakenMs: number; whiteTimeLeftMs: number; blackTimeLeftMs: number }) => m);
    expect(stored[0].timeTakenMs).toBeGreaterThan(0);
    expect(stored[2].whiteTimeLeftMs).toBeLessThan(stored[0].whiteTimeLeftMs);
    expect(stored[3].blackTimeLeftMs).toBeLessThan(stored[1].blackTimeLeftMs);

    const history = await readJson(await white.client.get('/api/chess-games/user'));
    expect(history[0]).toMatchObject({ id: gameId, outcome: 'lost', moveCount: 4, blackPlayerId: black.id, winner: black.id });
    const lobbyAfter = await readJson(await white.client.get('/api/multiplayer/players'));
    expect(lobbyAfter.find((p: { userId: string }) => p.userId === black.id).rating).toBe(state.blackRatingAfter);
  });

  it('applies one of two identical moves sent at once, and hides games from other accounts', async () => {
    const ann = await newChild();
    const ben = await newChild();
    const invitation = await readJson(await ann.client.post('/api/multiplayer/invite', { receiverId: ben.id, timeControl: 300 }));
    const { game } = await readJson(
      await ben.client.post('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' }),
    );
    const white = game.whitePlayerId === ann.id ? ann : ben;
    const responses = await Promise.all([
      white.client.post(`/api/multiplayer/games/${game.id}/move`, { move: 'e4', version: game.version }),
      white.client.post(`/api/multiplayer/games/${game.id}/move`, { move: 'e4', version: game.version }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const states = await Promise.all(responses.map((r) => readJson(r)));
    expect(states.map((s) => s.moves.length)).toEqual([1, 1]);
    const read = await readJson(await white.client.get(`/api/multiplayer/games/${game.id}`));
    expect(read.moves.map((m: { san: string }) => m.san)).toEqual(['e4']);

    const stranger = await newChild();
    expect((await stranger.client.get(`/api/multiplayer/games/${game.id}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/multiplayer/games/${game.id}/resign`)).status).toBe(404);
    expect((await stranger.client.get('/api/multiplayer/games/not-a-uuid')).status).toBe(400);

    const resigned = await readJson(await white.client.post(`/api/multiplayer/games/${game.id}/resign`));
    expect(resigned).toMatchObject({ gameStatus: 'finished', termination: 'resignation' });
    const badDraw = await white.client.post(`/api/multiplayer/games/${game.id}/draw`, { action: 'please' });
    expect((await readJson(badDraw)).message).toBe('action must be offer, accept or decline');
  });
});
