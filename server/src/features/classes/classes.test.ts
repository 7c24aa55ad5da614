import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUserSchema } from '@chess-quest/protocol/auth';
import {
  CLASS_LOGIN_LIMITS,
  CLASS_MESSAGES,
  PICTURE_KEYS,
  classDetailSchema,
  classListSchema,
  classLoginSchema,
  classProgressSchema,
  myClassSchema,
  newsListSchema,
  newsPostSchema,
  studentCardsSchema,
  teacherStatusSchema,
  type PictureKey,
  type StudentCard,
} from '@chess-quest/protocol/classes';
import { parentStatusSchema } from '@chess-quest/protocol/parent';
import { accounts, childProfiles, sessions } from '../../db/schema/accounts';
import { classLoginFailures, classStudents, studentCredentials } from '../../db/schema/classes';
import { createChildProfile } from '../../domain/accounts';
import { uniqueEmail } from '../../test/app';
import { newFamily, unlockParent, useTestServer, type TestServer } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { eraseOrphanStudents } from './index';
import type { ClassesServices } from './routes';

const engines = await featureEngines();

const teacherBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('teacher'),
  password: 'correct horse battery',
  parentPin: '2468',
  privacyConsent: true,
  ...overrides,
});

/** Pictures that are surely not these: each key moved one along the grid. */
const otherPictures = (pictures: readonly PictureKey[]): PictureKey[] =>
  pictures.map((key) => PICTURE_KEYS[(PICTURE_KEYS.indexOf(key) + 1) % PICTURE_KEYS.length]!);

describe.each(engines)('classes on %s', (engine) => {
  const server = useTestServer(engine);

  async function newTeacher(s: TestServer = server) {
    const client = s.client();
    const body = teacherBody();
    expect(await client.postJson('/api/teachers/signup', body, teacherStatusSchema, 201)).toEqual({
      isTeacher: true,
      accountKind: 'family',
      hasChild: false,
    });
    const [row] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
    return { client, body, accountId: row!.id };
  }

  async function newClass(client: TestClient, name = 'Tuesday Chess Club') {
    return expectJson(await client.post('/api/classes', { name, description: 'After school' }), classDetailSchema, 201);
  }

  async function addStudents(client: TestClient, classId: string, names: string[]) {
    const answer = await client.post(`/api/classes/${classId}/students`, { students: names.map((firstName) => ({ firstName })) });
    return expectJson(answer, studentCardsSchema, 201);
  }

  async function signInStudent(code: string, card: Pick<StudentCard, 'studentId' | 'pictures'>, client = server.client()) {
    const answer = await client.post('/api/class-login', { code, studentId: card.studentId, pictures: card.pictures });
    return { client, answer };
  }

  it('signs a teacher up with no child, signed in and unlocked; signing in again leads to /teach', async () => {
    const { client, body } = await newTeacher();
    expect(await client.getJson('/api/teachers/me', teacherStatusSchema)).toEqual({ isTeacher: true, accountKind: 'family', hasChild: false });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);
    expect((await client.getJson('/api/classes', classListSchema)).classes).toEqual([]);

    const again = await client.post('/api/teachers/signup', { ...teacherBody(), email: body.email });
    expect(again.status).toBe(409);
    const later = server.client();
    const login = await later.post('/api/login', { email: body.email, password: body.password });
    expect(login.status).toBe(409);
    expect((await readJson(login)).next).toBe('/teach');
    // Signed in, but the adult area is locked until the PIN.
    expect((await later.get('/api/classes')).status).toBe(403);
    await unlockParent(later, body.parentPin);
    expect((await later.get('/api/classes')).status).toBe(200);
  });

  it('refuses a bad teacher sign-up with a 400 naming the field, writing nothing', async () => {
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const cases: [Record<string, unknown>, string][] = [
      [teacherBody({ privacyConsent: false }), 'privacyConsent'],
      [teacherBody({ parentPin: '12' }), 'parentPin'],
      [teacherBody({ password: 'short' }), 'password'],
      [teacherBody({ email: 'not-an-email' }), 'email'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.client().post('/api/teachers/signup', body);
      expect(answer.status).toBe(400);
      expect((await readJson(answer)).field).toBe(field);
    }
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('makes a family account a teacher only behind the PIN; a parent who is no teacher cannot reach classes', async () => {
    const family = await newFamily(server);
    expect((await family.client.post('/api/teachers/me')).status).toBe(403);
    await unlockParent(family.client, family.signUp.parentPin);
    expect((await family.client.get('/api/classes')).status).toBe(403);
    expect((await readJson(await family.client.get('/api/classes'))).message).toBe(CLASS_MESSAGES.notTeacher);
    expect(await family.client.postJson('/api/teachers/me', undefined, teacherStatusSchema)).toEqual({
      isTeacher: true,
      accountKind: 'family',
      hasChild: true,
    });
    expect((await family.client.getJson('/api/classes', classListSchema)).classes).toEqual([]);
    await newClass(family.client, 'Family club');
  });

  it('creates, lists, changes, archives and restores a class; archived is read-only and out of the active list', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    expect(made).toMatchObject({ name: 'Tuesday Chess Club', description: 'After school', myRole: 'owner', studentCount: 0, archivedAt: null });
    expect(made.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect((await client.getJson('/api/classes', classListSchema)).classes.map((c) => c.id)).toEqual([made.id]);

    const changed = await expectJson(await client.request('PATCH', `/api/classes/${made.id}`, { json: { name: 'Club' } }), classDetailSchema);
    expect(changed.name).toBe('Club');

    await client.postJson(`/api/classes/${made.id}/archive`, undefined, classDetailSchema);
    expect((await client.getJson('/api/classes', classListSchema)).classes).toEqual([]);
    expect((await client.getJson('/api/classes?archived=true', classListSchema)).classes.map((c) => c.id)).toEqual([made.id]);
    const frozen = await client.request('PATCH', `/api/classes/${made.id}`, { json: { name: 'Nope' } });
    expect(frozen.status).toBe(409);
    expect((await readJson(frozen)).message).toBe(CLASS_MESSAGES.archived);
    expect((await client.post(`/api/classes/${made.id}/news`, { body: 'Hello' })).status).toBe(409);
    expect((await client.post(`/api/classes/${made.id}/students`, { students: [{ firstName: 'Ada' }] })).status).toBe(409);

    const restored = await client.postJson(`/api/classes/${made.id}/restore`, undefined, classDetailSchema);
    expect(restored.archivedAt).toBeNull();
    expect((await client.getJson('/api/classes', classListSchema)).classes.map((c) => c.id)).toEqual([made.id]);
  });

  it('refuses bad class input with a 400 naming the field', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/classes', { name: '' }, 'name'],
      ['POST', '/api/classes', { name: 'x'.repeat(61) }, 'name'],
      ['POST', '/api/classes', { name: 'Ok', description: 'x'.repeat(401) }, 'description'],
      ['PATCH', `/api/classes/${made.id}`, { code: 'AAAAAA' }, ''],
      ['GET', '/api/classes/not-a-uuid', undefined, 'classId'],
      ['GET', '/api/classes?archived=maybe', undefined, 'archived'],
      ['POST', `/api/classes/${made.id}/news`, { body: '   ' }, 'body'],
      ['POST', `/api/classes/${made.id}/news`, { body: 'x'.repeat(2001) }, 'body'],
      ['POST', `/api/classes/${made.id}/students`, { students: [] }, 'students'],
      ['POST', `/api/classes/${made.id}/students`, { students: Array.from({ length: 41 }, () => ({ firstName: 'Ada' })) }, 'students'],
      ['POST', `/api/classes/${made.id}/students`, { students: [{ firstName: '<script>' }] }, 'students.0.firstName'],
      ['POST', `/api/classes/${made.id}/students`, { students: [{ firstName: 'Ada', age: 13 }] }, 'students.0.age'],
      ['POST', `/api/classes/${made.id}/teachers`, { email: 'nope' }, 'email'],
      ['POST', '/api/class-login', { code: 'ABC', studentId: made.id, pictures: ['cat', 'dog', 'fish'] }, 'code'],
      ['POST', '/api/class-login', { code: made.code, studentId: made.id, pictures: ['cat', 'dog'] }, 'pictures'],
      ['POST', '/api/class-login', { code: made.code, studentId: made.id, pictures: ['cat', 'dog', 'dragon'] }, 'pictures.2'],
    ];
    for (const [method, path, json, field] of bad) {
      const answer = await client.request(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(400);
      const error = await readJson(answer);
      if (field) expect(error.field, `${method} ${path}`).toBe(field);
    }
    expect((await client.getJson(`/api/classes/${made.id}`, classDetailSchema)).students).toEqual([]);
  });

  it('adds co-teachers by a teacher email; only the owner removes them, and the owner stays', async () => {
    const owner = await newTeacher();
    const co = await newTeacher();
    const made = await newClass(owner.client);
    const family = await newFamily(server);
    const notTeacher = await owner.client.post(`/api/classes/${made.id}/teachers`, { email: family.signUp.email });
    expect(notTeacher.status).toBe(404);
    expect((await readJson(notTeacher)).message).toBe(CLASS_MESSAGES.teacherNotFound);

    const withCo = await owner.client.postJson(`/api/classes/${made.id}/teachers`, { email: co.body.email }, classDetailSchema, 201);
    expect(withCo.teachers.map((t) => t.role)).toEqual(['owner', 'co']);
    expect((await owner.client.post(`/api/classes/${made.id}/teachers`, { email: co.body.email })).status).toBe(409);
    const seen = await co.client.getJson(`/api/classes/${made.id}`, classDetailSchema);
    expect(seen.myRole).toBe('co');
    await co.client.postJson(`/api/classes/${made.id}/news`, { body: 'From the co-teacher' }, newsPostSchema, 201);

    expect((await co.client.request('DELETE', `/api/classes/${made.id}/teachers/${owner.accountId}`)).status).toBe(409);
    expect((await owner.client.request('DELETE', `/api/classes/${made.id}/teachers/${co.accountId}`)).status).toBe(204);
    expect((await co.client.get(`/api/classes/${made.id}`)).status).toBe(404);
  });

  it('adds students with cards shown once; they sign in with the pictures, see their class and never its other names', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const cards = await addStudents(client, made.id, ['Ada', 'Björn']);
    expect(cards).toMatchObject({ classId: made.id, className: made.name, code: made.code });
    expect(cards.cards.map((card) => card.firstName)).toEqual(['Ada', 'Björn']);
    for (const card of cards.cards) expect(card.pictures).toHaveLength(3);

    // Only the hash is kept, and the account has no email, password or PIN.
    const [ada] = cards.cards;
    const [stored] = await server.db.select().from(studentCredentials).where(eq(studentCredentials.childId, ada!.studentId));
    expect(stored!.pictureHash).toMatch(/^scrypt\$/);
    expect(stored!.pictureHash).not.toContain(ada!.pictures.join('-'));
    const [account] = await server.db
      .select({ account: accounts })
      .from(childProfiles)
      .innerJoin(accounts, eq(accounts.id, childProfiles.accountId))
      .where(eq(childProfiles.id, ada!.studentId));
    expect(account!.account).toMatchObject({ kind: 'student', email: null, passwordHash: null, parentPinHash: null, teacherSince: null });

    const detail = await client.getJson(`/api/classes/${made.id}`, classDetailSchema);
    expect(detail.students.map((s) => s.firstName).sort()).toEqual(['Ada', 'Björn']);
    expect(detail.students.every((s) => s.age === 8)).toBe(true);

    // The public page: usernames and avatars only.
    const anyone = server.client();
    const page = await anyone.getJson(`/api/class-login/${made.code.toLowerCase()}`, classLoginSchema);
    expect(page.className).toBe(made.name);
    expect(page.students.map((s) => s.studentId).sort()).toEqual(cards.cards.map((c) => c.studentId).sort());
    expect(JSON.stringify(page)).not.toMatch(/Ada|Björn/);
    expect((await anyone.get('/api/class-login/ZZZZZZ')).status).toBe(404);

    const { client: student, answer } = await signInStudent(made.code, ada!);
    const user = await expectJson(answer, authUserSchema);
    expect(user).toMatchObject({ id: ada!.studentId, firstName: 'Ada', username: ada!.username });
    expect(await student.getJson('/api/teachers/me', teacherStatusSchema)).toEqual({ isTeacher: false, accountKind: 'student', hasChild: true });

    await client.postJson(`/api/classes/${made.id}/news`, { body: 'Bring your board!' }, newsPostSchema, 201);
    const mine = await student.getJson('/api/my-class', myClassSchema);
    expect(mine).toMatchObject({ className: made.name, code: made.code });
    expect(mine.news.map((post) => post.body)).toEqual(['Bring your board!']);
    expect((await client.getJson(`/api/classes/${made.id}/news`, newsListSchema)).posts).toHaveLength(1);

    // A student account never opens the adult area, and calls no teacher route.
    expect((await student.post('/api/parent/unlock', { pin: '0000' })).status).toBe(400);
    expect((await student.get('/api/parent/family')).status).toBe(403);
    expect((await student.post('/api/teachers/me')).status).toBe(403);
    expect((await student.get('/api/classes')).status).toBe(403);
    expect((await student.get(`/api/classes/${made.id}`)).status).toBe(403);
    expect((await student.post(`/api/classes/${made.id}/news`, { body: 'hi' })).status).toBe(403);

    // A family child is in no class.
    const family = await newFamily(server);
    expect((await family.client.get('/api/my-class')).status).toBe(404);
  });

  it('locks a student after 5 wrong tries for 5 minutes, counted in the database; a right try resets the count', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const [card] = (await addStudents(client, made.id, ['Cleo'])).cards;
    const wrong = { studentId: card!.studentId, pictures: otherPictures(card!.pictures) };

    for (let i = 1; i < CLASS_LOGIN_LIMITS.studentWrongTries; i += 1) {
      const { answer } = await signInStudent(made.code, wrong);
      expect(answer.status).toBe(401);
      expect(await readJson(answer)).toEqual({ code: 'not_signed_in', message: CLASS_MESSAGES.wrongPictures });
    }
    // A right try in between starts the count again.
    expect((await signInStudent(made.code, card!)).answer.status).toBe(200);
    for (let i = 1; i < CLASS_LOGIN_LIMITS.studentWrongTries; i += 1) expect((await signInStudent(made.code, wrong)).answer.status).toBe(401);
    const fifth = (await signInStudent(made.code, wrong)).answer;
    expect(fifth.status).toBe(429);
    const locked = await readJson(fifth);
    expect(locked).toMatchObject({ code: 'rate_limited', message: CLASS_MESSAGES.studentLocked });
    expect(locked.retryAfterSeconds).toBeGreaterThan(290);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(300);

    // Locked: even the right pictures wait.
    const right = (await signInStudent(made.code, card!)).answer;
    expect(right.status).toBe(429);
    expect((await readJson(right)).message).toBe(CLASS_MESSAGES.studentLocked);
    const [row] = await server.db.select().from(studentCredentials).where(eq(studentCredentials.childId, card!.studentId));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

    // Five minutes later (moved in the database): the right pictures work again.
    await server.db
      .update(studentCredentials)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(studentCredentials.childId, card!.studentId));
    expect((await signInStudent(made.code, card!)).answer.status).toBe(200);
    const [after] = await server.db.select().from(studentCredentials).where(eq(studentCredentials.childId, card!.studentId));
    expect(after).toMatchObject({ failedTries: 0, lockedUntil: null });
  });

  it('pauses a whole class after 30 wrong tries in 10 minutes (older tries do not count)', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const [card] = (await addStudents(client, made.id, ['Dara'])).cards;
    const old = new Date(Date.now() - CLASS_LOGIN_LIMITS.classWindowMs - 60_000);
    const recent = new Date(Date.now() - 60_000);
    await server.db.insert(classLoginFailures).values(Array.from({ length: 40 }, () => ({ classId: made.id, failedAt: old })));
    await server.db
      .insert(classLoginFailures)
      .values(Array.from({ length: CLASS_LOGIN_LIMITS.classWrongTries - 1 }, () => ({ classId: made.id, failedAt: recent })));
    // 29 recent wrong tries: one more is still answered.
    expect((await signInStudent(made.code, { studentId: card!.studentId, pictures: otherPictures(card!.pictures) })).answer.status).toBe(401);
    const paused = (await signInStudent(made.code, card!)).answer;
    expect(paused.status).toBe(429);
    const body = await readJson(paused);
    expect(body.message).toBe(CLASS_MESSAGES.classPaused);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(CLASS_LOGIN_LIMITS.classWindowMs / 1000);
    // The tries outside the window were pruned.
    const left = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classLoginFailures)
      .where(eq(classLoginFailures.classId, made.id));
    expect(left[0]!.n).toBe(CLASS_LOGIN_LIMITS.classWrongTries);
  });

  it('resets a student: new pictures, the old ones refused, and every session made before signed out', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const [card] = (await addStudents(client, made.id, ['Eli'])).cards;
    const { client: phone } = await signInStudent(made.code, card!);
    const { client: tablet } = await signInStudent(made.code, card!);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await tablet.get('/api/my-class')).status).toBe(200);

    const reset = await client.postJson(`/api/classes/${made.id}/students/${card!.studentId}/reset`, undefined, studentCardsSchema);
    expect(reset.cards).toHaveLength(1);
    const fresh = reset.cards[0]!;
    expect(fresh.studentId).toBe(card!.studentId);

    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await tablet.get('/api/my-class')).status).toBe(401);
    const sessionsLeft = await server.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(sql`${sessions.data} -> 'passport' -> 'user' ->> 'childId' = ${card!.studentId}`);
    expect(sessionsLeft).toEqual([]);

    if (fresh.pictures.join() !== card!.pictures.join()) expect((await signInStudent(made.code, card!)).answer.status).toBe(401);
    expect((await signInStudent(made.code, fresh, phone)).answer.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('removes a student: the account and child are erased, their sessions end, and they leave the sign-in page', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const [gone, stays] = (await addStudents(client, made.id, ['Finn', 'Gia'])).cards;
    const { client: student } = await signInStudent(made.code, gone!);
    const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, gone!.studentId));

    expect((await client.request('DELETE', `/api/classes/${made.id}/students/${gone!.studentId}`)).status).toBe(204);
    expect((await student.get('/api/auth/user')).status).toBe(401);
    expect(await server.db.select().from(childProfiles).where(eq(childProfiles.id, gone!.studentId))).toEqual([]);
    expect(await server.db.select().from(accounts).where(eq(accounts.id, profile!.accountId))).toEqual([]);
    expect(await server.db.select().from(studentCredentials).where(eq(studentCredentials.childId, gone!.studentId))).toEqual([]);
    expect(await server.db.select().from(classStudents).where(eq(classStudents.childId, gone!.studentId))).toEqual([]);
    const page = await server.client().getJson(`/api/class-login/${made.code}`, classLoginSchema);
    expect(page.students.map((s) => s.studentId)).toEqual([stays!.studentId]);
    const after = await signInStudent(made.code, gone!);
    expect(after.answer.status).toBe(404);
    expect((await client.request('DELETE', `/api/classes/${made.id}/students/${gone!.studentId}`)).status).toBe(404);
  });

  it('keeps classes apart: another teacher, another class code and a student of another class see nothing', async () => {
    const a = await newTeacher();
    const b = await newTeacher();
    const classA = await newClass(a.client, 'Class A');
    const classB = await newClass(b.client, 'Class B');
    const [studentA] = (await addStudents(a.client, classA.id, ['Hana'])).cards;
    const [studentB] = (await addStudents(b.client, classB.id, ['Ivo'])).cards;

    const probes: [string, string, unknown?][] = [
      ['GET', `/api/classes/${classA.id}`],
      ['PATCH', `/api/classes/${classA.id}`, { name: 'Mine now' }],
      ['POST', `/api/classes/${classA.id}/archive`],
      ['GET', `/api/classes/${classA.id}/news`],
      ['POST', `/api/classes/${classA.id}/news`, { body: 'Hi' }],
      ['POST', `/api/classes/${classA.id}/students`, { students: [{ firstName: 'Spy' }] }],
      ['POST', `/api/classes/${classA.id}/students/${studentA!.studentId}/reset`],
      ['DELETE', `/api/classes/${classA.id}/students/${studentA!.studentId}`],
      ['POST', `/api/classes/${classA.id}/teachers`, { email: b.body.email }],
      // B's own class with A's student: no such student there.
      ['POST', `/api/classes/${classB.id}/students/${studentA!.studentId}/reset`],
      ['DELETE', `/api/classes/${classB.id}/students/${studentA!.studentId}`],
    ];
    for (const [method, path, json] of probes) {
      const answer = await b.client.request(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await b.client.getJson('/api/classes', classListSchema)).classes.map((c) => c.id)).toEqual([classB.id]);
    expect((await a.client.getJson(`/api/classes/${classA.id}`, classDetailSchema)).name).toBe('Class A');

    // A student of class B signing in through class A's code is unknown there.
    const crossed = await signInStudent(classA.code, studentB!);
    expect(crossed.answer.status).toBe(404);
    expect((await readJson(crossed.answer)).message).toBe(CLASS_MESSAGES.studentNotFound);
    // And A's student's pictures were not touched by any of it.
    expect((await signInStudent(classA.code, studentA!)).answer.status).toBe(200);
    const [credentials] = await server.db
      .select()
      .from(studentCredentials)
      .where(and(eq(studentCredentials.childId, studentA!.studentId)));
    expect(credentials!.failedTries).toBe(0);
  });

  it('reads the progress table for a class the teacher teaches only; days must be 1, 7, 30 or 90', async () => {
    const a = await newTeacher();
    const b = await newTeacher();
    const made = await newClass(a.client);
    const [ada] = (await addStudents(a.client, made.id, ['Ada', 'Ben'])).cards;
    const table = await a.client.getJson(`/api/classes/${made.id}/progress`, classProgressSchema);
    expect(table.days).toBe(7);
    expect(table.students.map((row) => row.firstName)).toEqual(['Ada', 'Ben']);
    expect(table.students[0]).toMatchObject({ studentId: ada!.studentId, puzzlesSolved: 0, gamesPlayed: 0, puzzleAccuracy: null });
    expect((await a.client.getJson(`/api/classes/${made.id}/progress?days=90`, classProgressSchema)).days).toBe(90);

    const bad = await a.client.get(`/api/classes/${made.id}/progress?days=5`);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).field).toBe('days');
    expect((await b.client.get(`/api/classes/${made.id}/progress`)).status).toBe(404);
    const { client: student } = await signInStudent(made.code, ada!);
    expect((await student.get(`/api/classes/${made.id}/progress`)).status).toBe(403);
  });

  it("treats a family's child in the class apart: no card, no reset, not on the sign-in page, and removal only takes it out", async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    const [student] = (await addStudents(client, made.id, ['Jon'])).cards;
    // A family child who joined with the parent's approval (class invitations write this row).
    const family = await newFamily(server);
    await server.db.insert(classStudents).values({ classId: made.id, childId: family.childId });

    const detail = await client.getJson(`/api/classes/${made.id}`, classDetailSchema);
    const kinds = Object.fromEntries(detail.students.map((s) => [s.studentId, s.accountKind]));
    expect(kinds).toEqual({ [student!.studentId]: 'student', [family.childId]: 'family' });
    const page = await server.client().getJson(`/api/class-login/${made.code}`, classLoginSchema);
    expect(page.students.map((s) => s.studentId)).toEqual([student!.studentId]);

    const reset = await client.post(`/api/classes/${made.id}/students/${family.childId}/reset`);
    expect(reset.status).toBe(409);
    expect((await readJson(reset)).message).toBe(CLASS_MESSAGES.familyChild);
    expect(await server.db.select().from(studentCredentials).where(eq(studentCredentials.childId, family.childId))).toEqual([]);
    expect((await family.client.get('/api/auth/user')).status).toBe(200);

    expect((await client.request('DELETE', `/api/classes/${made.id}/students/${family.childId}`)).status).toBe(204);
    expect(await server.db.select().from(classStudents).where(eq(classStudents.childId, family.childId))).toEqual([]);
    expect(await server.db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, family.childId))).toHaveLength(1);
    expect((await family.client.get('/api/auth/user')).status).toBe(200);
    expect((await family.client.get('/api/my-class')).status).toBe(404);
  });

  it("erases the students of a class whose teacher closed the account (the sweep job), and nobody else's", async () => {
    const teacher = await newTeacher();
    const made = await newClass(teacher.client);
    const cards = (await addStudents(teacher.client, made.id, ['Kai', 'Lea'])).cards;
    const other = await newTeacher();
    const kept = await newClass(other.client);
    const [keptStudent] = (await addStudents(other.client, kept.id, ['Mo'])).cards;
    const { client: student } = await signInStudent(made.code, cards[0]!);

    expect((await teacher.client.post('/api/account/close', { parentPin: teacher.body.parentPin })).status).toBe(204);
    const services = server.running.assembly.features.services.get('classes') as ClassesServices;
    expect(await eraseOrphanStudents(services)).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(await server.db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, card.studentId))).toEqual([]);
    }
    expect((await student.get('/api/auth/user')).status).toBe(401);
    expect((await signInStudent(kept.code, keptStudent!)).answer.status).toBe(200);
    expect(await eraseOrphanStudents(services)).toBe(0);
    expect(server.running.jobs.names()).toContain('class-orphan-students');
  });

  it('holds at most 40 students: a list that does not fit is refused whole', async () => {
    const { client } = await newTeacher();
    const made = await newClass(client);
    // 38 seats taken (made directly: their pictures do not matter here).
    for (let i = 0; i < 38; i += 1) {
      const [account] = await server.db.insert(accounts).values({ kind: 'student', email: null }).returning({ id: accounts.id });
      const child = await createChildProfile(server.db, account!.id, { firstName: 'Kid', age: 8 });
      await server.db.insert(classStudents).values({ classId: made.id, childId: child.id });
    }
    const tooMany = await client.post(`/api/classes/${made.id}/students`, { students: [{ firstName: 'X' }, { firstName: 'Y' }, { firstName: 'Z' }] });
    expect(tooMany.status).toBe(409);
    expect((await readJson(tooMany)).message).toBe(CLASS_MESSAGES.classFull(2));
    expect((await client.getJson(`/api/classes/${made.id}`, classDetailSchema)).studentCount).toBe(38);
    await addStudents(client, made.id, ['X', 'Y']);
    const full = await client.post(`/api/classes/${made.id}/students`, { students: [{ firstName: 'Z' }] });
    expect((await readJson(full)).message).toBe(CLASS_MESSAGES.classFull(0));
  });
});
