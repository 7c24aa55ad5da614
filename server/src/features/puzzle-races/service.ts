import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import {
  RACE_LIMITS,
  RACE_MESSAGES as M,
  RACE_POINTS_PER_PUZZLE,
  type CreateRaceBody,
  type RaceAnswerBody,
  type RaceAnswerResponse,
  type RacePlayer,
  type RaceStatus,
  type RaceSummary,
  type RaceView,
  type RespondRaceBody,
} from '@chess-quest/protocol/puzzle-races';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { puzzleRacePlayers, puzzleRaces } from '../../db/schema/gamification';
import type { DomainEvents } from '../../events/domain-events';
import type { FactLog } from '../../events/outbox';
import { badRequest, conflict, forbidden, illegalMove, notFound, rateLimited } from '../../http/errors';
import { buildContent, type SpeedContent } from '../../domain/mini-challenges/content';
import { judgeSpeedMove } from '../../domain/mini-challenges/scoring';

/**
 * Live puzzle races (issue 14, decision 027). The state lives in PostgreSQL, so any node can
 * answer any player and any node can end a race: a race's row is locked while an answer is
 * judged or the race is ended, and the sweep takes due races with SKIP LOCKED. After each
 * commit the summary is announced on `events`; the gateway pushes it to every player's room,
 * on every node, through the Redis adapter.
 */

export interface PuzzleRacesDeps {
  db: Database;
  facts: FactLog;
  events: DomainEvents;
  /** A child's lobby card (presence and username): only children online and free may be asked. */
  playerCard: (childId: string) => Promise<Pick<OnlinePlayer, 'username' | 'status'>>;
  /** How long a race runs (default RACE_LIMITS.seconds; the journeys' server sets a short one). */
  raceSeconds?: number;
  now?: () => Date;
  seed?: () => number;
}

type RaceRow = typeof puzzleRaces.$inferSelect;
type PlayerRow = typeof puzzleRacePlayers.$inferSelect;
export interface Child {
  id: string;
  accountId: string;
}

/** How long a finished race is still the child's "current" one (its standings stay on screen). */
const SHOW_FINISHED_MS = 10 * 60_000;
/** The puzzles of a race: quick ones (mate in one, win a piece), easy to middling. */
const RACE_SETTINGS: Parameters<typeof buildContent>[0] = { type: 'speed_puzzle', puzzles: RACE_LIMITS.puzzles, puzzleDifficulty: [1, 3] };
const OPEN: RaceStatus[] = ['waiting', 'running'];

export type PuzzleRacesService = ReturnType<typeof createPuzzleRacesService>;

export function createPuzzleRacesService(deps: PuzzleRacesDeps) {
  const { db, facts, events } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.seed ?? (() => randomInt(0, 2 ** 31 - 1));
  const raceSeconds = deps.raceSeconds ?? RACE_LIMITS.seconds;

  const contentOf = (race: RaceRow) => race.content as unknown as SpeedContent;

  async function playersOf(tx: Tx | Database, raceId: string) {
    return tx
      .select({ row: puzzleRacePlayers, username: childProfiles.username })
      .from(puzzleRacePlayers)
      .innerJoin(childProfiles, eq(childProfiles.id, puzzleRacePlayers.childId))
      .where(eq(puzzleRacePlayers.raceId, raceId))
      .orderBy(asc(puzzleRacePlayers.joinedAt), asc(childProfiles.username));
  }

  async function summaryOf(tx: Tx | Database, race: RaceRow, at: Date): Promise<RaceSummary> {
    const rows = await playersOf(tx, race.id);
    const players: RacePlayer[] = rows.map(({ row, username }) => ({
      childId: row.childId,
      username,
      status: row.status as RacePlayer['status'],
      isHost: row.childId === race.hostId,
      score: row.score,
      solved: row.solved,
      tried: row.tried,
      place: row.place,
    }));
    return {
      raceId: race.id,
      status: race.status as RaceStatus,
      hostId: race.hostId,
      players,
      total: contentOf(race).puzzles.length,
      seconds: raceSeconds,
      startedAt: race.startedAt?.toISOString() ?? null,
      deadline: race.deadline?.toISOString() ?? null,
      serverNow: at.toISOString(),
    };
  }

  function viewFor(summary: RaceSummary, race: RaceRow, childId: string): RaceView {
    const me = summary.players.find((p) => p.childId === childId);
    const content = contentOf(race);
    const puzzle = race.status === 'running' && me?.status === 'joined' ? content.puzzles[me.tried] : undefined;
    return {
      ...summary,
      puzzle: puzzle
        ? {
            index: me!.tried,
            total: content.puzzles.length,
            fen: puzzle.fen,
            prompt: puzzle.mate ? 'Checkmate in one move!' : 'Find the best move!',
            orientation: puzzle.fen.split(' ')[1] === 'b' ? 'black' : 'white',
          }
        : null,
    };
  }

  /** After the commit: every player's tabs, on every node, hear of the change. */
  function announce(summary: RaceSummary): void {
    events.emit({ type: 'race.changed', race: summary });
  }

  async function lockRace(tx: Tx, raceId: string): Promise<RaceRow> {
    const [race] = await tx.select().from(puzzleRaces).where(eq(puzzleRaces.id, raceId)).for('update');
    if (!race) throw notFound(M.notFound);
    return race;
  }

  async function playerRow(tx: Tx | Database, raceId: string, childId: string): Promise<PlayerRow | undefined> {
    const [row] = await tx
      .select()
      .from(puzzleRacePlayers)
      .where(and(eq(puzzleRacePlayers.raceId, raceId), eq(puzzleRacePlayers.childId, childId)));
    return row;
  }

  /** The child's races still waiting or running (a child is in one race at a time). */
  async function openRaceOf(tx: Tx | Database, childIds: string[]) {
    return tx
      .select({ raceId: puzzleRaces.id, childId: puzzleRacePlayers.childId })
      .from(puzzleRacePlayers)
      .innerJoin(puzzleRaces, eq(puzzleRaces.id, puzzleRacePlayers.raceId))
      .where(and(inArray(puzzleRacePlayers.childId, childIds), eq(puzzleRacePlayers.status, 'joined'), inArray(puzzleRaces.status, OPEN)));
  }

  /**
   * Ends a running race in `tx`: places by score (the same score, the same place), a
   * `puzzle_race.finished` fact for every child who raced. Answers the new summary.
   */
  async function finishRace(tx: Tx, race: RaceRow, at: Date): Promise<RaceRow> {
    const racers = (await playersOf(tx, race.id)).filter(({ row }) => row.status === 'joined');
    const scores = racers.map(({ row }) => row.score).sort((a, b) => b - a);
    const [finished] = await tx.update(puzzleRaces).set({ status: 'finished', finishedAt: at }).where(eq(puzzleRaces.id, race.id)).returning();
    const accounts = await tx
      .select({ id: childProfiles.id, accountId: childProfiles.accountId })
      .from(childProfiles)
      .where(
        inArray(
          childProfiles.id,
          racers.map(({ row }) => row.childId),
        ),
      );
    const accountOf = new Map(accounts.map((a) => [a.id, a.accountId]));
    for (const { row } of racers) {
      const place = scores.indexOf(row.score) + 1;
      await tx
        .update(puzzleRacePlayers)
        .set({ place })
        .where(and(eq(puzzleRacePlayers.raceId, race.id), eq(puzzleRacePlayers.childId, row.childId)));
      const accountId = accountOf.get(row.childId);
      if (!accountId) continue;
      await facts.record(tx, {
        type: 'puzzle_race.finished',
        accountId,
        childId: row.childId,
        at: at.toISOString(),
        raceId: race.id,
        place,
        players: racers.length,
        score: row.score,
        solved: row.solved,
      });
    }
    return finished!;
  }

  const isDue = (race: RaceRow, at: Date) =>
    race.status === 'running' && race.deadline !== null && at.getTime() > race.deadline.getTime() + RACE_LIMITS.graceMs;
  const isStale = (race: RaceRow, at: Date) => race.status === 'waiting' && at.getTime() > race.createdAt.getTime() + RACE_LIMITS.waitingMs;

  /** Ends (or calls off) the race in `tx` if its time is up; answers the row as it is now. */
  async function settle(tx: Tx, race: RaceRow, at: Date): Promise<RaceRow> {
    if (isDue(race, at)) return finishRace(tx, race, at);
    if (isStale(race, at)) {
      const [cancelled] = await tx.update(puzzleRaces).set({ status: 'cancelled', finishedAt: at }).where(eq(puzzleRaces.id, race.id)).returning();
      return cancelled!;
    }
    return race;
  }

  /** Runs `change` on the locked race; announces the summary after the commit. */
  async function changeRace<T>(raceId: string, change: (tx: Tx, race: RaceRow, at: Date) => Promise<T>) {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const value = await change(tx, await lockRace(tx, raceId), at);
      const race = (await tx.select().from(puzzleRaces).where(eq(puzzleRaces.id, raceId)))[0]!;
      return { value, race, summary: await summaryOf(tx, race, at) };
    });
    announce(outcome.summary);
    return outcome;
  }

  async function create(host: Child, body: CreateRaceBody): Promise<RaceView> {
    if (body.inviteeIds.includes(host.id)) throw badRequest(M.selfInvite, 'inviteeIds');
    const at = now();
    const [recent] = await db
      .select({ n: sql<number>`count(*)::integer` })
      .from(puzzleRaces)
      .where(and(eq(puzzleRaces.hostId, host.id), gt(puzzleRaces.createdAt, new Date(at.getTime() - 60_000))));
    if (Number(recent?.n ?? 0) >= RACE_LIMITS.perMinute) throw rateLimited(M.tooMany);
    // The same rule as a game challenge: only a child who is here and free.
    const usernames = new Map<string, string>();
    for (const id of body.inviteeIds) {
      const card = await deps.playerCard(id);
      if (card.status !== 'online') throw conflict(M.notAvailable(card.username));
      usernames.set(id, card.username);
    }
    const seed = newSeed();
    const content = buildContent(RACE_SETTINGS, seed);
    const outcome = await db.transaction(async (tx) => {
      await tx
        .select({ id: childProfiles.id })
        .from(childProfiles)
        .where(inArray(childProfiles.id, [host.id, ...body.inviteeIds]))
        .orderBy(childProfiles.id)
        .for('no key update');
      if ((await openRaceOf(tx, [host.id])).length > 0) throw conflict(M.alreadyRacing);
      const busy = await openRaceOf(tx, body.inviteeIds);
      if (busy.length > 0) throw conflict(M.playerRacing(usernames.get(busy[0]!.childId) ?? 'That player'));
      const [race] = await tx
        .insert(puzzleRaces)
        .values({ hostId: host.id, seed, content: content as unknown as Record<string, unknown>, createdAt: at })
        .returning();
      await tx
        .insert(puzzleRacePlayers)
        .values([
          { raceId: race!.id, childId: host.id, status: 'joined', joinedAt: at },
          ...body.inviteeIds.map((childId) => ({ raceId: race!.id, childId, status: 'invited' })),
        ]);
      return { race: race!, summary: await summaryOf(tx, race!, at) };
    });
    announce(outcome.summary);
    return viewFor(outcome.summary, outcome.race, host.id);
  }

  async function respond(child: Child, raceId: string, body: RespondRaceBody): Promise<RaceView> {
    const { race, summary } = await changeRace(raceId, async (tx, race, at) => {
      const me = await playerRow(tx, raceId, child.id);
      if (!me) throw notFound(M.notFound);
      if (me.status !== 'invited') throw conflict(M.notInvited);
      if ((await settle(tx, race, at)).status !== 'waiting') throw conflict(M.notWaiting);
      if (body.response === 'accept' && (await openRaceOf(tx, [child.id])).length > 0) throw conflict(M.alreadyRacing);
      await tx
        .update(puzzleRacePlayers)
        .set(body.response === 'accept' ? { status: 'joined', joinedAt: at } : { status: 'declined' })
        .where(and(eq(puzzleRacePlayers.raceId, raceId), eq(puzzleRacePlayers.childId, child.id)));
    });
    return viewFor(summary, race, child.id);
  }

  /** Only the host acts on a race that is still waiting (404 for a child not in it). */
  async function requireWaitingHost(tx: Tx, race: RaceRow, child: Child, at: Date): Promise<void> {
    if (!(await playerRow(tx, race.id, child.id))) throw notFound(M.notFound);
    if (race.hostId !== child.id) throw forbidden(M.onlyHost);
    if ((await settle(tx, race, at)).status !== 'waiting') throw conflict(M.notWaiting);
  }

  async function start(child: Child, raceId: string): Promise<RaceView> {
    const { race, summary } = await changeRace(raceId, async (tx, race, at) => {
      await requireWaitingHost(tx, race, child, at);
      const joined = (await playersOf(tx, raceId)).filter(({ row }) => row.status === 'joined');
      if (joined.length < RACE_LIMITS.minPlayers) throw conflict(M.needPlayers);
      await tx
        .update(puzzleRaces)
        .set({ status: 'running', startedAt: at, deadline: new Date(at.getTime() + raceSeconds * 1000) })
        .where(eq(puzzleRaces.id, raceId));
      // Whoever had not answered is out of this one.
      await tx
        .update(puzzleRacePlayers)
        .set({ status: 'declined' })
        .where(and(eq(puzzleRacePlayers.raceId, raceId), eq(puzzleRacePlayers.status, 'invited')));
    });
    return viewFor(summary, race, child.id);
  }

  /** The host leaves a race that has not started: it is called off. */
  async function cancel(child: Child, raceId: string): Promise<RaceView> {
    const { race, summary } = await changeRace(raceId, async (tx, race, at) => {
      await requireWaitingHost(tx, race, child, at);
      await tx.update(puzzleRaces).set({ status: 'cancelled', finishedAt: at }).where(eq(puzzleRaces.id, raceId));
    });
    return viewFor(summary, race, child.id);
  }

  async function answer(child: Child, raceId: string, body: RaceAnswerBody): Promise<RaceAnswerResponse> {
    let timeUp = false;
    const { value, race, summary } = await changeRace(raceId, async (tx, race, at) => {
      const me = await playerRow(tx, raceId, child.id);
      if (!me) throw notFound(M.notFound);
      if (me.status !== 'joined') throw forbidden(M.notJoined);
      if (isDue(race, at)) {
        // The race ends (and is stored) in this transaction; the answer does not count.
        await finishRace(tx, race, at);
        timeUp = true;
        return null;
      }
      if (race.status !== 'running') throw conflict(M.notRunning);
      if (body.index !== me.tried) throw conflict(M.wrongPuzzle);
      const content = contentOf(race);
      const puzzle = content.puzzles[me.tried];
      if (!puzzle) throw conflict(M.wrongPuzzle);
      const verdict = judgeSpeedMove(puzzle, body.move);
      if (verdict === null) throw illegalMove(M.illegalMove);
      const points = verdict ? RACE_POINTS_PER_PUZZLE : 0;
      await tx
        .update(puzzleRacePlayers)
        .set({ score: me.score + points, solved: me.solved + (verdict ? 1 : 0), tried: me.tried + 1 })
        .where(and(eq(puzzleRacePlayers.raceId, raceId), eq(puzzleRacePlayers.childId, child.id)));
      // Everyone through the whole set: the race need not wait for the clock.
      const racers = (await playersOf(tx, raceId)).filter(({ row }) => row.status === 'joined');
      if (racers.every(({ row }) => row.tried >= content.puzzles.length)) await finishRace(tx, race, at);
      return { correct: verdict, points, solution: puzzle.move };
    });
    if (timeUp || !value) {
      // The race that just ended was announced; the late answer is refused.
      throw conflict(M.timeUp);
    }
    return { ...value, race: viewFor(summary, race, child.id) };
  }

  /**
   * A class race a teacher starts (issue 24, class-play through a port): the race runs at once
   * with every given child who is not in another race; the first of them is its host on paper.
   */
  async function startForClass(childIds: string[]): Promise<RaceSummary> {
    const at = now();
    const seed = newSeed();
    const content = buildContent(RACE_SETTINGS, seed);
    const outcome = await db.transaction(async (tx) => {
      await tx
        .select({ id: childProfiles.id })
        .from(childProfiles)
        .where(inArray(childProfiles.id, childIds))
        .orderBy(childProfiles.id)
        .for('no key update');
      const busy = new Set((await openRaceOf(tx, childIds)).map((row) => row.childId));
      const racers = childIds.filter((id) => !busy.has(id)).slice(0, RACE_LIMITS.classMaxPlayers);
      if (racers.length < RACE_LIMITS.minPlayers) throw conflict(M.needPlayers);
      const [race] = await tx
        .insert(puzzleRaces)
        .values({
          hostId: racers[0]!,
          seed,
          content: content as unknown as Record<string, unknown>,
          createdAt: at,
          status: 'running',
          startedAt: at,
          deadline: new Date(at.getTime() + raceSeconds * 1000),
        })
        .returning();
      await tx.insert(puzzleRacePlayers).values(racers.map((childId) => ({ raceId: race!.id, childId, status: 'joined', joinedAt: at })));
      return summaryOf(tx, race!, at);
    });
    announce(outcome);
    return outcome;
  }

  /** A race's summary for someone who watches it (a class's teacher); a race whose time is up is ended first. */
  async function summary(raceId: string): Promise<RaceSummary> {
    const at = now();
    const [race] = await db.select().from(puzzleRaces).where(eq(puzzleRaces.id, raceId));
    if (!race) throw notFound(M.notFound);
    if (isDue(race, at) || isStale(race, at)) return (await changeRace(raceId, async (tx, locked, when) => settle(tx, locked, when))).summary;
    return summaryOf(db, race, at);
  }

  /** The race as this child sees it (a player only); a race whose time is up is ended first. */
  async function get(child: Child, raceId: string): Promise<RaceView> {
    const at = now();
    const [race] = await db.select().from(puzzleRaces).where(eq(puzzleRaces.id, raceId));
    if (!race || !(await playerRow(db, raceId, child.id))) throw notFound(M.notFound);
    if (isDue(race, at) || isStale(race, at)) {
      const settled = await changeRace(raceId, async (tx, locked, when) => settle(tx, locked, when));
      return viewFor(settled.summary, settled.race, child.id);
    }
    return viewFor(await summaryOf(db, race, at), race, child.id);
  }

  /** The child's waiting or running race (invited to or joined), else the last one that ended a few minutes ago. */
  async function current(child: Child): Promise<RaceView | null> {
    const at = now();
    const [row] = await db
      .select({ id: puzzleRaces.id })
      .from(puzzleRacePlayers)
      .innerJoin(puzzleRaces, eq(puzzleRaces.id, puzzleRacePlayers.raceId))
      .where(
        and(
          eq(puzzleRacePlayers.childId, child.id),
          or(
            and(inArray(puzzleRaces.status, OPEN), inArray(puzzleRacePlayers.status, ['invited', 'joined'])),
            and(
              eq(puzzleRaces.status, 'finished'),
              eq(puzzleRacePlayers.status, 'joined'),
              isNotNull(puzzleRaces.finishedAt),
              gt(puzzleRaces.finishedAt, new Date(at.getTime() - SHOW_FINISHED_MS)),
            ),
          ),
        ),
      )
      .orderBy(desc(puzzleRaces.createdAt))
      .limit(1);
    return row ? get(child, row.id) : null;
  }

  /**
   * Ends the races whose time is up and calls off those nobody started, on whichever node
   * gets there first (SKIP LOCKED): a race ends on time even if the node that started it is gone.
   */
  async function sweep(): Promise<number> {
    const at = now();
    let count = 0;
    for (;;) {
      const outcome = await db.transaction(async (tx) => {
        const [race] = await tx
          .select()
          .from(puzzleRaces)
          .where(
            or(
              and(eq(puzzleRaces.status, 'running'), lt(puzzleRaces.deadline, new Date(at.getTime() - RACE_LIMITS.graceMs))),
              and(eq(puzzleRaces.status, 'waiting'), lt(puzzleRaces.createdAt, new Date(at.getTime() - RACE_LIMITS.waitingMs))),
            ),
          )
          .limit(1)
          .for('update', { skipLocked: true });
        if (!race) return null;
        const settled = await settle(tx, race, at);
        return summaryOf(tx, settled, at);
      });
      if (!outcome) return count;
      announce(outcome);
      count += 1;
      if (count >= 100) return count;
    }
  }

  return { create, respond, start, cancel, answer, get, current, sweep, startForClass, summary };
}
