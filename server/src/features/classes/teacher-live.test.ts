import { eq } from 'drizzle-orm';
import { Chess } from 'chess.js';
import { afterEach, describe, expect, it } from 'vitest';
import { classAssignmentSchema } from '@chess-quest/protocol/class-assignments';
import { classChangedPushSchema } from '@chess-quest/protocol/class-live';
import { classRaceSchema } from '@chess-quest/protocol/class-play';
import { currentRaceSchema } from '@chess-quest/protocol/puzzle-races';
import { classDetailSchema, studentCardsSchema } from '@chess-quest/protocol/classes';
import type { Fact } from '@chess-quest/protocol/facts';
import {
  invitationSchema,
  onlinePlayerSchema,
  respondResponseSchema,
  type Ack,
  type GameDelta,
  type MultiplayerGame,
} from '@chess-quest/protocol/multiplayer';
import { childProfiles } from '../../db/schema/accounts';
import { modules } from '../../db/schema/content';
import { SOCKET_AUTH_MESSAGES, sessionStillValid } from '../../realtime/socket-auth';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from '../../realtime/test-clients';
import { newTeacher, useTestServer } from '../../test/fixture';
import { expectJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

/** Whether `event` comes on the socket within `ms` (for "nobody else hears it"). */
async function heardWithin(socket: ClientSocket, event: 'class:changed' | 'assignment:completed' | 'game:delta', ms = 400): Promise<boolean> {
  return nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );
}

// A teacher's account has no child profile: its socket is an account-only socket (issue 24).
// It hears what its pages show (assignment:completed, class:changed, the moves of a class game
// it follows) and may send no child's event.
describe.each(engines)('a teacher socket on %s', (engine) => {
  const server = useTestServer(engine);
  const sockets: ClientSocket[] = [];

  afterEach(() => {
    while (sockets.length) sockets.pop()?.close();
  });

  async function socketOf(client: TestClient): Promise<ClientSocket> {
    const socket = await openSocket(server.url, { session: sessionOf(client) });
    sockets.push(socket);
    return socket;
  }

  /** A teacher (no child) with a class of `names`, each student signed in with its card. */
  async function newClass(names: string[]) {
    const teacher = await newTeacher(server);
    const cls = await expectJson(await teacher.client.post('/api/classes', { name: 'Chess Club' }), classDetailSchema, 201);
    const cards = await expectJson(
      await teacher.client.post(`/api/classes/${cls.id}/students`, { students: names.map((firstName) => ({ firstName })) }),
      studentCardsSchema,
      201,
    );
    const students = [];
    for (const card of cards.cards) {
      const client = server.client();
      expect((await client.post('/api/class-login', { code: cards.code, studentId: card.studentId, pictures: card.pictures })).status).toBe(200);
      // Reading the players is being online (a challenge goes only to a child online).
      await client.getJson('/api/multiplayer/players', onlinePlayerSchema.array());
      const [child] = await server.db.select({ accountId: childProfiles.accountId }).from(childProfiles).where(eq(childProfiles.id, card.studentId));
      students.push({ client, id: card.studentId, accountId: child!.accountId });
    }
    return { teacher, classId: cls.id, students };
  }

  async function deliver(fact: Fact) {
    await server.running.outbox.record(server.db, fact);
    await server.running.dispatcher.drain();
  }

  it("connects without a child, and every child's event answers it 403 before reading the body", async () => {
    const { client, accountId } = await newTeacher(server);
    const tab = await socketOf(client);
    expect(tab.connected).toBe(true);
    // The periodic re-check keeps it: the session still names the account and no child (the cookie is "s:<sid>.<mac>").
    const sessionId = decodeURIComponent(sessionOf(client)).slice(2).split('.')[0]!;
    const store = server.running.assembly.sessionStore;
    expect(await sessionStillValid(store, { accountId, childId: null, sessionId })).toBe(true);
    expect(await sessionStillValid(store, { accountId, childId: crypto.randomUUID(), sessionId })).toBe(false);
    const refused = { ok: false, status: 403, code: 'forbidden', message: SOCKET_AUTH_MESSAGES.noChild };
    const childEvents: [string, unknown][] = [
      ['lobby:join', undefined],
      ['invite:send', { receiverId: crypto.randomUUID() }],
      ['invite:respond', { invitationId: crypto.randomUUID(), response: 'accept' }],
      ['game:watch', { gameId: crypto.randomUUID() }],
      ['game:move', { gameId: crypto.randomUUID(), move: 'e4' }],
      ['game:resign', { gameId: crypto.randomUUID() }],
      ['game:draw', { gameId: crypto.randomUUID(), action: 'offer' }],
      ['presence:set', { status: 'away' }],
      // A bad body is not even read: the socket may not send the event at all.
      ['game:move', 'not an object'],
    ];
    for (const [event, body] of childEvents) {
      expect(await request<Ack<unknown>>(tab, event as 'game:move', body), event).toEqual(refused);
    }
    // What needs no child still works: the clock probe, leaving rooms.
    expect(typeof (await request<number>(tab, 'time:ping'))).toBe('number');
    expect(await request<Ack<unknown>>(tab, 'game:unwatch', { gameId: crypto.randomUUID() })).toMatchObject({ ok: true });
    expect(tab.connected).toBe(true);
  });

  it("hears a student's completion and activity live; another class's teacher hears nothing", async () => {
    const a = await newClass(['Amelia']);
    const b = await newClass(['Dmitri']);
    const [lesson] = await server.db.select({ id: modules.id }).from(modules).orderBy(modules.sortOrder).limit(1);
    const due = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const made = await expectJson(
      await a.teacher.client.post(`/api/classes/${a.classId}/assignments`, { kind: 'lesson_module', moduleId: lesson!.id, dueAt: due }),
      classAssignmentSchema,
      201,
    );
    const teacherTab = await socketOf(a.teacher.client);
    const otherTeacherTab = await socketOf(b.teacher.client);
    const completed = nextEvent(teacherTab, 'assignment:completed');
    const changed = nextEvent(teacherTab, 'class:changed');
    const otherHeard = heardWithin(otherTeacherTab, 'class:changed', 1500);

    const student = a.students[0]!;
    await deliver({
      type: 'lesson.module.completed',
      accountId: student.accountId,
      childId: student.id,
      at: new Date().toISOString(),
      moduleId: lesson!.id,
      points: 10,
      threeStarSteps: 1,
      steps: 3,
    });
    expect(await completed).toMatchObject({ classId: a.classId, assignmentId: made.id, studentId: student.id });
    // No name and no figure in the push: the page reads them again behind the PIN gate.
    expect(classChangedPushSchema.strict().parse(await changed)).toEqual({ classId: a.classId, what: 'activity' });
    expect(await otherHeard).toBe(false);
  });

  it('hears the class race change, and follows a class game it teaches, read-only', async () => {
    const a = await newClass(['Amelia', 'Bruno']);
    const b = await newClass(['Dmitri']);
    const [ann, ben] = a.students;
    const teacherTab = await socketOf(a.teacher.client);

    const opened = nextEvent(teacherTab, 'class:changed', (c) => c.what === 'race');
    await a.teacher.client.postJson(`/api/classes/${a.classId}/play/race`, {}, classRaceSchema, 201);
    expect(await opened).toEqual({ classId: a.classId, what: 'race' });
    // A student joining shows on the teacher's page at once.
    const joined = nextEvent(teacherTab, 'class:changed', (c) => c.what === 'race');
    await ann!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
    expect(await joined).toEqual({ classId: a.classId, what: 'race' });
    await ben!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
    await a.teacher.client.postJson(`/api/classes/${a.classId}/play/race/start`, {}, classRaceSchema);
    // While it runs, each answer (a puzzle race's change) tells the teacher its standings moved.
    const { race } = await ann!.client.getJson('/api/puzzle-races/current', currentRaceSchema);
    const [legal] = new Chess(race!.puzzle!.fen).moves({ verbose: true });
    // The start's own pushes (the teacher's start, the puzzle race made) have come by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const scored = nextEvent(teacherTab, 'class:changed', (c) => c.what === 'race');
    const answered = await ann!.client.post(`/api/puzzle-races/${race!.raceId}/answers`, {
      index: race!.puzzle!.index,
      move: `${legal!.from}${legal!.to}${legal!.promotion ?? ''}`,
    });
    expect(answered.status).toBe(200);
    expect(await scored).toEqual({ classId: a.classId, what: 'race' });

    const invitation = await ann!.client.postJson('/api/class-play/challenge', { receiverId: ben!.id }, invitationSchema, 201);
    const { game } = await ben!.client.postJson(
      '/api/multiplayer/respond',
      { invitationId: invitation.id, response: 'accept' },
      respondResponseSchema,
    );
    const gameId = game!.id;

    // Another class's teacher and a student of the class may not follow it (404, nothing joined).
    const otherTeacherTab = await socketOf(b.teacher.client);
    expect(await request<Ack<MultiplayerGame>>(otherTeacherTab, 'class-game:watch', { classId: a.classId, gameId })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await request<Ack<MultiplayerGame>>(otherTeacherTab, 'class-game:watch', { classId: b.classId, gameId })).toMatchObject({
      ok: false,
      status: 404,
    });
    const studentTab = await socketOf(ann!.client);
    expect(await request<Ack<MultiplayerGame>>(studentTab, 'class-game:watch', { classId: a.classId, gameId })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await request<Ack<MultiplayerGame>>(teacherTab, 'class-game:watch', { classId: a.classId, gameId: 'nope' })).toMatchObject({
      ok: false,
      status: 400,
    });

    const watched = await request<Ack<MultiplayerGame>>(teacherTab, 'class-game:watch', { classId: a.classId, gameId });
    expect(watched).toMatchObject({ ok: true, data: { id: gameId, myColor: null, gameStatus: 'active' } });
    const delta = nextEvent(teacherTab, 'game:delta', (d) => d.id === gameId);
    const otherHeard = heardWithin(otherTeacherTab, 'game:delta', 1500);
    const white = game!.whitePlayerId === ann!.id ? ann! : ben!;
    expect((await white.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e2e4', version: game!.version })).status).toBe(200);
    expect((await delta) satisfies GameDelta).toMatchObject({ ply: 1, move: { san: 'e4' }, myColor: null });
    expect(await otherHeard).toBe(false);
    // Following is not playing: the teacher's socket still cannot move.
    expect(await request<Ack<GameDelta>>(teacherTab, 'game:move', { gameId, move: 'e7e5' })).toMatchObject({ ok: false, status: 403 });
  });
});
