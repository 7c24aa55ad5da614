import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ADDRESS_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { signUpBody, uniqueEmail } from '../test/app';
import { useTestServer } from '../test/fixture';

// Issue 10: sign-in was limited per address+email only, so one address could try any number
// of emails, each costing a scrypt hash; 100 parallel bogus sign-ins took a real one from
// 185 ms to 5.3 s. Now one address meets a 429 however many emails it tries, sign-ups are
// limited per address too, and the hashing that runs at once is bounded per address, so a
// parent elsewhere signs in at normal speed during such a flood.

const ATTACKER = '203.0.113.7';
const PARENT = '198.51.100.20';

describe('sign-in and sign-up limits per address', () => {
  const server = useTestServer('pglite', { trustProxy: 1, addressRateLimits: true });
  const parent = signUpBody();

  const anonymous = () => server.client();
  const login = (address: string, email: string, password = 'not the password') =>
    anonymous().post('/api/login', { email, password }, { 'x-forwarded-for': address });

  beforeAll(async () => {
    expect((await anonymous().post('/api/signup', parent, { 'x-forwarded-for': PARENT })).status).toBe(201);
  });

  it('keeps a real sign-in fast while 100 bogus ones with different emails run in parallel', async () => {
    const quiet = performance.now();
    expect((await login(PARENT, parent.email, parent.password)).status).toBe(200);
    const quietMs = performance.now() - quiet;

    const floodStarted = performance.now();
    const flood = Array.from({ length: 100 }, () => login(ATTACKER, uniqueEmail('bogus')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const real = await login(PARENT, parent.email, parent.password);
    const underFloodMs = performance.now() - started;
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    const floodMs = performance.now() - floodStarted;

    console.info(
      `real sign-in: ${quietMs.toFixed(0)} ms quiet, ${underFloodMs.toFixed(0)} ms under 100 parallel bogus sign-ins (all answered in ${floodMs.toFixed(0)} ms)`,
    );
    // Its time is printed, not asserted (speed is measured by benchmarks, not timed tests):
    // what this test holds is that the flood is refused and the real parent still gets in.
    expect(real.status).toBe(200);
    // The flood from one address meets 429s, whatever the emails: at most 50 of the 100 pass the
    // address's window (SIGN_IN_ADDRESS_RATE_LIMIT). How many of those 50 the two-at-once bound
    // also refuses depends on how the requests arrive, so it is not counted here:
    // account-limits.test.ts holds that bound.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - SIGN_IN_ADDRESS_RATE_LIMIT.attempts);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  }, 60_000);

  it('limits sign-ups per address', async () => {
    const address = '192.0.2.55';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await anonymous().post('/api/signup', signUpBody(), { 'x-forwarded-for': address });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await anonymous().post('/api/signup', signUpBody(), { 'x-forwarded-for': '192.0.2.56' })).status).toBe(201);
  }, 60_000);
});
