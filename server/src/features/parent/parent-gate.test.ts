import { describe, expect, it } from 'vitest';
import { authUserSchema } from '@chess-quest/protocol/auth';
import { PARENT_MESSAGES, parentGateAnswerSchema, parentStatusSchema } from '@chess-quest/protocol/parent';
import { newFamily, useTestServer } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('parent gate on %s', (engine) => {
  const server = useTestServer(engine);
  const signUp = async () => {
    const { client, signUp: body } = await newFamily(server, { parentPin: '4321' });
    return { client, body };
  };

  it('starts locked, refuses a wrong PIN kindly, and unlocks with the right one', async () => {
    const { client } = await signUp();
    expect(await client.getJson('/api/parent/status', parentStatusSchema)).toEqual({ unlocked: false, canResetWithPassword: true });

    const wrong = await client.post('/api/parent/unlock', { pin: '0000' });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toEqual({ code: 'invalid_input', message: PARENT_MESSAGES.wrongPin, reason: 'parent.wrongPin' });
    const malformed = await client.post('/api/parent/unlock', { pin: '12a4' });
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).message).toBe('pin must be exactly 4 digits');
    expect((await readJson(await client.post('/api/parent/unlock', {}))).message).toBe('pin is required');

    expect(await client.postJson('/api/parent/unlock', { pin: '4321' }, parentGateAnswerSchema)).toEqual({ unlocked: true });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);
  });

  it('keeps the unlock for this session only: a new sign-in starts locked', async () => {
    const { client, body } = await signUp();
    expect(await client.postJson('/api/parent/unlock', { pin: '4321' }, parentGateAnswerSchema)).toEqual({ unlocked: true });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);

    const otherDevice = server.client();
    await otherDevice.postJson('/api/login', { email: body.email, password: body.password }, authUserSchema);
    expect((await otherDevice.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(false);

    // Signing in again in the same browser regenerates the session: locked again.
    await client.postJson('/api/login', { email: body.email, password: body.password }, authUserSchema);
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(false);
  });

  it('locks again on request', async () => {
    const { client } = await signUp();
    await client.post('/api/parent/unlock', { pin: '4321' });
    expect(await client.postJson('/api/parent/lock', undefined, parentGateAnswerSchema)).toEqual({ unlocked: false });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(false);
  });

  it('allows 5 tries in 15 minutes per account, even the right PIN after that', async () => {
    const { client, body } = await signUp();
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/parent/unlock', { pin: '9999' })).status).toBe(400);
    const blocked = await client.post('/api/parent/unlock', { pin: '4321' });
    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({
      code: 'rate_limited',
      message: PARENT_MESSAGES.tooManyPinAttempts,
      reason: 'parent.tooManyPinAttempts',
    });
    // The limit belongs to the account, not to one session.
    const otherDevice = server.client();
    await otherDevice.post('/api/login', { email: body.email, password: body.password });
    expect((await otherDevice.post('/api/parent/unlock', { pin: '4321' })).status).toBe(429);
  });

  it('resets the PIN with the account password', async () => {
    const { client, body } = await signUp();
    const wrong = await client.post('/api/parent/reset-pin', { password: 'not the password', newPin: '2468' });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toEqual({ code: 'invalid_input', message: PARENT_MESSAGES.wrongPassword, reason: 'parent.wrongPassword' });
    expect((await client.post('/api/parent/reset-pin', { password: body.password, newPin: '24' })).status).toBe(400);

    const ok = await client.postJson('/api/parent/reset-pin', { password: body.password, newPin: '2468' }, parentGateAnswerSchema);
    expect(ok).toEqual({ unlocked: true });
    expect((await client.getJson('/api/parent/status', parentStatusSchema)).unlocked).toBe(true);
    await client.post('/api/parent/lock');
    expect((await client.post('/api/parent/unlock', { pin: '4321' })).status).toBe(400);
    expect((await client.post('/api/parent/unlock', { pin: '2468' })).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/parent/status')).status).toBe(401);
    expect((await visitor.post('/api/parent/unlock', { pin: '1234' })).status).toBe(401);
  });
});
