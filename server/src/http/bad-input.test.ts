import { beforeAll, describe, expect, it } from 'vitest';
import { newFamily, useTestServer } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { featureEngines } from '../test/services';

// Inputs that once reached PostgreSQL, a URL parser or a decoder unguarded and gave 500s
// (issue 10). Each must be a 4xx with a sentence naming what is wrong.

const engines = await featureEngines();

async function expectRefused(response: Response, status = 400, message?: RegExp) {
  const body = await readJson(response).catch(() => null);
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body).toMatchObject({ message: expect.any(String) });
  if (message) expect(body.message).toMatch(message);
}

describe.each(engines)('bad input gets a 4xx on %s', (engine) => {
  const server = useTestServer(engine);
  let child: TestClient;

  beforeAll(async () => {
    ({ client: child } = await newFamily(server));
  });

  it('refuses a malformed percent-encoding in the path, signed in or out', async () => {
    const signedOut = server.client();
    for (const client of [signedOut, child]) {
      await expectRefused(await client.get('/api/ai-games/%ZZ'), 400, /address/i);
      await expectRefused(await client.get('/api/avatars/%'), 400, /address/i);
      await expectRefused(await client.post('/api/user/puzzles/%E0%A4%A/attempt', { solved: true, attempts: 1, solvedAt: null }), 400);
    }
  });

  it('refuses NUL characters in ids, query strings and bodies', async () => {
    await expectRefused(await child.get('/api/modules/a%00b'), 400, /NUL|not allowed/i);
    await expectRefused(await child.get('/api/story/chapters/a%00b'), 400);
    await expectRefused(await child.post('/api/user/puzzles/p%00x/attempt', { solved: false, attempts: 1, solvedAt: null }), 400);
    await expectRefused(await child.post('/api/story/chapters/x%00/challenges/0/complete', { moves: [] }), 400);
    await expectRefused(await child.get('/api/puzzles?filter=a%00b'), 400);
    await expectRefused(
      await child.post('/api/billing/demo/confirm', { clientSecret: 'demo\u0000secret', cardNumber: '4242424242424242' }),
      400,
      /clientSecret/,
    );
  });

  it('refuses a POST whose Origin is null or not a URL with 403, not 500', async () => {
    for (const origin of ['null', 'http://[bad', '::::', 'http://exa mple.com']) {
      const response = await child.post('/api/parent/lock', {}, { origin, 'sec-fetch-site': 'cross-site' });
      await expectRefused(response, 403);
    }
    // Without Sec-Fetch-Site too (an older browser or a tool).
    const bare = server.client({ origin: 'null', fetchSite: null });
    await expectRefused(await bare.post('/api/login', { email: 'a@example.com', password: 'x' }), 403);
  });

  it('takes a time zone the JS runtime knows and PostgreSQL does not without a 5xx', async () => {
    const response = await child.post(
      '/api/user/puzzles/gen-0006a76d34/attempt',
      { solved: false, attempts: 1, solvedAt: null, moves: [] },
      { 'x-time-zone': 'Canada/East-Saskatchewan' },
    );
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a solvedAt in year 0000', async () => {
    const response = await child.post('/api/user/puzzles/gen-0006a76d34/attempt', {
      solved: true,
      attempts: 1,
      solvedAt: '0000-01-01T00:00:00Z',
      moves: [],
    });
    await expectRefused(response, 400, /solvedAt/);
  });
});
