import { fc, it } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import { FEATURES } from '../features';
import { signUpBody } from '../test/app';
import { newFamily, useTestServer } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { bodyNear, nastyString, nastyValue, pathSegment } from './fuzz-arbitraries';

// Property-based: generated params, query strings, bodies and headers for every route of
// the API, against the real app on PGlite. Whatever arrives: never a 5xx, never a hang,
// and nothing written when the answer is a refusal. Runs are few (each is a real request)
// so the file stays within a few seconds; a failure prints the shrunk input to replay.

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** Signed-out routes run on a client of their own: a success would change the session. */
  anonymous?: boolean;
}

const ROUTES: Route[] = [
  { method: 'POST', path: '/api/login', body: { email: 'a@example.com', password: 'correct horse battery' }, anonymous: true },
  { method: 'POST', path: '/api/signup', body: signUpBody(), anonymous: true },
  {
    method: 'POST',
    path: '/api/signup/child',
    body: { parentPin: '1234', childFirstName: 'Mia', childAge: 8, privacyConsent: true },
    anonymous: true,
  },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/placeholder/:a/:b' },
  { method: 'GET', path: '/api/avatars/:a' },
  { method: 'GET', path: '/api/modules/:a' },
  { method: 'POST', path: '/api/modules/:a/steps/:b/complete', body: { moves: ['e2e4'] } },
  { method: 'GET', path: '/api/story/chapters/:a' },
  { method: 'POST', path: '/api/story/chapters/:a/challenges/:b/complete', body: { moves: ['e2e4'] } },
  { method: 'GET', path: '/api/puzzles' },
  { method: 'POST', path: '/api/user/puzzles/:a/attempt', body: { solved: false, attempts: 1, solvedAt: null, moves: [] } },
  { method: 'GET', path: '/api/user/progress' },
  { method: 'POST', path: '/api/ai-games/create', body: { difficulty: 'easy', playerColor: 'white' } },
  { method: 'GET', path: '/api/ai-games/buddies' },
  { method: 'GET', path: '/api/ai-games/:a' },
  { method: 'POST', path: '/api/ai-games/:a/move', body: { move: 'e4' } },
  { method: 'POST', path: '/api/ai-games/:a/resign', body: {} },
  { method: 'GET', path: '/api/ai-games/:a/review' },
  { method: 'GET', path: '/api/multiplayer/games/:a' },
  { method: 'GET', path: '/api/multiplayer/players/:a/badges' },
  { method: 'POST', path: '/api/multiplayer/invite', body: { receiverId: '00000000-0000-4000-8000-000000000000', timeControl: 300 } },
  { method: 'POST', path: '/api/multiplayer/respond', body: { invitationId: '00000000-0000-4000-8000-000000000000', response: 'accept' } },
  { method: 'POST', path: '/api/multiplayer/games/:a/move', body: { move: 'e4', version: 1 } },
  { method: 'POST', path: '/api/multiplayer/games/:a/draw', body: { action: 'offer' } },
  { method: 'GET', path: '/api/parent/children/:a/dashboard' },
  { method: 'POST', path: '/api/parent/children', body: { childFirstName: 'Leo', childAge: 7, avatar: 'fox' } },
  { method: 'POST', path: '/api/parent/active-child', body: { childId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'DELETE', path: '/api/parent/children/:a' },
  { method: 'POST', path: '/api/subscription/create', body: { planType: 'Premium', amount: 499 } },
  { method: 'POST', path: '/api/subscription/change', body: { planType: 'Family' } },
  { method: 'POST', path: '/api/billing/demo/confirm', body: { clientSecret: 'demo_pi_1_secret_x', cardNumber: '4000000000000002' } },
  { method: 'POST', path: '/api/user/activity-heartbeat', body: {} },
  { method: 'GET', path: '/api/mini-challenges' },
  { method: 'POST', path: '/api/mini-challenges/:a/runs', body: {} },
  { method: 'GET', path: '/api/mini-challenges/runs/:a' },
  { method: 'POST', path: '/api/mini-challenges/runs/:a/answers', body: { kind: 'quick_move', square: 'e4' } },
  { method: 'POST', path: '/api/mini-challenges/runs/:a/finish', body: {} },
  { method: 'GET', path: '/api/puzzle-races/current' },
  { method: 'POST', path: '/api/puzzle-races', body: { inviteeIds: ['00000000-0000-4000-8000-000000000000'] } },
  { method: 'GET', path: '/api/puzzle-races/:a' },
  { method: 'POST', path: '/api/puzzle-races/:a/respond', body: { response: 'accept' } },
  { method: 'POST', path: '/api/puzzle-races/:a/start', body: {} },
  { method: 'POST', path: '/api/puzzle-races/:a/cancel', body: {} },
  { method: 'POST', path: '/api/puzzle-races/:a/answers', body: { index: 0, move: 'e2e4' } },
  // The family's PIN is 1234 (signUpBody): the samples near a valid body carry wrong ones, so
  // a run never closes the account or changes the PIN the other runs use.
  { method: 'POST', path: '/api/account/close', body: { parentPin: '9876' } },
  { method: 'POST', path: '/api/parent/unlock', body: { pin: '9876' } },
  {
    method: 'POST',
    path: '/api/parent/approve',
    body: { pin: '9876', act: { kind: 'share', shareableType: 'achievement', shareableId: 'first-steps' } },
  },
  { method: 'POST', path: '/api/parent/reset-pin', body: { password: 'not the password', newPin: '4321' } },
  { method: 'PATCH', path: '/api/parent/children/:a', body: { firstName: 'Leo', age: 7 } },
  { method: 'GET', path: '/api/parent/children/:a/export' },
  { method: 'POST', path: '/api/gamification/badges/equip', body: { badgeId: '00000000-0000-4000-8000-000000000000', equipped: true } },
  { method: 'GET', path: '/api/gamification/icons/:a.svg' },
  { method: 'POST', path: '/api/social/badges/generate', body: { badgeType: 'achievement', badgeId: 'first-steps' } },
  {
    method: 'POST',
    path: '/api/social/shares',
    body: { shareableType: 'achievement', shareableId: 'first-steps', platform: 'twitter', shareText: 'I did it!' },
  },
  { method: 'POST', path: '/api/social/links', body: { shareableType: 'achievement', shareableId: 'first-steps' } },
  { method: 'DELETE', path: '/api/social/links/:a' },
  { method: 'GET', path: '/api/social/public/:a/:b' },
  { method: 'POST', path: '/api/learning-paths/:a/start', body: {} },
  { method: 'POST', path: '/api/learning-paths/:a/continue', body: {} },
  { method: 'POST', path: '/api/learning-insights/:a/read', body: {} },
  { method: 'POST', path: '/api/ai-games/:a/hint', body: {} },
  { method: 'GET', path: '/api/chess/heatmap' },
  { method: 'GET', path: '/api/chess/games/:a' },
  { method: 'POST', path: '/api/multiplayer/games/:a/resign', body: {} },
  { method: 'PATCH', path: '/api/customization/user', body: { selectedBoardTheme: 'classic' } },
  { method: 'POST', path: '/api/customization/themes/:a/:b/unlock', body: {} },
  { method: 'GET', path: '/api/avatars/built/:a' },
  {
    method: 'POST',
    path: '/api/teachers/signup',
    body: { email: 'teacher@example.com', password: 'correct horse battery', parentPin: '1234', privacyConsent: true },
    anonymous: true,
  },
  { method: 'POST', path: '/api/teachers/me', body: {} },
  { method: 'GET', path: '/api/classes' },
  { method: 'POST', path: '/api/classes', body: { name: 'Chess club', description: 'Tuesdays' } },
  { method: 'GET', path: '/api/classes/:a' },
  { method: 'PATCH', path: '/api/classes/:a', body: { name: 'Chess club', description: 'Tuesdays' } },
  { method: 'POST', path: '/api/classes/:a/archive', body: {} },
  { method: 'POST', path: '/api/classes/:a/restore', body: {} },
  { method: 'POST', path: '/api/classes/:a/teachers', body: { email: 'teacher@example.com' } },
  { method: 'DELETE', path: '/api/classes/:a/teachers/:b' },
  { method: 'GET', path: '/api/classes/:a/progress' },
  { method: 'GET', path: '/api/classes/:a/news' },
  { method: 'POST', path: '/api/classes/:a/news', body: { body: 'No class next week.' } },
  { method: 'DELETE', path: '/api/classes/:a/news/:b' },
  { method: 'POST', path: '/api/classes/:a/students', body: { students: [{ firstName: 'Ada', age: 8 }] } },
  { method: 'POST', path: '/api/classes/:a/students/:b/reset', body: {} },
  { method: 'DELETE', path: '/api/classes/:a/students/:b' },
  { method: 'GET', path: '/api/class-login/:a', anonymous: true },
  { method: 'POST', path: '/api/classes/:a/quick-codes', body: { validFor: 'lesson' } },
  { method: 'POST', path: '/api/classes/:a/students/:b/quick-code', body: { validFor: 'day' } },
  { method: 'POST', path: '/api/classes/:a/students/:b/move', body: { toClassId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', path: '/api/class-login/quick', body: { code: 'ABCD-EFGH' }, anonymous: true },
  {
    method: 'POST',
    path: '/api/class-login',
    body: { code: 'ABCDEF', studentId: '00000000-0000-4000-8000-000000000000', pictures: ['cat', 'dog', 'fish'] },
    anonymous: true,
  },
  { method: 'GET', path: '/api/classes/:a/invitation' },
  { method: 'POST', path: '/api/classes/:a/invitation', body: { expiresInDays: 7 } },
  { method: 'DELETE', path: '/api/classes/:a/invitation' },
  { method: 'POST', path: '/api/class-invitations/join', body: { code: 'ABCD-EFGH' } },
  { method: 'POST', path: '/api/parent/class-requests/:a/approve', body: {} },
  { method: 'DELETE', path: '/api/parent/class-requests/:a' },
  { method: 'DELETE', path: '/api/parent/children/:a/class' },
  { method: 'GET', path: '/api/assignment-choices/puzzles' },
  { method: 'GET', path: '/api/classes/:a/assignments' },
  {
    method: 'POST',
    path: '/api/classes/:a/assignments',
    body: { kind: 'puzzle_set', puzzles: { theme: 'fork', count: 3 }, dueAt: '2030-01-01T12:00:00Z' },
  },
  { method: 'PATCH', path: '/api/classes/:a/assignments/:b', body: { dueAt: '2030-01-01T12:00:00Z' } },
  { method: 'DELETE', path: '/api/classes/:a/assignments/:b' },
  { method: 'POST', path: '/api/class-play/challenge', body: { receiverId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'GET', path: '/api/classes/:a/play' },
  { method: 'POST', path: '/api/classes/:a/play/race', body: {} },
  { method: 'POST', path: '/api/classes/:a/play/race/start', body: {} },
  { method: 'POST', path: '/api/classes/:a/play/race/cancel', body: {} },
  { method: 'GET', path: '/api/classes/:a/play/games/:b' },
  { method: 'GET', path: '/api/arenas/:a' },
  { method: 'GET', path: '/api/arenas/:a/standings' },
  { method: 'POST', path: '/api/arenas/join-code', body: { code: 'ABCD-EFGH' } },
  { method: 'POST', path: '/api/arenas/:a/join', body: {} },
  { method: 'POST', path: '/api/arenas/:a/pause', body: {} },
  { method: 'POST', path: '/api/arenas/:a/resume', body: {} },
  { method: 'POST', path: '/api/arenas/:a/leave', body: {} },
  { method: 'GET', path: '/api/classes/:a/arenas' },
  { method: 'POST', path: '/api/classes/:a/arenas', body: { timeControl: '5+0', minutes: 20 } },
  { method: 'GET', path: '/api/classes/:a/arenas/:b/standings' },
  { method: 'POST', path: '/api/classes/:a/arenas/:b/cancel', body: {} },
  { method: 'POST', path: '/api/classes/:a/arenas/:b/end', body: {} },
  { method: 'POST', path: '/api/parent/arenas', body: { timeControl: '3+2', minutes: 20 } },
  { method: 'POST', path: '/api/parent/arenas/:a/cancel', body: {} },
  { method: 'POST', path: '/api/parent/arenas/:a/end', body: {} },
  { method: 'POST', path: '/api/coordinates/rounds', body: { mode: 'find', side: 'white' } },
  { method: 'POST', path: '/api/coordinates/rounds/:a/answers', body: { answers: [{ square: 'e4', ms: 0 }] } },
  { method: 'GET', path: '/api/game-reviews/:a' },
  { method: 'POST', path: '/api/game-reviews/:a/retry', body: { move: 'e2e4' } },
  { method: 'GET', path: '/api/parent/children/:a/mistakes-per-game' },
  { method: 'GET', path: '/api/classes/:a/students/:b/mistakes-per-game' },
  { method: 'POST', path: '/api/puzzle-streak/runs/:a/moves', body: { step: 0, move: 'e2e4' } },
];

/** Rows that a refused request must not change (sessions roll on every request by design). */
const COUNTED_TABLES = [
  'puzzle_races',
  'puzzle_race_players',
  'accounts',
  'child_profiles',
  'puzzle_attempts',
  'user_modules',
  'user_story',
  'ai_games',
  'ai_buddy_levels',
  'games',
  'invitations',
  'subscriptions',
  'payments',
  'activity_days',
  'user_experience',
  'mini_challenge_runs',
  'classes',
  'class_teachers',
  'class_students',
  'class_news',
  'student_credentials',
  'student_quick_codes',
  'class_invitations',
  'class_races',
  'class_race_entrants',
  'class_join_requests',
  'class_assignments',
  'class_assignment_students',
  'arenas',
  'arena_players',
  'arena_pairings',
  'coordinates_rounds',
  'coordinates_bests',
  'game_reviews',
  'puzzle_streak_runs',
];

const REQUEST_LIMIT_MS = 5_000;

describe('the fuzzed routes', () => {
  it('are every declared route that takes input (a new route with params, a query or a body is fuzzed too)', () => {
    const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:[A-Za-z]+/g, ':x')}`;
    const fuzzed = new Set(ROUTES.map((route) => shape(route.method, route.path)));
    const declared = FEATURES.flatMap((feature) => feature.routes ?? []).filter((route) => route.params || route.query || route.body);
    const missing = declared.map((route) => shape(route.method, `/api${route.path}`)).filter((route) => !fuzzed.has(route));
    expect(missing).toEqual([]);
  });
});

describe('every route under generated input', () => {
  const server = useTestServer('pglite');
  let parent: TestClient;

  async function rowCounts(): Promise<string> {
    const counts = COUNTED_TABLES.map((table) => sql`(select count(*) from ${sql.identifier(table)})`);
    const result = await server.db.execute(sql`select ${sql.join(counts, sql`, `)}`);
    return JSON.stringify((result as { rows?: unknown }).rows ?? result);
  }

  async function send(client: TestClient, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const started = performance.now();
    const response = await client.request(method, path, {
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    const text = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, text, ms };
  }

  beforeAll(async () => {
    ({ client: parent } = await newFamily(server, { unlocked: true }));
  });

  const routeCase = fc.constantFrom(...ROUTES).chain((route) =>
    fc.record({
      route: fc.constant(route),
      a: pathSegment,
      b: fc.oneof(pathSegment, fc.constantFrom('0', '1', '-1', '99999999999')),
      query: fc.option(fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'filter')), nastyString, { maxKeys: 3 }), {
        nil: undefined,
      }),
      body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : bodyNear(route.body ?? {}),
    }),
  );

  it.prop([routeCase], { numRuns: 80 })('answers below 500, in time, and writes nothing when it refuses', async ({ route, a, b, query, body }) => {
    const path = route.path.replace(':a', a).replace(':b', b) + (query ? `?${new URLSearchParams(query).toString()}` : '');
    const client = route.anonymous ? server.client() : parent;
    const before = await rowCounts();
    const answer = await send(client, route.method, path, body);
    expect(answer.status, `${route.method} ${path} ${JSON.stringify(body)} → ${answer.text}`).toBeLessThan(500);
    expect(answer.ms).toBeLessThan(REQUEST_LIMIT_MS);
    if (answer.status >= 400) {
      expect(await rowCounts(), `${route.method} ${path} wrote on a ${answer.status}`).toBe(before);
      expect(() => JSON.parse(answer.text)).not.toThrow();
    }
  });

  it.prop(
    [
      fc.constantFrom(...ROUTES.filter((route) => !route.anonymous && !route.path.includes(':'))),
      fc.record(
        {
          'x-time-zone': nastyString,
          origin: fc.oneof(nastyString, fc.constantFrom('null', 'http://[bad', 'https://evil.example')),
          'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'none', 'same-origin', '\u0000', ''),
          'content-type': fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
          ),
          accept: nastyString,
        },
        { requiredKeys: [] },
      ),
      nastyValue,
    ],
    { numRuns: 80 },
  )('answers below 500 whatever the headers say', async (route, headers, body) => {
    // Header values must be sendable at all (Latin-1, no line breaks): fetch refuses others
    // before anything reaches the server.
    const sendable = Object.fromEntries(Object.entries(headers).filter(([, value]) => /^[\x20-\x7e]*$/.test(value)));
    const answer = await send(parent, route.method, route.path, route.method === 'GET' ? undefined : body, sendable);
    expect(answer.status, `${route.method} ${route.path} ${JSON.stringify(sendable)} → ${answer.text}`).toBeLessThan(500);
    expect(answer.ms).toBeLessThan(REQUEST_LIMIT_MS);
  });

  it('still serves the signed-in parent afterwards', async () => {
    const user = await readJson(await parent.get('/api/auth/user'));
    expect(user).toMatchObject({ username: expect.any(String) });
  });
});
