import { describe, expect, it } from 'vitest';
import {
  chessGameHistorySchema,
  invitationSchema,
  multiplayerGameSchema,
  onlinePlayerSchema,
  respondResponseSchema,
  wornBadgesSchema,
} from '@chess-quest/protocol/multiplayer';
import { badges } from '../../db/schema/gamification';
import { newFamily, useTestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const playersSchema = onlinePlayerSchema.array();

describe.each(engines)('multiplayer through the API on %s', (engine) => {
  const server = useTestServer(engine);

  async function newChild(): Promise<{ client: TestClient; id: string; username: string }> {
    const { client, childId } = await newFamily(server, { childFirstName: 'Realname' });
    // Polling the lobby is being online for a client without a socket.
    const players = await client.getJson('/api/multiplayer/players', playersSchema);
    const me = players.find((p) => p.userId === childId);
    return { client, id: childId, username: me!.username };
  }

  it('asks for a signed-in child', async () => {
    const anonymous = server.client();
    for (const path of [
      '/api/multiplayer/players',
      `/api/multiplayer/players/${crypto.randomUUID()}/badges`,
      '/api/multiplayer/invitations',
      '/api/multiplayer/games',
      '/api/chess-games/user',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
    expect((await anonymous.post('/api/multiplayer/invite', { receiverId: crypto.randomUUID() })).status).toBe(401);
  });

  it('plays a whole game from challenge to checkmate, as a client without a socket would', async () => {
    const ann = await newChild();
    const ben = await newChild();
    const lobby = await ann.client.getJson('/api/multiplayer/players', playersSchema);
    expect(lobby[0]).toMatchObject({ userId: ann.id, status: 'online' });
    expect(lobby.find((p) => p.userId === ben.id)).toMatchObject({ status: 'online', rating: 1000 });
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
    const invitation = await expectJson(sent, invitationSchema, 201);
    expect(invitation).toMatchObject({ status: 'pending', timeControl: 600, senderName: ann.username });

    const received = await ben.client.getJson('/api/multiplayer/invitations', invitationSchema.array());
    expect(received[0]).toMatchObject({ id: invitation.id, senderName: ann.username, message: 'Want to play a game?' });
    const badAnswer = await ben.client.post('/api/multiplayer/respond', { invitationId: invitation.id, response: 'maybe' });
    expect((await readJson(badAnswer)).message).toBe('response must be accept or decline');
    const answer = await ben.client.postJson('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' }, respondResponseSchema);
    expect(answer.invitation.status).toBe('accepted');
    const gameId = answer.game!.id;

    const annGames = await ann.client.getJson('/api/multiplayer/games', multiplayerGameSchema.array());
    expect(annGames[0]).toMatchObject({ id: gameId, gameStatus: 'active', timeControl: 600 });
    const white = annGames[0]!.whitePlayerId === ann.id ? ann : ben;
    const black = white === ann ? ben : ann;
    expect(annGames[0]!.myColor).toBe(white === ann ? 'white' : 'black');

    const illegal = await white.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e5' });
    expect(illegal.status).toBe(400);
    expect((await readJson(illegal)).message).toMatch(/^Invalid move: e5 is not allowed here\./);
    const early = await black.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e5' });
    expect(early.status).toBe(409);

    let state = answer.game!;
    for (const [player, move] of [
      [white, 'f3'],
      [black, 'e5'],
      [white, 'g2g4'],
      [black, 'Qh4#'],
    ] as const) {
      await wait(25);
      const response = await player.client.post(`/api/multiplayer/games/${gameId}/move`, { move, version: state.version });
      state = await expectJson(response, multiplayerGameSchema);
    }
    expect(state).toMatchObject({ gameStatus: 'finished', result: 'black_wins', termination: 'checkmate', winnerId: black.id });
    expect(state.whiteTimeLeft).toBeLessThan(600_000);
    expect(state.blackTimeLeft).toBeLessThan(600_000);
    const stored = state.moves;
    expect(stored[0]!.timeTakenMs).toBeGreaterThan(0);
    expect(stored[2]!.whiteTimeLeftMs).toBeLessThan(stored[0]!.whiteTimeLeftMs);
    expect(stored[3]!.blackTimeLeftMs).toBeLessThan(stored[1]!.blackTimeLeftMs);

    const history = await white.client.getJson('/api/chess-games/user', chessGameHistorySchema.array());
    expect(history[0]).toMatchObject({ id: gameId, outcome: 'lost', moveCount: 4, blackPlayerId: black.id, winner: black.id });
    const lobbyAfter = await white.client.getJson('/api/multiplayer/players', playersSchema);
    expect(lobbyAfter.find((p) => p.userId === black.id)!.rating).toBe(state.blackRatingAfter);
  });

  it('applies one of two identical moves sent at once, and hides games from other accounts', async () => {
    const ann = await newChild();
    const ben = await newChild();
    const invitation = await ann.client.postJson('/api/multiplayer/invite', { receiverId: ben.id, timeControl: 300 }, invitationSchema, 201);
    const { game: accepted } = await ben.client.postJson(
      '/api/multiplayer/respond',
      { invitationId: invitation.id, response: 'accept' },
      respondResponseSchema,
    );
    const game = accepted!;
    const white = game.whitePlayerId === ann.id ? ann : ben;
    const responses = await Promise.all([
      white.client.post(`/api/multiplayer/games/${game.id}/move`, { move: 'e4', version: game.version }),
      white.client.post(`/api/multiplayer/games/${game.id}/move`, { move: 'e4', version: game.version }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const states = await Promise.all(responses.map((r) => expectJson(r, multiplayerGameSchema)));
    expect(states.map((s) => s.moves.length)).toEqual([1, 1]);
    const read = await white.client.getJson(`/api/multiplayer/games/${game.id}`, multiplayerGameSchema);
    expect(read.moves.map((m) => m.san)).toEqual(['e4']);

    const stranger = await newChild();
    expect((await stranger.client.get(`/api/multiplayer/games/${game.id}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/multiplayer/games/${game.id}/resign`)).status).toBe(404);
    expect((await stranger.client.get('/api/multiplayer/games/not-a-uuid')).status).toBe(400);

    const resigned = await white.client.postJson(`/api/multiplayer/games/${game.id}/resign`, undefined, multiplayerGameSchema);
    expect(resigned).toMatchObject({ gameStatus: 'finished', termination: 'resignation' });
    const badDraw = await white.client.post(`/api/multiplayer/games/${game.id}/draw`, { action: 'please' });
    expect((await readJson(badDraw)).message).toBe('action must be offer, accept or decline');
  });

  it('tells a game screen the badges an opponent wears, by username-level card only', async () => {
    const ann = await newChild();
    const ben = await newChild();
    await server.db.insert(badges).values({
      childId: ben.id,
      badgeName: 'Puzzle Fan',
      badgeIcon: 'puzzle',
      badgeColor: '#7c3aed',
      description: 'Solved ten puzzles',
      isEquipped: true,
    });
    expect(await ann.client.getJson(`/api/multiplayer/players/${ben.id}/badges`, wornBadgesSchema)).toEqual([
      { name: 'Puzzle Fan', icon: 'puzzle', color: '#7c3aed' },
    ]);
    expect(await ann.client.getJson(`/api/multiplayer/players/${ann.id}/badges`, wornBadgesSchema)).toEqual([]);
    const unknown = await ann.client.get(`/api/multiplayer/players/${crypto.randomUUID()}/badges`);
    expect(unknown.status).toBe(404);
    const bad = await ann.client.get('/api/multiplayer/players/ben/badges');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe('id: player id must be a UUID');
  });
});
