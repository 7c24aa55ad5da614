import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentRaceSchema, RACE_LIMITS, raceViewSchema, type RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { childProfiles } from '../../db/schema/accounts';
import { puzzleRacePlayers, puzzleRaces } from '../../db/schema/gamification';
import { DomainEvents } from '../../events/domain-events';
import { HttpError } from '../../http/errors';
import { newFamily, useTestServer } from '../../test/fixture';
import { recordedFacts } from '../../test/facts';
import { featureEngines } from '../../test/services';
import type { SpeedContent } from '../../domain/mini-challenges/content';
import { createPuzzleRacesService } from './service';

const engines = await featureEngines();

describe.each(engines)('puzzle races on %s', (engine) => {
  const server = useTestServer(engine);

  /**
   * A service on the test database with a clock the test moves and a presence it sets. The
   * clock starts at the real time: the test server's own sweep (real clock) must not end a
   * race before the test moves its clock.
   */
  function harness(raceSeconds?: number) {
    let clock = new Date();
    const online = new Set<string>();
    const events = new DomainEvents();
    const pushes: RaceSummary[] = [];
    events.on('race.changed', ({ race }) => pushes.push(race));
    const races = createPuzzleRacesService({
      db: server.db,
      facts: server.running.outbox,
      events,
      now: () => clock,
      seed: () => 11,
      ...(raceSeconds ? { raceSeconds } : {}),
      playerCard: async (childId) => {
        const [row] = await server.db.select({ username: childProfiles.username }).from(childProfiles).where(eq(childProfiles.id, childId));
        if (!row) throw new HttpError(404, 'no such player');
        return { username: row.username, status: online.has(childId) ? 'online' : 'offline' };
      },
    });
    return {
      races,
      pushes,
      online,
      at: () => clock,
      set: (at: Date) => {
        clock = at;
      },
      advance: (ms: number) => {
        clock = new Date(clock.getTime() + ms);
      },
    };
  }

  async function children(count: number) {
    const kids = [];
    for (let i = 0; i < count; i++) {
      const family = await newFamily(server);
      kids.push({ id: family.childId, accountId: family.accountId, client: family.client });
    }
    return kids;
  }

  async function contentOf(raceId: string): Promise<SpeedContent> {
    const [row] = await server.db.select({ content: puzzleRaces.content }).from(puzzleRaces).where(eq(puzzleRaces.id, raceId));
    return row!.content as unknown as SpeedContent;
  }

  /** A legal move that is not the puzzle's answer (nor, for a mate puzzle, another mate). */
  async function wrongMove(fen: string, answer: string): Promise<string> {
    const { Chess } = await import('chess.js');
    const chess = new Chess(fen);
    for (const move of chess.moves({ verbose: true })) {
      const uci = `${move.from}${move.to}${move.promotion ?? ''}`;
      if (uci === answer) continue;
      chess.move(move);
      const mate = chess.isCheckmate();
      chess.undo();
      if (!mate) return uci;
    }
    throw new Error('no wrong move in this position');
  }

  async function openRace(count = 2, raceSeconds?: number) {
    const h = harness(raceSeconds);
    const kids = await children(count);
    for (const kid of kids) h.online.add(kid.id);
    const [host, ...invitees] = kids;
    const waiting = await h.races.create(host!, { inviteeIds: invitees.map((k) => k.id) });
    return { h, host: host!, invitees, kids, raceId: waiting.raceId, waiting };
  }

  it('invites, joins and starts a race: the same puzzles for everyone, scored by the server, pushed to every player', async () => {
    const { h, host, invitees, raceId, waiting } = await openRace(3);
    expect(waiting.status).toBe('waiting');
    expect(waiting.players.map((p) => p.status).sort()).toEqual(['invited', 'invited', 'joined']);
    expect(waiting.puzzle).toBeNull();
    // A player who has not joined cannot start it, nor can the host alone.
    await expect(h.races.start(invitees[0]!, raceId)).rejects.toMatchObject({ status: 403 });
    await expect(h.races.start(host, raceId)).rejects.toMatchObject({ status: 409 });

    await h.races.respond(invitees[0]!, raceId, { response: 'accept' });
    await h.races.respond(invitees[1]!, raceId, { response: 'decline' });
    const running = await h.races.start(host, raceId);
    expect(running.status).toBe('running');
    expect(new Date(running.deadline!).getTime() - new Date(running.startedAt!).getTime()).toBe(RACE_LIMITS.seconds * 1000);
    expect(running.puzzle).toMatchObject({ index: 0, total: RACE_LIMITS.puzzles });
    // No answer travels to the client.
    expect(JSON.stringify(running)).not.toContain((await contentOf(raceId)).puzzles[0]!.move + '"');

    const content = await contentOf(raceId);
    const joinerView = await h.races.get(invitees[0]!, raceId);
    expect(joinerView.puzzle!.fen).toBe(running.puzzle!.fen);

    const right = await h.races.answer(host, raceId, { index: 0, move: content.puzzles[0]!.move });
    expect(right).toMatchObject({ correct: true, points: 100 });
    expect(right.race.puzzle).toMatchObject({ index: 1, fen: content.puzzles[1]!.fen });
    const wrong = await h.races.answer(invitees[0]!, raceId, { index: 0, move: await wrongMove(content.puzzles[0]!.fen, content.puzzles[0]!.move) });
    expect(wrong).toMatchObject({ correct: false, points: 0, solution: content.puzzles[0]!.move });
    expect(wrong.race.puzzle!.index).toBe(1);

    const last = h.pushes.at(-1)!;
    const byId = new Map(last.players.map((p) => [p.childId, p]));
    expect(byId.get(host.id)).toMatchObject({ score: 100, solved: 1, tried: 1, status: 'joined' });
    expect(byId.get(invitees[0]!.id)).toMatchObject({ score: 0, solved: 0, tried: 1, status: 'joined' });
    expect(byId.get(invitees[1]!.id)).toMatchObject({ status: 'declined', tried: 0 });
    // A summary is what everyone sees: no puzzle in it.
    expect(last).not.toHaveProperty('puzzle');
    expect(raceViewSchema.parse(right.race)).toBeTruthy();
  });

  it('refuses forged answers: another puzzle, an illegal move, a child not in the race, a declined player; nothing changes', async () => {
    const { h, host, invitees, raceId } = await openRace(3);
    await h.races.respond(invitees[0]!, raceId, { response: 'accept' });
    await h.races.respond(invitees[1]!, raceId, { response: 'decline' });
    await h.races.start(host, raceId);
    const content = await contentOf(raceId);
    const [outsider] = await children(1);
    const before = await server.db.select().from(puzzleRacePlayers).where(eq(puzzleRacePlayers.raceId, raceId));

    await expect(h.races.answer(host, raceId, { index: 1, move: content.puzzles[1]!.move })).rejects.toMatchObject({ status: 409 });
    await expect(h.races.answer(host, raceId, { index: 0, move: 'a1a8' })).rejects.toMatchObject({ status: 400, code: 'illegal_move' });
    await expect(h.races.answer(outsider!, raceId, { index: 0, move: content.puzzles[0]!.move })).rejects.toMatchObject({ status: 404 });
    await expect(h.races.get(outsider!, raceId)).rejects.toMatchObject({ status: 404 });
    await expect(h.races.answer(invitees[1]!, raceId, { index: 0, move: content.puzzles[0]!.move })).rejects.toMatchObject({ status: 403 });

    const after = await server.db.select().from(puzzleRacePlayers).where(eq(puzzleRacePlayers.raceId, raceId));
    expect(after).toEqual(before);
  });

  it('scores two answers to the same puzzle sent at once only once', async () => {
    const { h, host, invitees, raceId } = await openRace(2);
    await h.races.respond(invitees[0]!, raceId, { response: 'accept' });
    await h.races.start(host, raceId);
    const content = await contentOf(raceId);
    const results = await Promise.allSettled([
      h.races.answer(host, raceId, { index: 0, move: content.puzzles[0]!.move }),
      h.races.answer(host, raceId, { index: 0, move: content.puzzles[0]!.move }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([409]);
    const [me] = await server.db.select().from(puzzleRacePlayers).where(eq(puzzleRacePlayers.childId, host.id));
    expect(me).toMatchObject({ score: 100, solved: 1, tried: 1 });
  });

  it('ends on time: a late answer does not count, places by score, one fact per racer, and a second sweep ends nothing', async () => {
    const { h, host, invitees, raceId } = await openRace(3);
    await h.races.respond(invitees[0]!, raceId, { response: 'accept' });
    await h.races.respond(invitees[1]!, raceId, { response: 'accept' });
    await h.races.start(host, raceId);
    const content = await contentOf(raceId);
    await h.races.answer(host, raceId, { index: 0, move: content.puzzles[0]!.move });
    await h.races.answer(host, raceId, { index: 1, move: content.puzzles[1]!.move });
    await h.races.answer(invitees[0]!, raceId, { index: 0, move: content.puzzles[0]!.move });
    await h.races.answer(invitees[1]!, raceId, { index: 0, move: content.puzzles[0]!.move });

    // Within the grace an answer sent in time still counts …
    h.advance(RACE_LIMITS.seconds * 1000 + RACE_LIMITS.graceMs - 1);
    await h.races.answer(invitees[0]!, raceId, { index: 1, move: content.puzzles[1]!.move });
    // … after it, it does not, and the race ends there.
    h.advance(2);
    await expect(h.races.answer(invitees[1]!, raceId, { index: 1, move: content.puzzles[1]!.move })).rejects.toMatchObject({
      status: 409,
      message: 'Time is up! The race has ended.',
    });
    const ended = await h.races.get(host, raceId);
    expect(ended.status).toBe('finished');
    expect(ended.puzzle).toBeNull();
    const places = new Map(ended.players.map((p) => [p.childId, [p.score, p.place]]));
    expect(places.get(host.id)).toEqual([200, 1]);
    expect(places.get(invitees[0]!.id)).toEqual([200, 1]);
    expect(places.get(invitees[1]!.id)).toEqual([100, 3]);
    // Another pass of the sweep (any node's) does not end it again: the facts stay three.
    await h.races.sweep();

    const facts = (await recordedFacts(server.db, { types: ['puzzle_race.finished'] })).filter(
      (f) => f.type === 'puzzle_race.finished' && f.raceId === raceId,
    );
    expect(facts).toHaveLength(3);
    expect(facts.find((f) => f.type === 'puzzle_race.finished' && f.childId === invitees[1]!.id)).toMatchObject({
      place: 3,
      players: 3,
      score: 100,
      solved: 1,
    });
  });

  it('the sweep ends a race nobody answers any more, and calls off a race nobody started', async () => {
    const first = await openRace(2);
    await first.h.races.respond(first.invitees[0]!, first.raceId, { response: 'accept' });
    await first.h.races.start(first.host, first.raceId);
    const stale = await openRace(2);

    first.h.advance(RACE_LIMITS.seconds * 1000 + RACE_LIMITS.graceMs + 1);
    expect(await first.h.races.sweep()).toBeGreaterThanOrEqual(1);
    expect(first.h.pushes.at(-1)).toMatchObject({ raceId: first.raceId, status: 'finished' });
    const [ended] = await server.db.select().from(puzzleRaces).where(eq(puzzleRaces.id, first.raceId));
    expect(ended!.status).toBe('finished');

    stale.h.advance(RACE_LIMITS.waitingMs + 1);
    await stale.h.races.sweep();
    const [cancelled] = await server.db.select().from(puzzleRaces).where(eq(puzzleRaces.id, stale.raceId));
    expect(cancelled!.status).toBe('cancelled');
    await expect(stale.h.races.respond(stale.invitees[0]!, stale.raceId, { response: 'accept' })).rejects.toMatchObject({ status: 409 });
  });

  it('a race set shorter (the journeys’ server: PUZZLE_RACE_SECONDS) says so and ends at its own deadline', async () => {
    const { h, host, invitees, raceId } = await openRace(2, 20);
    await h.races.respond(invitees[0]!, raceId, { response: 'accept' });
    const running = await h.races.start(host, raceId);
    expect(running.seconds).toBe(20);
    expect(new Date(running.deadline!).getTime() - new Date(running.startedAt!).getTime()).toBe(20_000);
    h.advance(20_000 + RACE_LIMITS.graceMs + 1);
    expect(await h.races.sweep()).toBeGreaterThanOrEqual(1);
    expect((await h.races.get(host, raceId)).status).toBe('finished');
  });

  it('only asks children who are here and free; a child races once at a time; the current race comes back on rejoin', async () => {
    const h = harness();
    const [a, b, c] = await children(3);
    h.online.add(a!.id);
    h.online.add(b!.id);
    await expect(h.races.create(a!, { inviteeIds: [c!.id] })).rejects.toMatchObject({ status: 409 });
    await expect(h.races.create(a!, { inviteeIds: [a!.id] })).rejects.toMatchObject({ status: 400 });
    const race = await h.races.create(a!, { inviteeIds: [b!.id] });
    await expect(h.races.create(a!, { inviteeIds: [b!.id] })).rejects.toMatchObject({ status: 409 });
    await h.races.respond(b!, race.raceId, { response: 'accept' });
    h.online.add(c!.id);
    await expect(h.races.create(c!, { inviteeIds: [b!.id] })).rejects.toMatchObject({ status: 409 });
    // A child who reconnects finds the race again, with its own puzzle.
    await h.races.start(a!, race.raceId);
    const again = await h.races.current(b!);
    expect(again).toMatchObject({ raceId: race.raceId, status: 'running', puzzle: { index: 0 } });
    expect(await h.races.current(c!)).toBeNull();
  });

  it('over HTTP: five players, a bad id or a forged score are refused with a 400 that says what is wrong', async () => {
    const family = await newFamily(server);
    const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
    const five = await family.client.post('/api/puzzle-races', { inviteeIds: ids });
    expect(five.status).toBe(400);
    expect(((await five.json()) as { message: string }).message).toMatch(/at most 4 players/);
    const badId = await family.client.get('/api/puzzle-races/not-a-race');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toMatch(/raceId must be a race id/);
    const forged = await family.client.post(`/api/puzzle-races/${crypto.randomUUID()}/answers`, { index: 0, move: 'e2e4', score: 9999 });
    expect(forged.status).toBe(400);
    expect(await family.client.getJson('/api/puzzle-races/current', currentRaceSchema)).toEqual({ race: null });
  });
});
