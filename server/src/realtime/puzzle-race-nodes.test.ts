import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRaceSchema, raceAnswerResponseSchema, raceViewSchema, type RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { SESSION_COOKIE } from '../app';
import { signUp } from '../test/fixture';
import { TestClient } from '../test/http-client';
import { createScratchDatabase, postgresAvailable, redisAvailable } from '../test/services';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from './test-clients';
import { startTwoNodes, type ServerNode } from './test-nodes';

// A live puzzle race on two real server processes sharing PostgreSQL and Redis: the host on
// node A, the guest on node B, every progress push crossing nodes; the guest drops and
// rejoins; node A (where the race was opened and started) is killed, and node B ends the
// race on time with the same standings for both.

const needs = [await postgresAvailable(), await redisAvailable()];
const PUBLIC_URL = 'http://chess-quest.test';

describe.skipIf(needs.includes(false))('a puzzle race on two nodes through Redis', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sql: pg.Client;
  let nodeA: ServerNode;
  let nodeB: ServerNode;
  let host: { id: string; client: TestClient; socket: ClientSocket };
  let guest: { id: string; client: TestClient; socket: ClientSocket };

  /** The same session on another node, as the load balancer would send it. */
  function clientOn(node: ServerNode, from: TestClient): TestClient {
    const client = new TestClient(node.url, { origin: PUBLIC_URL });
    client.setCookie(SESSION_COOKIE, sessionOf(from));
    return client;
  }

  async function answerOf(raceId: string, index: number): Promise<string> {
    const { rows } = await sql.query<{ content: { puzzles: { move: string }[] } }>('select content from puzzle_races where id = $1', [raceId]);
    return rows[0]!.content.puzzles[index]!.move;
  }

  const update = (socket: ClientSocket, match: (race: RaceSummary) => boolean) => nextEvent(socket, 'race:update', match);

  beforeAll(async () => {
    database = await createScratchDatabase('cq_race');
    [nodeA, nodeB] = await startTwoNodes(database.url, PUBLIC_URL);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const hostClient = new TestClient(nodeA.url, { origin: PUBLIC_URL });
    const hostId = (await signUp(hostClient)).user.id;
    host = { id: hostId, client: hostClient, socket: await openSocket(nodeA.url, { session: sessionOf(hostClient), origin: PUBLIC_URL }) };
    await request(host.socket, 'lobby:join');
    const guestClient = new TestClient(nodeB.url, { origin: PUBLIC_URL });
    const guestId = (await signUp(guestClient)).user.id;
    const arrived = nextEvent(host.socket, 'lobby:player', (p) => p.userId === guestId && p.status === 'online');
    guest = { id: guestId, client: guestClient, socket: await openSocket(nodeB.url, { session: sessionOf(guestClient), origin: PUBLIC_URL }) };
    await arrived;
  }, 180_000);

  afterAll(async () => {
    host?.socket.close();
    guest?.socket.close();
    await sql?.end();
    await Promise.allSettled([nodeA?.kill(), nodeB?.stop()]);
    await database?.drop();
  }, 60_000);

  it('races across nodes, survives a rejoin and the death of the node that started it, and both see the same standings', async () => {
    // The host opens the race on node A; the guest's socket on node B hears of the invitation.
    const invited = update(guest.socket, (r) => r.status === 'waiting');
    const opened = await host.client.postJson('/api/puzzle-races', { inviteeIds: [guest.id] }, raceViewSchema, 201);
    expect((await invited).raceId).toBe(opened.raceId);
    const raceId = opened.raceId;

    const joined = update(host.socket, (r) => r.players.some((p) => p.childId === guest.id && p.status === 'joined'));
    await guest.client.postJson(`/api/puzzle-races/${raceId}/respond`, { response: 'accept' }, raceViewSchema);
    await joined;

    const startedForGuest = update(guest.socket, (r) => r.status === 'running');
    const started = await host.client.postJson(`/api/puzzle-races/${raceId}/start`, undefined, raceViewSchema);
    expect((await startedForGuest).deadline).toBe(started.deadline);

    // The host's progress reaches the guest on the other node.
    const hostProgress = update(guest.socket, (r) => r.players.some((p) => p.childId === host.id && p.tried === 1));
    const right = await host.client.postJson(
      `/api/puzzle-races/${raceId}/answers`,
      { index: 0, move: await answerOf(raceId, 0) },
      raceAnswerResponseSchema,
    );
    expect(right).toMatchObject({ correct: true, points: 100 });
    expect((await hostProgress).players.find((p) => p.childId === host.id)).toMatchObject({ score: 100, solved: 1 });

    // The guest drops and rejoins (a new socket, the same session): the whole race comes back.
    guest.socket.close();
    guest.socket = await openSocket(nodeB.url, { session: sessionOf(guest.client), origin: PUBLIC_URL });
    const again = await guest.client.getJson('/api/puzzle-races/current', currentRaceSchema);
    expect(again.race).toMatchObject({ raceId, status: 'running', puzzle: { index: 0 } });
    const guestProgress = update(host.socket, (r) => r.players.some((p) => p.childId === guest.id && p.tried === 1));
    await guest.client.postJson(`/api/puzzle-races/${raceId}/answers`, { index: 0, move: await answerOf(raceId, 0) }, raceAnswerResponseSchema);
    await guestProgress;
    const hostAgain = update(guest.socket, (r) => r.players.some((p) => p.childId === host.id && p.tried === 2));
    await host.client.postJson(`/api/puzzle-races/${raceId}/answers`, { index: 1, move: await answerOf(raceId, 1) }, raceAnswerResponseSchema);
    await hostAgain;

    // The race's time is made short (the test does not wait 90 s), then node A dies.
    await sql.query("update puzzle_races set deadline = now() + interval '1 second' where id = $1", [raceId]);
    const ended = update(guest.socket, (r) => r.raceId === raceId && r.status === 'finished');
    await nodeA.kill();
    const standings = await ended;
    expect(standings.players.map((p) => [p.childId, p.score, p.place])).toEqual(
      expect.arrayContaining([
        [host.id, 200, 1],
        [guest.id, 100, 2],
      ]),
    );
    // The host comes back through node B and reads the same standings.
    const hostOnB = await clientOn(nodeB, host.client).getJson('/api/puzzle-races/current', currentRaceSchema);
    expect(hostOnB.race).toMatchObject({ raceId, status: 'finished', puzzle: null });
    expect(hostOnB.race!.players.map((p) => [p.childId, p.place])).toEqual(standings.players.map((p) => [p.childId, p.place]));
    // One fact per racer, written by the node that ended it.
    const { rows } = await sql.query(
      "select count(*)::int as n from outbox_facts where payload->>'type' = 'puzzle_race.finished' and payload->>'raceId' = $1",
      [raceId],
    );
    expect(rows[0]!.n).toBe(2);
  });
});
