import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classDetailSchema, classListSchema, classLoginSchema, studentCardsSchema } from '@chess-quest/protocol/classes';
import { classes, classTeachers } from '../../db/schema/classes';
import { newTeacher, TEACHER_PIN, useTestServer } from '../../test/fixture';
import { expectJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { eraseOrphanStudents } from './index';
import type { ClassesServices } from './routes';

const engines = await featureEngines();

// Issue 24: an owner who closes the account hands each class to a co-teacher (the first who
// joined it), who becomes its owner; the class, its students and its news go on. A class with
// no co-teacher goes with the account, as before.
describe.each(engines)("closing a class owner's account on %s", (engine) => {
  const server = useTestServer(engine);

  it('hands a class to its first co-teacher, who owns it from then on; a class without one goes', async () => {
    const owner = await newTeacher(server);
    const first = await newTeacher(server);
    const second = await newTeacher(server);
    const shared = await expectJson(await owner.client.post('/api/classes', { name: 'Shared club' }), classDetailSchema, 201);
    const alone = await expectJson(await owner.client.post('/api/classes', { name: 'Alone club' }), classDetailSchema, 201);
    const cards = await expectJson(
      await owner.client.post(`/api/classes/${shared.id}/students`, { students: [{ firstName: 'Ada' }] }),
      studentCardsSchema,
      201,
    );
    await owner.client.postJson(`/api/classes/${shared.id}/teachers`, { email: first.email }, classDetailSchema, 201);
    await owner.client.postJson(`/api/classes/${shared.id}/teachers`, { email: second.email }, classDetailSchema, 201);

    // The wrong PIN closes nothing and hands nothing over.
    expect((await owner.client.post('/api/account/close', { parentPin: '1111' })).status).toBe(403);
    expect((await server.db.select().from(classes).where(eq(classes.id, shared.id)))[0]!.ownerAccountId).toBe(owner.accountId);

    expect((await owner.client.post('/api/account/close', { parentPin: TEACHER_PIN })).status).toBe(204);

    // The first co-teacher owns the shared class now; the second is still a co-teacher.
    const detail = await first.client.getJson(`/api/classes/${shared.id}`, classDetailSchema);
    expect(detail.myRole).toBe('owner');
    expect(detail.teachers.map((t) => [t.email, t.role]).sort()).toEqual(
      [
        [first.email, 'owner'],
        [second.email, 'co'],
      ].sort(),
    );
    expect(detail.students.map((s) => s.firstName)).toEqual(['Ada']);
    const [row] = await server.db.select().from(classes).where(eq(classes.id, shared.id));
    expect(row!.ownerAccountId).toBe(first.accountId);
    expect(await server.db.select().from(classTeachers).where(eq(classTeachers.accountId, owner.accountId))).toEqual([]);
    // With the owner's rights: it may remove the other co-teacher.
    expect((await first.client.request('DELETE', `/api/classes/${shared.id}/teachers/${second.accountId}`)).status).toBeLessThan(300);
    expect((await second.client.getJson('/api/classes', classListSchema)).classes).toEqual([]);

    // The class without a co-teacher went with the account.
    expect(await server.db.select().from(classes).where(eq(classes.id, alone.id))).toEqual([]);
    // The shared class's student is in a class still: the orphan sweep leaves it, and it signs in as before.
    expect(await eraseOrphanStudents(server.running.assembly.features.services.get('classes') as ClassesServices)).toBe(0);
    const login = await server.client().getJson(`/api/class-login/${shared.code}`, classLoginSchema);
    expect(login.students.map((s) => s.studentId)).toEqual([cards.cards[0]!.studentId]);
    const card = cards.cards[0]!;
    expect((await server.client().post('/api/class-login', { code: shared.code, studentId: card.studentId, pictures: card.pictures })).status).toBe(
      200,
    );
  });
});
