import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  classInvitationSchema,
  classInvitationStateSchema,
  classMembershipSchema,
  joinStatusSchema,
  parentClassesSchema,
} from '@chess-quest/protocol/class-invitations';
import {
  CLASS_MAX_STUDENTS,
  CLASS_MESSAGES,
  classDetailSchema,
  myClassSchema,
  studentCardsSchema,
  teacherStatusSchema,
} from '@chess-quest/protocol/classes';
import { childProfiles } from '../../db/schema/accounts';
import { classStudents } from '../../db/schema/classes';
import { classAssignmentStudents } from '../../db/schema/class-assignments';
import { classInvitations, classJoinRequests } from '../../db/schema/class-invitations';
import { createChildProfile } from '../../domain/accounts';
import { uniqueEmail } from '../../test/app';
import { newFamily, unlockParent, useTestServer, type Family } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('class invitations on %s', (engine) => {
  const server = useTestServer(engine);

  async function newTeacher() {
    const client = server.client();
    const body = { email: uniqueEmail('teacher'), password: 'correct horse battery', parentPin: '2468', privacyConsent: true };
    await client.postJson('/api/teachers/signup', body, teacherStatusSchema, 201);
    return { client, email: body.email };
  }

  async function newClass(client: TestClient, name = 'Tuesday Chess Club') {
    return expectJson(await client.post('/api/classes', { name, description: 'After school' }), classDetailSchema, 201);
  }

  async function invite(client: TestClient, classId: string, expiresInDays = 7) {
    return client.postJson(`/api/classes/${classId}/invitation`, { expiresInDays }, classInvitationSchema, 201);
  }

  /** A teacher, a class with an invitation, and a family whose child asked to join it. */
  async function asked() {
    const teacher = await newTeacher();
    const cls = await newClass(teacher.client);
    const invitation = await invite(teacher.client, cls.id);
    const family = await newFamily(server);
    const status = await family.client.postJson('/api/class-invitations/join', { code: invitation.code }, joinStatusSchema, 201);
    expect(status).toMatchObject({ status: 'pending', className: cls.name });
    await unlockParent(family.client, family.signUp.parentPin);
    const { requests } = await family.client.getJson('/api/parent/class-requests', parentClassesSchema);
    expect(requests).toHaveLength(1);
    return { teacher, cls, invitation, family, request: requests[0]! };
  }

  const seatedIn = async (childId: string) =>
    (await server.db.select().from(classStudents).where(eq(classStudents.childId, childId))).map((row) => row.classId);

  it('a teacher makes, reads, renews and turns off the invitation; the old code stops working', async () => {
    const { client } = await newTeacher();
    const cls = await newClass(client);
    expect(await client.getJson(`/api/classes/${cls.id}/invitation`, classInvitationStateSchema)).toEqual({ invitation: null });

    const before = Date.now();
    const first = await invite(client, cls.id, 14);
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}$/);
    expect(first.path).toBe(`/join-class?code=${first.code}`);
    expect(first.expired).toBe(false);
    const lasts = Date.parse(first.expiresAt) - before;
    expect(lasts).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);
    expect((await client.getJson(`/api/classes/${cls.id}/invitation`, classInvitationStateSchema)).invitation).toEqual(first);

    const second = await invite(client, cls.id);
    expect(second.code).not.toBe(first.code);
    const family = await newFamily(server);
    const old = await family.client.post('/api/class-invitations/join', { code: first.code });
    expect(old.status).toBe(404);
    expect((await readJson(old)).message).toBe(INVITATION_MESSAGES.invalidCode);

    expect((await client.request('DELETE', `/api/classes/${cls.id}/invitation`)).status).toBe(204);
    expect(await client.getJson(`/api/classes/${cls.id}/invitation`, classInvitationStateSchema)).toEqual({ invitation: null });
    expect((await family.client.post('/api/class-invitations/join', { code: second.code })).status).toBe(404);
    expect((await client.request('DELETE', `/api/classes/${cls.id}/invitation`)).status).toBe(404);
  });

  it('only the class teachers reach its invitation, behind the PIN; an archived class makes none', async () => {
    const owner = await newTeacher();
    const cls = await newClass(owner.client);
    const stranger = await newTeacher();
    expect((await stranger.client.get(`/api/classes/${cls.id}/invitation`)).status).toBe(404);
    expect((await stranger.client.post(`/api/classes/${cls.id}/invitation`, {})).status).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/classes/${cls.id}/invitation`)).status).toBe(404);

    const parent = await newFamily(server, { unlocked: true });
    expect((await parent.client.get(`/api/classes/${cls.id}/invitation`)).status).toBe(403);
    const locked = await newFamily(server);
    expect((await locked.client.post(`/api/classes/${cls.id}/invitation`, {})).status).toBe(403);
    expect((await server.client().get(`/api/classes/${cls.id}/invitation`)).status).toBe(401);

    // A co-teacher may make it too.
    const co = await newTeacher();
    expect((await owner.client.post(`/api/classes/${cls.id}/teachers`, { email: co.email })).status).toBe(201);
    await invite(co.client, cls.id);

    await owner.client.postJson(`/api/classes/${cls.id}/archive`, undefined, classDetailSchema);
    const archived = await owner.client.post(`/api/classes/${cls.id}/invitation`, {});
    expect(archived.status).toBe(409);
    expect((await readJson(archived)).message).toBe(CLASS_MESSAGES.archived);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const { client } = await newTeacher();
    const cls = await newClass(client);
    for (const body of [{ expiresInDays: 3 }, { expiresInDays: 'soon' }, { expiresInDays: 7, extra: 1 }]) {
      const answer = await client.post(`/api/classes/${cls.id}/invitation`, body);
      expect(answer.status).toBe(400);
    }
    expect((await client.get('/api/classes/not-an-id/invitation')).status).toBe(400);
    expect(await server.db.select().from(classInvitations).where(eq(classInvitations.classId, cls.id))).toEqual([]);

    const family = await newFamily(server, { unlocked: true });
    for (const code of ['', 'ABC', 'ABCD-EFG0', 'ABCDEFGHJ', 42]) {
      const answer = await family.client.post('/api/class-invitations/join', { code });
      expect(answer.status).toBe(400);
      expect((await readJson(answer)).field).toBe('code');
    }
    expect((await family.client.post('/api/class-invitations/join', {})).status).toBe(400);
    expect((await family.client.post('/api/parent/class-requests/nope/approve')).status).toBe(400);
    expect((await family.client.request('DELETE', '/api/parent/class-requests/nope')).status).toBe(400);
    expect((await family.client.request('DELETE', '/api/parent/children/nope/class')).status).toBe(400);
    expect(await server.db.select().from(classJoinRequests).where(eq(classJoinRequests.childId, family.childId))).toEqual([]);
  });

  it('a child asks with the code as typed; nothing is shared until the parent says yes', async () => {
    const teacher = await newTeacher();
    const cls = await newClass(teacher.client);
    const invitation = await invite(teacher.client, cls.id);
    const family = await newFamily(server);
    expect(await family.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toEqual({ status: 'none', className: null, since: null });

    // Lower case, spaces, no dash: as a child types it.
    const typed = ` ${invitation.code.replace('-', ' ').toLowerCase()} `;
    const status = await family.client.postJson('/api/class-invitations/join', { code: typed }, joinStatusSchema, 201);
    expect(status).toMatchObject({ status: 'pending', className: 'Tuesday Chess Club' });
    expect(await family.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toMatchObject({ status: 'pending', className: cls.name });
    // Asking again is the same request.
    await family.client.postJson('/api/class-invitations/join', { code: invitation.code }, joinStatusSchema, 201);
    expect(await server.db.select().from(classJoinRequests).where(eq(classJoinRequests.childId, family.childId))).toHaveLength(1);

    // The teacher sees nothing of the child yet.
    const detail = await teacher.client.getJson(`/api/classes/${cls.id}`, classDetailSchema);
    expect(detail.students).toEqual([]);
    expect(await seatedIn(family.childId)).toEqual([]);

    // The parent sees exactly what the teacher would see, and who the teachers are.
    await unlockParent(family.client, family.signUp.parentPin);
    const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, family.childId));
    const { requests, memberships } = await family.client.getJson('/api/parent/class-requests', parentClassesSchema);
    expect(memberships).toEqual([]);
    expect(requests).toEqual([
      {
        id: expect.any(String),
        className: cls.name,
        classDescription: 'After school',
        teacherEmails: [teacher.email],
        child: {
          id: family.childId,
          firstName: family.user.firstName,
          age: profile!.age,
          username: family.user.username,
          profileImageUrl: profile!.profileImageUrl,
        },
        requestedAt: expect.any(String),
        blockedBy: null,
        blockedMessage: null,
      },
    ]);
  });

  it('the parent approves: the child joins now, the teacher sees the first name, the child sees its class', async () => {
    const { teacher, cls, family, request } = await asked();
    const before = Date.now();
    const joined = await family.client.postJson(`/api/parent/class-requests/${request.id}/approve`, undefined, classMembershipSchema);
    expect(joined).toMatchObject({
      className: cls.name,
      teacherEmails: [teacher.email],
      child: { id: family.childId, firstName: family.user.firstName },
    });
    expect(Date.parse(joined.joinedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await seatedIn(family.childId)).toEqual([cls.id]);

    const detail = await teacher.client.getJson(`/api/classes/${cls.id}`, classDetailSchema);
    expect(detail.students).toEqual([
      expect.objectContaining({
        studentId: family.childId,
        firstName: family.user.firstName,
        username: family.user.username,
        joinedAt: joined.joinedAt,
      }),
    ]);
    expect(await family.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toMatchObject({ status: 'member', className: cls.name });
    expect((await family.client.getJson('/api/my-class', myClassSchema)).className).toBe(cls.name);
    const after = await family.client.getJson('/api/parent/class-requests', parentClassesSchema);
    expect(after.requests).toEqual([]);
    expect(after.memberships).toEqual([joined]);

    // Answered: a second approval finds nothing; a child in a class cannot ask for another.
    expect((await family.client.post(`/api/parent/class-requests/${request.id}/approve`)).status).toBe(404);
    const other = await newClass(teacher.client, 'Saturday Club');
    const otherInvitation = await invite(teacher.client, other.id);
    const again = await family.client.post('/api/class-invitations/join', { code: otherInvitation.code });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(INVITATION_MESSAGES.alreadyInClass);
  });

  it('once in, the teacher cannot give the family child a way in nor move it; removing it keeps the child in its family', async () => {
    const { teacher, cls, family, request } = await asked();
    await family.client.postJson(`/api/parent/class-requests/${request.id}/approve`, undefined, classMembershipSchema);
    const student = `/api/classes/${cls.id}/students/${family.childId}`;
    // No picture password, no quick-login code: either would open a session of the family's account.
    expect((await teacher.client.post(`${student}/reset`)).status).toBe(409);
    expect((await teacher.client.post(`${student}/quick-code`, {})).status).toBe(409);
    // Its parent said yes to this class and its teachers, not to another one.
    const other = await newClass(teacher.client, 'Saturday Club');
    expect((await teacher.client.post(`${student}/move`, { toClassId: other.id })).status).toBe(409);
    expect(await seatedIn(family.childId)).toEqual([cls.id]);
    // Not on the class's public sign-in page.
    const signIn = await readJson(await server.client().get(`/api/class-login/${cls.code}`));
    expect(signIn.students.map((s: { studentId: string }) => s.studentId)).not.toContain(family.childId);

    expect((await teacher.client.request('DELETE', student)).status).toBe(204);
    expect(await seatedIn(family.childId)).toEqual([]);
    expect(await server.db.select().from(childProfiles).where(eq(childProfiles.id, family.childId))).toHaveLength(1);
    expect(await family.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toMatchObject({ status: 'none' });
    // The family's device is not signed out.
    expect((await family.client.get('/api/auth/user')).status).toBe(200);
  });

  it('the parent declines: the request goes and nothing was shared', async () => {
    const { teacher, cls, family, request } = await asked();
    expect((await family.client.request('DELETE', `/api/parent/class-requests/${request.id}`)).status).toBe(204);
    expect((await family.client.request('DELETE', `/api/parent/class-requests/${request.id}`)).status).toBe(404);
    expect((await family.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests).toEqual([]);
    expect(await family.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toMatchObject({ status: 'none' });
    expect((await teacher.client.getJson(`/api/classes/${cls.id}`, classDetailSchema)).students).toEqual([]);
  });

  it('only the child’s own parent, behind the PIN, answers: not the child, another parent, a teacher or a student', async () => {
    const { teacher, family, request } = await asked();
    const approve = (client: TestClient) => client.post(`/api/parent/class-requests/${request.id}/approve`);

    // The child itself (the same device, the parent area locked).
    await family.client.post('/api/parent/lock');
    const self = await approve(family.client);
    expect(self.status).toBe(403);
    expect((await readJson(self)).code).toBe('parent_gate_required');
    expect((await family.client.request('DELETE', `/api/parent/class-requests/${request.id}`)).status).toBe(403);
    expect((await family.client.request('DELETE', `/api/parent/children/${family.childId}/class`)).status).toBe(403);

    // Another family's parent, unlocked, and the class's teacher: as if it did not exist.
    const stranger = await newFamily(server, { unlocked: true });
    expect((await approve(stranger.client)).status).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/parent/class-requests/${request.id}`)).status).toBe(404);
    expect((await stranger.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests).toEqual([]);
    expect((await approve(teacher.client)).status).toBe(404);
    expect((await server.client().post(`/api/parent/class-requests/${request.id}/approve`)).status).toBe(401);

    // A student account: no parent area at all.
    const studentClass = await newClass(teacher.client, 'Students');
    const cards = await teacher.client.postJson(
      `/api/classes/${studentClass.id}/students`,
      { students: [{ firstName: 'Ada' }] },
      studentCardsSchema,
      201,
    );
    const student = server.client();
    expect(
      (await student.post('/api/class-login', { code: studentClass.code, studentId: cards.cards[0]!.studentId, pictures: cards.cards[0]!.pictures }))
        .status,
    ).toBe(200);
    expect((await approve(student)).status).toBe(403);

    expect(await seatedIn(family.childId)).toEqual([]);
    expect(await server.db.select().from(classJoinRequests).where(eq(classJoinRequests.id, request.id))).toHaveLength(1);
  });

  it('a student account cannot use an invitation', async () => {
    const teacher = await newTeacher();
    const cls = await newClass(teacher.client);
    const cards = await teacher.client.postJson(`/api/classes/${cls.id}/students`, { students: [{ firstName: 'Ada' }] }, studentCardsSchema, 201);
    const other = await newClass(teacher.client, 'Other');
    const invitation = await invite(teacher.client, other.id);
    const student = server.client();
    await student.post('/api/class-login', { code: cls.code, studentId: cards.cards[0]!.studentId, pictures: cards.cards[0]!.pictures });
    const answer = await student.post('/api/class-invitations/join', { code: invitation.code });
    expect(answer.status).toBe(403);
    expect((await readJson(answer)).message).toBe(INVITATION_MESSAGES.studentAccount);
    expect(await server.db.select().from(classJoinRequests).where(eq(classJoinRequests.childId, cards.cards[0]!.studentId))).toEqual([]);
  });

  it('an expired invitation lets nobody ask; a renewed one drops the requests made with the old code', async () => {
    const teacher = await newTeacher();
    const cls = await newClass(teacher.client);
    const invitation = await invite(teacher.client, cls.id, 1);
    const family = await newFamily(server);
    await server.db
      .update(classInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(classInvitations.classId, cls.id));
    expect((await teacher.client.getJson(`/api/classes/${cls.id}/invitation`, classInvitationStateSchema)).invitation?.expired).toBe(true);
    const expired = await family.client.post('/api/class-invitations/join', { code: invitation.code });
    expect(expired.status).toBe(404);
    expect((await readJson(expired)).message).toBe(INVITATION_MESSAGES.invalidCode);

    const { teacher: owner, cls: waitedFor, family: waiting, request } = await asked();
    // Its teacher renews: the waiting request is gone, the parent's yes finds nothing.
    await invite(owner.client, waitedFor.id);
    expect((await waiting.client.post(`/api/parent/class-requests/${request.id}/approve`)).status).toBe(404);
    expect(await waiting.client.getJson('/api/class-invitations/mine', joinStatusSchema)).toMatchObject({ status: 'none' });
    expect((await waiting.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests).toEqual([]);
  });

  it('an archived class takes nobody: its code stops working and a waiting yes is refused', async () => {
    const { teacher, cls, invitation, family, request } = await asked();
    await teacher.client.postJson(`/api/classes/${cls.id}/archive`, undefined, classDetailSchema);
    const answer = await family.client.post(`/api/parent/class-requests/${request.id}/approve`);
    expect(answer.status).toBe(409);
    expect((await readJson(answer)).message).toBe(INVITATION_MESSAGES.classArchived);
    expect((await family.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests[0]).toMatchObject({ blockedBy: 'archived' });
    const late = await newFamily(server);
    expect((await late.client.post('/api/class-invitations/join', { code: invitation.code })).status).toBe(404);
    expect(await seatedIn(family.childId)).toEqual([]);
  });

  it('a full class refuses the yes; so does a child already in another class, named', async () => {
    const { cls, family, request } = await asked();
    // 40 students seated (profiles made directly, as a teacher's list would).
    const filler = await newFamily(server);
    for (let i = 0; i < CLASS_MAX_STUDENTS; i += 1) {
      const child = await createChildProfile(server.db, filler.accountId, { firstName: `Kid`, age: 8 });
      await server.db.insert(classStudents).values({ classId: cls.id, childId: child.id });
    }
    const full = await family.client.post(`/api/parent/class-requests/${request.id}/approve`);
    expect(full.status).toBe(409);
    expect((await readJson(full)).message).toBe(INVITATION_MESSAGES.classFull);
    expect((await family.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests[0]).toMatchObject({
      blockedBy: 'full',
      blockedMessage: INVITATION_MESSAGES.classFull,
    });

    const second = await asked();
    const otherTeacher = await newTeacher();
    const other = await newClass(otherTeacher.client, 'Chess Kids');
    await server.db.insert(classStudents).values({ classId: other.id, childId: second.family.childId });
    const message = INVITATION_MESSAGES.childInClass(second.family.user.firstName, 'Chess Kids');
    expect((await second.family.client.getJson('/api/parent/class-requests', parentClassesSchema)).requests[0]).toMatchObject({
      blockedBy: 'in-class',
      blockedMessage: message,
    });
    const inClass = await second.family.client.post(`/api/parent/class-requests/${second.request.id}/approve`);
    expect(inClass.status).toBe(409);
    expect((await readJson(inClass)).message).toBe(message);
  });

  it('two parents saying yes at once to the last seat: exactly one child joins', async () => {
    const teacher = await newTeacher();
    const cls = await newClass(teacher.client);
    const invitation = await invite(teacher.client, cls.id);
    const filler = await newFamily(server);
    for (let i = 0; i < CLASS_MAX_STUDENTS - 1; i += 1) {
      const child = await createChildProfile(server.db, filler.accountId, { firstName: 'Kid', age: 8 });
      await server.db.insert(classStudents).values({ classId: cls.id, childId: child.id });
    }
    const families: { family: Family; requestId: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const family = await newFamily(server);
      await family.client.postJson('/api/class-invitations/join', { code: invitation.code }, joinStatusSchema, 201);
      await unlockParent(family.client, family.signUp.parentPin);
      const { requests } = await family.client.getJson('/api/parent/class-requests', parentClassesSchema);
      families.push({ family, requestId: requests[0]!.id });
    }
    const answers = await Promise.all(families.map(({ family, requestId }) => family.client.post(`/api/parent/class-requests/${requestId}/approve`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [seats] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classStudents)
      .where(eq(classStudents.classId, cls.id));
    expect(seats!.n).toBe(CLASS_MAX_STUDENTS);
  });

  it('the parent takes the child out at any time: the membership goes, the child and its data stay', async () => {
    const { teacher, cls, invitation, family, request } = await asked();
    await family.client.postJson(`/api/parent/class-requests/${request.id}/approve`, undefined, classMembershipSchema);
    // Something only the class keeps about the child: an assignment given to the child by name.
    const modules = (await readJson(await family.client.get('/api/modules'))) as { id: string }[];
    const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const assigned = await teacher.client.post(`/api/classes/${cls.id}/assignments`, {
      kind: 'lesson_module',
      moduleId: modules[0]!.id,
      studentIds: [family.childId],
      dueAt,
    });
    expect(assigned.status).toBe(201);
    const assignedRows = async () =>
      (await server.db.select().from(classAssignmentStudents).where(eq(classAssignmentStudents.childId, family.childId))).length;
    expect(await assignedRows()).toBe(1);
    const stranger = await newFamily(server, { unlocked: true });
    expect((await stranger.client.request('DELETE', `/api/parent/children/${family.childId}/class`)).status).toBe(404);
    expect(await seatedIn(family.childId)).toEqual([cls.id]);

    expect((await family.client.request('DELETE', `/api/parent/children/${family.childId}/class`)).status).toBe(204);
    expect(await seatedIn(family.childId)).toEqual([]);
    expect(await server.db.select().from(childProfiles).where(eq(childProfiles.id, family.childId))).toHaveLength(1);
    expect(await assignedRows()).toBe(0);
    expect((await teacher.client.getJson(`/api/classes/${cls.id}`, classDetailSchema)).students).toEqual([]);
    expect((await family.client.get('/api/my-class')).status).toBe(404);
    expect((await family.client.getJson('/api/parent/class-requests', parentClassesSchema)).memberships).toEqual([]);
    const again = await family.client.request('DELETE', `/api/parent/children/${family.childId}/class`);
    expect(again.status).toBe(404);
    expect((await readJson(again)).message).toBe(INVITATION_MESSAGES.childNotInClass);
    // The child may ask again.
    expect((await family.client.post('/api/class-invitations/join', { code: invitation.code })).status).toBe(201);
  });

  it('the child-data export holds the request and the membership; erasing the child removes both', async () => {
    const { family, request, cls } = await asked();
    const exported = JSON.parse(await (await family.client.get(`/api/parent/children/${family.childId}/export`)).text());
    expect(exported.records.class_join_requests).toEqual([expect.objectContaining({ id: request.id, childId: family.childId, classId: cls.id })]);
    await family.client.postJson(`/api/parent/class-requests/${request.id}/approve`, undefined, classMembershipSchema);
    const after = JSON.parse(await (await family.client.get(`/api/parent/children/${family.childId}/export`)).text());
    expect(after.records.class_students).toEqual([expect.objectContaining({ classId: cls.id, childId: family.childId })]);
    expect(after.records.class_join_requests).toEqual([]);

    // The family's only child erased: nothing of it is left in the class.
    expect((await family.client.request('DELETE', `/api/parent/children/${family.childId}`)).status).toBe(200);
    expect(await seatedIn(family.childId)).toEqual([]);
  });
});
