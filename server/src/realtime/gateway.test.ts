import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { applyGameDelta, type Ack, type GameDelta, type Invitation, type LobbyPage, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { newChild, newFamily, useTestServer } from '../test/fixture';
import { type TestClient } from '../test/http-client';
import { RATE_LIMITED_MESSAGE, SOCKET_EVENT_LIMIT } from './client-events';
import { SOCKET_AUTH_MESSAGES, sessionStillValid } from './socket-auth';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from './test-clients';

// The gateway inside the real app (one node, PGlite, in-process adapter): socket auth,
// pushes, validation. The two-node test (two-nodes.test.ts) covers Redis and PostgreSQL.

const SESSION_SECRET = randomBytes(32).toString('hex');

describe('Socket.IO gateway', () => {
  const server = useTestServer('pglite', { sessionSecret: SESSION_SECRET });
  const sockets: ClientSocket[] = [];

  interface Child {
    client: TestClient;
    id: string;
    accountId: string;
    socket: ClientSocket;
  }

  async function signUp(): Promise<{ client: TestClient; id: string; accountId: string }> {
    const { client, childId, accountId } = await newFamily(server);
    return { client, id: childId, accountId };
  }

  async function connected(session: string, options: { origin?: string | null } = {}): Promise<ClientSocket> {
    const socket = await openSocket(server.url, { session, ...options });
    sockets.push(socket);
    return socket;
  }

  async function child(): Promise<Child> {
    const signedUp = await signUp();
    return { ...signedUp, socket: await connected(sessionOf(signedUp.client)) };
  }

  /** A session of the same account with a sibling profile active: the parent's tab. */
  async function siblingSession(accountId: string): Promise<string> {
    const sibling = await newChild(server, { accountId }, { firstName: 'Leo', age: 7 });
    const sid = randomBytes(24).toString('base64url');
    const data = {
      cookie: { originalMaxAge: 86_400_000, expires: new Date(Date.now() + 86_400_000).toISOString(), httpOnly: true, path: '/' },
      passport: { user: { accountId, childId: sibling.id } },
    };
    await new Promise<void>((resolve, reject) =>
      server.running.assembly.sessionStore.set(sid, data as never, (error) => (error ? reject(error as Error) : resolve())),
    );
    const mac = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
    return encodeURIComponent(`s:${sid}.${mac}`);
  }

  /** A challenges B, B accepts: the game as both players' sockets were told. */
  async function startGame(a: Child, b: Child): Promise<MultiplayerGame> {
    const started = Promise.all([nextEvent(a.socket, 'game:started'), nextEvent(b.socket, 'game:started')]);
    const sent = await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.id, timeControl: 600 });
    expect(sent.ok).toBe(true);
    const invitation = (sent as { data: Invitation }).data;
    const answered = await request<Ack<Invitation>>(b.socket, 'invite:respond', { invitationId: invitation.id, response: 'accept' });
    expect(answered).toMatchObject({ ok: true, data: { status: 'accepted' } });
    const [forA, forB] = await started;
    expect(forA.id).toBe(forB.id);
    return forA;
  }

  afterEach(() => {
    while (sockets.length) sockets.pop()?.close();
  });

  it('refuses a socket without a session, with a message the client can read', async () => {
    const refusal = await openSocket(server.url, { session: null }).then(
      () => null,
      (error: Error & { data?: { status: number } }) => error,
    );
    expect(refusal?.message).toBe(SOCKET_AUTH_MESSAGES.signedOut);
    expect(refusal?.data).toEqual({ status: 401 });
    const forged = await openSocket(server.url, { session: 's%3Anot-a-session.bad' }).catch((error: Error) => error);
    expect((forged as Error).message).toBe(SOCKET_AUTH_MESSAGES.signedOut);
  });

  it('refuses a signed-in socket opened from another site (cross-site WebSocket hijacking)', async () => {
    const { client } = await signUp();
    for (const transports of [['websocket'], ['polling']] as const) {
      const refusal = await openSocket(server.url, { session: sessionOf(client), origin: 'https://evil.example', transports: [...transports] }).then(
        () => null,
        (error: Error) => error,
      );
      expect(refusal, `over ${transports[0]}`).toBeInstanceOf(Error);
    }
    // The same session from the app's own origin is welcome.
    const socket = await connected(sessionOf(client));
    expect(socket.connected).toBe(true);
  });

  it('pushes lobby presence: arrival online, then in_game once a game starts', async () => {
    const watcher = await child();
    const page = await request<Ack<LobbyPage>>(watcher.socket, 'lobby:join');
    expect(page).toMatchObject({ ok: true, data: { complete: true } });
    // The count online follows arrivals (at most every 2 s per node).
    const counted = nextEvent(watcher.socket, 'lobby:counts', (c) => c.online >= (page.ok ? page.data.online : 0) + 1);
    const arrivalOf = (id: string) => nextEvent(watcher.socket, 'lobby:player', (p) => p.userId === id && p.status === 'online');
    const signedUpA = await signUp();
    const signedUpB = await signUp();
    const arrivals = Promise.all([arrivalOf(signedUpA.id), arrivalOf(signedUpB.id)]);
    const a = { ...signedUpA, socket: await connected(sessionOf(signedUpA.client)) };
    const b = { ...signedUpB, socket: await connected(sessionOf(signedUpB.client)) };
    const [cardA] = await arrivals;
    await counted;
    expect(Object.keys(cardA).sort()).toEqual(['badges', 'level', 'profileImageUrl', 'provisional', 'rating', 'status', 'userId', 'username']);

    const inGame = nextEvent(watcher.socket, 'lobby:player', (p) => p.userId === b.id && p.status === 'in_game');
    await startGame(a, b);
    expect((await inGame).status).toBe('in_game');
  });

  it('pushes an invitation to its receiver and tells the sender in the ack', async () => {
    const a = await child();
    const b = await child();
    const pushed = nextEvent(b.socket, 'invitation:update', (i) => i.senderId === a.id);
    const sent = await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.id, message: 'Good luck, have fun!' });
    expect(sent).toMatchObject({ ok: true, data: { receiverId: b.id, status: 'pending', message: 'Good luck, have fun!' } });
    expect(await pushed).toMatchObject({ id: (sent as { data: Invitation }).data.id, status: 'pending' });
  });

  it('pushes a move to the opponent and to a parent watching the game; strangers may not watch', async () => {
    const a = await child();
    const b = await child();
    const game = await startGame(a, b);
    const [white, black] = game.whitePlayerId === a.id ? [a, b] : [b, a];

    const parent = await connected(await siblingSession(black.accountId));
    const watched = await request<Ack<MultiplayerGame>>(parent, 'game:watch', { gameId: game.id });
    expect(watched).toMatchObject({ ok: true, data: { id: game.id, myColor: null } });
    const stranger = await child();
    const refused = await request<Ack<MultiplayerGame>>(stranger.socket, 'game:watch', { gameId: game.id });
    expect(refused).toMatchObject({ ok: false, status: 404, code: 'not_found' });

    const toOpponent = nextEvent(black.socket, 'game:delta', (g) => g.id === game.id && g.ply === 1);
    const toParent = nextEvent(parent, 'game:delta', (g) => g.id === game.id && g.ply === 1);
    const noStranger = nextEvent(stranger.socket, 'game:delta', () => true, 500).then(
      () => 'pushed',
      () => 'not pushed',
    );
    const moved = await request<Ack<GameDelta>>(white.socket, 'game:move', { gameId: game.id, move: 'e4', version: game.version });
    expect(moved).toMatchObject({ ok: true, data: { myColor: 'white', currentTurn: 'black', ply: 1, move: { san: 'e4', uci: 'e2e4' } } });
    for (const pushed of await Promise.all([toOpponent, toParent])) {
      // A delta: the move and the state after it, never the move list (decision 028).
      expect(pushed).toMatchObject({ currentTurn: 'black', myColor: null, ply: 1, move: { san: 'e4', uci: 'e2e4' } });
      expect(pushed).not.toHaveProperty('moves');
      expect(applyGameDelta(watched.ok ? watched.data : undefined, pushed)?.moves.map((m) => m.san)).toEqual(['e4']);
    }
    expect(await noStranger).toBe('not pushed');

    const notYours = await request<Ack<MultiplayerGame>>(white.socket, 'game:move', { gameId: game.id, move: 'd4' });
    expect(notYours).toMatchObject({ ok: false, status: 409, code: 'conflict' });
  });

  it('answers bad bodies with 400 acks naming the field, and survives events without an ack', async () => {
    const a = await child();
    const cases: [string, unknown, RegExp][] = [
      ['game:move', { move: 'e4' }, /gameId is required/],
      ['game:move', { gameId: 'nope', move: 'e4' }, /gameId must be a UUID/],
      ['game:move', { gameId: randomUUID(), move: 'e' }, /move must be a move/],
      ['invite:send', { receiverId: 42 }, /receiverId/],
      ['invite:send', { receiverId: randomUUID(), timeControl: 61 }, /timeControl must be one of/],
      ['invite:respond', { invitationId: randomUUID(), response: 'maybe' }, /response must be accept or decline/],
      ['game:draw', { gameId: randomUUID(), action: 'please' }, /action must be offer, accept or decline/],
      ['game:watch', 'not an object', /./],
      ['presence:set', { status: 'busy' }, /status must be online or away/],
    ];
    for (const [event, body, message] of cases) {
      const answer = await request<Ack<unknown>>(a.socket, event as 'game:move', body);
      expect(answer, `${event} ${JSON.stringify(body)}`).toMatchObject({ ok: false, status: 400, code: 'invalid_input' });
      expect((answer as { message: string }).message).toMatch(message);
    }
    // No ack callback, no body, or a body where the ack should be: nothing breaks.
    const loose = a.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    loose.emit('game:move', { gameId: 'nope' });
    loose.emit('game:move');
    loose.emit('lobby:join', 'not a function');
    loose.emit('time:ping');
    loose.emit('no:such-event', { x: 1 });
    expect(typeof (await request<number>(a.socket, 'time:ping'))).toBe('number');
    expect(a.socket.connected).toBe(true);
  });

  it('answers a flood of events with 429 acks and keeps serving', async () => {
    const a = await child();
    const flood = await Promise.all(
      Array.from({ length: SOCKET_EVENT_LIMIT.burst + 20 }, () => request<Ack<MultiplayerGame>>(a.socket, 'game:watch', { gameId: 'not-a-uuid' })),
    );
    const statuses = flood.map((answer) => (answer.ok ? 200 : answer.status));
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(SOCKET_EVENT_LIMIT.burst - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(flood.find((answer) => !answer.ok && answer.status === 429)).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    const other = await child();
    expect(typeof (await request<number>(other.socket, 'time:ping'))).toBe('number');
  });

  it("sees that a socket's session is gone after sign-out (what the periodic re-check drops it on)", async () => {
    const a = await child();
    // The cookie is "s:<sid>.<signature>".
    const sessionId = decodeURIComponent(sessionOf(a.client)).slice(2).split('.')[0]!;
    const data = { accountId: a.accountId, childId: a.id, sessionId };
    expect(await sessionStillValid(server.running.assembly.sessionStore, data)).toBe(true);
    expect((await a.client.get('/api/logout')).status).toBe(302);
    expect(await sessionStillValid(server.running.assembly.sessionStore, data)).toBe(false);
    expect(await sessionStillValid(server.running.assembly.sessionStore, { ...data, sessionId: 'never-existed' })).toBe(false);
  });
});
