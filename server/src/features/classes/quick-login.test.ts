import { eq, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUserSchema } from '@chess-quest/protocol/auth';
import {
  CLASS_MAX_STUDENTS,
  CLASS_MESSAGES,
  QUICK_CODE_VALIDITY,
  QUICK_LOGIN_LIMITS,
  classDetailSchema,
  classLoginLockedSchema,
  formatQuickCode,
  myClassSchema,
  quickCodesSchema,
  studentCardsSchema,
  teacherStatusSchema,
} from '@chess-quest/protocol/classes';
import { accounts, sessions } from '../../db/schema/accounts';
import { classAssignments, classAssignmentStudents } from '../../db/schema/class-assignments';
import { classStudents, quickLoginFailures, studentQuickCodes } from '../../db/schema/classes';
import { uniqueEmail } from '../../test/app';
import { newFamily, useTestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { createQuickLogin } from './quick-login';
import { createClassesService, SignInPaused } from './service';

const engines = await featureEngines();

describe.each(engines)('quick-login codes and moving students on %s', (engine) => {
  const server = useTestServer(engine);

  async function newTeacher() {
    const client = server.client();
    const email = uniqueEmail('teacher');
    await client.postJson(
      '/api/teachers/signup',
      { email, password: 'correct horse battery', parentPin: '2468', privacyConsent: true },
      teacherStatusSchema,
      201,
    );
    const [row] = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    return { client, email, accountId: row!.id };
  }

  async function newClass(client: TestClient, name = 'Chess Club') {
    return expectJson(await client.post('/api/classes', { name }), classDetailSchema, 201);
  }

  async function addStudents(client: TestClient, classId: string, names: string[]) {
    const answer = await client.post(`/api/classes/${classId}/students`, { students: names.map((firstName) => ({ firstName })) });
    return (await expectJson(answer, studentCardsSchema, 201)).cards;
  }

  const quickSignIn = async (code: string, client = server.client()) => ({ client, answer: await client.post('/api/class-login/quick', { code }) });

  /** A service over the test database with its own secret, for the clock-driven rules. */
  function directService() {
    const classes = createClassesService({ db: server.db });
    return createQuickLogin({ db: server.db, secret: 'a-test-secret-for-quick-login-codes', hold: classes.hold });
  }

  it("gives every student account of the class a code (a family's child none); the code signs the child in, typed any way", async () => {
    const teacher = await newTeacher();
    const made = await newClass(teacher.client);
    const [ada, ben] = await addStudents(teacher.client, made.id, ['Ada', 'Ben']);
    const family = await newFamily(server);
    await server.db.insert(classStudents).values({ classId: made.id, childId: family.childId });

    const before = Date.now();
    const codes = await teacher.client.postJson(`/api/classes/${made.id}/quick-codes`, { validFor: 'week' }, quickCodesSchema);
    expect(codes).toMatchObject({ classId: made.id, className: made.name, validFor: 'week' });
    const expiresAt = new Date(codes.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + QUICK_CODE_VALIDITY.week);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + QUICK_CODE_VALIDITY.week);
    expect(codes.codes.map((c) => c.studentId).sort()).toEqual([ada!.studentId, ben!.studentId].sort());
    for (const c of codes.codes) expect(c.quickCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes.codes.map((c) => c.quickCode)).size).toBe(2);

    // Only a keyed hash is kept; the family's child has no code at all.
    const stored = await server.db.select().from(studentQuickCodes);
    const adaCode = codes.codes.find((c) => c.studentId === ada!.studentId)!.quickCode;
    const adaRow = stored.find((row) => row.childId === ada!.studentId)!;
    expect(adaRow.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(adaRow.codeHash).not.toContain(adaCode);
    expect(stored.some((row) => row.childId === family.childId)).toBe(false);
    const familyRenew = await teacher.client.post(`/api/classes/${made.id}/students/${family.childId}/quick-code`, {});
    expect(familyRenew.status).toBe(409);
    expect((await readJson(familyRenew)).message).toBe(CLASS_MESSAGES.familyChild);
    expect(await server.db.select().from(studentQuickCodes).where(eq(studentQuickCodes.childId, family.childId))).toEqual([]);
    expect((await family.client.get('/api/auth/user')).status).toBe(200);

    // Typed in lower case with its dash, as printed.
    const { client: phone, answer } = await quickSignIn(formatQuickCode(adaCode).toLowerCase());
    expect(answer.status).toBe(200);
    expect(authUserSchema.parse(await readJson(answer)).id).toBe(ada!.studentId);
    expect((await phone.getJson('/api/my-class', myClassSchema)).className).toBe(made.name);
  });

  it('renewing ends the old code and signs the student out everywhere; the rest of the class keeps theirs', async () => {
    const teacher = await newTeacher();
    const made = await newClass(teacher.client);
    const [cleo, dan] = await addStudents(teacher.client, made.id, ['Cleo', 'Dan']);
    const first = await teacher.client.postJson(`/api/classes/${made.id}/quick-codes`, {}, quickCodesSchema);
    expect(first.validFor).toBe('lesson');
    const codeOf = (answer: typeof first, id: string) => answer.codes.find((c) => c.studentId === id)!.quickCode;
    const { client: tablet } = await quickSignIn(codeOf(first, cleo!.studentId));
    const { client: danPhone } = await quickSignIn(codeOf(first, dan!.studentId));
    expect((await tablet.get('/api/auth/user')).status).toBe(200);

    const renewed = await teacher.client.postJson(
      `/api/classes/${made.id}/students/${cleo!.studentId}/quick-code`,
      { validFor: 'day' },
      quickCodesSchema,
    );
    expect(renewed.codes.map((c) => c.studentId)).toEqual([cleo!.studentId]);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    const left = await server.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(sql`${sessions.data} -> 'passport' -> 'user' ->> 'childId' = ${cleo!.studentId}`);
    expect(left).toEqual([]);
    // Dan was not renewed: still signed in, and his code still works.
    expect((await danPhone.get('/api/auth/user')).status).toBe(200);
    expect((await quickSignIn(codeOf(first, dan!.studentId))).answer.status).toBe(200);

    const old = await quickSignIn(codeOf(first, cleo!.studentId));
    expect(old.answer.status).toBe(401);
    expect((await readJson(old.answer)).message).toBe(CLASS_MESSAGES.wrongQuickCode);
    expect((await quickSignIn(codeOf(renewed, cleo!.studentId))).answer.status).toBe(200);
  });

  it('a code works until its expiry and not after (a lesson, a day, a week)', async () => {
    const teacher = await newTeacher();
    const made = await newClass(teacher.client);
    const [eli] = await addStudents(teacher.client, made.id, ['Eli']);
    const service = directService();
    const now = new Date('2026-03-02T09:00:00Z');
    for (const validFor of ['lesson', 'day', 'week'] as const) {
      const { codes } = await service.renew(teacher.accountId, made.id, eli!.studentId, validFor, now);
      expect(codes.expiresAt).toBe(new Date(now.getTime() + QUICK_CODE_VALIDITY[validFor]).toISOString());
      const code = codes.codes[0]!.quickCode;
      const lastMoment = new Date(now.getTime() + QUICK_CODE_VALIDITY[validFor] - 1000);
      expect(await service.signIn(code, `expiry-${validFor}`, lastMoment)).toMatchObject({ childId: eli!.studentId });
      const after = new Date(now.getTime() + QUICK_CODE_VALIDITY[validFor]);
      await expect(service.signIn(code, `expiry-${validFor}`, after)).rejects.toMatchObject({
        status: 401,
        message: CLASS_MESSAGES.expiredQuickCode,
      });
    }
    // Over HTTP: a code made through the route, its expiry moved into the past.
    const made2 = await teacher.client.postJson(`/api/classes/${made.id}/students/${eli!.studentId}/quick-code`, {}, quickCodesSchema);
    await server.db
      .update(studentQuickCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentQuickCodes.childId, eli!.studentId));
    const expired = await quickSignIn(made2.codes[0]!.quickCode);
    expect(expired.answer.status).toBe(401);
    expect((await readJson(expired.answer)).message).toBe(CLASS_MESSAGES.expiredQuickCode);
    expect((await expired.client.get('/api/auth/user')).status).toBe(401);
  });

  it('counts wrong codes in the database per address: 30 in 10 minutes, then that address waits (even with a right code)', async () => {
    const teacher = await newTeacher();
    const made = await newClass(teacher.client);
    const [fay] = await addStudents(teacher.client, made.id, ['Fay']);
    const service = directService();
    const now = new Date('2026-03-02T10:00:00Z');
    const { codes } = await service.renew(teacher.accountId, made.id, null, 'week', now);
    const right = codes.codes[0]!.quickCode;
    const wrong = right === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    const address = `guesser-${engine}-${Date.now()}`;
    for (let i = 0; i < QUICK_LOGIN_LIMITS.addressWrongTries; i += 1) {
      await expect(service.signIn(wrong, address, new Date(now.getTime() + i * 1000))).rejects.toMatchObject({ status: 401 });
    }
    const blocked = await service.signIn(right, address, new Date(now.getTime() + 60_000)).catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(SignInPaused);
    expect((blocked as SignInPaused).message).toBe(CLASS_MESSAGES.quickCodesPaused);
    // The first wrong try leaves the window 10 minutes after it was made.
    expect((blocked as SignInPaused).retryAfterSeconds).toBe(QUICK_LOGIN_LIMITS.addressWindowMs / 1000 - 60);
    // Another address (another school) is not held up.
    expect(await service.signIn(right, `${address}-other`, new Date(now.getTime() + 60_000))).toMatchObject({ childId: fay!.studentId });
    // Once the window has passed, the right code works from there again, and old rows are gone.
    const later = new Date(now.getTime() + QUICK_LOGIN_LIMITS.addressWindowMs + 31_000);
    expect(await service.signIn(right, address, later)).toMatchObject({ childId: fay!.studentId });
    await expect(service.signIn(wrong, address, later)).rejects.toMatchObject({ status: 401 });
    const rows = await server.db
      .select({ failedAt: quickLoginFailures.failedAt })
      .from(quickLoginFailures)
      .where(lte(quickLoginFailures.failedAt, later));
    expect(rows.map((row) => row.failedAt.getTime())).toEqual([later.getTime()]);

    // Over HTTP: a wrong code is a 401 with the kind words and one more row counted.
    await server.db.delete(quickLoginFailures);
    const answer = await server.client().post('/api/class-login/quick', { code: wrong });
    expect(answer.status).toBe(401);
    expect((await readJson(answer)).message).toBe(CLASS_MESSAGES.wrongQuickCode);
    expect((await server.db.select().from(quickLoginFailures)).length).toBe(1);
    // And once this address is over its ceiling the route answers 429 with when to try again.
    const [counted] = await server.db.select().from(quickLoginFailures);
    await server.db
      .insert(quickLoginFailures)
      .values(Array.from({ length: QUICK_LOGIN_LIMITS.addressWrongTries - 1 }, () => ({ addressHash: counted!.addressHash, failedAt: new Date() })));
    const paused = await server.client().post('/api/class-login/quick', { code: right });
    expect(paused.status).toBe(429);
    expect(classLoginLockedSchema.parse(await readJson(paused)).retryAfterSeconds).toBeGreaterThan(0);
    await server.db.delete(quickLoginFailures);
  });

  it('refuses bad input with a 400 naming the field, and a student, another teacher or another class reach nothing', async () => {
    const a = await newTeacher();
    const b = await newTeacher();
    const classA = await newClass(a.client, 'A');
    const classB = await newClass(b.client, 'B');
    const [gus] = await addStudents(a.client, classA.id, ['Gus']);
    await addStudents(b.client, classB.id, ['Hal']);

    for (const [path, body, field] of [
      [`/api/classes/${classA.id}/quick-codes`, { validFor: 'forever' }, 'validFor'],
      ['/api/class-login/quick', { code: 'ABC' }, 'code'],
      ['/api/class-login/quick', { code: 'ABCDEFG0' }, 'code'],
      ['/api/class-login/quick', {}, 'code'],
      [`/api/classes/${classA.id}/students/${gus!.studentId}/move`, { toClassId: 'nope' }, 'toClassId'],
    ] as const) {
      const answer = await a.client.post(path, body);
      expect(answer.status, path).toBe(400);
      expect((await readJson(answer)).field).toBe(field);
    }

    // Another class's teacher: A's class, and A's student through B's own class, are not found.
    for (const path of [
      `/api/classes/${classA.id}/quick-codes`,
      `/api/classes/${classA.id}/students/${gus!.studentId}/quick-code`,
      `/api/classes/${classB.id}/students/${gus!.studentId}/quick-code`,
    ]) {
      expect((await b.client.post(path, {})).status, path).toBe(404);
    }
    expect((await b.client.post(`/api/classes/${classA.id}/students/${gus!.studentId}/move`, { toClassId: classB.id })).status).toBe(404);
    // A cannot move into B's class either.
    expect((await a.client.post(`/api/classes/${classA.id}/students/${gus!.studentId}/move`, { toClassId: classB.id })).status).toBe(404);
    expect(await server.db.select().from(studentQuickCodes).where(eq(studentQuickCodes.childId, gus!.studentId))).toEqual([]);

    // A student calling the teacher's routes: 403.
    const codes = await a.client.postJson(`/api/classes/${classA.id}/quick-codes`, {}, quickCodesSchema);
    const { client: student } = await quickSignIn(codes.codes[0]!.quickCode);
    expect((await student.post(`/api/classes/${classA.id}/quick-codes`, {})).status).toBe(403);
    expect((await student.post(`/api/classes/${classA.id}/students/${gus!.studentId}/quick-code`, {})).status).toBe(403);
    expect((await student.post(`/api/classes/${classA.id}/students/${gus!.studentId}/move`, { toClassId: classA.id })).status).toBe(403);
    expect((await student.get('/api/auth/user')).status).toBe(200);
  });

  it("moves a student to another of the teacher's classes: joined anew, the old class's assignments gone, the code kept; room checked", async () => {
    const teacher = await newTeacher();
    const from = await newClass(teacher.client, 'Monday');
    const to = await newClass(teacher.client, 'Friday');
    const [ida, jo] = await addStudents(teacher.client, from.id, ['Ida', 'Jo']);
    const [assignment] = await server.db
      .insert(classAssignments)
      .values({
        classId: from.id,
        kind: 'lesson_module',
        title: 'Lesson',
        moduleId: 'm1',
        wholeClass: false,
        dueAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await server.db.insert(classAssignmentStudents).values({ assignmentId: assignment!.id, childId: ida!.studentId });
    const [before] = await server.db.select().from(classStudents).where(eq(classStudents.childId, ida!.studentId));
    const codes = await teacher.client.postJson(
      `/api/classes/${from.id}/students/${ida!.studentId}/quick-code`,
      { validFor: 'week' },
      quickCodesSchema,
    );

    const same = await teacher.client.post(`/api/classes/${from.id}/students/${ida!.studentId}/move`, { toClassId: from.id });
    expect(same.status).toBe(409);
    expect((await readJson(same)).message).toBe(CLASS_MESSAGES.sameClass);

    const left = await teacher.client.postJson(`/api/classes/${from.id}/students/${ida!.studentId}/move`, { toClassId: to.id }, classDetailSchema);
    expect(left.id).toBe(from.id);
    expect(left.students.map((s) => s.studentId)).toEqual([jo!.studentId]);
    const target = await teacher.client.getJson(`/api/classes/${to.id}`, classDetailSchema);
    expect(target.students.map((s) => s.studentId)).toEqual([ida!.studentId]);
    const [after] = await server.db.select().from(classStudents).where(eq(classStudents.childId, ida!.studentId));
    expect(after!.classId).toBe(to.id);
    expect(after!.joinedAt.getTime()).toBeGreaterThan(before!.joinedAt.getTime());
    expect(await server.db.select().from(classAssignmentStudents).where(eq(classAssignmentStudents.childId, ida!.studentId))).toEqual([]);
    // The quick-login code still signs Ida in, now into Friday's class.
    const { client: phone, answer } = await quickSignIn(codes.codes[0]!.quickCode);
    expect(answer.status).toBe(200);
    expect((await phone.getJson('/api/my-class', myClassSchema)).className).toBe('Friday');
    // Moved away: the old class no longer knows her.
    expect((await teacher.client.post(`/api/classes/${from.id}/students/${ida!.studentId}/quick-code`, {})).status).toBe(404);

    // A family's child is not moved (its parent said yes to one class).
    const family = await newFamily(server);
    await server.db.insert(classStudents).values({ classId: from.id, childId: family.childId });
    const familyMove = await teacher.client.post(`/api/classes/${from.id}/students/${family.childId}/move`, { toClassId: to.id });
    expect(familyMove.status).toBe(409);
    expect((await readJson(familyMove)).message).toBe(CLASS_MESSAGES.familyChildMove);

    // A full class takes no one, and nothing moves.
    await addStudents(
      teacher.client,
      to.id,
      Array.from(
        { length: CLASS_MAX_STUDENTS - 1 },
        (_, i) => `Kid${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
      ),
    );
    const full = await teacher.client.post(`/api/classes/${from.id}/students/${jo!.studentId}/move`, { toClassId: to.id });
    expect(full.status).toBe(409);
    expect((await readJson(full)).message).toBe(CLASS_MESSAGES.classFull(0));
    const [stayed] = await server.db.select().from(classStudents).where(eq(classStudents.childId, jo!.studentId));
    expect(stayed!.classId).toBe(from.id);

    // An archived class takes no one either.
    const archived = await newClass(teacher.client, 'Old');
    await teacher.client.post(`/api/classes/${archived.id}/archive`);
    const intoArchived = await teacher.client.post(`/api/classes/${from.id}/students/${jo!.studentId}/move`, { toClassId: archived.id });
    expect(intoArchived.status).toBe(409);
    expect((await readJson(intoArchived)).message).toBe(CLASS_MESSAGES.archived);
  });
});
