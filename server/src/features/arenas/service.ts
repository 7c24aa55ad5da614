import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ARENA_CODE_ALPHABET,
  ARENA_CODE_LENGTH,
  ARENA_CODE_RATE_LIMIT,
  ARENA_MESSAGES as M,
  ARENA_TIME_CONTROLS,
  OPEN_ARENA_SCHEDULE,
  STANDINGS_PAGE_SIZE,
  isOnFire,
  type ArenaList,
  type ArenaMe,
  type ArenaStatus,
  type ArenaSummary,
  type ArenaView,
  type FamilyArena,
  type NewArenaBody,
  type StandingRow,
  type StandingsPage,
} from '@chess-quest/protocol/arenas';
import type { Fact, FactOf } from '@chess-quest/protocol/facts';
import { PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import { memoryRateLimiter, type RateLimiter } from '../../auth/rate-limit';
import type { ArenaConfig } from '../../config';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { childProfiles } from '../../db/schema/accounts';
import { arenaPairings, arenaPlayers, arenas } from '../../db/schema/arenas';
import { classStudents, classTeachers, classes } from '../../db/schema/classes';
import { playerRatings } from '../../db/schema/multiplayer';
import type { DeliveryContext, FactLog } from '../../events/outbox';
import { conflict, notFound, rateLimited } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Ports } from '../../platform/ports';
import { pairWaiting, type PairingCandidate } from './pairing';
import { compareStandings, scoreGame, type ArenaOutcome } from './scoring';

/** What arenas borrow from multiplayer (ports, decision 034): games made in the wave's transaction. */
export type ArenaPorts = Pick<Ports, 'childrenInLiveGames' | 'startPairedGames'>;

/** What the socket part pushes, after the change committed. */
export interface ArenaListener {
  standings(arenaId: string, total: number, rows: StandingRow[]): void;
  me(childId: string, me: ArenaMe): void;
  update(arena: ArenaSummary): void;
}

export interface ArenaDeps {
  db: Database;
  facts: FactLog;
  ports: ArenaPorts;
  config: ArenaConfig;
  logger: Logger;
  listeners?: Set<ArenaListener>;
  /** Codes a child may try (ARENA_CODE_RATE_LIMIT); Redis-backed when nodes share it. */
  codeLimiter?: RateLimiter;
  now?: () => Date;
}

type ArenaRow = typeof arenas.$inferSelect;
type PlayerRow = typeof arenaPlayers.$inferSelect;
type Executor = Database | Tx;

/** Statuses a child may still join in. */
const JOINABLE: readonly ArenaStatus[] = ['scheduled', 'running'];
const LIVE: readonly ArenaStatus[] = ['scheduled', 'running', 'ending'];
/** Up to this many children are read by name; more are picked from the whole table. */
const FEW = 50;
/** A finished arena stays on its players' list this long (the podium). */
const FINISHED_SHOWN_MS = 60 * 60_000;
/** Open arenas are listed this long before they start. */
const OPEN_LISTED_AHEAD_MS = 24 * 60 * 60_000;

/** The arena's standings order, as SQL (compareStandings in scoring.ts is the same order). */
const rankOver = sql<number>`cast(row_number() over (order by ${arenaPlayers.points} desc, ${arenaPlayers.games} asc, ${arenaPlayers.joinedAt} asc, ${arenaPlayers.childId} asc) as int)`;

export function newArenaCode(): string {
  let code = '';
  for (let i = 0; i < ARENA_CODE_LENGTH; i += 1) code += ARENA_CODE_ALPHABET[randomInt(ARENA_CODE_ALPHABET.length)];
  return code;
}

/**
 * Arenas (issue 25, decision 039): joining, the standings, pause and leave, the pairing waves
 * (atomic: one transaction claims the waiting players and makes their games), scoring from the
 * games' end facts exactly once, and the arena's clock (start, end, podium, facts).
 */
export function createArenaService({
  db,
  facts,
  ports,
  config,
  logger,
  listeners = new Set(),
  codeLimiter = memoryRateLimiter(ARENA_CODE_RATE_LIMIT.tries, ARENA_CODE_RATE_LIMIT.windowMs),
  now = () => new Date(),
}: ArenaDeps) {
  const tell = (fn: (listener: ArenaListener) => void) => {
    for (const listener of listeners) {
      try {
        fn(listener);
      } catch (error) {
        logger.warn({ err: error }, 'arena push failed');
      }
    }
  };

  // ---- reads --------------------------------------------------------------------------------

  async function playerCount(exec: Executor, arenaIds: readonly string[]): Promise<Map<string, number>> {
    if (arenaIds.length === 0) return new Map();
    const rows = await exec
      .select({ arenaId: arenaPlayers.arenaId, count: sql<number>`cast(count(*) as int)` })
      .from(arenaPlayers)
      .where(inArray(arenaPlayers.arenaId, [...arenaIds]))
      .groupBy(arenaPlayers.arenaId);
    return new Map(rows.map((r) => [r.arenaId, r.count]));
  }

  /** Standings rows with their ranks: a page (offset, limit), or the rows of some children. */
  async function standingRows(
    exec: Executor,
    arenaId: string,
    which: { offset: number; limit: number } | { childIds: readonly string[] },
  ): Promise<StandingRow[]> {
    if ('childIds' in which && which.childIds.length === 0) return [];
    const ranked = exec
      .select({
        childId: arenaPlayers.childId,
        points: arenaPlayers.points,
        games: arenaPlayers.games,
        wins: arenaPlayers.wins,
        streak: arenaPlayers.streak,
        status: arenaPlayers.status,
        rank: rankOver.as('rank'),
      })
      .from(arenaPlayers)
      .where(eq(arenaPlayers.arenaId, arenaId))
      .as('ranked');
    const base = exec
      .select({
        rank: ranked.rank,
        childId: ranked.childId,
        username: childProfiles.username,
        profileImageUrl: childProfiles.profileImageUrl,
        points: ranked.points,
        games: ranked.games,
        wins: ranked.wins,
        streak: ranked.streak,
        status: ranked.status,
      })
      .from(ranked)
      .innerJoin(childProfiles, eq(childProfiles.id, ranked.childId));
    let rows;
    if (!('childIds' in which)) rows = await base.orderBy(asc(ranked.rank)).limit(which.limit).offset(which.offset);
    else if (which.childIds.length <= FEW) rows = await base.where(inArray(ranked.childId, [...which.childIds])).orderBy(asc(ranked.rank));
    else {
      // Many children (a wave's): the whole table once, picked here (a long IN list over the ranked rows plans badly).
      const wanted = new Set(which.childIds);
      rows = (await base.orderBy(asc(ranked.rank))).filter((r) => wanted.has(r.childId));
    }
    return rows.map((r) => ({ ...r, onFire: isOnFire(r.streak) }));
  }

  async function summaries(exec: Executor, rows: readonly ArenaRow[]): Promise<ArenaSummary[]> {
    const counts = await playerCount(
      exec,
      rows.map((r) => r.id),
    );
    const at = now().toISOString();
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        status: row.status,
        timeControl: row.timeControl,
        minutes: row.minutes,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        minRating: row.minRating,
        maxRating: row.maxRating,
        players: counts.get(row.id) ?? 0,
        podium: row.status === 'finished' ? (await standingRows(exec, row.id, { offset: 0, limit: 3 })).filter((r) => r.games > 0) : null,
        serverNow: at,
      })),
    );
  }
  const summary = async (exec: Executor, row: ArenaRow) => (await summaries(exec, [row]))[0]!;

  /** My state in the arena for each of `childIds` (two reads, whatever their number). */
  async function mesOf(exec: Executor, arenaId: string, childIds: readonly string[]): Promise<Map<string, ArenaMe>> {
    const rows = await standingRows(exec, arenaId, { childIds });
    if (rows.length === 0) return new Map();
    const playing = and(eq(arenaPairings.arenaId, arenaId), eq(arenaPairings.status, 'playing'));
    const live = await exec
      .select({ childId: arenaPairings.childId, gameId: arenaPairings.gameId, color: arenaPairings.color, opponent: childProfiles.username })
      .from(arenaPairings)
      .innerJoin(childProfiles, eq(childProfiles.id, arenaPairings.opponentId))
      .where(
        rows.length <= FEW
          ? and(
              playing,
              inArray(
                arenaPairings.childId,
                rows.map((r) => r.childId),
              ),
            )
          : playing,
      );
    const games = new Map(live.map((l) => [l.childId, l]));
    return new Map(
      rows.map((row) => {
        const game = games.get(row.childId);
        const me: ArenaMe = {
          arenaId,
          status: row.status,
          rank: row.rank,
          points: row.points,
          games: row.games,
          wins: row.wins,
          streak: row.streak,
          onFire: row.onFire,
          gameId: game?.gameId ?? null,
          color: game?.color ?? null,
          opponent: game?.opponent ?? null,
        };
        return [row.childId, me];
      }),
    );
  }
  const meOf = async (exec: Executor, arenaId: string, childId: string): Promise<ArenaMe | null> =>
    (await mesOf(exec, arenaId, [childId])).get(childId) ?? null;

  async function page(exec: Executor, arenaId: string, pageNumber: number): Promise<StandingsPage> {
    const total = (await playerCount(exec, [arenaId])).get(arenaId) ?? 0;
    const rows = await standingRows(exec, arenaId, { offset: (pageNumber - 1) * STANDINGS_PAGE_SIZE, limit: STANDINGS_PAGE_SIZE });
    return { arenaId, page: pageNumber, pageSize: STANDINGS_PAGE_SIZE, total, rows };
  }

  /** Who the child is, for the checks: its account, class and online rating. */
  async function childContext(childId: string) {
    const [child] = await db
      .select({
        accountId: childProfiles.accountId,
        classId: classStudents.classId,
        rating: playerRatings.rating,
        gamesPlayed: playerRatings.gamesPlayed,
      })
      .from(childProfiles)
      .leftJoin(classStudents, eq(classStudents.childId, childProfiles.id))
      .leftJoin(playerRatings, eq(playerRatings.childId, childProfiles.id))
      .where(eq(childProfiles.id, childId));
    if (!child) throw notFound(M.notFound);
    return { ...child, rating: child.rating ?? 1000, provisional: (child.gamesPlayed ?? 0) < PROVISIONAL_GAMES };
  }
  type ChildContext = Awaited<ReturnType<typeof childContext>>;

  /** Null when the child may join `arena`, else why not. */
  function refusal(arena: ArenaRow, child: ChildContext): string | null {
    if (arena.kind === 'class') return arena.classId === child.classId ? null : M.notForYou;
    if (arena.kind === 'family') return arena.ownerAccountId === child.accountId ? null : M.notForYou;
    if (child.provisional) return null;
    if (arena.minRating !== null && child.rating < arena.minRating) return M.wrongBand;
    if (arena.maxRating !== null && child.rating >= arena.maxRating) return M.wrongBand;
    return null;
  }

  async function joinedRow(exec: Executor, arenaId: string, childId: string): Promise<PlayerRow | undefined> {
    const [row] = await exec
      .select()
      .from(arenaPlayers)
      .where(and(eq(arenaPlayers.arenaId, arenaId), eq(arenaPlayers.childId, childId)));
    return row;
  }

  /** The arena if the child may see it (joined, or may join); 404 otherwise. */
  async function visibleArena(childId: string, arenaId: string): Promise<{ arena: ArenaRow; joined: PlayerRow | undefined }> {
    const [arena] = await db.select().from(arenas).where(eq(arenas.id, arenaId));
    if (!arena) throw notFound(M.notFound);
    const joined = await joinedRow(db, arenaId, childId);
    if (!joined && refusal(arena, await childContext(childId)) !== null) throw notFound(M.notFound);
    return { arena, joined };
  }

  async function touch(arenaId: string, childId: string): Promise<void> {
    await db
      .update(arenaPlayers)
      .set({ lastSeenAt: now() })
      .where(and(eq(arenaPlayers.arenaId, arenaId), eq(arenaPlayers.childId, childId)));
  }

  async function view(childId: string, arenaId: string): Promise<ArenaView> {
    const { arena, joined } = await visibleArena(childId, arenaId);
    if (joined) await touch(arenaId, childId);
    const me = joined ? await meOf(db, arenaId, childId) : null;
    const pageNumber = me ? Math.ceil(me.rank / STANDINGS_PAGE_SIZE) : 1;
    return { arena: await summary(db, arena), me, standings: await page(db, arenaId, pageNumber) };
  }

  async function pushStandings(arenaId: string, childIds: readonly string[]): Promise<void> {
    if (listeners.size === 0 || childIds.length === 0) return;
    const rows = await standingRows(db, arenaId, { childIds });
    const total = (await playerCount(db, [arenaId])).get(arenaId) ?? 0;
    tell((l) => l.standings(arenaId, total, rows));
  }

  async function pushMe(arenaId: string, childIds: readonly string[]): Promise<void> {
    if (listeners.size === 0 || childIds.length === 0) return;
    for (const [childId, me] of await mesOf(db, arenaId, childIds)) tell((l) => l.me(childId, me));
  }

  async function pushUpdate(rows: readonly ArenaRow[]): Promise<void> {
    if (listeners.size === 0 || rows.length === 0) return;
    for (const s of await summaries(db, rows)) tell((l) => l.update(s));
  }

  /** After a change of some players: their rows to the arena, their own state to each. */
  async function pushPlayers(arenaId: string, childIds: readonly string[]): Promise<void> {
    await pushStandings(arenaId, childIds);
    await pushMe(arenaId, childIds);
  }

  async function joinArena(childId: string, arena: ArenaRow): Promise<ArenaView> {
    if (!JOINABLE.includes(arena.status)) throw conflict(M.over);
    const at = now();
    const inserted = await db
      .insert(arenaPlayers)
      .values({ arenaId: arena.id, childId, status: 'waiting', waitingSince: at, lastSeenAt: at, joinedAt: at })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) await pushStandings(arena.id, [childId]);
    // Joined before: a child who left or paused comes back (playing still, if its game goes on).
    else if (['left', 'paused'].includes((await joinedRow(db, arena.id, childId))?.status ?? '')) await setStatus(childId, arena.id, 'waiting');
    return view(childId, arena.id);
  }

  /** Pause, resume, leave: the player's status, with what it is doing now. */
  async function setStatus(childId: string, arenaId: string, to: 'paused' | 'waiting' | 'left'): Promise<ArenaMe> {
    const [arena] = await db.select().from(arenas).where(eq(arenas.id, arenaId));
    const joined = arena ? await joinedRow(db, arenaId, childId) : undefined;
    if (!arena || !joined) throw notFound(M.notIn);
    if (to === 'waiting' && !JOINABLE.includes(arena.status)) throw conflict(M.over);
    const at = now();
    await db.transaction(async (tx) => {
      const [live] = await tx
        .select({ gameId: arenaPairings.gameId })
        .from(arenaPairings)
        .where(and(eq(arenaPairings.arenaId, arenaId), eq(arenaPairings.childId, childId), eq(arenaPairings.status, 'playing')));
      // Coming back during a game: playing until its end is scored.
      const status = to === 'waiting' && live ? 'playing' : to;
      await tx
        .update(arenaPlayers)
        .set({ status, lastSeenAt: at, ...(status === 'waiting' ? { waitingSince: at } : {}) })
        .where(and(eq(arenaPlayers.arenaId, arenaId), eq(arenaPlayers.childId, childId)));
    });
    await pushStandings(arenaId, [childId]);
    const me = await meOf(db, arenaId, childId);
    return me!;
  }

  // ---- pairing waves ------------------------------------------------------------------------

  /** Ranks of every player of the arena (standings order), read in the wave's transaction. */
  async function ranksOf(tx: Tx, arenaId: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({ childId: arenaPlayers.childId, points: arenaPlayers.points, games: arenaPlayers.games, joinedAt: arenaPlayers.joinedAt })
      .from(arenaPlayers)
      .where(eq(arenaPlayers.arenaId, arenaId));
    rows.sort(compareStandings);
    return new Map(rows.map((r, i) => [r.childId, i + 1]));
  }

  /**
   * One pairing wave of one running arena, in ONE transaction: the arena row is locked (SKIP
   * LOCKED: another node pairing it now is left alone), the waiting players who are here and
   * have waited the moment are claimed (their rows locked, SKIP LOCKED), paired, their games
   * made through multiplayer's port and the pairings written. A node that dies before the
   * commit loses nothing: its transaction rolls back and the next wave pairs them.
   */
  async function pairArena(arenaId: string): Promise<{ paired: number; waiting: number }> {
    const started = performance.now();
    const outcome = await db.transaction(async (tx) => {
      const [arena] = await tx
        .select()
        .from(arenas)
        .where(and(eq(arenas.id, arenaId), eq(arenas.status, 'running')))
        .for('update', { skipLocked: true });
      if (!arena) return null;
      const at = now();
      const waiting = await tx
        .select()
        .from(arenaPlayers)
        .where(
          and(
            eq(arenaPlayers.arenaId, arenaId),
            eq(arenaPlayers.status, 'waiting'),
            lte(arenaPlayers.waitingSince, new Date(at.getTime() - config.pairAfterMs)),
            gte(arenaPlayers.lastSeenAt, new Date(at.getTime() - config.graceMs)),
            // A game of this arena not scored yet (its end fact on its way) still holds the child.
            sql`not exists (select 1 from ${arenaPairings} where ${arenaPairings.arenaId} = ${arenaPlayers.arenaId}
              and ${arenaPairings.childId} = ${arenaPlayers.childId} and ${arenaPairings.status} = 'playing')`,
          ),
        )
        .orderBy(asc(arenaPlayers.childId))
        .for('update', { skipLocked: true });
      if (waiting.length < 2) return { paired: 0, waiting: waiting.length, announce: null, childIds: [] };
      const busy = await ports.childrenInLiveGames(
        tx,
        waiting.map((w) => w.childId),
      );
      const ranks = await ranksOf(tx, arenaId);
      const candidates: PairingCandidate[] = waiting
        .filter((w) => !busy.has(w.childId))
        .map((w) => ({
          childId: w.childId,
          rank: ranks.get(w.childId) ?? Number.MAX_SAFE_INTEGER,
          waitingSince: (w.waitingSince ?? at).getTime(),
          lastOpponentId: w.lastOpponentId,
          lastColor: w.lastColor,
          whiteGames: w.whiteGames,
          blackGames: w.blackGames,
        }));
      const pairs = pairWaiting(candidates, { now: at.getTime(), rematchAfterMs: config.rematchAfterMs });
      if (pairs.length === 0) return { paired: 0, waiting: waiting.length, announce: null, childIds: [] };
      const clock = ARENA_TIME_CONTROLS[arena.timeControl];
      const made = await ports.startPairedGames(
        tx,
        pairs.map((p) => ({ ...p, baseSeconds: clock.baseSeconds, incrementSeconds: clock.incrementSeconds })),
      );
      const sides = made.games.flatMap((g) => [
        { gameId: g.id, childId: g.whiteId, arenaId, color: 'white' as const, opponentId: g.blackId, createdAt: at },
        { gameId: g.id, childId: g.blackId, arenaId, color: 'black' as const, opponentId: g.whiteId, createdAt: at },
      ]);
      await tx.insert(arenaPairings).values(sides);
      // Every claimed player in one statement: playing, its colour counted, its opponent noted.
      const childIds = sides.map((s) => s.childId);
      const opponents = sides.map((s) => s.opponentId);
      const colors = sides.map((s) => s.color);
      await tx.execute(sql`
        update ${arenaPlayers} as ap
        set status = 'playing', waiting_since = null, last_opponent_id = v.opponent, last_color = v.color,
            white_games = ap.white_games + (v.color = 'white')::int, black_games = ap.black_games + (v.color = 'black')::int
        from (select unnest(${sql.param(childIds)}::uuid[]) as child, unnest(${sql.param(opponents)}::uuid[]) as opponent,
                     unnest(${sql.param(colors)}::text[]) as color) as v
        where ap.arena_id = ${arenaId} and ap.child_id = v.child and ap.status = 'waiting'`);
      if (config.waveHoldMs > 0) {
        logger.warn({ arenaId, players: childIds.length, gameIds: made.games.map((g) => g.id) }, 'arena wave holding');
        await new Promise((resolve) => setTimeout(resolve, config.waveHoldMs));
      }
      return { paired: childIds.length, waiting: waiting.length, announce: made.announce, childIds };
    });
    if (!outcome) return { paired: 0, waiting: 0 };
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (outcome.paired > 0) logger.info({ arenaId, paired: outcome.paired, waiting: outcome.waiting, ms }, 'arena wave');
    if (outcome.announce) {
      await outcome.announce();
      await pushMe(arenaId, outcome.childIds);
    }
    return { paired: outcome.paired, waiting: outcome.waiting };
  }

  /** Starts arenas whose countdown ended and stops pairing in those whose time is up. */
  async function moveClock(): Promise<void> {
    const at = now();
    const started = await db
      .update(arenas)
      .set({ status: 'running' })
      .where(and(eq(arenas.status, 'scheduled'), lte(arenas.startsAt, at), gt(arenas.endsAt, at)))
      .returning();
    const ending = await db
      .update(arenas)
      .set({ status: 'ending' })
      .where(and(inArray(arenas.status, ['scheduled', 'running']), lte(arenas.endsAt, at)))
      .returning();
    await pushUpdate([...started, ...ending]);
  }

  /**
   * Finishes an ending arena once its last game is scored: final ranks, the podium, and an
   * `arena.finished` fact for every player who played, all in one transaction (a second node
   * finds it locked or finished).
   */
  async function finishArena(arenaId: string): Promise<boolean> {
    const finished = await db.transaction(async (tx) => {
      const [arena] = await tx
        .select()
        .from(arenas)
        .where(and(eq(arenas.id, arenaId), eq(arenas.status, 'ending')))
        .for('update', { skipLocked: true });
      if (!arena) return null;
      const [live] = await tx
        .select({ gameId: arenaPairings.gameId })
        .from(arenaPairings)
        .where(and(eq(arenaPairings.arenaId, arenaId), eq(arenaPairings.status, 'playing')))
        .limit(1);
      if (live) return null;
      const players = await tx
        .select({
          childId: arenaPlayers.childId,
          points: arenaPlayers.points,
          games: arenaPlayers.games,
          wins: arenaPlayers.wins,
          fireGames: arenaPlayers.fireGames,
          joinedAt: arenaPlayers.joinedAt,
          accountId: childProfiles.accountId,
        })
        .from(arenaPlayers)
        .innerJoin(childProfiles, eq(childProfiles.id, arenaPlayers.childId))
        .where(eq(arenaPlayers.arenaId, arenaId));
      players.sort(compareStandings);
      const at = now();
      if (players.length > 0) {
        await tx.execute(sql`
          update ${arenaPlayers} as ap set final_rank = v.rank
          from (select unnest(${sql.param(players.map((p) => p.childId))}::uuid[]) as child,
                       unnest(${sql.param(players.map((_, i) => i + 1))}::int[]) as rank) as v
          where ap.arena_id = ${arenaId} and ap.child_id = v.child`);
      }
      const [row] = await tx.update(arenas).set({ status: 'finished', finishedAt: at }).where(eq(arenas.id, arenaId)).returning();
      const list: Fact[] = players.flatMap((p, i) =>
        p.games > 0
          ? [
              {
                type: 'arena.finished' as const,
                accountId: p.accountId,
                childId: p.childId,
                at: at.toISOString(),
                arenaId,
                arenaName: arena.name,
                kind: arena.kind,
                rank: i + 1,
                players: players.length,
                points: p.points,
                games: p.games,
                wins: p.wins,
                onFire: p.fireGames > 0,
              },
            ]
          : [],
      );
      await facts.record(tx, list);
      return { row: row!, childIds: players.map((p) => p.childId) };
    });
    if (!finished) return false;
    await pushUpdate([finished.row]);
    await pushMe(arenaId, finished.childIds);
    return true;
  }

  /** One pass of every node's arena job: the clock, then a wave in every running arena, then the endings. */
  async function wave(): Promise<{ paired: number }> {
    await moveClock();
    const running = await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.status, 'running'));
    let paired = 0;
    for (const { id } of running) paired += (await pairArena(id)).paired;
    const ending = await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.status, 'ending'));
    for (const { id } of ending) await finishArena(id);
    return { paired };
  }

  // ---- scoring ------------------------------------------------------------------------------

  const invert = (outcome: ArenaOutcome): ArenaOutcome => (outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw');

  /**
   * Scores an arena game from its end fact, in the fact's delivery transaction. Both players'
   * pairing rows leave `playing` in one statement: the first delivery (either player's fact)
   * scores the game, any later or repeated one finds nothing to do. Exactly once per game.
   */
  async function scoreFinished(fact: FactOf<'multiplayer.game.finished'>, { tx, afterCommit }: DeliveryContext): Promise<void> {
    const at = now();
    const sides = await tx
      .update(arenaPairings)
      .set({ status: 'scored', scoredAt: at })
      .where(and(eq(arenaPairings.gameId, fact.gameId), eq(arenaPairings.status, 'playing')))
      .returning();
    if (sides.length === 0) return;
    const arenaId = sides[0]!.arenaId;
    const players = await tx
      .select()
      .from(arenaPlayers)
      .where(
        and(
          eq(arenaPlayers.arenaId, arenaId),
          inArray(
            arenaPlayers.childId,
            sides.map((s) => s.childId),
          ),
        ),
      )
      .orderBy(asc(arenaPlayers.childId))
      .for('update');
    for (const side of sides) {
      const player = players.find((p) => p.childId === side.childId);
      if (!player) continue;
      const outcome = side.childId === fact.childId ? fact.result : invert(fact.result);
      const scored = scoreGame(outcome, fact.moves.length, player.streak);
      await tx
        .update(arenaPlayers)
        .set({
          points: player.points + scored.points,
          games: player.games + 1,
          wins: player.wins + (outcome === 'win' ? 1 : 0),
          streak: scored.streakAfter,
          fireGames: player.fireGames + (scored.onFire ? 1 : 0),
          ...(player.status === 'playing' ? { status: 'waiting' as const, waitingSince: at } : {}),
        })
        .where(and(eq(arenaPlayers.arenaId, arenaId), eq(arenaPlayers.childId, side.childId)));
      await tx
        .update(arenaPairings)
        .set({ points: scored.points, onFire: scored.onFire })
        .where(and(eq(arenaPairings.gameId, side.gameId), eq(arenaPairings.childId, side.childId)));
    }
    afterCommit(() =>
      pushPlayers(
        arenaId,
        sides.map((s) => s.childId),
      ),
    );
  }

  /**
   * A game called off before it began (first-move timer, or Abort before one's own first
   * move): no score and no penalty, the streak stays. The side that did not play is paused
   * (it may have walked away; it resumes with one tap); the other waits for a new game.
   */
  async function scoreAborted(fact: FactOf<'multiplayer.game.aborted'>, { tx, afterCommit }: DeliveryContext): Promise<void> {
    const at = now();
    const sides = await tx
      .update(arenaPairings)
      .set({ status: 'cancelled', scoredAt: at, points: 0 })
      .where(and(eq(arenaPairings.gameId, fact.gameId), eq(arenaPairings.status, 'playing')))
      .returning();
    if (sides.length === 0) return;
    const arenaId = sides[0]!.arenaId;
    for (const side of sides) {
      await tx
        .update(arenaPlayers)
        .set(side.color === fact.by ? { status: 'paused' } : { status: 'waiting', waitingSince: at })
        .where(and(eq(arenaPlayers.arenaId, arenaId), eq(arenaPlayers.childId, side.childId), eq(arenaPlayers.status, 'playing')));
    }
    afterCommit(() =>
      pushPlayers(
        arenaId,
        sides.map((s) => s.childId),
      ),
    );
  }

  /**
   * Scores an arena game in the transaction that ends it (multiplayer's `arenaGameEnded` port),
   * as its end fact would: both players wait for their next game the moment that commits. The
   * same guard (pairing rows leave `playing`) keeps it once: the fact's delivery afterwards, or
   * one that came first, finds nothing to do; a node that dies before the commit ends nothing.
   * Scoring that fails here is rolled back to a savepoint and left to the fact. Answers the
   * pushes to make after that commit, or null when nothing was scored here.
   */
  async function scoreEnded(
    tx: Tx,
    fact: FactOf<'multiplayer.game.finished'> | FactOf<'multiplayer.game.aborted'>,
  ): Promise<(() => Promise<void>) | null> {
    const effects: (() => void | Promise<void>)[] = [];
    try {
      // A savepoint: should scoring fail here, the game still ends and its fact scores it later.
      await tx.transaction(async (savepoint) => {
        const context: DeliveryContext = {
          tx: savepoint,
          record: (list) => facts.record(savepoint, list),
          afterCommit: (effect) => effects.push(effect),
        };
        if (fact.type === 'multiplayer.game.finished') await scoreFinished(fact, context);
        else await scoreAborted(fact, context);
      });
    } catch (error) {
      logger.warn({ err: error, gameId: fact.gameId }, 'arena game not scored at its end; its fact will score it');
      return null;
    }
    if (effects.length === 0) return null;
    return async () => {
      for (const effect of effects) await effect();
    };
  }

  // ---- making arenas ------------------------------------------------------------------------

  function timesFor(body: NewArenaBody) {
    const startsAt = new Date(now().getTime() + config.countdownMs);
    const lengthMs = config.durationMs ?? body.minutes * 60_000;
    return { startsAt, endsAt: new Date(startsAt.getTime() + lengthMs), minutes: body.minutes };
  }

  async function insertArena(values: typeof arenas.$inferInsert): Promise<ArenaRow> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const [row] = await db
          .insert(arenas)
          .values({ ...values, ...(values.kind === 'family' ? { code: newArenaCode() } : {}) })
          .returning();
        return row!;
      } catch (error) {
        if (!isUniqueViolation(error) || values.kind !== 'family' || attempt >= 5) throw error;
      }
    }
  }

  async function teacherClass(accountId: string, classId: string) {
    const [row] = await db
      .select({ id: classes.id, name: classes.name })
      .from(classTeachers)
      .innerJoin(classes, eq(classes.id, classTeachers.classId))
      .where(and(eq(classTeachers.classId, classId), eq(classTeachers.accountId, accountId)));
    if (!row) throw notFound(M.classNotFound);
    return row;
  }

  /** Calls off the arena `which` finds while it is still counting down; 404 or 409 otherwise. */
  async function cancel(which: SQL): Promise<ArenaRow> {
    const [row] = await db
      .update(arenas)
      .set({ status: 'cancelled', finishedAt: now() })
      .where(and(which, eq(arenas.status, 'scheduled')))
      .returning();
    if (row) {
      await pushUpdate([row]);
      return row;
    }
    const [existing] = await db.select({ id: arenas.id }).from(arenas).where(which);
    throw existing ? conflict(M.alreadyStarted).because('arenas.alreadyStarted') : notFound(M.notFound);
  }

  /**
   * Ends the running arena `which` finds now, as its clock would: its end moves to now and it is
   * `ending` in one statement (no new pairings; a wave holding the row finishes first, a later
   * one skips it), games in play finish and the job finishes it after the last one is scored.
   * With no game in play it finishes here at once (the podium). 404 or 409 (with its reason)
   * otherwise.
   */
  async function endNow(which: SQL): Promise<ArenaRow> {
    const [row] = await db
      .update(arenas)
      .set({ status: 'ending', endsAt: now() })
      .where(and(which, eq(arenas.status, 'running')))
      .returning();
    if (row) {
      await pushUpdate([row]);
      if (!(await finishArena(row.id))) return row;
      const [finished] = await db.select().from(arenas).where(eq(arenas.id, row.id));
      return finished!;
    }
    const [existing] = await db.select({ status: arenas.status }).from(arenas).where(which);
    if (!existing) throw notFound(M.notFound);
    if (existing.status === 'scheduled') throw conflict(M.notStartedYet).because('arenas.notStartedYet');
    throw conflict(M.alreadyEnded).because('arenas.alreadyEnded');
  }

  const familyView = async (row: ArenaRow): Promise<FamilyArena> => ({ ...(await summary(db, row)), code: row.code! });

  /** The daily open arenas of the next 24 hours, made once each (their schedule key is unique). */
  async function schedule(entries: readonly (typeof OPEN_ARENA_SCHEDULE)[number][] = OPEN_ARENA_SCHEDULE): Promise<number> {
    const at = now();
    const values: (typeof arenas.$inferInsert)[] = [];
    for (let day = 0; day <= 1; day += 1) {
      const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + day));
      for (const entry of entries) {
        for (const hour of entry.hoursUtc) {
          const startsAt = new Date(date.getTime() + hour * 3_600_000);
          const endsAt = new Date(startsAt.getTime() + entry.minutes * 60_000);
          if (endsAt <= at || startsAt.getTime() - at.getTime() > OPEN_LISTED_AHEAD_MS) continue;
          values.push({
            kind: 'open',
            name: entry.name,
            timeControl: entry.timeControl,
            minutes: entry.minutes,
            startsAt,
            endsAt,
            minRating: entry.minRating,
            maxRating: entry.maxRating,
            scheduleKey: `${entry.key}:${startsAt.toISOString().slice(0, 13)}`,
          });
        }
      }
    }
    if (values.length === 0) return 0;
    const made = await db.insert(arenas).values(values).onConflictDoNothing().returning({ id: arenas.id });
    return made.length;
  }

  return {
    listeners,

    async list(childId: string): Promise<ArenaList> {
      const child = await childContext(childId);
      const at = now();
      const mine = await db.select({ arenaId: arenaPlayers.arenaId }).from(arenaPlayers).where(eq(arenaPlayers.childId, childId));
      const joinedIds = new Set(mine.map((m) => m.arenaId));
      const visible = or(
        and(eq(arenas.kind, 'open'), lte(arenas.startsAt, new Date(at.getTime() + OPEN_LISTED_AHEAD_MS))),
        child.classId ? and(eq(arenas.kind, 'class'), eq(arenas.classId, child.classId)) : sql`false`,
        and(eq(arenas.kind, 'family'), eq(arenas.ownerAccountId, child.accountId)),
        joinedIds.size > 0 ? inArray(arenas.id, [...joinedIds]) : sql`false`,
      );
      const rows = await db
        .select()
        .from(arenas)
        .where(
          and(
            visible,
            or(
              inArray(arenas.status, [...LIVE]),
              and(eq(arenas.status, 'finished'), gt(arenas.finishedAt, new Date(at.getTime() - FINISHED_SHOWN_MS))),
            ),
          ),
        )
        .orderBy(asc(arenas.startsAt));
      const shown = rows.filter((row) => joinedIds.has(row.id) || (row.status !== 'finished' && refusal(row, child) === null));
      const list = await summaries(db, shown);
      return { arenas: list.map((s) => ({ ...s, joined: joinedIds.has(s.id) })) };
    },

    view,

    async standings(childId: string, arenaId: string, pageNumber: number): Promise<StandingsPage> {
      const { joined } = await visibleArena(childId, arenaId);
      if (joined) await touch(arenaId, childId);
      return page(db, arenaId, pageNumber);
    },

    async join(childId: string, arenaId: string): Promise<ArenaView> {
      const [arena] = await db.select().from(arenas).where(eq(arenas.id, arenaId));
      if (!arena) throw notFound(M.notFound);
      if (!(await joinedRow(db, arenaId, childId))) {
        const why = refusal(arena, await childContext(childId));
        // A family arena of another family is found by its code only.
        if (why !== null) throw arena.kind === 'family' ? notFound(M.notFound) : conflict(why);
      }
      return joinArena(childId, arena);
    },

    async joinByCode(childId: string, code: string): Promise<ArenaView> {
      // A family arena is found by its code only: guessing codes is slowed down.
      if (!(await codeLimiter.hit(childId))) throw rateLimited(M.tooManyCodes);
      const [arena] = await db
        .select()
        .from(arenas)
        .where(and(eq(arenas.code, code), eq(arenas.kind, 'family')));
      if (!arena) throw notFound(M.wrongCode);
      return joinArena(childId, arena);
    },

    pause: (childId: string, arenaId: string) => setStatus(childId, arenaId, 'paused'),
    resume: (childId: string, arenaId: string) => setStatus(childId, arenaId, 'waiting'),
    leave: (childId: string, arenaId: string) => setStatus(childId, arenaId, 'left'),

    /** The child is here (a socket watching the arena): answers the view, or 404. */
    watch: view,

    /** This node's sockets watching arenas: each (arena, child) is here now. */
    async seen(watching: readonly { arenaId: string; childId: string }[]): Promise<void> {
      if (watching.length === 0) return;
      await db.execute(sql`
        update ${arenaPlayers} as ap set last_seen_at = ${now()}
        from (select unnest(${sql.param(watching.map((w) => w.arenaId))}::uuid[]) as arena,
                     unnest(${sql.param(watching.map((w) => w.childId))}::uuid[]) as child) as v
        where ap.arena_id = v.arena and ap.child_id = v.child`);
    },

    async createClassArena(accountId: string, classId: string, body: NewArenaBody): Promise<ArenaSummary> {
      const cls = await teacherClass(accountId, classId);
      const row = await insertArena({
        kind: 'class',
        name: `${cls.name} Arena`,
        timeControl: body.timeControl,
        classId,
        ownerAccountId: accountId,
        ...timesFor(body),
      });
      return summary(db, row);
    },

    async classArenas(accountId: string, classId: string): Promise<ArenaSummary[]> {
      await teacherClass(accountId, classId);
      const rows = await db.select().from(arenas).where(eq(arenas.classId, classId)).orderBy(asc(arenas.startsAt));
      return summaries(db, rows);
    },

    /** A page of a class arena's standings, for a teacher of the class (404 for another class's arena). */
    async classStandings(accountId: string, classId: string, arenaId: string, pageNumber: number): Promise<StandingsPage> {
      await teacherClass(accountId, classId);
      const [arena] = await db
        .select({ id: arenas.id })
        .from(arenas)
        .where(and(eq(arenas.id, arenaId), eq(arenas.classId, classId)));
      if (!arena) throw notFound(M.notFound);
      return page(db, arenaId, pageNumber);
    },

    /** A teacher of the class calls its arena off during the countdown (a started arena is ended with endClassArena). */
    async cancelClassArena(accountId: string, classId: string, arenaId: string): Promise<ArenaSummary> {
      await teacherClass(accountId, classId);
      return summary(db, await cancel(and(eq(arenas.id, arenaId), eq(arenas.classId, classId))!));
    },

    /** The parent who made a family arena calls it off during the countdown. */
    async cancelFamilyArena(accountId: string, arenaId: string): Promise<FamilyArena> {
      return familyView(await cancel(and(eq(arenas.id, arenaId), eq(arenas.kind, 'family'), eq(arenas.ownerAccountId, accountId))!));
    },

    /** A teacher of the class ends its running arena now: games in play finish, then the podium. */
    async endClassArena(accountId: string, classId: string, arenaId: string): Promise<ArenaSummary> {
      await teacherClass(accountId, classId);
      return summary(db, await endNow(and(eq(arenas.id, arenaId), eq(arenas.classId, classId))!));
    },

    /** The parent who made a family arena ends it now while it runs. */
    async endFamilyArena(accountId: string, arenaId: string): Promise<FamilyArena> {
      return familyView(await endNow(and(eq(arenas.id, arenaId), eq(arenas.kind, 'family'), eq(arenas.ownerAccountId, accountId))!));
    },

    async createFamilyArena(accountId: string, body: NewArenaBody): Promise<FamilyArena> {
      const row = await insertArena({
        kind: 'family',
        name: 'Family Arena',
        timeControl: body.timeControl,
        ownerAccountId: accountId,
        ...timesFor(body),
      });
      return familyView(row);
    },

    async familyArenas(accountId: string): Promise<FamilyArena[]> {
      const rows = await db
        .select()
        .from(arenas)
        .where(and(eq(arenas.kind, 'family'), eq(arenas.ownerAccountId, accountId)))
        .orderBy(asc(arenas.startsAt));
      return Promise.all(rows.map(familyView));
    },

    wave,
    pairArena,
    finishArena,
    moveClock,
    schedule,
    scoreFinished,
    scoreAborted,
    scoreEnded,
  };
}

export type ArenaService = ReturnType<typeof createArenaService>;
