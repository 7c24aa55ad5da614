import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { DatabaseHandle } from '../../db/client';
import { signUpBody, startTestServer } from '../../test/app';
import { readJson, type TestClient } from '../../test/http-client';
import { openTestDatabase, testEngines } from '../../test/services';

const engines = await testEngines();

describe.each(engines)('parent gate on %s', (engine) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  async function signUp(): Promise<{ client: TestClient; body: ReturnType<typeof signUpBody> }> {
    const client = server.client();
    const body = signUpBody({ parentPin: '4321' });
    expect((await client.post('/api/signup', body)).status).toBe(201);
    return { client, body };
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('starts locked, refuses a wrong PIN kindly, and unlocks with the right one', async () => {
    const { client } = await signUp();
    expect(await readJson(await client.get('/api/parent/status'))).toEqual({ unlocked: false, canResetWithPassword: true });

    const wrong = await client.post('/api/parent/unlock', { pin: '0000' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).message).toBe(PARENT_MESSAGES.wrongPin);
    const malformed = await client.post('/api/parent/unlock', { pin: '12a4' });
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).message).toBe('pin must be exactly 4 digits');
    expect((await readJson(await client.post('/api/parent/unlock', {}))).message).toBe('pin is required');

    expect((await client.post('/api/parent/unlock', { pin: '4321' })).status).toBe(200);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(true);
  });

  it('keeps the unlock for this session only: a new sign-in starts locked', async () => {
    const { client, body } = await signUp();
    expect((await client.post('/api/parent/unlock', { pin: '4321' })).status).toBe(200);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(true);

    const otherDevice = server.client();
    expect((await otherDevice.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
    expect((await readJson(await otherDevice.get('/api/parent/status'))).unlocked).toBe(false);

    // Signing in again in the same browser regenerates the session: locked again.
    expect((await client.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(false);
  });

  it('locks again on request', async () => {
    const { client } = await signUp();
    await client.post('/api/parent/unlock', { pin: '4321' });
    expect(await readJson(await client.post('/api/parent/lock'))).toEqual({ unlocked: false });
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(false);
  });

  it('allows 5 tries in 15 minutes per account, even the right PIN after that', async () => {
    const { client, body } = await signUp();
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/parent/unlock', { pin: '9999' })).status).toBe(400);
    const blocked = await client.post('/api/parent/unlock', { pin: '4321' });
    expect(blocked.status).toBe(429);
    expect((await readJson(blocked)).message).toBe(PARENT_MESSAGES.tooManyPinAttempts);
    // The limit belongs to the account, not to one session.
    const otherDevice = server.client();
    await otherDevice.post('/api/login', { email: body.email, password: body.password });
    expect((await otherDevice.post('/api/parent/unlock', { pin: '4321' })).status).toBe(429);
  });

  it('resets the PIN with the account password', async () => {
    const { client, body } = await signUp();
    const wrong = await client.post('/api/parent/reset-pin', { password: 'not the password', newPin: '2468' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).message).toBe(PARENT_MESSAGES.wrongPassword);
    expect((await client.post('/api/parent/reset-pin', { password: body.password, newPin: '24' })).status).toBe(400);

    const ok = await client.post('/api/parent/reset-pin', { password: body.password, newPin: '2468' });
    expect(ok.status).toBe(200);
    expect((await readJson(await client.get('/api/parent/status'))).unlocked).toBe(true);
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
