import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGameDelta, type Ack, type GameDelta, type GameMove, type Invitation, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { signUp } from '../test/fixture';
import { TestClient } from '../test/http-client';
import { createScratchDatabase, postgresAvailable, redisAvailable } from '../test/services';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from './test-clients';
import { startTwoNodes, type ServerNode } from './test-nodes';

// Two real server processes sharing PostgreSQL and Redis, as behind nginx: child A on node A,
// child B on node B, every push crossing nodes through the Redis adapter; then node A dies
// (SIGKILL) mid-game and A carries on from node B with nothing lost.

const needs = [await postgresAvailable(), await redisAvailable()];
/** Both nodes answer to one public address, as behind the load balancer. */
const PUBLIC_URL = 'http://chess-quest.test';

interface Player {
  id: string;
  client: TestClient;
  socket: ClientSocket;
}

describe.skipIf(needs.includes(false))('live multiplayer on two nodes through Redis', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let nodeA: ServerNode;
  let nodeB: ServerNode;
  let a: Player;
  let b: Player;

  async function signUpOn(node: ServerNode): Promise<{ id: string; client: TestClient; connect(): Promise<Player> }> {
    const client = new TestClient(node.url, { origin: PUBLIC_URL });
    const { id } = (await signUp(client)).user;
    const connect = async () => ({ id, client, socket: await openSocket(node.url, { session: sessionOf(client), origin: PUBLIC_URL }) });
    return { id, client, connect };
  }

  /** A challenges B (whose socket is on the other node), B accepts. */
  async function newGame(): Promise<MultiplayerGame> {
    const invited = nextEvent(b.socket, 'invitation:update', (i) => i.senderId === a.id && i.status === 'pending');
    const started = Promise.all([nextEvent(a.socket, 'game:started'), nextEvent(b.socket, 'game:started')]);
    const sent = await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.id, timeControl: 300 });
    expect(sent).toMatchObject({ ok: true });
    const invitation = await invited;
    const accepted = await request<Ack<Invitation>>(b.socket, 'invite:respond', { invitationId: invitation.id, response: 'accept' });
    expect(accepted).toMatchObject({ ok: true, data: { status: 'accepted' } });
    const [forA, forB] = await started;
    expect(forB).toMatchObject({ id: forA.id, gameStatus: 'active', currentTurn: 'white' });
    return forA;
  }

  /** The side to move plays `san`; the other player's socket (other node) must get the push. */
  async function play(game: MultiplayerGame, san: string): Promise<MultiplayerGame> {
    const [mover, opponent] = (game.currentTurn === 'white') === (game.whitePlayerId === a.id) ? [a, b] : [b, a];
    const ply = game.moves.length + 1;
    const pushed = nextEvent(opponent.socket, 'game:delta', (g) => g.id === game.id && g.ply === ply);
    const answer = await request<Ack<GameDelta>>(mover.socket, 'game:move', { gameId: game.id, move: san, version: game.version });
    if (!answer.ok) throw new Error(`${san} refused: ${answer.status} ${answer.message}`);
    const delta = await pushed;
    expect(delta.move).toMatchObject({ san });
    expect(delta.version).toBe(answer.data.version);
    // The opponent applies the delta to what it holds; nothing was missed, so no whole game is needed.
    const state = applyGameDelta(game, delta);
    if (!state) throw new Error(`the delta of ${san} did not apply to version ${game.version}`);
    return state;
  }

  beforeAll(async () => {
    // The nodes migrate it themselves, as a deployment's first start does.
    database = await createScratchDatabase('cq_nodes');
    [nodeA, nodeB] = await startTwoNodes(database.url, PUBLIC_URL);
    a = await (await signUpOn(nodeA)).connect();
    await request(a.socket, 'lobby:join');
    const signedUpB = await signUpOn(nodeB);
    const arrival = nextEvent(a.socket, 'lobby:player', (p) => p.userId === signedUpB.id);
    b = await signedUpB.connect();
    // B arrived on node B; A's lobby on node A hears of it.
    expect((await arrival).status).toBe('online');
  }, 180_000);

  afterAll(async () => {
    for (const player of [a, b]) player?.socket.close();
    await Promise.allSettled([nodeA?.kill(), nodeB?.stop()]);
    await database?.drop();
  }, 60_000);

  it("plays fool's mate with every push crossing nodes", async () => {
    let game = await newGame();
    for (const san of ['f3', 'e5', 'g4', 'Qh4#']) game = await play(game, san);
    expect(game).toMatchObject({ gameStatus: 'finished', result: 'black_wins', termination: 'checkmate' });
    expect(game.moves.map((m) => m.san)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  });

  it('goes on from node B after node A is killed mid-game, with no move or clock lost', async () => {
    let game = await newGame();
    for (const san of ['e4', 'e5', 'Bc4']) game = await play(game, san);
    const lastSentAt = Date.now();
    game = await play(game, 'Nc6');
    const played: GameMove[] = game.moves;

    const dropped = new Promise((resolve) => a.socket.once('disconnect', resolve));
    await nodeA.kill();
    await dropped;

    // The load balancer now sends A to node B, with the same session cookie.
    a = { ...a, socket: await openSocket(nodeB.url, { session: sessionOf(a.client), origin: PUBLIC_URL }) };
    const watched = await request<Ack<MultiplayerGame>>(a.socket, 'game:watch', { gameId: game.id });
    if (!watched.ok) throw new Error(`watch refused: ${watched.status} ${watched.message}`);
    const resumed = watched.data;
    expect(resumed).toMatchObject({ gameStatus: 'active', currentTurn: 'white', version: game.version, fen: game.fen });
    // Every move with the clocks it left, exactly as played through node A.
    expect(resumed.moves).toEqual(played);
    const last = played.at(-1)!;
    expect(resumed.blackTimeLeft).toBe(last.blackTimeLeftMs);
    // White's clock has run (its turn) since the last move: never more than it had, and no
    // more lost than the time that passed since that move was sent.
    expect(resumed.whiteTimeLeft).toBeLessThanOrEqual(last.whiteTimeLeftMs);
    expect(last.whiteTimeLeftMs - resumed.whiteTimeLeft).toBeLessThanOrEqual(Date.now() - lastSentAt);

    game = resumed;
    for (const san of ['Qh5', 'Nf6', 'Qxf7#']) game = await play(game, san);
    expect(game).toMatchObject({ gameStatus: 'finished', result: 'white_wins', termination: 'checkmate' });
    expect(game.moves.slice(0, played.length)).toEqual(played);
    expect(game.moves).toHaveLength(7);
  });
});
