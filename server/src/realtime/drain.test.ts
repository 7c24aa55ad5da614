import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, GameDelta, Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { SESSION_COOKIE } from '../app';
import { freePort } from '../test/app';
import { signUp } from '../test/fixture';
import { readJson, TestClient } from '../test/http-client';
import { createScratchDatabase, migratedTemplate, postgresAvailable } from '../test/services';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from './test-clients';
import { startNode, type ServerNode } from './test-nodes';

// A move that is being saved when SIGTERM arrives (issue 28): the node finishes it and sends
// its ack before it closes the socket, and the client is told to reconnect (a lost transport,
// not a server disconnect). The test holds the game's row lock, so the move is surely still
// running when the signal comes.

const PUBLIC_URL = 'http://chess-quest.test';
const needsPostgres = await postgresAvailable();

interface Player {
  id: string;
  client: TestClient;
  socket: ClientSocket;
}

describe.skipIf(!needsPostgres)('a node draining on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let env: Record<string, string>;
  let node: ServerNode;
  let after: ServerNode | undefined;
  let white: Player;
  let black: Player;

  async function player(): Promise<Player> {
    const client = new TestClient(node.url, { origin: PUBLIC_URL });
    const { id } = (await signUp(client)).user;
    return { id, client, socket: await openSocket(node.url, { session: sessionOf(client), origin: PUBLIC_URL }) };
  }

  beforeAll(async () => {
    database = await createScratchDatabase('cq_drain', await migratedTemplate());
    env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
    };
    node = await startNode(await freePort(), env);
    const a = await player();
    const b = await player();
    const invited = nextEvent(b.socket, 'invitation:update', (i) => i.senderId === a.id && i.status === 'pending');
    const started = nextEvent(a.socket, 'game:started');
    expect(await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.id, timeControl: 600 })).toMatchObject({ ok: true });
    await request(b.socket, 'invite:respond', { invitationId: (await invited).id, response: 'accept' });
    const game = await started;
    [white, black] = game.whitePlayerId === a.id ? [a, b] : [b, a];
  }, 120_000);

  afterAll(async () => {
    for (const p of [white, black]) p?.socket.close();
    await Promise.allSettled([node?.kill(), after?.stop()]);
    await database?.drop();
  }, 60_000);

  it('acks a move that was being saved when SIGTERM came, then tells the client to reconnect, and exits 0', async () => {
    const game = await activeGame(white);
    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from games where id = $1 for update', [game.id]);
      const dropped = new Promise<string>((resolve) => white.socket.once('disconnect', (reason) => resolve(reason)));
      const acked = request<Ack<GameDelta>>(white.socket, 'game:move', { gameId: game.id, move: 'e4', version: game.version });
      // The move waits on the row lock: it is in flight when the signal arrives.
      await wait(400);
      const signalledAt = Date.now();
      node.process.kill('SIGTERM');
      await wait(400);
      await lock.query('rollback');

      const answer = await acked;
      expect(answer, node.output()).toMatchObject({ ok: true, data: { ply: 1, move: { san: 'e4' } } });
      // A lost transport: a client reconnects by itself (to another node behind the proxy).
      expect(await dropped).toBe('transport close');
      await new Promise((resolve) => (node.process.exitCode === null ? node.process.once('exit', resolve) : resolve(null)));
      expect(node.process.exitCode, node.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8_000);
    } finally {
      await lock.end();
    }

    // The move is there once, read through a node started on the same database.
    after = await startNode(await freePort(), env);
    const reader = new TestClient(after.url, { origin: PUBLIC_URL });
    reader.setCookie(SESSION_COOKIE, sessionOf(white.client));
    const saved = (await readJson(await reader.get(`/api/multiplayer/games/${game.id}`))) as MultiplayerGame;
    expect(saved.moves.map((move) => move.san)).toEqual(['e4']);
  }, 60_000);
});

async function activeGame(player: Player): Promise<MultiplayerGame> {
  const response = await player.client.get('/api/multiplayer/games');
  const games = (await readJson(response)) as MultiplayerGame[];
  const active = games.find((game) => game.gameStatus === 'active');
  if (!active) throw new Error(`no active game: ${JSON.stringify(games)}`);
  return active;
}
