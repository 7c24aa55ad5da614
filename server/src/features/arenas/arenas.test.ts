import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ARENA_CODE_RATE_LIMIT,
  ARENA_MESSAGES,
  arenaListSchema,
  arenaMeSchema,
  arenaStandingsPushSchema,
  arenaSummarySchema,
  arenaViewSchema,
  familyArenaSchema,
  standingsPageSchema,
  type ArenaMe,
} from '@chess-quest/protocol/arenas';
import { classDetailSchema, studentCardsSchema, teacherStatusSchema } from '@chess-quest/protocol/classes';
import type { Fact, FactOf } from '@chess-quest/protocol/facts';
import { multiplayerGameSchema } from '@chess-quest/protocol/multiplayer';
import { parentDashboardSchema } from '@chess-quest/protocol/parent';
import type { ArenaConfig } from '../../config';
import { arenaPairings, arenaPlayers, arenas } from '../../db/schema/arenas';
import { games } from '../../db/schema/multiplayer';
import { outboxDeliveries, outboxFacts } from '../../db/schema/outbox';
import { rewardCounters, userAchievements, userMedals } from '../../db/schema/gamification';
import { playerRatings } from '../../db/schema/multiplayer';
import type { DeliveryContext } from '../../events/outbox';
import { nextEvent, openSocket, sessionOf } from '../../realtime/test-clients';
import { uniqueEmail } from '../../test/app';
import { newChild, newFamily, useTestServer } from '../../test/fixture';
import { settleFacts } from '../../test/facts';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import type { ArenaService } from './service';

const engines = await featureEngines();

const ARENAS: ArenaConfig = {
  // Waves are run by the tests themselves (the job's own tick is far away).
  waveIntervalMs: 600_000,
  waveHoldMs: 0,
  countdownMs: 0,
  durationMs: null,
  // Long: a slow run (a loaded machine) must not see its players as gone between two reads.
  graceMs: 600_000,
  pairAfterMs: 0,
  rematchAfterMs: 0,
  schedule: false,
};

/** 20 plies without a repetition, then a draw by agreement counts; fewer do not. */
const QUIET = ['e3', 'e6', 'd3', 'd6', 'Be2', 'Be7', 'Bd2', 'Bd7', 'Nf3', 'Nf6', 'Nc3', 'Nc6', 'O-O', 'O-O', 'a3', 'a6', 'h3', 'h6', 'b3', 'b6'];

describe.each(engines)('arenas on %s', (engine) => {
  const server = useTestServer(engine, { arenas: ARENAS });
  const service = () => (server.running.assembly.features.services.get('arenas') as { arenas: ArenaService }).arenas;
  const drain = () => server.running.dispatcher.drain();

  async function newTeacher() {
    const client = server.client();
    const body = { email: uniqueEmail('teacher'), password: 'correct horse battery', parentPin: '2468', privacyConsent: true };
    await client.postJson('/api/teachers/signup', body, teacherStatusSchema, 201);
    return client;
  }

  interface Student {
    client: TestClient;
    id: string;
    username: string;
  }

  async function newClass(names: string[]) {
    const teacher = await newTeacher();
    const cls = await expectJson(await teacher.post('/api/classes', { name: 'Chess Club', description: '' }), classDetailSchema, 201);
    const cards = await expectJson(
      await teacher.post(`/api/classes/${cls.id}/students`, { students: names.map((firstName) => ({ firstName })) }),
      studentCardsSchema,
      201,
    );
    const students: Student[] = [];
    for (const card of cards.cards) {
      const client = server.client();
      expect((await client.post('/api/class-login', { code: cards.code, studentId: card.studentId, pictures: card.pictures })).status).toBe(200);
      students.push({ client, id: card.studentId, username: card.username });
    }
    return { teacher, classId: cls.id, students };
  }

  async function classArena(names: string[], body: object = { timeControl: '5+0', minutes: 20 }) {
    const cls = await newClass(names);
    const arena = await cls.teacher.postJson(`/api/classes/${cls.classId}/arenas`, body, arenaSummarySchema, 201);
    for (const s of cls.students) await s.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    await service().moveClock();
    return { ...cls, arenaId: arena.id };
  }

  const me = async (student: Student, arenaId: string): Promise<ArenaMe> =>
    (await student.client.getJson(`/api/arenas/${arenaId}`, arenaViewSchema)).me!;

  async function play(student: Student, gameId: string, moves: readonly string[]) {
    for (const move of moves) {
      const res = await student.client.post(`/api/multiplayer/games/${gameId}/move`, { move });
      expect(res.status, `${move}: ${JSON.stringify(await readJson(res))}`).toBe(200);
    }
  }

  /** The two players of `gameId` play `plies` (alternately, white first), then `end` ends it. */
  async function game(
    players: Student[],
    arenaId: string,
    plies: readonly string[],
    end: { winner: 'white' | 'black' } | 'draw' | 'none',
  ): Promise<{ white: Student; black: Student; gameId: string }> {
    const states = await Promise.all(players.map(async (p) => ({ p, me: await me(p, arenaId) })));
    const white = states.find((s) => s.me.color === 'white')!;
    const black = states.find((s) => s.me.color === 'black' && s.me.gameId === white.me.gameId)!;
    const gameId = white.me.gameId!;
    for (let i = 0; i < plies.length; i += 1) await play(i % 2 === 0 ? white.p : black.p, gameId, [plies[i]!]);
    if (end === 'draw') {
      await white.p.client.post(`/api/multiplayer/games/${gameId}/draw`, { action: 'offer' });
      expect((await black.p.client.post(`/api/multiplayer/games/${gameId}/draw`, { action: 'accept' })).status).toBe(200);
    } else if (end !== 'none') {
      const loser = end.winner === 'white' ? black.p : white.p;
      expect((await loser.client.post(`/api/multiplayer/games/${gameId}/resign`, {})).status).toBe(200);
    }
    await drain();
    return { white: white.p, black: black.p, gameId };
  }

  const standings = async (student: Student, arenaId: string) =>
    (await student.client.getJson(`/api/arenas/${arenaId}/standings?page=1`, standingsPageSchema)).rows;

  it('lets only a teacher of the class start a class arena, which only its students see and join', async () => {
    const a = await newClass(['Amelia', 'Bruno']);
    const b = await newClass(['Dmitri']);
    const parent = await newFamily(server, { unlocked: true });
    // A parent who does not teach, and a teacher of another class, cannot.
    expect((await parent.client.post(`/api/classes/${a.classId}/arenas`, { timeControl: '5+0', minutes: 20 })).status).toBe(403);
    expect((await b.teacher.post(`/api/classes/${a.classId}/arenas`, { timeControl: '5+0', minutes: 20 })).status).toBe(404);
    const bad = await a.teacher.post(`/api/classes/${a.classId}/arenas`, { timeControl: '10+0', minutes: 20 });
    expect(bad.status).toBe(400);
    expect(((await readJson(bad)) as { message: string }).message).toContain('timeControl');
    expect(((await readJson(await a.teacher.post(`/api/classes/${a.classId}/arenas`, { minutes: 7 }))) as { message: string }).message).toContain(
      'minutes',
    );

    const arena = await a.teacher.postJson(`/api/classes/${a.classId}/arenas`, { timeControl: '3+2', minutes: 15 }, arenaSummarySchema, 201);
    expect(arena).toMatchObject({ kind: 'class', name: 'Chess Club Arena', status: 'scheduled', timeControl: '3+2', minutes: 15, players: 0 });
    expect(await a.teacher.getJson(`/api/classes/${a.classId}/arenas`, arenaSummarySchema.array())).toHaveLength(1);

    const [ann] = a.students;
    const list = await ann!.client.getJson('/api/arenas', arenaListSchema);
    expect(list.arenas.map((x) => [x.id, x.joined])).toEqual([[arena.id, false]]);
    const other = b.students[0]!;
    expect((await other.client.getJson('/api/arenas', arenaListSchema)).arenas).toEqual([]);
    expect((await other.client.get(`/api/arenas/${arena.id}`)).status).toBe(404);
    const refused = await other.client.post(`/api/arenas/${arena.id}/join`, {});
    expect(refused.status).toBe(409);
    expect(((await readJson(refused)) as { message: string }).message).toBe(ARENA_MESSAGES.notForYou);

    const joined = await ann!.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    expect(joined.me).toMatchObject({ status: 'waiting', points: 0, rank: 1, gameId: null });
    expect(joined.arena.players).toBe(1);
    // Never a real name on the child's side.
    expect(JSON.stringify(joined)).not.toContain('Amelia');

    // Called off during its countdown: gone from the students' list; another class's teacher cannot.
    expect((await b.teacher.post(`/api/classes/${b.classId}/arenas/${arena.id}/cancel`, {})).status).toBe(404);
    const cancelled = await a.teacher.postJson(`/api/classes/${a.classId}/arenas/${arena.id}/cancel`, {}, arenaSummarySchema);
    expect(cancelled.status).toBe('cancelled');
    expect((await ann!.client.getJson('/api/arenas', arenaListSchema)).arenas).toEqual([]);
    expect((await ann!.client.post(`/api/arenas/${arena.id}/join`, {})).status).toBe(409);
  });

  it('pairs every waiting player exactly once in one wave, neighbours in the standings, with a 3+2 game', async () => {
    const a = await classArena(['Ann', 'Ben', 'Cal', 'Dan', 'Eli', 'Fay', 'Gil'], { timeControl: '3+2', minutes: 20 });
    const waved = await service().pairArena(a.arenaId);
    expect(waved).toEqual({ paired: 6, waiting: 7 });
    const pairings = await server.db.select().from(arenaPairings).where(eq(arenaPairings.arenaId, a.arenaId));
    expect(pairings).toHaveLength(6);
    expect(new Set(pairings.map((p) => p.childId)).size).toBe(6);
    const gameIds = [...new Set(pairings.map((p) => p.gameId))];
    expect(gameIds).toHaveLength(3);
    const rows = await server.db.select().from(games).where(eq(games.id, gameIds[0]!));
    expect(rows[0]).toMatchObject({ timeControl: 180, incrementSeconds: 2, status: 'active' });
    // The one left over waits; a second wave has nobody to pair it with.
    expect(await service().pairArena(a.arenaId)).toEqual({ paired: 0, waiting: 1 });
    const states = await Promise.all(a.students.map((s) => me(s, a.arenaId)));
    expect(states.filter((s) => s.status === 'playing')).toHaveLength(6);
    expect(states.filter((s) => s.status === 'waiting' && s.gameId === null)).toHaveLength(1);

    // The increment: after white's and black's first moves, white's second move adds 2 s.
    const [first] = gameIds;
    const whiteSide = pairings.find((p) => p.gameId === first && p.color === 'white')!;
    const blackSide = pairings.find((p) => p.gameId === first && p.color === 'black')!;
    const student = (id: string) => a.students.find((s) => s.id === id)!;
    await play(student(whiteSide.childId), first!, ['e4']);
    await play(student(blackSide.childId), first!, ['e5']);
    await play(student(whiteSide.childId), first!, ['Nf3']);
    const after = await student(whiteSide.childId).client.getJson(`/api/multiplayer/games/${first}`, multiplayerGameSchema);
    expect(after.moves.at(-1)!.whiteTimeLeftMs).toBeGreaterThan(180_000);
  });

  it('pairs a wave of 60 at once and tells each its own game', async () => {
    const family = await newFamily(server, { unlocked: true });
    const arena = await family.client.postJson('/api/parent/arenas', { timeControl: '5+0', minutes: 10 }, familyArenaSchema, 201);
    const kids = [family.childId];
    for (let i = 0; i < 59; i += 1) kids.push((await newChild(server, family, { firstName: 'Kid' })).id);
    const at = new Date();
    await server.db
      .insert(arenaPlayers)
      .values(kids.map((childId) => ({ arenaId: arena.id, childId, waitingSince: new Date(at.getTime() - 5000), lastSeenAt: at })));
    await service().moveClock();
    const told = new Map<string, ArenaMe>();
    const listener = { standings: () => undefined, update: () => undefined, me: (childId: string, m: ArenaMe) => void told.set(childId, m) };
    service().listeners.add(listener);
    try {
      expect(await service().pairArena(arena.id)).toEqual({ paired: 60, waiting: 60 });
    } finally {
      service().listeners.delete(listener);
    }
    expect([...told.keys()].sort()).toEqual([...kids].sort());
    const pairings = await server.db.select().from(arenaPairings).where(eq(arenaPairings.arenaId, arena.id));
    for (const [childId, m] of told) {
      const mine = pairings.find((p) => p.childId === childId)!;
      expect(m).toMatchObject({ status: 'playing', gameId: mine.gameId, color: mine.color });
    }
    expect(new Set([...told.values()].map((m) => m.gameId)).size).toBe(30);
  });

  it('scores win 2, draw 1, loss 0, doubles on fire after two wins, and gives nothing for a draw under 10 moves', async () => {
    const a = await classArena(['Ada', 'Bea']);
    const [p1, p2] = a.students as [Student, Student];
    const points = async () => {
      const rows = await standings(p1, a.arenaId);
      return Object.fromEntries(rows.map((r) => [r.childId, [r.points, r.streak, r.onFire]]));
    };

    await service().pairArena(a.arenaId);
    const g1 = await game([p1, p2], a.arenaId, ['e4', 'e5'], { winner: 'white' });
    const hero = g1.white;
    const other = g1.black;
    expect(await points()).toEqual({ [hero.id]: [2, 1, false], [other.id]: [0, 0, false] });
    // Colours change hands: the loser of game 1, black then, is white now.
    await service().pairArena(a.arenaId);
    const g2 = await game([p1, p2], a.arenaId, ['e4', 'e5'], { winner: g1.black.id === other.id ? 'black' : 'white' });
    expect(g2.white.id).toBe(other.id);
    expect(await points()).toEqual({ [hero.id]: [4, 2, true], [other.id]: [0, 0, false] });
    // On fire: a win is worth 4.
    await service().pairArena(a.arenaId);
    const g3 = await game([p1, p2], a.arenaId, ['e4', 'e5'], 'none');
    const loser = g3.white.id === hero.id ? g3.black : g3.white;
    expect((await loser.client.post(`/api/multiplayer/games/${g3.gameId}/resign`, {})).status).toBe(200);
    await drain();
    expect(await points()).toEqual({ [hero.id]: [8, 3, true], [other.id]: [0, 0, false] });
    // A draw in 20 plies on fire: 2, and the fire goes out.
    await service().pairArena(a.arenaId);
    await game([p1, p2], a.arenaId, QUIET, 'draw');
    expect(await points()).toEqual({ [hero.id]: [10, 0, false], [other.id]: [1, 0, false] });
    // A draw in fewer than 10 moves: nothing for either.
    await service().pairArena(a.arenaId);
    await game([p1, p2], a.arenaId, ['e4', 'e5', 'Nf3', 'Nc6'], 'draw');
    expect(await points()).toEqual({ [hero.id]: [10, 0, false], [other.id]: [1, 0, false] });
    const heroRow = (await standings(p1, a.arenaId)).find((r) => r.childId === hero.id)!;
    expect(heroRow).toMatchObject({ rank: 1, games: 5, wins: 3 });
    // The teacher reads the same standings; another teacher finds no such arena.
    const teacherPage = await a.teacher.getJson(`/api/classes/${a.classId}/arenas/${a.arenaId}/standings`, standingsPageSchema);
    expect(teacherPage.rows).toEqual(await standings(p1, a.arenaId));
    const stranger = await newClass(['Zed']);
    expect((await stranger.teacher.get(`/api/classes/${stranger.classId}/arenas/${a.arenaId}/standings`)).status).toBe(404);
    expect((await p1.client.get(`/api/classes/${a.classId}/arenas/${a.arenaId}/standings`)).status).toBe(403);
  });

  it('scores a game once when its end fact is delivered again, from either side', async () => {
    const a = await classArena(['Cy', 'Di']);
    await service().pairArena(a.arenaId);
    const g = await game(a.students, a.arenaId, ['e4', 'e5'], { winner: 'white' });
    const before = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, a.arenaId));
    const facts = await server.db.select().from(outboxFacts).where(eq(outboxFacts.type, 'multiplayer.game.finished'));
    const mine = facts.map((f) => f.payload as Fact).filter((f) => f.type === 'multiplayer.game.finished' && f.gameId === g.gameId);
    expect(mine).toHaveLength(2);
    const subscriber = server.running.outbox.subscriber('arena-scoring')!;
    for (const fact of [...mine, ...mine]) {
      await server.db.transaction(async (tx) => {
        const context: DeliveryContext = { tx, record: async () => undefined, afterCommit: () => undefined };
        await subscriber.handle(fact, context);
      });
    }
    const after = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, a.arenaId));
    expect(after.map((p) => [p.childId, p.points, p.games]).sort()).toEqual(before.map((p) => [p.childId, p.points, p.games]).sort());
  });

  it('scores a game in the transaction that ends it: its players wait again at once, and its end facts score nothing twice', async () => {
    const a = await classArena(['Gus', 'Hal']);
    await service().pairArena(a.arenaId);
    await drain();
    /** The arena-scoring deliveries of this arena's end facts not delivered yet. */
    const pendingScoring = async (gameId: string) => {
      const rows = await server.db
        .select({ payload: outboxFacts.payload, doneAt: outboxDeliveries.doneAt })
        .from(outboxDeliveries)
        .innerJoin(outboxFacts, eq(outboxFacts.id, outboxDeliveries.factId))
        .where(eq(outboxDeliveries.subscriber, 'arena-scoring'));
      return rows.filter((r) => (r.payload as { gameId?: string }).gameId === gameId).map((r) => r.doneAt);
    };
    // No delivery runs from here on until the test drains the outbox itself.
    await server.running.dispatcher.stop();
    try {
      const [p1, p2] = a.students as [Student, Student];
      const first = await me(p1, a.arenaId);
      const [white, black] = first.color === 'white' ? [p1, p2] : [p2, p1];
      const gameId = first.gameId!;
      await play(white, gameId, ['e4']);
      await play(black, gameId, ['e5']);
      expect((await black.client.post(`/api/multiplayer/games/${gameId}/resign`, {})).status).toBe(200);
      // The end facts wait in the outbox, and yet both players already wait, scored.
      expect(await pendingScoring(gameId)).toEqual([null, null]);
      expect(await me(white, a.arenaId)).toMatchObject({ status: 'waiting', gameId: null, points: 2, games: 1, wins: 1, streak: 1 });
      expect(await me(black, a.arenaId)).toMatchObject({ status: 'waiting', gameId: null, points: 0, games: 1, wins: 0, streak: 0 });
      // The next wave pairs them at once.
      expect(await service().pairArena(a.arenaId)).toEqual({ paired: 2, waiting: 2 });
      // A game called off (white, the former black, before its first move) is settled at once too.
      const second = await me(black, a.arenaId);
      expect(second.color).toBe('white');
      expect((await black.client.post(`/api/multiplayer/games/${second.gameId}/resign`, {})).status).toBe(200);
      expect(await me(black, a.arenaId)).toMatchObject({ status: 'paused', gameId: null, points: 0, games: 1 });
      expect(await me(white, a.arenaId)).toMatchObject({ status: 'waiting', gameId: null, points: 2, games: 1 });

      // The end facts delivered afterwards find the games scored: nothing counts twice.
      const before = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, a.arenaId));
      await settleFacts(server.running);
      expect(await pendingScoring(gameId)).toEqual([expect.any(Date), expect.any(Date)]);
      expect((await pendingScoring(second.gameId!)).every((doneAt) => doneAt !== null)).toBe(true);
      const after = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, a.arenaId));
      const summary = (rows: typeof after) => rows.map((p) => [p.childId, p.status, p.points, p.games, p.streak]).sort();
      expect(summary(after)).toEqual(summary(before));
      const pairings = await server.db.select().from(arenaPairings).where(eq(arenaPairings.arenaId, a.arenaId));
      expect(pairings.map((p) => [p.gameId === gameId, p.status]).sort()).toEqual([
        [false, 'cancelled'],
        [false, 'cancelled'],
        [true, 'scored'],
        [true, 'scored'],
      ]);
    } finally {
      await server.running.dispatcher.start();
    }
  });

  it('calls a game off without score or penalty, and pauses the side that did not play', async () => {
    const a = await classArena(['Eve', 'Fin']);
    await service().pairArena(a.arenaId);
    // Two wins first, so the streak that must survive is on fire.
    const first = await game(a.students, a.arenaId, ['e4', 'e5'], { winner: 'white' });
    await service().pairArena(a.arenaId);
    // The winner of the first game has black now (colours are balanced) and wins again.
    await game(a.students, a.arenaId, ['e4', 'e5'], { winner: 'black' });
    const hero = first.white;
    const heroBefore = await me(hero, a.arenaId);
    expect(heroBefore).toMatchObject({ points: 4, streak: 2, onFire: true });
    await service().pairArena(a.arenaId);
    const pairing = await me(hero, a.arenaId);
    const whiteStudent = pairing.color === 'white' ? hero : a.students.find((s) => s.id !== hero.id)!;
    // White calls the game off before its first move.
    expect((await whiteStudent.client.post(`/api/multiplayer/games/${pairing.gameId}/resign`, {})).status).toBe(200);
    await drain();
    const heroAfter = await me(hero, a.arenaId);
    expect(heroAfter).toMatchObject({ points: 4, games: 2, streak: 2, onFire: true, gameId: null });
    expect((await me(whiteStudent, a.arenaId)).status).toBe('paused');
    const blackStudent = a.students.find((s) => s.id !== whiteStudent.id)!;
    expect((await me(blackStudent, a.arenaId)).status).toBe('waiting');
    const [cancelled] = await server.db.select().from(arenaPairings).where(eq(arenaPairings.gameId, pairing.gameId!));
    expect(cancelled!.status).toBe('cancelled');
  });

  it('pairs nobody who paused, left or whose page is gone, and pairs them again when they come back', async () => {
    const a = await classArena(['Gus', 'Hal', 'Ivy', 'Jo']);
    const [g, h, i, j] = a.students as [Student, Student, Student, Student];
    expect(await g.client.postJson(`/api/arenas/${a.arenaId}/pause`, {}, arenaMeSchema)).toMatchObject({ status: 'paused' });
    expect(await h.client.postJson(`/api/arenas/${a.arenaId}/leave`, {}, arenaMeSchema)).toMatchObject({ status: 'left' });
    // Ivy's page has been gone longer than the grace.
    await server.db
      .update(arenaPlayers)
      .set({ lastSeenAt: new Date(Date.now() - ARENAS.graceMs - 1000) })
      .where(and(eq(arenaPlayers.arenaId, a.arenaId), eq(arenaPlayers.childId, i.id)));
    expect(await service().pairArena(a.arenaId)).toEqual({ paired: 0, waiting: 1 });
    expect((await me(j, a.arenaId)).status).toBe('waiting');
    // The one who left keeps its row in the standings.
    expect((await standings(j, a.arenaId)).map((r) => r.childId).sort()).toEqual([g.id, h.id, i.id, j.id].sort());

    expect(await g.client.postJson(`/api/arenas/${a.arenaId}/resume`, {}, arenaMeSchema)).toMatchObject({ status: 'waiting' });
    // Reading the arena is being here again.
    await i.client.getJson(`/api/arenas/${a.arenaId}`, arenaViewSchema);
    expect(await service().pairArena(a.arenaId)).toEqual({ paired: 2, waiting: 3 });
    await h.client.postJson(`/api/arenas/${a.arenaId}/join`, {}, arenaViewSchema);
    expect(await service().pairArena(a.arenaId)).toEqual({ paired: 2, waiting: 2 });
    for (const s of a.students) expect((await me(s, a.arenaId)).status).toBe('playing');
    // Leaving in the middle of a game and coming back while it goes on: still playing that game, not paired again.
    const hGame = (await me(h, a.arenaId)).gameId!;
    expect(await h.client.postJson(`/api/arenas/${a.arenaId}/leave`, {}, arenaMeSchema)).toMatchObject({ status: 'left', gameId: hGame });
    const back = await h.client.postJson(`/api/arenas/${a.arenaId}/join`, {}, arenaViewSchema);
    expect(back.me).toMatchObject({ status: 'playing', gameId: hGame });
    expect((await service().pairArena(a.arenaId)).paired).toBe(0);
    // Pausing during a game: the game goes on, no new one after it.
    await g.client.postJson(`/api/arenas/${a.arenaId}/pause`, {}, arenaMeSchema);
    expect((await me(g, a.arenaId)).gameId).not.toBeNull();
    expect((await g.client.post(`/api/arenas/${a.arenaId}/pause`, {})).status).toBe(200);
    expect((await j.client.post('/api/arenas/00000000-0000-4000-8000-000000000000/pause', {})).status).toBe(404);
    expect(((await readJson(await j.client.post('/api/arenas/nope/pause', {}))) as { message: string }).message).toContain('arenaId');
  });

  it('ends on time: games in play finish, then the podium, arena.finished facts and the rewards, paid once', async () => {
    const a = await classArena(['Kai', 'Lu', 'Mo']);
    const [k, l, m] = a.students as [Student, Student, Student];
    await service().pairArena(a.arenaId);
    const players = [];
    for (const s of a.students) if ((await me(s, a.arenaId)).status === 'playing') players.push(s);
    expect(players).toHaveLength(2);
    await game(players, a.arenaId, ['e4', 'e5'], { winner: 'white' });
    await service().pairArena(a.arenaId);
    const g2players = [];
    for (const s of a.students) if ((await me(s, a.arenaId)).status === 'playing') g2players.push(s);
    expect(g2players).toHaveLength(2);
    const g2 = await game(g2players, a.arenaId, ['e4', 'e5'], 'none');
    // Time is up while g2 is in play.
    await server.db
      .update(arenas)
      .set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(arenas.id, a.arenaId));
    await service().wave();
    const ending = await k.client.getJson(`/api/arenas/${a.arenaId}`, arenaViewSchema);
    expect(ending.arena).toMatchObject({ status: 'ending', podium: null });
    expect((await k.client.post(`/api/arenas/${a.arenaId}/join`, {})).status).toBe(409);
    // The game in play finishes; then the arena.
    expect((await g2.black.client.post(`/api/multiplayer/games/${g2.gameId}/resign`, {})).status).toBe(200);
    await drain();
    await service().wave();
    const done = await l.client.getJson(`/api/arenas/${a.arenaId}`, arenaViewSchema);
    expect(done.arena.status).toBe('finished');
    const podium = done.arena.podium!;
    const finals = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, a.arenaId));
    expect(finals.map((p) => p.finalRank).sort()).toEqual([1, 2, 3]);
    // Everyone played a game: all three stand on the podium, in the final order.
    expect(podium.map((r) => [r.rank, r.childId])).toEqual(
      [...finals].sort((x, y) => x.finalRank! - y.finalRank!).map((p) => [p.finalRank, p.childId]),
    );
    const champion = podium[0]!.childId;
    expect(podium[0]!.points).toBeGreaterThanOrEqual(2);

    const facts = (await server.db.select().from(outboxFacts).where(eq(outboxFacts.type, 'arena.finished')))
      .map((f) => f.payload as Fact)
      .filter((f): f is FactOf<'arena.finished'> => f.type === 'arena.finished' && f.arenaId === a.arenaId);
    expect(facts.map((f) => [f.childId, f.rank, f.points]).sort()).toEqual(finals.map((p) => [p.childId, p.finalRank, p.points]).sort());
    await drain();
    const unlocked = async (childId: string) =>
      (await server.db.select().from(userAchievements).where(eq(userAchievements.childId, childId)))
        .filter((u) => u.unlockedAt !== null)
        .map((u) => u.achievementId);
    for (const s of [k, l, m]) expect(await unlocked(s.id)).toContain('first-arena');
    const medal = async (childId: string) =>
      (await server.db.select().from(userMedals).where(eq(userMedals.childId, childId))).filter((u) => u.earnedAt !== null).map((u) => u.medalId);
    expect(await medal(champion)).toContain('arena-gold');

    // The fact delivered again pays nothing more.
    const counters = async () => server.db.select().from(rewardCounters).where(eq(rewardCounters.childId, champion));
    const before = await counters();
    const rewards = server.running.outbox.subscriber('rewards')!;
    const championFact = facts.find((f) => f.childId === champion)!;
    await server.db.transaction(async (tx) => {
      await rewards.handle(championFact, { tx, record: async () => undefined, afterCommit: () => undefined });
    });
    expect(await counters()).toEqual(before);
    expect(
      (await server.db.select().from(rewardCounters).where(eq(rewardCounters.childId, champion))).find((c) => c.metric === 'arena.played')?.value,
    ).toBe(1);
  });

  /** The answer's status and its refusal's reason (protocol error-codes.ts). */
  const refusal = async (res: Response) => [res.status, ((await readJson(res)) as { reason?: string }).reason];

  it('lets a teacher of the class end a running class arena now: no new pairings, games in play finish, then the podium', async () => {
    const a = await newClass(['Nia', 'Oto', 'Pia']);
    const b = await newClass(['Quin']);
    const arena = await a.teacher.postJson(`/api/classes/${a.classId}/arenas`, { timeControl: '5+0', minutes: 20 }, arenaSummarySchema, 201);
    const end = (client: TestClient, classId = a.classId) => client.post(`/api/classes/${classId}/arenas/${arena.id}/end`, {});
    // Counting down: it is called off, not ended.
    const early = await end(a.teacher);
    expect([early.status, await readJson(early)]).toEqual([
      409,
      expect.objectContaining({ code: 'conflict', message: ARENA_MESSAGES.notStartedYet, reason: 'arenas.notStartedYet' }),
    ]);
    for (const s of a.students) await s.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    await service().moveClock();
    // Only a teacher of the class: not signed in, a parent who does not teach, a student, another class's teacher.
    expect((await end(server.client())).status).toBe(401);
    expect((await end((await newFamily(server, { unlocked: true })).client)).status).toBe(403);
    expect((await end(a.students[0]!.client)).status).toBe(403);
    expect((await end(b.teacher)).status).toBe(404);
    expect((await end(b.teacher, b.classId)).status).toBe(404);
    expect((await a.teacher.getJson(`/api/classes/${a.classId}/arenas`, arenaSummarySchema.array()))[0]!.status).toBe('running');

    expect(await service().pairArena(arena.id)).toEqual({ paired: 2, waiting: 3 });
    const players: Student[] = [];
    for (const s of a.students) if ((await me(s, arena.id)).status === 'playing') players.push(s);
    const waiter = a.students.find((s) => !players.includes(s))!;
    const inPlay = await game(players, arena.id, ['e4', 'e5'], 'none');

    const ended = await a.teacher.postJson(`/api/classes/${a.classId}/arenas/${arena.id}/end`, {}, arenaSummarySchema);
    expect(ended).toMatchObject({ status: 'ending', podium: null });
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(Date.now());
    expect(await refusal(await end(a.teacher))).toEqual([409, 'arenas.alreadyEnded']);
    expect(await refusal(await a.teacher.post(`/api/classes/${a.classId}/arenas/${arena.id}/cancel`, {}))).toEqual([409, 'arenas.alreadyStarted']);
    // No new pairings; the game in play goes on, so the job does not finish it yet.
    await service().wave();
    expect(await me(waiter, arena.id)).toMatchObject({ status: 'waiting', gameId: null });
    expect((await waiter.client.getJson(`/api/arenas/${arena.id}`, arenaViewSchema)).arena).toMatchObject({ status: 'ending', podium: null });
    await play(inPlay.white, inPlay.gameId, ['Nf3']);

    // The last game ends: the next pass of the job writes the podium.
    expect((await inPlay.black.client.post(`/api/multiplayer/games/${inPlay.gameId}/resign`, {})).status).toBe(200);
    await drain();
    await service().wave();
    const [listed] = await a.teacher.getJson(`/api/classes/${a.classId}/arenas`, arenaSummarySchema.array());
    expect(listed!.status).toBe('finished');
    // The child who waited ranks 2nd (0 points in fewer games) but played none: not on the podium.
    expect(listed!.podium!.map((r) => [r.rank, r.childId, r.points])).toEqual([
      [1, inPlay.white.id, 2],
      [3, inPlay.black.id, 0],
    ]);
    const finals = await server.db.select().from(arenaPlayers).where(eq(arenaPlayers.arenaId, arena.id));
    expect(finals.map((p) => [p.childId, p.finalRank]).sort()).toEqual(
      [
        [inPlay.white.id, 1],
        [waiter.id, 2],
        [inPlay.black.id, 3],
      ].sort(),
    );
    expect(await refusal(await end(a.teacher))).toEqual([409, 'arenas.alreadyEnded']);
  });

  it('lets the parent who made a family arena end it now, behind the PIN; with no game in play the podium comes at once', async () => {
    const family = await newFamily(server, { unlocked: true });
    const friend = await newFamily(server);
    const arena = await family.client.postJson('/api/parent/arenas', { timeControl: '3+2', minutes: 10 }, familyArenaSchema, 201);
    const end = (client: TestClient) => client.post(`/api/parent/arenas/${arena.id}/end`, {});
    expect(await refusal(await end(family.client))).toEqual([409, 'arenas.notStartedYet']);
    await family.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    await friend.client.postJson('/api/arenas/join-code', { code: arena.code }, arenaViewSchema);
    await service().moveClock();
    // Not signed in, a parent behind a locked gate, a student, another family's parent: none of them.
    expect((await end(server.client())).status).toBe(401);
    const locked = await end(friend.client);
    expect([locked.status, ((await readJson(locked)) as { code: string }).code]).toEqual([403, 'parent_gate_required']);
    expect((await end((await newClass(['Rae'])).students[0]!.client)).status).toBe(403);
    expect((await end((await newFamily(server, { unlocked: true })).client)).status).toBe(404);
    expect((await end(await newTeacher())).status).toBe(404);

    expect(await service().pairArena(arena.id)).toEqual({ paired: 2, waiting: 2 });
    const kids = [
      { client: family.client, id: family.childId, username: family.user.username },
      { client: friend.client, id: friend.childId, username: friend.user.username },
    ];
    const played = await game(kids, arena.id, ['d4', 'd5'], { winner: 'black' });
    const ended = await family.client.postJson(`/api/parent/arenas/${arena.id}/end`, {}, familyArenaSchema);
    expect(ended).toMatchObject({ status: 'finished', code: arena.code });
    expect(ended.podium!.map((r) => [r.rank, r.childId])).toEqual([
      [1, played.black.id],
      [2, played.white.id],
    ]);
    expect((await friend.client.getJson(`/api/arenas/${arena.id}`, arenaViewSchema)).arena.status).toBe('finished');
    expect(await refusal(await end(family.client))).toEqual([409, 'arenas.alreadyEnded']);
  });

  it('pushes only the standings rows that changed to the arena room, and my game to me', async () => {
    const a = await classArena(['Ned', 'Oli', 'Pia', 'Quin']);
    const tabs = await Promise.all(a.students.map((s) => openSocket(server.url, { session: sessionOf(s.client) })));
    try {
      const watched = await Promise.all(
        tabs.map(
          (tab) =>
            new Promise<unknown>((resolve) => {
              tab.emit('arena:watch', { arenaId: a.arenaId }, resolve);
            }),
        ),
      );
      expect(watched.every((ack) => (ack as { ok: boolean }).ok)).toBe(true);
      const paired = nextEvent(tabs[0]!, 'arena:me', (m) => m.status === 'playing');
      await service().pairArena(a.arenaId);
      const mine = arenaMeSchema.parse(await paired);
      expect(mine.gameId).not.toBeNull();
      const pushed = nextEvent(tabs[3]!, 'arena:standings', (p) => p.rows.some((r) => r.points > 0));
      const first = a.students[0]!;
      const partner = (await Promise.all(a.students.map(async (s) => ({ s, m: await me(s, a.arenaId) })))).find(
        (x) => x.m.gameId === mine.gameId && x.s.id !== first.id,
      )!.s;
      await game([first, partner], a.arenaId, ['e4', 'e5'], { winner: 'white' });
      const push = arenaStandingsPushSchema.parse(await pushed);
      // The two players of the game, not the whole table.
      expect(push.rows.map((r) => r.childId).sort()).toEqual([first.id, partner.id].sort());
      expect(push.total).toBe(4);
      expect(push.rows.find((r) => r.points === 2)!.rank).toBe(1);
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('pushes the arena to its watchers when it starts, when time is up and when it has finished', async () => {
    const cls = await newClass(['Rae', 'Sam']);
    const arena = await cls.teacher.postJson(`/api/classes/${cls.classId}/arenas`, { timeControl: '5+0', minutes: 10 }, arenaSummarySchema, 201);
    const [rae] = cls.students as [Student, Student];
    await rae.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    const tab = await openSocket(server.url, { session: sessionOf(rae.client) });
    try {
      const ack = await new Promise<unknown>((resolve) => tab.emit('arena:watch', { arenaId: arena.id }, resolve));
      expect(arenaViewSchema.parse((ack as { data: unknown }).data).arena.status).toBe('scheduled');
      const running = nextEvent(tab, 'arena:update', (a) => a.status === 'running');
      await service().moveClock();
      expect(arenaSummarySchema.parse(await running).id).toBe(arena.id);
      await server.db
        .update(arenas)
        .set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() - 1000) })
        .where(eq(arenas.id, arena.id));
      const ending = nextEvent(tab, 'arena:update', (a) => a.status === 'ending');
      const finished = nextEvent(tab, 'arena:update', (a) => a.status === 'finished');
      const mine = nextEvent(tab, 'arena:me', (m) => m.arenaId === arena.id);
      await service().wave();
      await ending;
      // Nobody played a game: no podium, and no fact to reward.
      expect((await finished).podium).toEqual([]);
      expect(await mine).toMatchObject({ games: 0, points: 0, rank: 1 });
      // Watching an arena one may not see is refused.
      const other = await newClass(['Tom']);
      const otherTab = await openSocket(server.url, { session: sessionOf(other.students[0]!.client) });
      const refused = await new Promise<unknown>((resolve) => otherTab.emit('arena:watch', { arenaId: arena.id }, resolve));
      otherTab.close();
      expect(refused).toMatchObject({ ok: false, status: 404 });
    } finally {
      tab.close();
    }
  });

  it('lets a parent start a family arena: its children join with a tap, friends with the code', async () => {
    const family = await newFamily(server, { unlocked: true });
    const friend = await newFamily(server);
    expect((await friend.client.post('/api/parent/arenas', { timeControl: '5+0', minutes: 10 })).status).toBe(403);
    const arena = await family.client.postJson('/api/parent/arenas', { timeControl: '5+0', minutes: 10 }, familyArenaSchema, 201);
    expect(arena).toMatchObject({ kind: 'family', name: 'Family Arena', status: 'scheduled' });
    expect(arena.code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await family.client.getJson('/api/parent/arenas', familyArenaSchema.array())).map((x) => x.code)).toEqual([arena.code]);
    // The family's own child sees it and joins with a tap.
    expect((await family.client.getJson('/api/arenas', arenaListSchema)).arenas.map((x) => x.id)).toContain(arena.id);
    await family.client.postJson(`/api/arenas/${arena.id}/join`, {}, arenaViewSchema);
    // A friend sees nothing and cannot join by its id; the code lets it in.
    expect((await friend.client.getJson('/api/arenas', arenaListSchema)).arenas.map((x) => x.id)).not.toContain(arena.id);
    expect((await friend.client.post(`/api/arenas/${arena.id}/join`, {})).status).toBe(404);
    const wrong = await friend.client.post('/api/arenas/join-code', { code: 'ZZZZZZ' });
    expect([wrong.status, ((await readJson(wrong)) as { message: string }).message]).toEqual([404, ARENA_MESSAGES.wrongCode]);
    expect((await friend.client.post('/api/arenas/join-code', { code: 'no' })).status).toBe(400);
    const joined = await friend.client.postJson(
      '/api/arenas/join-code',
      { code: arena.code.toLowerCase().replace(/^(...)/, '$1-') },
      arenaViewSchema,
    );
    expect(joined.arena.players).toBe(2);
    // Guessing codes is slowed down: a child has ARENA_CODE_RATE_LIMIT.tries tries in a window.
    const guesser = await newFamily(server);
    const answers: number[] = [];
    for (let i = 0; i <= ARENA_CODE_RATE_LIMIT.tries; i += 1)
      answers.push((await guesser.client.post('/api/arenas/join-code', { code: 'ZZZZZZ' })).status);
    expect(answers.at(-2)).toBe(404);
    expect(answers.at(-1)).toBe(429);
    expect((await friend.client.getJson('/api/arenas', arenaListSchema)).arenas.find((x) => x.id === arena.id)?.joined).toBe(true);
    expect((await friend.client.post(`/api/parent/arenas/${arena.id}/cancel`, {})).status).toBe(403);
    await service().moveClock();
    // Started: it ends on its own time.
    const late = await family.client.post(`/api/parent/arenas/${arena.id}/cancel`, {});
    expect([late.status, ((await readJson(late)) as { message: string }).message]).toEqual([409, ARENA_MESSAGES.alreadyStarted]);
    expect(await service().pairArena(arena.id)).toEqual({ paired: 2, waiting: 2 });
    // An arena game is a live game like any other: the parent sees it on the dashboard, live, and may watch it.
    const gameId = (await family.client.getJson(`/api/arenas/${arena.id}`, arenaViewSchema)).me!.gameId!;
    const dashboard = await family.client.getJson(`/api/parent/children/${family.childId}/dashboard`, parentDashboardSchema);
    expect(dashboard.games.live.map((g) => g.id)).toEqual([gameId]);
    expect(dashboard.games.live[0]!.opponent).toBe(friend.user.username);
    expect(dashboard.games.live[0]!.arenaName).toBe('Family Arena');
  });

  it('makes the daily open arenas once, and lets a child join the arena of its level', async () => {
    const made = await service().schedule();
    expect(made).toBeGreaterThan(0);
    expect(await service().schedule()).toBe(0);
    const child = await newFamily(server);
    const list = await child.client.getJson('/api/arenas', arenaListSchema);
    const open = list.arenas.filter((x) => x.kind === 'open');
    expect(open.length).toBeGreaterThan(0);
    const pawn = open.find((x) => x.name === 'Pawn Arena')!;
    const knight = open.find((x) => x.name === 'Knight Arena')!;
    expect(pawn).toMatchObject({ maxRating: 800, timeControl: '5+0', minutes: 20 });
    expect(knight).toMatchObject({ minRating: 800, maxRating: 1200, timeControl: '3+2', minutes: 30 });
    // A new player (still finding its level) may join either; a settled 1100 only the Knight Arena.
    await child.client.postJson(`/api/arenas/${pawn.id}/join`, {}, arenaViewSchema);
    const settled = await newFamily(server);
    await server.db.insert(playerRatings).values({ childId: settled.childId, rating: 1100, gamesPlayed: 12 });
    const refused = await settled.client.post(`/api/arenas/${pawn.id}/join`, {});
    expect([refused.status, ((await readJson(refused)) as { message: string }).message]).toEqual([409, ARENA_MESSAGES.wrongBand]);
    expect((await settled.client.getJson('/api/arenas', arenaListSchema)).arenas.map((x) => x.name)).not.toContain('Pawn Arena');
    await settled.client.postJson(`/api/arenas/${knight.id}/join`, {}, arenaViewSchema);
  });
});
