import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classProgressRowSchema, type ClassProgressRow } from '@chess-quest/protocol/classes';
import { dailyPuzzleResponseSchema } from '@chess-quest/protocol/catalog';
import { completeStepResponseSchema } from '@chess-quest/protocol/lessons';
import { puzzleAttemptResponseSchema } from '@chess-quest/protocol/puzzles';
import { activityHeartbeatResponseSchema } from '@chess-quest/protocol/parent';
import { accounts } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { classes, classStudents } from '../../db/schema/classes';
import { modules, puzzles } from '../../db/schema/content';
import { rewardClaims } from '../../db/schema/gamification';
import { games, playerRatings } from '../../db/schema/multiplayer';
import { activityDays, puzzleAttempts, streaks, userModules } from '../../db/schema/progress';
import { createChildProfile } from '../../domain/accounts';
import { lessonModules, lessonStepSolutions } from '../../content/lessons/index';
import { countingDatabase } from '../../test/counting-database';
import { settleFacts } from '../../test/facts';
import { newFamily, useTestDatabase, useTestServer } from '../../test/fixture';
import { featureEngines } from '../../test/services';
import { createClassProgress } from './progress';

const engines = await featureEngines();

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const NOW = new Date('2026-03-20T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe.each(engines)('class progress on %s', (engine) => {
  const database = useTestDatabase(engine);
  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

  async function newChild(firstName: string, timeZone = 'UTC') {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `progress.${unique()}@example.com` })
      .returning();
    return createChildProfile(database.db, account!.id, { firstName, age: 8, timeZone });
  }

  async function newClass(students: { childId: string; joinedAt: Date }[]): Promise<string> {
    const [teacher] = await database.db
      .insert(accounts)
      .values({ email: `teacher.${unique()}@example.com`, teacherSince: at('2025-09-01T08:00:00Z') })
      .returning();
    const [row] = await database.db
      .insert(classes)
      .values({ name: 'Chess club', code: unique().toUpperCase().slice(-6).padStart(6, 'Q'), ownerAccountId: teacher!.id })
      .returning();
    if (students.length) await database.db.insert(classStudents).values(students.map((s) => ({ classId: row!.id, ...s })));
    return row!.id;
  }

  async function ensureLessons() {
    const step = { kind: 'explain', title: 'A step' };
    await database.db
      .insert(modules)
      .values([
        { id: 'intro', title: 'Intro', description: 'Intro', durationMinutes: 5, difficulty: 1, steps: [step, step, step] },
        { id: 'pawns', title: 'Pawns', description: 'Pawns', durationMinutes: 5, difficulty: 1, steps: [step, step] },
      ])
      .onConflictDoNothing();
  }

  async function ensurePuzzles() {
    await database.db
      .insert(puzzles)
      .values(
        ['p1', 'p2', 'p3'].map((id) => ({
          id: `progress-${id}`,
          title: id,
          description: id,
          difficulty: 1,
          fen: START_FEN,
          solution: ['e4'],
          rating: 600,
          source: 'generated' as const,
          sourceId: `progress-${id}`,
        })),
      )
      .onConflictDoNothing();
  }

  const attempt = (childId: string, puzzle: string, solved: boolean, createdAt: string) => ({
    childId,
    puzzleId: `progress-${puzzle}`,
    solved,
    attempts: 1,
    solvedAt: solved ? at(createdAt) : null,
    createdAt: at(createdAt),
  });
  const claim = (childId: string, sourceKey: string, createdAt: string) => ({ childId, sourceKey, createdAt: at(createdAt) });
  const aiGame = (childId: string, winner: 'player' | 'ai' | null, finishedAt: string | null) => ({
    childId,
    difficulty: 'easy' as const,
    playerColor: 'white' as const,
    boardState: START_FEN,
    gameResult: winner === null ? null : winner === 'player' ? ('white_wins' as const) : ('black_wins' as const),
    winner,
    createdAt: at(finishedAt ?? '2026-03-19T10:00:00Z'),
    finishedAt: finishedAt ? at(finishedAt) : null,
  });
  const liveGame = (
    white: { id: string; before: number; after: number | null },
    black: { id: string; before: number; after: number | null },
    status: 'finished' | 'aborted',
    winnerId: string | null,
    finishedAt: string,
  ) => ({
    whiteId: white.id,
    blackId: black.id,
    status,
    result: status === 'aborted' ? null : winnerId === white.id ? ('white_wins' as const) : ('black_wins' as const),
    winnerId,
    fen: START_FEN,
    timeControl: 600,
    whiteTimeLeftMs: 600_000,
    blackTimeLeftMs: 600_000,
    whiteRatingBefore: white.before,
    whiteRatingAfter: white.after,
    blackRatingBefore: black.before,
    blackRatingAfter: black.after,
    createdAt: at(finishedAt),
    finishedAt: at(finishedAt),
  });

  it('counts what each student did inside the window and since joining, in the child’s own days, and shows no one of another class', async () => {
    await ensurePuzzles();
    // Ava joined inside the window (after some play at home); Ben long before it; Cleo lives in
    // Los Angeles (her window starts at 07:00 UTC); Dan did nothing; Olly is in another class.
    const ava = await newChild('Ava');
    const ben = await newChild('Ben');
    const cleo = await newChild('Cleo', 'America/Los_Angeles');
    const dan = await newChild('Dan');
    const olly = await newChild('Olly');
    const classId = await newClass([
      { childId: ava.id, joinedAt: at('2026-03-16T10:00:00Z') },
      { childId: ben.id, joinedAt: at('2026-01-05T09:00:00Z') },
      { childId: cleo.id, joinedAt: at('2026-02-01T09:00:00Z') },
      { childId: dan.id, joinedAt: at('2026-03-01T09:00:00Z') },
    ]);
    await newClass([{ childId: olly.id, joinedAt: at('2026-01-01T09:00:00Z') }]);

    await database.db.insert(puzzleAttempts).values([
      // Ava: two solves at home before joining, then four tries in class (two puzzles solved), one after `now`.
      attempt(ava.id, 'p1', true, '2026-03-15T17:00:00Z'),
      attempt(ava.id, 'p2', true, '2026-03-16T09:59:00Z'),
      attempt(ava.id, 'p1', false, '2026-03-17T10:00:00Z'),
      attempt(ava.id, 'p1', true, '2026-03-17T10:01:00Z'),
      attempt(ava.id, 'p2', true, '2026-03-17T10:02:00Z'),
      attempt(ava.id, 'p2', true, '2026-03-18T10:02:00Z'),
      attempt(ava.id, 'p3', true, '2026-03-20T12:30:00Z'),
      // Ben: one before the window, one miss inside it.
      attempt(ben.id, 'p1', true, '2026-03-10T10:00:00Z'),
      attempt(ben.id, 'p3', false, '2026-03-15T10:00:00Z'),
      // Cleo: 05:00 UTC on the 14th is still the 13th in Los Angeles; 08:00 UTC is the 14th.
      attempt(cleo.id, 'p2', true, '2026-03-14T05:00:00Z'),
      attempt(cleo.id, 'p1', true, '2026-03-14T08:00:00Z'),
      // Olly, in the other class.
      attempt(olly.id, 'p1', true, '2026-03-18T10:00:00Z'),
    ]);
    await ensureLessons();
    // The lesson rows as the lessons service leaves them (updated at the last step), and the
    // rewards ledger's claims of their steps and modules, as the achievements subscriber writes them.
    await database.db.insert(userModules).values([
      { childId: ava.id, moduleId: 'intro', completed: true, progress: 100, updatedAt: at('2026-03-17T10:05:00Z') },
      { childId: ben.id, moduleId: 'pawns', completed: true, progress: 100, updatedAt: at('2026-03-19T10:00:00Z') },
      { childId: olly.id, moduleId: 'pawns', completed: true, progress: 100, updatedAt: at('2026-03-18T10:00:00Z') },
    ]);
    await database.db.insert(rewardClaims).values([
      claim(ava.id, 'lesson-step:intro:0', '2026-03-15T17:00:00Z'),
      claim(ava.id, 'lesson-step:intro:1', '2026-03-17T10:00:00Z'),
      claim(ava.id, 'lesson-step:intro:2', '2026-03-17T10:05:00Z'),
      claim(ava.id, 'module:intro', '2026-03-17T10:05:00Z'),
      // Other units of the same facts are not lessons or modules.
      claim(ava.id, 'module-perfect:intro', '2026-03-17T10:05:00Z'),
      claim(ava.id, 'lesson-star:intro:1:1', '2026-03-17T10:00:00Z'),
      claim(ava.id, 'puzzle:progress-p1', '2026-03-17T10:01:00Z'),
      claim(ben.id, 'lesson-step:pawns:0', '2026-03-10T10:00:00Z'),
      claim(ben.id, 'module:pawns', '2026-03-10T10:00:00Z'),
      claim(ben.id, 'lesson-step:pawns:1', '2026-03-19T10:00:00Z'),
      claim(olly.id, 'module:pawns', '2026-03-18T10:00:00Z'),
    ]);
    await database.db
      .insert(aiGames)
      .values([
        aiGame(ava.id, 'player', '2026-03-15T18:00:00Z'),
        aiGame(ava.id, 'player', '2026-03-18T11:00:00Z'),
        aiGame(ava.id, 'ai', '2026-03-19T11:00:00Z'),
        aiGame(ava.id, null, null),
        aiGame(cleo.id, 'ai', '2026-03-14T08:30:00Z'),
        aiGame(cleo.id, 'player', '2026-03-14T06:30:00Z'),
      ]);
    await database.db.insert(games).values([
      // Ben beat Olly (of another class) in the window, and earlier before it; an aborted game counts nothing.
      liveGame({ id: ben.id, before: 1000, after: 1015 }, { id: olly.id, before: 1000, after: 985 }, 'finished', ben.id, '2026-03-10T10:00:00Z'),
      liveGame({ id: ben.id, before: 1015, after: 1027 }, { id: olly.id, before: 985, after: 973 }, 'finished', ben.id, '2026-03-15T10:00:00Z'),
      liveGame({ id: olly.id, before: 973, after: null }, { id: ben.id, before: 1027, after: null }, 'aborted', null, '2026-03-16T10:00:00Z'),
      // Ben beat Ava, a classmate: one game for each of them.
      liveGame({ id: ben.id, before: 1027, after: 1035 }, { id: ava.id, before: 1000, after: 990 }, 'finished', ben.id, '2026-03-17T10:00:00Z'),
    ]);
    await database.db.insert(playerRatings).values([
      { childId: ben.id, rating: 1035, gamesPlayed: 3 },
      { childId: ava.id, rating: 990, gamesPlayed: 1 },
      { childId: olly.id, rating: 973, gamesPlayed: 2 },
    ]);
    await database.db.insert(activityDays).values([
      { childId: ava.id, day: '2026-03-15', seconds: 600 },
      { childId: ava.id, day: '2026-03-16', seconds: 300 },
      { childId: ava.id, day: '2026-03-18', seconds: 120 },
      { childId: ben.id, day: '2026-03-13', seconds: 900 },
      { childId: ben.id, day: '2026-03-14', seconds: 60 },
      { childId: ben.id, day: '2026-03-20', seconds: 30 },
      { childId: cleo.id, day: '2026-03-13', seconds: 500 },
      { childId: cleo.id, day: '2026-03-14', seconds: 200 },
      { childId: olly.id, day: '2026-03-18', seconds: 999 },
    ]);
    await database.db.insert(streaks).values([
      // Ava's 10 days began at home: the class has seen 5 of them (16th to 20th).
      { childId: ava.id, currentStreak: 10, longestStreak: 10, lastActiveDate: '2026-03-20' },
      { childId: ben.id, currentStreak: 3, longestStreak: 8, lastActiveDate: '2026-03-19' },
      // Cleo last played on the 17th: her streak is over.
      { childId: cleo.id, currentStreak: 4, longestStreak: 4, lastActiveDate: '2026-03-17' },
      { childId: olly.id, currentStreak: 7, longestStreak: 7, lastActiveDate: '2026-03-20' },
    ]);

    const service = createClassProgress({ db: database.db });
    const week = await service.progress(classId, 7, NOW);
    for (const row of week) classProgressRowSchema.omit({ coordinatesBests: true }).parse(row);
    expect(week.map((row) => row.firstName)).toEqual(['Ava', 'Ben', 'Cleo', 'Dan']);
    const byName = Object.fromEntries(week.map((row) => [row.firstName, row])) as Record<string, ClassProgressRow>;
    expect(byName.Ava).toEqual({
      studentId: ava.id,
      firstName: 'Ava',
      username: ava.username,
      lessonsCompleted: 2,
      modulesCompleted: 1,
      puzzlesSolved: 2,
      puzzlesAttempted: 4,
      puzzleAccuracy: 75,
      gamesPlayed: 3,
      gamesWon: 1,
      rating: 990,
      ratingChange: -10,
      secondsSpent: 420,
      streak: 5,
    });
    expect(byName.Ben).toEqual({
      studentId: ben.id,
      firstName: 'Ben',
      username: ben.username,
      lessonsCompleted: 1,
      modulesCompleted: 0,
      puzzlesSolved: 0,
      puzzlesAttempted: 1,
      puzzleAccuracy: 0,
      gamesPlayed: 2,
      gamesWon: 2,
      rating: 1035,
      ratingChange: 20,
      secondsSpent: 90,
      streak: 3,
    });
    expect(byName.Cleo).toMatchObject({
      puzzlesSolved: 1,
      puzzlesAttempted: 1,
      puzzleAccuracy: 100,
      gamesPlayed: 1,
      gamesWon: 0,
      rating: 1000,
      ratingChange: 0,
      secondsSpent: 200,
      streak: 0,
    });
    expect(byName.Dan).toEqual({
      studentId: dan.id,
      firstName: 'Dan',
      username: dan.username,
      lessonsCompleted: 0,
      modulesCompleted: 0,
      puzzlesSolved: 0,
      puzzlesAttempted: 0,
      puzzleAccuracy: null,
      gamesPlayed: 0,
      gamesWon: 0,
      rating: 1000,
      ratingChange: 0,
      secondsSpent: 0,
      streak: 0,
    });
    expect(JSON.stringify(week)).not.toContain(olly.id);
    expect(JSON.stringify(week)).not.toContain('Olly');

    // One day is today only; ninety reach Ben's March 10th (Ava's home play stays out: before joining).
    const today = await service.progress(classId, 1, NOW);
    expect(today.find((row) => row.studentId === ben.id)).toMatchObject({ puzzlesAttempted: 0, gamesPlayed: 0, secondsSpent: 30, ratingChange: 0 });
    expect(today.find((row) => row.studentId === ava.id)).toMatchObject({ puzzlesAttempted: 0, gamesPlayed: 0, secondsSpent: 0 });
    const quarter = await service.progress(classId, 90, NOW);
    expect(quarter.find((row) => row.studentId === ben.id)).toMatchObject({
      lessonsCompleted: 2,
      modulesCompleted: 1,
      puzzlesSolved: 1,
      puzzlesAttempted: 2,
      puzzleAccuracy: 50,
      gamesPlayed: 3,
      gamesWon: 3,
      ratingChange: 35,
      secondsSpent: 990,
    });
    expect(quarter.find((row) => row.studentId === ava.id)).toMatchObject({ lessonsCompleted: 2, puzzlesAttempted: 4, secondsSpent: 420 });

    // The other class sees only Olly; an empty or unknown class has no rows.
    const [other] = await database.db.select({ classId: classStudents.classId }).from(classStudents).where(eq(classStudents.childId, olly.id));
    const theirs = await service.progress(other!.classId, 7, NOW);
    expect(theirs.map((row) => row.studentId)).toEqual([olly.id]);
    // Olly lost to Ben on the 15th: the game counts for each in their own class.
    expect(theirs[0]).toMatchObject({
      modulesCompleted: 1,
      puzzlesSolved: 1,
      gamesPlayed: 1,
      gamesWon: 0,
      ratingChange: -12,
      secondsSpent: 999,
      streak: 7,
    });
    expect(await service.progress(await newClass([]), 7, NOW)).toEqual([]);
  });

  it('reads the table in one statement, for 2 students as for 20', async () => {
    await ensurePuzzles();
    async function classOf(size: number): Promise<string> {
      const children = [];
      for (let i = 0; i < size; i += 1) children.push(await newChild(`Kid${String(i).padStart(2, '0')}`));
      await database.db.insert(puzzleAttempts).values(children.flatMap((child) => [attempt(child.id, 'p1', true, '2026-03-19T10:00:00Z')]));
      await database.db.insert(activityDays).values(children.map((child) => ({ childId: child.id, day: '2026-03-19', seconds: 60 })));
      return newClass(children.map((child) => ({ childId: child.id, joinedAt: at('2026-03-01T09:00:00Z') })));
    }
    const small = await classOf(2);
    const large = await classOf(20);

    const counting = countingDatabase(database.db, engine);
    const service = createClassProgress({ db: counting.db });
    const before = counting.count();
    const two = await service.progress(small, 30, NOW);
    const forTwo = counting.count() - before;
    const twenty = await service.progress(large, 30, NOW);
    const forTwenty = counting.count() - before - forTwo;

    expect(two).toHaveLength(2);
    expect(twenty).toHaveLength(20);
    expect(twenty.every((row) => row.puzzlesSolved === 1 && row.secondsSpent === 60)).toBe(true);
    expect(forTwo).toBe(1);
    expect(forTwenty).toBe(forTwo);
  });
});

describe.each(engines)('class progress from what the services record, on %s', (engine) => {
  const server = useTestServer(engine);

  it('counts a lesson, puzzles, time and the streak the app recorded after joining, and nothing of what came before', async () => {
    const family = await newFamily(server);
    const [teacher] = await server.db
      .insert(accounts)
      .values({ email: `teacher.${Date.now()}@example.com`, teacherSince: new Date() })
      .returning();
    const [row] = await server.db.insert(classes).values({ name: 'Club', code: 'PRGRSS', ownerAccountId: teacher!.id }).returning();
    const classId = row!.id;
    await server.db.insert(classStudents).values({ classId, childId: family.childId, joinedAt: new Date(Date.now() - 60_000) });

    // The first lesson, every step; a step replayed; a miss and a solve of the daily puzzle; a minute of use.
    const lesson = lessonModules[0]!;
    const movesFor = (index: number) => {
      const step = lesson.steps[index]!;
      return step.kind === 'explain' ? [] : step.kind === 'find-move' ? [step.solutions[0]!] : lessonStepSolutions[step.id]!;
    };
    const complete = (index: number) =>
      family.client.postJson(`/api/modules/${lesson.id}/steps/${index}/complete`, { moves: movesFor(index) }, completeStepResponseSchema);
    for (const index of lesson.steps.keys()) await complete(index);
    await complete(0);
    const daily = (await family.client.getJson('/api/puzzles/daily', dailyPuzzleResponseSchema))!;
    await family.client.postJson(
      `/api/user/puzzles/${daily.id}/attempt`,
      { solved: false, attempts: 2, solvedAt: null },
      puzzleAttemptResponseSchema,
    );
    await family.client.postJson(
      `/api/user/puzzles/${daily.id}/attempt`,
      { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: daily.solution.filter((_, i) => i % 2 === 0) },
      puzzleAttemptResponseSchema,
    );
    await family.client.postJson('/api/user/activity-heartbeat', { activeSeconds: 60 }, activityHeartbeatResponseSchema);
    // The rewards subscriber writes the lesson's completion times from the lessons' facts.
    await settleFacts(server.running);

    const service = createClassProgress({ db: server.db });
    const [mine] = await service.progress(classId, 7);
    expect(mine).toEqual({
      studentId: family.childId,
      firstName: family.user.firstName,
      username: family.user.username,
      lessonsCompleted: lesson.steps.length,
      modulesCompleted: 1,
      puzzlesSolved: 1,
      puzzlesAttempted: 2,
      puzzleAccuracy: 50,
      gamesPlayed: 0,
      gamesWon: 0,
      rating: 1000,
      ratingChange: 0,
      secondsSpent: 60,
      streak: 1,
    });

    // Had the child joined only now, all of it happened before: nothing counts but the day's time (a day is counted whole).
    await server.db
      .update(classStudents)
      .set({ joinedAt: new Date(Date.now() + 1000) })
      .where(eq(classStudents.childId, family.childId));
    const [later] = await service.progress(classId, 7, new Date(Date.now() + 2000));
    expect(later).toMatchObject({ lessonsCompleted: 0, modulesCompleted: 0, puzzlesSolved: 0, puzzlesAttempted: 0, puzzleAccuracy: null, streak: 1 });
  });
});
