import { aliasedTable, and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CLASS_PLAY_MESSAGES as M, type ClassLobby, type ClassPlay, type ClassRace, type Classmate } from '@chess-quest/protocol/class-play';
import type { Invitation, InviteBody, MultiplayerGame, OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import type { RaceSummary } from '@chess-quest/protocol/puzzle-races';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { classRaceEntrants, classRaces } from '../../db/schema/class-play';
import { classStudents, classTeachers, classes } from '../../db/schema/classes';
import { games } from '../../db/schema/multiplayer';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../http/errors';

/** What class play borrows from multiplayer and puzzle-races (ports, decision 034). */
export interface ClassPlayPorts {
  playerCard(childId: string): Promise<OnlinePlayer>;
  challengePlayer(senderId: string, body: InviteBody): Promise<Invitation>;
  spectateGame(gameId: string, playerId: string): Promise<MultiplayerGame>;
  startClassRace(childIds: string[]): Promise<RaceSummary>;
  raceSummary(raceId: string): Promise<RaceSummary>;
}

export interface ClassPlayDeps {
  db: Database;
  ports: ClassPlayPorts;
  /**
   * After the class race changed (the socket part pushes it): `class` when a teacher opened,
   * started or called it off (its students and teachers hear of it), `teachers` when a student
   * joined (only the teachers' page shows who joined).
   */
  onRaceChanged?: (classId: string, race: ClassRace, who: 'class' | 'teachers') => void;
  now?: () => Date;
}

type ClassRow = typeof classes.$inferSelect;
type ClassRaceRow = typeof classRaces.$inferSelect;

/**
 * Class play (issue 24): the class lobby (classmates only), the class puzzle race that only a
 * teacher of the class opens and starts (lila#9276), and a teacher watching a game between two
 * of the class's students. Membership is read from the classes tables; the games, challenges
 * and races themselves are the multiplayer and puzzle-races features', through ports.
 */
export function createClassPlayService({ db, ports, onRaceChanged, now = () => new Date() }: ClassPlayDeps) {
  const told = (classId: string, race: ClassRace, who: 'class' | 'teachers' = 'class'): ClassRace => {
    onRaceChanged?.(classId, race, who);
    return race;
  };

  /** The student's class (404 when the child is in none). */
  async function classOfStudent(childId: string): Promise<ClassRow> {
    const [row] = await db
      .select({ cls: classes })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(eq(classStudents.childId, childId));
    if (!row) throw notFound(M.notInClass);
    return row.cls;
  }

  /** A class this account teaches; 404 otherwise (another class is invisible, not forbidden). */
  async function classOfTeacher(accountId: string, classId: string): Promise<ClassRow> {
    const [row] = await db
      .select({ cls: classes })
      .from(classTeachers)
      .innerJoin(classes, eq(classes.id, classTeachers.classId))
      .where(and(eq(classTeachers.classId, classId), eq(classTeachers.accountId, accountId)));
    if (!row) throw notFound(M.classNotFound);
    return row.cls;
  }

  async function studentIdsOf(classId: string): Promise<string[]> {
    const rows = await db.select({ childId: classStudents.childId }).from(classStudents).where(eq(classStudents.classId, classId));
    return rows.map((r) => r.childId);
  }

  /** The class's open or started race (the latest), or null. */
  async function liveRaceRow(tx: Tx | Database, classId: string): Promise<ClassRaceRow | null> {
    const [row] = await tx
      .select()
      .from(classRaces)
      .where(and(eq(classRaces.classId, classId), inArray(classRaces.status, ['open', 'started'])))
      .orderBy(desc(classRaces.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** A started class race whose puzzle race has ended (or was erased) is closed; answers the row as it now is. */
  async function settle(row: ClassRaceRow): Promise<{ row: ClassRaceRow; race: RaceSummary | null }> {
    if (row.status !== 'started') return { row, race: null };
    // Being started this moment (the puzzle race is on its way).
    if (!row.raceId && row.startedAt && now().getTime() - row.startedAt.getTime() < STARTING_MS) return { row, race: null };
    const race = row.raceId ? await ports.raceSummary(row.raceId).catch(() => null) : null;
    if (!race || race.status === 'finished' || race.status === 'cancelled') {
      const [closed] = await db
        .update(classRaces)
        .set({ status: 'closed', closedAt: now() })
        .where(and(eq(classRaces.id, row.id), eq(classRaces.status, 'started')))
        .returning();
      return { row: closed ?? { ...row, status: 'closed' }, race };
    }
    return { row, race };
  }

  async function raceView(row: ClassRaceRow, race: RaceSummary | null): Promise<ClassRace> {
    const entrants = await db
      .select({ childId: childProfiles.id, username: childProfiles.username, profileImageUrl: childProfiles.profileImageUrl })
      .from(classRaceEntrants)
      .innerJoin(childProfiles, eq(childProfiles.id, classRaceEntrants.childId))
      .where(eq(classRaceEntrants.classRaceId, row.id))
      .orderBy(asc(classRaceEntrants.joinedAt), asc(childProfiles.username));
    return {
      id: row.id,
      status: row.status as ClassRace['status'],
      entrants,
      race,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The class's current race as everyone sees it: open, running, or just finished (its standings), else null. */
  async function currentRace(classId: string): Promise<ClassRace | null> {
    let row = await liveRaceRow(db, classId);
    if (!row) {
      // The last race that ran, while its standings are worth showing (the puzzle race keeps them a while).
      const [last] = await db
        .select()
        .from(classRaces)
        .where(and(eq(classRaces.classId, classId), eq(classRaces.status, 'closed')))
        .orderBy(desc(classRaces.createdAt))
        .limit(1);
      if (!last?.raceId || !last.closedAt || now().getTime() - last.closedAt.getTime() > RECENT_RACE_MS) return null;
      row = last;
    }
    if (row.status === 'closed') {
      const race = row.raceId ? await ports.raceSummary(row.raceId).catch(() => null) : null;
      return race ? raceView(row, race) : null;
    }
    const settled = await settle(row);
    return raceView(settled.row, settled.race);
  }

  /** A game of the class: both players are students of it (else 404). */
  async function classGame(classId: string, gameId: string) {
    const [game] = await db.select({ whiteId: games.whiteId, blackId: games.blackId }).from(games).where(eq(games.id, gameId));
    if (!game) throw notFound(M.gameNotFound);
    const inClass = await db
      .select({ childId: classStudents.childId })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), inArray(classStudents.childId, [game.whiteId, game.blackId])));
    if (inClass.length !== 2) throw notFound(M.gameNotFound);
    return game;
  }

  return {
    /** The student's class lobby: classmates (usernames, avatars, presence), the class race. */
    async lobby(childId: string): Promise<ClassLobby> {
      const cls = await classOfStudent(childId);
      const ids = (await studentIdsOf(cls.id)).filter((id) => id !== childId);
      const cards = await Promise.all(ids.map((id) => ports.playerCard(id)));
      const classmates: Classmate[] = cards
        .map((c) => ({ userId: c.userId, username: c.username, profileImageUrl: c.profileImageUrl, status: c.status }))
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.username.localeCompare(b.username));
      const race = cls.archivedAt ? null : await currentRace(cls.id);
      return {
        className: cls.name,
        me: { userId: childId, joinedRace: race?.entrants.some((e) => e.childId === childId) ?? false },
        classmates,
        race,
      };
    },

    /** A challenge from the class lobby: to a classmate only (403 otherwise), through the multiplayer's invitations. */
    async challenge(childId: string, body: InviteBody): Promise<Invitation> {
      const cls = await classOfStudent(childId);
      const [mate] = await db
        .select({ childId: classStudents.childId })
        .from(classStudents)
        .where(and(eq(classStudents.classId, cls.id), eq(classStudents.childId, body.receiverId)));
      if (!mate || body.receiverId === childId) throw forbidden(M.notClassmate);
      return ports.challengePlayer(childId, body);
    },

    /** A student joins the class's open race (a student never opens or starts one). */
    async joinRace(childId: string): Promise<ClassRace> {
      const cls = await classOfStudent(childId);
      if (cls.archivedAt) throw conflict(M.archived);
      const row = await liveRaceRow(db, cls.id);
      if (!row) throw notFound(M.noRace);
      if (row.status !== 'open') throw conflict(M.raceStarted);
      const [joined] = await db
        .insert(classRaceEntrants)
        .values({ classRaceId: row.id, childId, joinedAt: now() })
        .onConflictDoNothing()
        .returning({ childId: classRaceEntrants.childId });
      const view = await raceView(row, null);
      return joined ? told(cls.id, view, 'teachers') : view;
    },

    /** What the teacher sees: the class race and the live games between its students. */
    async play(accountId: string, classId: string): Promise<ClassPlay> {
      const cls = await classOfTeacher(accountId, classId);
      const white = aliasedTable(childProfiles, 'white');
      const black = aliasedTable(childProfiles, 'black');
      const whiteIn = aliasedTable(classStudents, 'white_in');
      const blackIn = aliasedTable(classStudents, 'black_in');
      const live = await db
        .select({
          gameId: games.id,
          white: white.username,
          black: black.username,
          whiteId: games.whiteId,
          blackId: games.blackId,
          createdAt: games.createdAt,
        })
        .from(games)
        .innerJoin(whiteIn, and(eq(whiteIn.childId, games.whiteId), eq(whiteIn.classId, classId)))
        .innerJoin(blackIn, and(eq(blackIn.childId, games.blackId), eq(blackIn.classId, classId)))
        .innerJoin(white, eq(white.id, games.whiteId))
        .innerJoin(black, eq(black.id, games.blackId))
        .where(eq(games.status, 'active'))
        .orderBy(desc(games.createdAt));
      // The teacher made these students (or their parents said yes): their first names are the teacher's to see.
      const names = await db
        .select({ childId: childProfiles.id, firstName: childProfiles.firstName })
        .from(classStudents)
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .where(eq(classStudents.classId, classId));
      return {
        classId: cls.id,
        className: cls.name,
        archived: cls.archivedAt !== null,
        race: await currentRace(cls.id),
        liveGames: live.map((g) => ({
          gameId: g.gameId,
          white: g.white,
          black: g.black,
          whiteId: g.whiteId,
          blackId: g.blackId,
          startedAt: g.createdAt.toISOString(),
        })),
        firstNames: Object.fromEntries(names.map((n) => [n.childId, n.firstName])),
      };
    },

    /** A teacher of the class opens a race for it (one at a time). */
    async openRace(accountId: string, classId: string): Promise<ClassRace> {
      const cls = await classOfTeacher(accountId, classId);
      if (cls.archivedAt) throw conflict(M.archived);
      const live = await liveRaceRow(db, classId);
      if (live && (await settle(live)).row.status !== 'closed') throw conflict(M.raceAlreadyOpen);
      try {
        const [row] = await db.insert(classRaces).values({ classId, openedBy: accountId, createdAt: now() }).returning();
        return told(classId, await raceView(row!, null));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.raceAlreadyOpen);
        throw error;
      }
    },

    /** A teacher of the class starts its open race: a puzzle race of the students who joined. */
    async startRace(accountId: string, classId: string): Promise<ClassRace> {
      await classOfTeacher(accountId, classId);
      const started = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(classRaces)
          .where(and(eq(classRaces.classId, classId), inArray(classRaces.status, ['open', 'started'])))
          .for('update');
        if (!row) throw notFound(M.noRace);
        if (row.status !== 'open') throw conflict(M.raceStarted);
        // Only students still in the class race.
        const entrants = await tx
          .select({ childId: classRaceEntrants.childId })
          .from(classRaceEntrants)
          .innerJoin(classStudents, and(eq(classStudents.childId, classRaceEntrants.childId), eq(classStudents.classId, classId)))
          .where(eq(classRaceEntrants.classRaceId, row.id))
          .orderBy(asc(classRaceEntrants.joinedAt));
        if (entrants.length < 2) throw conflict(M.needRacers);
        // Taken in this transaction: a second tap (or a co-teacher's) finds it started.
        await tx.update(classRaces).set({ status: 'started', startedAt: now() }).where(eq(classRaces.id, row.id));
        return { row, childIds: entrants.map((e) => e.childId) };
      });
      // The puzzle race is made (and pushed to every racer) by its own feature.
      let race: RaceSummary;
      try {
        race = await ports.startClassRace(started.childIds);
      } catch (error) {
        await db.update(classRaces).set({ status: 'open', startedAt: null }).where(eq(classRaces.id, started.row.id));
        throw error;
      }
      const [row] = await db.update(classRaces).set({ raceId: race.raceId }).where(eq(classRaces.id, started.row.id)).returning();
      return told(classId, await raceView(row ?? started.row, race));
    },

    /** A teacher calls off the class's open race (a started one ends on its clock). */
    async cancelRace(accountId: string, classId: string): Promise<ClassRace> {
      await classOfTeacher(accountId, classId);
      const [row] = await db
        .update(classRaces)
        .set({ status: 'closed', closedAt: now() })
        .where(and(eq(classRaces.classId, classId), eq(classRaces.status, 'open')))
        .returning();
      if (!row) throw notFound(M.noRace);
      return told(classId, await raceView(row, null));
    },

    /** The class's students, whose rooms hear of its race. */
    studentIdsOf,

    /** The class's teachers' accounts, whose rooms hear what their pages show (class:changed). */
    async teacherIdsOf(classId: string): Promise<string[]> {
      const rows = await db.select({ accountId: classTeachers.accountId }).from(classTeachers).where(eq(classTeachers.classId, classId));
      return rows.map((r) => r.accountId);
    },

    /**
     * The class whose race a puzzle race is, found from one of its players' class (class_races
     * has no index on race_id; a class has few races): `classId` null when it is no race of the
     * player's class (or not yet: a class race's id is written just after the puzzle race is
     * made), `inClass` false when the player is in no class at all (then it never will be).
     */
    async classOfRace(raceId: string, playerId: string): Promise<{ classId: string | null; inClass: boolean }> {
      const [row] = await db
        .select({ classId: classRaces.classId })
        .from(classStudents)
        .leftJoin(classRaces, and(eq(classRaces.classId, classStudents.classId), eq(classRaces.raceId, raceId)))
        .where(eq(classStudents.childId, playerId))
        .limit(1);
      return { classId: row?.classId ?? null, inClass: row !== undefined };
    },

    /** A live or finished game between two students of the class, as a spectator sees it (read-only). */
    async watchGame(accountId: string, classId: string, gameId: string): Promise<MultiplayerGame> {
      await classOfTeacher(accountId, classId);
      const game = await classGame(classId, gameId);
      return ports.spectateGame(gameId, game.whiteId);
    },
  };
}

export type ClassPlayService = ReturnType<typeof createClassPlayService>;

/** How long a finished class race's standings stay on the lobby and the teacher's page. */
const RECENT_RACE_MS = 10 * 60_000;
/** A start that never got its puzzle race (its node died) is closed after this. */
const STARTING_MS = 30_000;
const STATUS_ORDER: Record<Classmate['status'], number> = { online: 0, in_game: 1, away: 2, offline: 3 };
