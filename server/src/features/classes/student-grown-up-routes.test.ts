import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, classDetailSchema, studentCardsSchema } from '@chess-quest/protocol/classes';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { subscriptionStateSchema } from '@chess-quest/protocol/subscription';
import { newTeacher, useTestServer } from '../../test/fixture';
import { expectJson, readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

// A student's account (made by a teacher, decision 036) buys nothing and never opens the
// parent area: every purchase and parent route refuses it, whatever it sends, and nothing
// about its plan changes.
describe.each(engines)("a student's purchase and parent calls on %s", (engine) => {
  const server = useTestServer(engine);

  async function signedInStudent() {
    const { client: teacher } = await newTeacher(server);
    const cls = await expectJson(await teacher.post('/api/classes', { name: 'Chess Club' }), classDetailSchema, 201);
    const cards = await expectJson(
      await teacher.post(`/api/classes/${cls.id}/students`, { students: [{ firstName: 'Ada' }] }),
      studentCardsSchema,
      201,
    );
    const card = cards.cards[0]!;
    const student = server.client();
    expect((await student.post('/api/class-login', { code: cards.code, studentId: card.studentId, pictures: card.pictures })).status).toBe(200);
    return { student, childId: card.studentId };
  }

  it('refuses every purchase and parent route with 403 and changes no plan', async () => {
    const { student, childId } = await signedInStudent();
    const before = await student.getJson('/api/subscription', subscriptionStateSchema);
    expect(before.status).toBe('inactive');

    const premium = { planType: 'Premium', amount: PLAN_PRICES_CENTS.Premium };
    const calls: [method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: unknown][] = [
      ['post', '/api/subscription/create', premium],
      // A body that is not even valid: the role is refused before the input is read.
      ['post', '/api/subscription/create', { planType: 'Gold' }],
      ['post', '/api/subscription/change', { planType: 'Family' }],
      ['post', '/api/subscription/cancel', {}],
      ['post', '/api/subscription/resume', {}],
      ['post', '/api/billing/demo/confirm', { clientSecret: 'x', cardNumber: '4242424242424242' }],
      ['get', '/api/parent/family'],
      ['post', '/api/parent/children', { firstName: 'Leo', age: 7 }],
      ['get', `/api/parent/children/${childId}/dashboard`],
      ['get', `/api/parent/children/${childId}/export`],
      ['delete', `/api/parent/children/${childId}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await student.request(method.toUpperCase(), path, body === undefined ? {} : { json: body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(((await readJson(answer)) as { message: string }).message, path).toBe(CLASS_MESSAGES.studentAccount);
    }
    // The parent area's own door does not open either: no PIN to pass, no password to reset it with.
    for (const [path, body] of [
      ['/api/parent/unlock', { pin: '0000' }],
      ['/api/parent/approve', { pin: '0000', act: 'share' }],
      ['/api/parent/reset-pin', { password: 'anything at all', newPin: '1234' }],
    ] as const) {
      const status = (await student.post(path, body)).status;
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
    expect((await student.get('/api/parent/family')).status).toBe(403);
    expect(await student.getJson('/api/subscription', subscriptionStateSchema)).toEqual(before);
  });
});
