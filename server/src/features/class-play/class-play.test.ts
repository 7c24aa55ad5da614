import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, classDetailSchema, studentCardsSchema, teacherStatusSchema, type StudentCard } from '@chess-quest/protocol/classes';
import { CLASS_PLAY_MESSAGES, classLobbySchema, classPlaySchema, classRaceSchema } from '@chess-quest/protocol/class-play';
import { invitationSchema, multiplayerGameSchema, onlinePlayerSchema, respondResponseSchema } from '@chess-quest/protocol/multiplayer';
import { currentRaceSchema } from '@chess-quest/protocol/puzzle-races';
import { uniqueEmail } from '../../test/app';
import { newFamily, useTestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { nextEvent, openSocket, sessionOf } from '../../realtime/test-clients';
import { classRaceSchema as pushSchema } from '@chess-quest/protocol/class-play';

const engines = await featureEngines();

describe.each(engines)('class play on %s', (engine) => {
  const server = useTestServer(engine);

  async function newTeacher(withChild = false) {
    if (withChild) {
      // A parent who teaches too: signed in with a child of its own, the PIN entered, then a teacher.
      const family = await newFamily(server, { unlocked: true });
      await family.client.postJson('/api/teachers/me', {}, teacherStatusSchema);
      return family.client;
    }
    const client = server.client();
    const body = { email: uniqueEmail('teacher'), password: 'correct horse battery', parentPin: '2468', privacyConsent: true };
    await client.postJson('/api/teachers/signup', body, teacherStatusSchema, 201);
    return client;
  }

  /** A teacher's class of students, each signed in with its pictures (and online: polling the lobby is being online). */
  async function newClass(names: string[], teacherWithChild = false) {
    const teacher = await newTeacher(teacherWithChild);
    const cls = await expectJson(await teacher.post('/api/classes', { name: 'Chess Club', description: '' }), classDetailSchema, 201);
    const cards = await expectJson(
      await teacher.post(`/api/classes/${cls.id}/students`, { students: names.map((firstName) => ({ firstName })) }),
      studentCardsSchema,
      201,
    );
    const students: { client: TestClient; id: string; username: string; card: StudentCard }[] = [];
    for (const card of cards.cards) {
      const client = server.client();
      expect((await client.post('/api/class-login', { code: cards.code, studentId: card.studentId, pictures: card.pictures })).status).toBe(200);
      await client.getJson('/api/multiplayer/players', onlinePlayerSchema.array());
      students.push({ client, id: card.studentId, username: card.username, card });
    }
    return { teacher, classId: cls.id, students };
  }

  type Student = Awaited<ReturnType<typeof newClass>>['students'][number];

  /** `from` challenges its classmate `to` from the lobby and `to` says yes: their game, started. */
  async function classGame(from: Student, to: Student) {
    const invitation = await from.client.postJson('/api/class-play/challenge', { receiverId: to.id }, invitationSchema, 201);
    const { game } = await to.client.postJson('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' }, respondResponseSchema);
    return game!;
  }

  /** What a player sends in a game and a watcher may not: a move, resigning, offering a draw. */
  const playerActs = (gameId: string, move: string, version: number) =>
    [
      [`/api/multiplayer/games/${gameId}/move`, { move, version }],
      [`/api/multiplayer/games/${gameId}/resign`, {}],
      [`/api/multiplayer/games/${gameId}/draw`, { action: 'offer' }],
    ] as const;

  async function refusal(answer: Promise<Response>) {
    const res = await answer;
    return { status: res.status, message: ((await readJson(res)) as { message: string }).message };
  }

  it('shows a student its classmates (usernames and avatars, never first names) and lets it challenge only them', async () => {
    const a = await newClass(['Amelia', 'Bruno', 'Chloe']);
    const b = await newClass(['Dmitri']);
    const [ann, ben] = a.students;
    const lobby = await ann!.client.getJson('/api/class-play', classLobbySchema);
    expect(lobby.className).toBe('Chess Club');
    expect(lobby.classmates.map((m) => m.userId).sort()).toEqual([a.students[1]!.id, a.students[2]!.id].sort());
    expect(lobby.classmates.find((m) => m.userId === ben!.id)).toMatchObject({ username: ben!.username, status: 'online' });
    expect(lobby.race).toBeNull();
    for (const name of ['Amelia', 'Bruno', 'Chloe', 'Dmitri']) expect(JSON.stringify(lobby)).not.toContain(name);

    // Another class's student is no classmate: a clear 403, nothing sent.
    expect(await refusal(ann!.client.post('/api/class-play/challenge', { receiverId: b.students[0]!.id }))).toEqual({
      status: 403,
      message: CLASS_PLAY_MESSAGES.notClassmate,
    });
    expect(await refusal(ann!.client.post('/api/class-play/challenge', { receiverId: ann!.id }))).toEqual({
      status: 403,
      message: CLASS_PLAY_MESSAGES.notClassmate,
    });
    expect((await b.students[0]!.client.get('/api/multiplayer/invitations')).status).toBe(200);
    expect(JSON.stringify(await readJson(await b.students[0]!.client.get('/api/multiplayer/invitations')))).not.toContain(ann!.id);
    // Bad input names the field.
    expect(await refusal(ann!.client.post('/api/class-play/challenge', { receiverId: 'ben' }))).toMatchObject({ status: 400 });
    expect((await refusal(ann!.client.post('/api/class-play/challenge', {}))).message).toContain('receiverId');
    expect((await refusal(ann!.client.post('/api/class-play/challenge', { receiverId: ben!.id, message: 'hi, where do you live?' }))).status).toBe(
      400,
    );

    // A classmate: the lobby's own challenge, which the classmate answers as any other.
    const invitation = await ann!.client.postJson('/api/class-play/challenge', { receiverId: ben!.id }, invitationSchema, 201);
    expect(invitation).toMatchObject({ senderId: ann!.id, receiverId: ben!.id });
    const accepted = await ben!.client.postJson(
      '/api/multiplayer/respond',
      { invitationId: invitation.id, response: 'accept' },
      respondResponseSchema,
    );
    expect(accepted.game?.gameStatus).toBe('active');

    // A child in no class and a signed-out visitor.
    expect((await server.client().get('/api/class-play')).status).toBe(401);
    expect(await refusal(a.teacher.get('/api/class-play'))).toMatchObject({ status: 401 });
  });

  it('lets only a teacher of the class open and start the class race; students join and race', async () => {
    const a = await newClass(['Amelia', 'Bruno', 'Chloe']);
    const b = await newClass(['Dmitri']);
    const [ann, ben, cleo] = a.students;
    const base = `/api/classes/${a.classId}/play`;

    // No race yet: nothing to join.
    expect(await refusal(ann!.client.post('/api/class-play/race/join', {}))).toEqual({ status: 404, message: CLASS_PLAY_MESSAGES.noRace });
    // A student can never open, start or call off the class race (no teacher role at all).
    for (const path of [`${base}/race`, `${base}/race/start`, `${base}/race/cancel`]) {
      expect(await refusal(ann!.client.post(path, {})), path).toEqual({ status: 403, message: CLASS_MESSAGES.studentAccount });
    }
    // Another class's teacher does not see this class.
    expect(await refusal(b.teacher.post(`${base}/race`, {}))).toEqual({ status: 404, message: CLASS_PLAY_MESSAGES.classNotFound });

    const opened = await a.teacher.postJson(`${base}/race`, {}, classRaceSchema, 201);
    expect(opened).toMatchObject({ status: 'open', entrants: [], race: null });
    expect(await refusal(a.teacher.post(`${base}/race`, {}))).toEqual({ status: 409, message: CLASS_PLAY_MESSAGES.raceAlreadyOpen });
    expect((await ann!.client.getJson('/api/class-play', classLobbySchema)).race).toMatchObject({ id: opened.id, status: 'open' });

    await ann!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
    // One student is not a race.
    expect(await refusal(a.teacher.post(`${base}/race/start`, {}))).toEqual({ status: 409, message: CLASS_PLAY_MESSAGES.needRacers });
    const joined = await ben!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
    expect(joined.entrants.map((e) => e.childId)).toEqual([ann!.id, ben!.id]);
    expect(JSON.stringify(joined)).not.toContain('Amelia');
    const lobby = await ann!.client.getJson('/api/class-play', classLobbySchema);
    expect(lobby.me.joinedRace).toBe(true);

    // Still only the teacher starts it; the other class's teacher gets 404.
    expect((await refusal(ben!.client.post(`${base}/race/start`, {}))).status).toBe(403);
    expect((await refusal(b.teacher.post(`${base}/race/start`, {}))).status).toBe(404);
    const started = await a.teacher.postJson(`${base}/race/start`, {}, classRaceSchema);
    expect(started.status).toBe('started');
    expect(started.race).toMatchObject({ status: 'running' });
    expect(started.race!.players.map((p) => p.childId).sort()).toEqual([ann!.id, ben!.id].sort());

    // The students race in the puzzle race as any race; a late one cannot join any more.
    const current = await ann!.client.getJson('/api/puzzle-races/current', currentRaceSchema);
    expect(current.race?.raceId).toBe(started.race!.raceId);
    expect(current.race?.puzzle).not.toBeNull();
    expect(await refusal(cleo!.client.post('/api/class-play/race/join', {}))).toEqual({ status: 409, message: CLASS_PLAY_MESSAGES.raceStarted });
    expect(await refusal(a.teacher.post(`${base}/race/start`, {}))).toEqual({ status: 409, message: CLASS_PLAY_MESSAGES.raceStarted });
    const play = await a.teacher.getJson(base, classPlaySchema);
    expect(play.race).toMatchObject({ status: 'started', race: { raceId: started.race!.raceId } });
    // Nothing open to call off now.
    expect(await refusal(a.teacher.post(`${base}/race/cancel`, {}))).toEqual({ status: 404, message: CLASS_PLAY_MESSAGES.noRace });

    // Bad input: a class id that is no id.
    expect(await refusal(a.teacher.post('/api/classes/not-an-id/play/race', {}))).toMatchObject({ status: 400 });
  });

  it('calls off an open class race (its teacher only)', async () => {
    const a = await newClass(['Amelia', 'Bruno']);
    const base = `/api/classes/${a.classId}/play`;
    await a.teacher.postJson(`${base}/race`, {}, classRaceSchema, 201);
    await a.students[0]!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
    const closed = await a.teacher.postJson(`${base}/race/cancel`, {}, classRaceSchema);
    expect(closed.status).toBe('closed');
    expect((await a.students[0]!.client.getJson('/api/class-play', classLobbySchema)).race).toBeNull();
    // A new one may be opened.
    expect((await a.teacher.post(`${base}/race`, {})).status).toBe(201);
  });

  it('lets a teacher of the class watch a game between two of its students, read-only', async () => {
    const a = await newClass(['Amelia', 'Bruno']);
    const b = await newClass(['Dmitri']);
    const [ann, ben] = a.students;
    const game = await classGame(ann!, ben!);
    const gameId = game.id;

    const play = await a.teacher.getJson(`/api/classes/${a.classId}/play`, classPlaySchema);
    expect(play.liveGames).toEqual([
      expect.objectContaining({
        gameId,
        white: game!.whitePlayerName,
        black: game!.blackPlayerName,
        whiteId: game!.whitePlayerId,
        blackId: game!.blackPlayerId,
      }),
    ]);
    // The teacher made these students: its page names them by first name (and only this class's).
    expect(play.firstNames).toEqual({ [ann!.id]: 'Amelia', [ben!.id]: 'Bruno' });
    expect(JSON.stringify(play)).not.toContain('Dmitri');
    // The players themselves never see a real name, not even in the game.
    expect(JSON.stringify(await ann!.client.getJson(`/api/multiplayer/games/${gameId}`, multiplayerGameSchema))).not.toMatch(/Amelia|Bruno/);
    const watched = await a.teacher.getJson(`/api/classes/${a.classId}/play/games/${gameId}`, multiplayerGameSchema);
    expect(watched).toMatchObject({ id: gameId, myColor: null, gameStatus: 'active', fen: game!.fen });

    // The teacher's move after a student's: the teacher sees it.
    const white = game!.whitePlayerId === ann!.id ? ann! : ben!;
    expect((await white.client.post(`/api/multiplayer/games/${gameId}/move`, { move: 'e2e4', version: game!.version })).status).toBe(200);
    const after = await a.teacher.getJson(`/api/classes/${a.classId}/play/games/${gameId}`, multiplayerGameSchema);
    expect(after.moves).toHaveLength(1);

    // The teacher cannot play in it: no move, resign or draw (a teacher's account is no player).
    for (const [path, body] of playerActs(gameId, 'e7e5', after.version)) {
      expect((await a.teacher.post(path, body)).status, path).toBe(401);
    }
    expect((await a.teacher.getJson(`/api/classes/${a.classId}/play/games/${gameId}`, multiplayerGameSchema)).version).toBe(after.version);

    // Another class's teacher: 404 through its own class and through this one.
    expect(await refusal(b.teacher.get(`/api/classes/${a.classId}/play/games/${gameId}`))).toEqual({
      status: 404,
      message: CLASS_PLAY_MESSAGES.classNotFound,
    });
    expect(await refusal(b.teacher.get(`/api/classes/${b.classId}/play/games/${gameId}`))).toEqual({
      status: 404,
      message: CLASS_PLAY_MESSAGES.gameNotFound,
    });
    expect((await refusal(b.teacher.get(`/api/classes/${b.classId}/play`))).status).toBe(200);
    // A student watching through the teacher's route: refused; bad ids: 400.
    expect((await refusal(ann!.client.get(`/api/classes/${a.classId}/play/games/${gameId}`))).status).toBe(403);
    expect((await refusal(a.teacher.get(`/api/classes/${a.classId}/play/games/nope`))).status).toBe(400);
    expect((await refusal(a.teacher.get(`/api/classes/${a.classId}/play/games/${crypto.randomUUID()}`))).status).toBe(404);
  });

  it('a teacher who is also a parent (a child signed in) still cannot play in a class game it watches', async () => {
    const a = await newClass(['Amelia', 'Bruno'], true);
    const [ann, ben] = a.students;
    const game = await classGame(ann!, ben!);
    const gameId = game.id;
    const watched = await a.teacher.getJson(`/api/classes/${a.classId}/play/games/${gameId}`, multiplayerGameSchema);
    expect(watched.myColor).toBeNull();
    for (const [path, body] of playerActs(gameId, 'e2e4', watched.version)) {
      expect((await a.teacher.post(path, body)).status, path).toBe(404);
    }
    const after = await a.teacher.getJson(`/api/classes/${a.classId}/play/games/${gameId}`, multiplayerGameSchema);
    expect(after).toMatchObject({ version: watched.version, gameStatus: 'active', moves: [] });
    // Its own child is no student of the class: no class lobby for it.
    expect(await refusal(a.teacher.get('/api/class-play'))).toEqual({ status: 404, message: CLASS_PLAY_MESSAGES.notInClass });
  });

  it("pushes the class race to the class's students when the teacher opens and starts it, to nobody else", async () => {
    const a = await newClass(['Amelia', 'Bruno']);
    const b = await newClass(['Dmitri']);
    const [ann, ben] = a.students;
    const annTab = await openSocket(server.url, { session: sessionOf(ann!.client) });
    const otherTab = await openSocket(server.url, { session: sessionOf(b.students[0]!.client) });
    try {
      let otherHeard = 0;
      otherTab.on('class-race:update', () => void (otherHeard += 1));
      const opened = nextEvent(annTab, 'class-race:update', (race) => race.status === 'open');
      await a.teacher.postJson(`/api/classes/${a.classId}/play/race`, {}, classRaceSchema, 201);
      expect(pushSchema.parse(await opened)).toMatchObject({ status: 'open', entrants: [] });
      await ann!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
      await ben!.client.postJson('/api/class-play/race/join', {}, classRaceSchema);
      const started = nextEvent(annTab, 'class-race:update', (race) => race.status === 'started');
      await a.teacher.postJson(`/api/classes/${a.classId}/play/race/start`, {}, classRaceSchema);
      expect((await started).race?.players.map((p) => p.childId).sort()).toEqual([ann!.id, ben!.id].sort());
      expect(otherHeard).toBe(0);
    } finally {
      annTab.close();
      otherTab.close();
    }
  });
});
