import { and, eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MAX_PUZZLES,
  ASSIGNMENT_MESSAGES,
  assignmentChoicesSchema,
  assignmentPuzzleChoicesSchema,
  classAssignmentListSchema,
  classAssignmentSchema,
  myAssignmentsSchema,
  type ClassAssignment,
} from '@chess-quest/protocol/class-assignments';
import { CLASS_MESSAGES, classDetailSchema, studentCardsSchema, teacherStatusSchema, type StudentCard } from '@chess-quest/protocol/classes';
import type { Fact } from '@chess-quest/protocol/facts';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { classAssignmentCompletions, classAssignmentPuzzles, classAssignments, classAssignmentStudents } from '../../db/schema/class-assignments';
import { classStudents } from '../../db/schema/classes';
import { miniChallenges, modules, puzzles, storyChapters } from '../../db/schema/content';
import { nextEvent, openSocket, sessionOf } from '../../realtime/test-clients';
import { uniqueEmail } from '../../test/app';
import { newFamily, unlockParent, useTestServer, type TestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(engines)('class assignments on %s', (engine) => {
  const server = useTestServer(engine);

  async function newTeacher(s: TestServer = server) {
    const client = s.client();
    const email = uniqueEmail('teacher');
    await expectJson(
      await client.post('/api/teachers/signup', { email, password: 'correct horse battery', parentPin: '2468', privacyConsent: true }),
      teacherStatusSchema,
      201,
    );
    const [row] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    return { client, accountId: row!.id };
  }

  /** A teacher with a class of `names`, the students signed in with their cards. */
  async function newClassWith(names: string[], teacher?: { client: TestClient; accountId: string }) {
    const owner = teacher ?? (await newTeacher());
    const detail = await expectJson(await owner.client.post('/api/classes', { name: 'Chess club' }), classDetailSchema, 201);
    const cards = await expectJson(
      await owner.client.post(`/api/classes/${detail.id}/students`, { students: names.map((firstName) => ({ firstName })) }),
      studentCardsSchema,
      201,
    );
    const students = await Promise.all(cards.cards.map((card) => studentOf(detail.code, card)));
    return { teacher: owner, classId: detail.id, code: detail.code, students };
  }

  async function studentOf(code: string, card: StudentCard) {
    const client = server.client();
    const answer = await client.post('/api/class-login', { code, studentId: card.studentId, pictures: card.pictures });
    expect(answer.status).toBe(200);
    const [child] = await server.db.select({ accountId: childProfiles.accountId }).from(childProfiles).where(eq(childProfiles.id, card.studentId));
    return { client, childId: card.studentId, accountId: child!.accountId, firstName: card.firstName };
  }

  async function assign(client: TestClient, classId: string, body: Record<string, unknown>, status = 201) {
    const answer = await client.post(`/api/classes/${classId}/assignments`, { dueAt: inDays(7), ...body });
    return expectJson(answer, classAssignmentSchema, status);
  }

  async function firstModule() {
    const [row] = await server.db.select({ id: modules.id, title: modules.title }).from(modules).orderBy(modules.sortOrder).limit(1);
    return row!;
  }

  async function puzzlesOfTheme(theme: string, limit: number) {
    return server.db
      .select({ id: puzzles.id, themes: puzzles.themes })
      .from(puzzles)
      .where(sql`${theme} = any(${puzzles.themes})`)
      .orderBy(puzzles.id)
      .limit(limit);
  }

  const childFact = (student: { childId: string; accountId: string }, at: Date | string = new Date()) => ({
    accountId: student.accountId,
    childId: student.childId,
    at: typeof at === 'string' ? at : at.toISOString(),
  });
  const moduleFact = (student: { childId: string; accountId: string }, moduleId: string, at?: Date): Fact => ({
    type: 'lesson.module.completed',
    ...childFact(student, at),
    moduleId,
    points: 10,
    threeStarSteps: 1,
    steps: 3,
  });
  const puzzleFact = (student: { childId: string; accountId: string }, puzzle: { id: string; themes: string[] }, solved = true, at?: Date): Fact => ({
    type: 'puzzle.attempted',
    ...childFact(student, at),
    day: new Date().toISOString().slice(0, 10),
    puzzleId: puzzle.id,
    solved,
    firstTry: solved,
    themes: puzzle.themes,
    puzzleRating: 900,
    daily: false,
    ratingBefore: 800,
    ratingAfter: 810,
    points: 10,
  });

  async function deliver(...facts: Fact[]) {
    for (const fact of facts) await server.running.outbox.record(server.db, fact);
    await server.running.dispatcher.drain();
  }

  async function listOf(client: TestClient, classId: string): Promise<ClassAssignment[]> {
    return (await client.getJson(`/api/classes/${classId}/assignments`, classAssignmentListSchema)).assignments;
  }

  it("offers the catalogue to a teacher: modules, chapters, challenges, themes and a theme's puzzles", async () => {
    const { client } = await newTeacher();
    const choices = await client.getJson('/api/assignment-choices', assignmentChoicesSchema);
    const [moduleCount] = await server.db.select({ n: sql<number>`count(*)::int` }).from(modules);
    const [chapterCount] = await server.db.select({ n: sql<number>`count(*)::int` }).from(storyChapters);
    const [challengeCount] = await server.db.select({ n: sql<number>`count(*)::int` }).from(miniChallenges);
    expect(choices.modules).toHaveLength(moduleCount!.n);
    expect(choices.chapters).toHaveLength(chapterCount!.n);
    expect(choices.challenges).toHaveLength(challengeCount!.n);
    const lockedChapters = await server.db
      .select({ id: storyChapters.id, requiredLevel: storyChapters.requiredLevel, premium: storyChapters.isPremium })
      .from(storyChapters);
    for (const chapter of lockedChapters) {
      expect(choices.chapters.find((c) => c.id === chapter.id)).toMatchObject({ requiredLevel: chapter.requiredLevel, premium: chapter.premium });
    }
    expect(choices.chapters.some((c) => c.premium)).toBe(lockedChapters.some((c) => c.premium));
    const fork = choices.themes.find((t) => t.theme === 'fork');
    expect(fork?.puzzles).toBe((await puzzlesOfTheme('fork', 1000)).length);
    const listed = await client.getJson('/api/assignment-choices/puzzles?theme=fork', assignmentPuzzleChoicesSchema);
    expect(listed.puzzles.length).toBe(Math.min(60, fork!.puzzles));
    expect((await client.get('/api/assignment-choices/puzzles')).status).toBe(400);
  });

  it('assigns a lesson to the whole class; completion comes once from the fact, only after assigning and joining', async () => {
    const { teacher, classId, students } = await newClassWith(['Ada', 'Ben']);
    const [ada, ben] = students;
    const lesson = await firstModule();
    // A module finished before the assignment does not count.
    await deliver(moduleFact(ada!, lesson.id, new Date(Date.now() - 60_000)));
    const made = await assign(teacher.client, classId, { kind: 'lesson_module', moduleId: lesson.id });
    expect(made).toMatchObject({ kind: 'lesson_module', title: lesson.title, wholeClass: true, completedCount: 0 });
    expect(made.students.map((s) => s.firstName)).toEqual(['Ada', 'Ben']);
    await deliver(moduleFact(ada!, lesson.id, new Date(Date.now() - 30_000)));
    expect((await listOf(teacher.client, classId))[0]!.completedCount).toBe(0);

    // Now: Ada finishes it; the same fact delivered twice (and once more later) completes once.
    const done = moduleFact(ada!, lesson.id);
    await deliver(done, done);
    await deliver(done);
    const rows = await server.db.select().from(classAssignmentCompletions).where(eq(classAssignmentCompletions.assignmentId, made.id));
    expect(rows).toHaveLength(1);
    const [listed] = await listOf(teacher.client, classId);
    expect(listed!.completedCount).toBe(1);
    expect(listed!.students.find((s) => s.studentId === ada!.childId)!.completedAt).not.toBeNull();
    expect(listed!.students.find((s) => s.studentId === ben!.childId)!.completedAt).toBeNull();

    // The same subscriber handed the very same fact twice (a redelivery) records nothing more.
    const subscriber = server.running.outbox.subscriber('class-assignments-completion')!;
    await server.db.transaction(async (tx) => {
      const context = { tx, record: async () => {}, afterCommit: () => {} };
      await subscriber.handle(done, context);
      await subscriber.handle(done, context);
    });
    expect(await server.db.select().from(classAssignmentCompletions).where(eq(classAssignmentCompletions.assignmentId, made.id))).toHaveLength(1);

    // The students see it: Ada's ticked, Ben's not.
    const adaView = await ada!.client.getJson('/api/my-assignments', myAssignmentsSchema);
    expect(adaView.assignments).toEqual([expect.objectContaining({ id: made.id, title: lesson.title, completedAt: expect.any(String) })]);
    const benView = await ben!.client.getJson('/api/my-assignments', myAssignmentsSchema);
    expect(benView.assignments).toEqual([expect.objectContaining({ id: made.id, completedAt: null })]);
  });

  it('does not count what a student did before joining the class', async () => {
    const { teacher, classId, students } = await newClassWith(['Cleo']);
    const lesson = await firstModule();
    const made = await assign(teacher.client, classId, { kind: 'lesson_module', moduleId: lesson.id });
    // The student "joined" later than the fact (as a child who joined after doing it would).
    await server.db
      .update(classStudents)
      .set({ joinedAt: new Date(Date.now() + 60_000) })
      .where(eq(classStudents.childId, students[0]!.childId));
    await deliver(moduleFact(students[0]!, lesson.id));
    expect((await listOf(teacher.client, classId)).find((a) => a.id === made.id)!.completedCount).toBe(0);
  });

  it('assigns to some students only: the others neither see it nor complete it', async () => {
    const { teacher, classId, students } = await newClassWith(['Dan', 'Eve']);
    const [dan, eve] = students;
    const [chapter] = await server.db.select().from(storyChapters).orderBy(storyChapters.chapterNumber).limit(1);
    const made = await assign(teacher.client, classId, { kind: 'story_chapter', chapterId: chapter!.id, studentIds: [dan!.childId] });
    expect(made).toMatchObject({ wholeClass: false, title: `Chapter ${chapter!.chapterNumber}: ${chapter!.title}` });
    expect(made.students.map((s) => s.studentId)).toEqual([dan!.childId]);
    const chapterFact = (student: typeof dan): Fact => ({
      type: 'story.chapter.completed',
      ...childFact(student!),
      chapterId: chapter!.id,
      chapterNumber: chapter!.chapterNumber,
      points: 5,
    });
    await deliver(chapterFact(eve), chapterFact(dan));
    expect((await eve!.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments).toEqual([]);
    const [listed] = await listOf(teacher.client, classId);
    expect(listed!.students).toEqual([expect.objectContaining({ studentId: dan!.childId, completedAt: expect.any(String) })]);
    expect(await server.db.select().from(classAssignmentCompletions).where(eq(classAssignmentCompletions.childId, eve!.childId))).toEqual([]);
  });

  it('completes a mini challenge from its fact', async () => {
    const { teacher, classId, students } = await newClassWith(['Finn']);
    const [challenge] = await server.db.select().from(miniChallenges).limit(1);
    const made = await assign(teacher.client, classId, { kind: 'mini_challenge', challengeId: challenge!.id });
    await deliver({
      type: 'mini_challenge.completed',
      ...childFact(students[0]!),
      runId: 'run-1',
      challengeId: challenge!.id,
      title: challenge!.title,
      challengeType: challenge!.type,
      difficulty: challenge!.difficulty,
      score: 500,
      rewardPoints: 10,
      rewardXp: 10,
      rewardBadge: null,
    });
    expect((await listOf(teacher.client, classId)).find((a) => a.id === made.id)!.completedCount).toBe(1);
  });

  it('completes a puzzle set by theme after N distinct solved puzzles of that theme (misses and repeats do not count)', async () => {
    const { teacher, classId, students } = await newClassWith(['Gus']);
    const gus = students[0]!;
    const forks = await puzzlesOfTheme('fork', 3);
    const made = await assign(teacher.client, classId, { kind: 'puzzle_set', puzzles: { theme: 'fork', count: 2 } });
    expect(made.target).toMatchObject({ theme: 'fork', puzzleCount: 2, puzzleIds: null });
    const [other] = await server.db
      .select({ id: puzzles.id, themes: puzzles.themes })
      .from(puzzles)
      .where(sql`not ('fork' = any(${puzzles.themes}))`)
      .limit(1);
    await deliver(puzzleFact(gus, forks[0]!, false), puzzleFact(gus, other!), puzzleFact(gus, forks[0]!), puzzleFact(gus, forks[0]!));
    let mine = (await gus.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments[0]!;
    expect(mine).toMatchObject({ puzzlesSolved: 1, completedAt: null });
    await deliver(puzzleFact(gus, forks[1]!));
    mine = (await gus.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments[0]!;
    expect(mine).toMatchObject({ puzzlesSolved: 2, completedAt: expect.any(String) });
    // One more solve after completion adds no second completion.
    await deliver(puzzleFact(gus, forks[2]!));
    expect(await server.db.select().from(classAssignmentCompletions).where(eq(classAssignmentCompletions.assignmentId, made.id))).toHaveLength(1);
  });

  it('completes a chosen list only when each listed puzzle is solved, through the puzzles service', async () => {
    const { teacher, classId, students } = await newClassWith(['Hana']);
    const hana = students[0]!;
    const free = (await readJson(await hana.client.get('/api/puzzles'))) as { id: string }[];
    const chosen = await server.db
      .select({ id: puzzles.id, fen: puzzles.fen, solution: puzzles.solution, themes: puzzles.themes })
      .from(puzzles)
      .where(
        sql`${puzzles.id} in (${sql.join(
          free.slice(0, 2).map((p) => sql`${p.id}`),
          sql`, `,
        )})`,
      );
    expect(chosen).toHaveLength(2);
    const made = await assign(teacher.client, classId, { kind: 'puzzle_set', puzzles: { puzzleIds: chosen.map((p) => p.id) } });
    expect(made.title).toBe('2 chosen puzzles');
    const solve = async (puzzle: (typeof chosen)[number]) => {
      const answer = await hana.client.post(`/api/user/puzzles/${puzzle.id}/attempt`, {
        solved: true,
        attempts: 1,
        solvedAt: new Date().toISOString(),
        moves: puzzle.solution,
      });
      expect(answer.status).toBe(200);
      await server.running.dispatcher.drain();
    };
    await solve(chosen[0]!);
    expect((await listOf(teacher.client, classId))[0]!.students[0]).toMatchObject({ puzzlesSolved: 1, completedAt: null });
    const [view] = (await hana.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments;
    const titles = await server.db.select({ id: puzzles.id, title: puzzles.title }).from(puzzles).where(eq(puzzles.id, chosen[1]!.id));
    expect(view!.puzzles).toEqual([
      { id: chosen[0]!.id, title: expect.any(String), solved: true },
      { id: chosen[1]!.id, title: titles[0]!.title, solved: false },
    ]);
    await solve(chosen[1]!);
    expect((await listOf(teacher.client, classId))[0]!.students[0]).toMatchObject({ puzzlesSolved: 2, completedAt: expect.any(String) });
  });

  it('changes the due date and deletes; the due date must be ahead and within a year', async () => {
    const { teacher, classId } = await newClassWith(['Ivy']);
    const lesson = await firstModule();
    const made = await assign(teacher.client, classId, { kind: 'lesson_module', moduleId: lesson.id });
    const later = inDays(30);
    const changed = await expectJson(
      await teacher.client.request('PATCH', `/api/classes/${classId}/assignments/${made.id}`, { json: { dueAt: later } }),
      classAssignmentSchema,
    );
    expect(Date.parse(changed.dueAt)).toBe(Date.parse(later));
    for (const [dueAt, message] of [
      [inDays(-1), ASSIGNMENT_MESSAGES.duePast],
      [inDays(400), ASSIGNMENT_MESSAGES.dueTooFar],
    ] as const) {
      const answer = await teacher.client.request('PATCH', `/api/classes/${classId}/assignments/${made.id}`, { json: { dueAt } });
      expect(answer.status).toBe(400);
      expect(await readJson(answer)).toMatchObject({ field: 'dueAt', message });
    }
    expect((await teacher.client.request('DELETE', `/api/classes/${classId}/assignments/${made.id}`)).status).toBe(204);
    expect(await listOf(teacher.client, classId)).toEqual([]);
    expect((await teacher.client.request('DELETE', `/api/classes/${classId}/assignments/${made.id}`)).status).toBe(404);
  });

  it('refuses bad input with a 4xx naming the field, writing nothing', async () => {
    const { teacher, classId, students } = await newClassWith(['Jo']);
    const other = await newClassWith(['Kai']);
    const lesson = await firstModule();
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(classAssignments);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'homework' }, 'kind'],
      [{ kind: 'lesson_module' }, 'moduleId'],
      [{ kind: 'lesson_module', moduleId: 'no-such-module' }, 'moduleId'],
      [{ kind: 'story_chapter', chapterId: 'no-such-chapter' }, 'chapterId'],
      [{ kind: 'mini_challenge', challengeId: 'no-such-challenge' }, 'challengeId'],
      [{ kind: 'lesson_module', moduleId: lesson.id, dueAt: 'tomorrow' }, 'dueAt'],
      [{ kind: 'lesson_module', moduleId: lesson.id, dueAt: inDays(-1) }, 'dueAt'],
      [{ kind: 'lesson_module', moduleId: lesson.id, dueAt: inDays(366) }, 'dueAt'],
      [{ kind: 'lesson_module', moduleId: lesson.id, studentIds: [] }, 'studentIds'],
      [{ kind: 'lesson_module', moduleId: lesson.id, studentIds: [other.students[0]!.childId] }, 'studentIds'],
      [{ kind: 'lesson_module', moduleId: lesson.id, studentIds: [students[0]!.childId, students[0]!.childId] }, 'studentIds'],
      [{ kind: 'puzzle_set', puzzles: {} }, 'puzzles.theme'],
      [{ kind: 'puzzle_set', puzzles: { theme: 'fork' } }, 'puzzles.count'],
      [{ kind: 'puzzle_set', puzzles: { theme: 'no-such-theme', count: 2 } }, 'puzzles.theme'],
      [{ kind: 'puzzle_set', puzzles: { theme: 'doubleCheck', count: 5 } }, 'puzzles.count'],
      [{ kind: 'puzzle_set', puzzles: { theme: 'fork', count: ASSIGNMENT_MAX_PUZZLES + 1 } }, 'puzzles.count'],
      [{ kind: 'puzzle_set', puzzles: { puzzleIds: ['no-such-puzzle'] } }, 'puzzles.puzzleIds'],
      [{ kind: 'puzzle_set', puzzles: { puzzleIds: [] } }, 'puzzles.puzzleIds'],
      [{ kind: 'puzzle_set', puzzles: { theme: 'fork', count: 2, puzzleIds: ['x'] } }, 'puzzles.puzzleIds'],
    ];
    for (const [body, field] of cases) {
      const answer = await teacher.client.post(`/api/classes/${classId}/assignments`, { dueAt: inDays(7), ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(answer)).field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await teacher.client.post('/api/classes/not-an-id/assignments', { kind: 'lesson_module', moduleId: lesson.id, dueAt: inDays(1) })).status,
    ).toBe(400);
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(classAssignments);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps classes apart: another teacher, a student, a student of another class and an archived class', async () => {
    const mine = await newClassWith(['Lia']);
    const theirs = await newClassWith(['Max']);
    const lesson = await firstModule();
    const made = await assign(mine.teacher.client, mine.classId, { kind: 'lesson_module', moduleId: lesson.id });
    const body = { kind: 'lesson_module', moduleId: lesson.id, dueAt: inDays(3) };
    const paths = [`/api/classes/${mine.classId}/assignments`, `/api/classes/${mine.classId}/assignments/${made.id}`];

    // Another class's teacher: 404 on every route, as if the class did not exist.
    const other = theirs.teacher.client;
    expect((await other.get(paths[0]!)).status).toBe(404);
    expect((await other.post(paths[0]!, body)).status).toBe(404);
    expect((await other.request('PATCH', paths[1]!, { json: { dueAt: inDays(2) } })).status).toBe(404);
    expect((await other.request('DELETE', paths[1]!)).status).toBe(404);
    // Their own class with my assignment's id: 404 too.
    expect((await other.request('DELETE', `/api/classes/${theirs.classId}/assignments/${made.id}`)).status).toBe(404);

    // A student calling teacher routes: refused (their account is never a teacher's).
    const student = mine.students[0]!.client;
    expect((await student.get(paths[0]!)).status).toBe(403);
    expect((await student.post(paths[0]!, body)).status).toBe(403);
    expect((await student.request('DELETE', paths[1]!)).status).toBe(403);
    expect((await student.get('/api/assignment-choices')).status).toBe(403);
    // A student of another class does not see it.
    expect((await theirs.students[0]!.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments).toEqual([]);
    // Nor does a family child in no class, and signed out is 401.
    const family = await newFamily(server);
    expect((await family.client.getJson('/api/my-assignments', myAssignmentsSchema)).assignments).toEqual([]);
    expect((await server.client().get('/api/my-assignments')).status).toBe(401);
    // A parent who is no teacher: 403 even unlocked.
    await unlockParent(family.client, family.signUp.parentPin);
    expect((await family.client.get(paths[0]!)).status).toBe(403);
    expect((await readJson(await family.client.get(paths[0]!))).message).toBe(CLASS_MESSAGES.notTeacher);

    // Archived: read-only.
    expect((await mine.teacher.client.post(`/api/classes/${mine.classId}/archive`)).status).toBe(200);
    expect((await mine.teacher.client.post(paths[0]!, body)).status).toBe(409);
    expect((await mine.teacher.client.request('DELETE', paths[1]!)).status).toBe(409);
    expect(await listOf(mine.teacher.client, mine.classId)).toHaveLength(1);
  });

  it('forgets a removed student: their rows go, and the others stay', async () => {
    const { teacher, classId, students } = await newClassWith(['Nia', 'Oli']);
    const forks = await puzzlesOfTheme('fork', 1);
    await assign(teacher.client, classId, { kind: 'puzzle_set', puzzles: { theme: 'fork', count: 1 } });
    await deliver(puzzleFact(students[0]!, forks[0]!), puzzleFact(students[1]!, forks[0]!));
    expect((await teacher.client.request('DELETE', `/api/classes/${classId}/students/${students[0]!.childId}`)).status).toBe(204);
    const left = await server.db.select().from(classAssignmentPuzzles).where(eq(classAssignmentPuzzles.childId, students[0]!.childId));
    expect(left).toEqual([]);
    const [listed] = await listOf(teacher.client, classId);
    expect(listed!.students.map((s) => s.studentId)).toEqual([students[1]!.childId]);
    expect(listed!.completedCount).toBe(1);
  });

  it("names the child's profile in every per-student table (the child-data export and erasure find them by that key)", () => {
    for (const table of [classAssignmentStudents, classAssignmentCompletions, classAssignmentPuzzles]) {
      const targets = getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
      expect(targets).toEqual(expect.arrayContaining(['child_profiles', 'class_students']));
    }
  });

  it("pushes a completion live to the class's teachers' sockets, once", async () => {
    // A parent who teaches has a child profile, so their tab holds a socket.
    const family = await newFamily(server, { unlocked: true });
    expect((await family.client.post('/api/teachers/me')).status).toBe(200);
    const { classId, students } = await newClassWith(['Pia'], { client: family.client, accountId: family.accountId });
    const lesson = await firstModule();
    const made = await assign(family.client, classId, { kind: 'lesson_module', moduleId: lesson.id });
    const tab = await openSocket(server.url, { session: sessionOf(family.client) });
    const pushes: unknown[] = [];
    tab.on('assignment:completed', (push) => pushes.push(push));
    try {
      const heard = nextEvent(tab, 'assignment:completed');
      const fact = moduleFact(students[0]!, lesson.id);
      await deliver(fact, fact);
      expect(await heard).toMatchObject({ classId, assignmentId: made.id, studentId: students[0]!.childId });
      // Nothing more comes for the second delivery.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pushes).toHaveLength(1);
    } finally {
      tab.close();
    }
    const rows = await server.db
      .select()
      .from(classAssignmentCompletions)
      .where(and(eq(classAssignmentCompletions.assignmentId, made.id), eq(classAssignmentCompletions.childId, students[0]!.childId)));
    expect(rows).toHaveLength(1);
  });
});
