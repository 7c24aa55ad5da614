import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_PUZZLES_PER_DAY } from '@chess-quest/protocol/constants';
import { childProfiles } from '../db/schema/accounts';
import { signUpBody } from '../test/app';
import { useTestServer } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { featureEngines } from '../test/services';
import { dayBounds } from './time-zone';

// Issue 10: the free daily puzzle cap and the streak trusted each request's x-time-zone, so
// switching zones gave about 10 more free puzzles an hour. The zone is now kept on the
// child's profile (set when the profile is made) and the header cannot move the day.

describe('the bounds of a calendar day in a zone', () => {
  it('finds midnight to midnight, also on a day with a clock change', () => {
    expect(dayBounds('UTC', '2026-11-23')).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') });
    expect(dayBounds('Asia/Kolkata', '2026-11-23').start).toEqual(new Date('2026-11-22T18:30:00Z'));
    const spring = dayBounds('America/New_York', '2026-03-08');
    expect(spring.start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    // A zone the runtime knows and PostgreSQL may not.
    expect(dayBounds('Canada/East-Saskatchewan', '2026-11-23').start).toEqual(new Date('2026-11-23T06:00:00Z'));
  });
});

const engines = await featureEngines();
describe.each(engines)('the child’s calendar day on %s', (engine) => {
  const server = useTestServer(engine);

  async function attempt(client: TestClient, puzzleId: string, zone: string) {
    return client.post(`/api/user/puzzles/${puzzleId}/attempt`, { solved: false, attempts: 1, solvedAt: null, moves: [] }, { 'x-time-zone': zone });
  }

  it('keeps the zone the profile was made in, and a header cannot add free puzzles', async () => {
    const client = server.client();
    const signedUp = await client.post('/api/signup', signUpBody(), { 'x-time-zone': 'Pacific/Kiritimati' });
    expect(signedUp.status).toBe(201);
    const { id } = await readJson(signedUp);
    const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, id));
    expect(profile!.timeZone).toBe('Pacific/Kiritimati');

    const daily = (await readJson(await client.get('/api/puzzles/daily'))) as { id: string } | null;
    const free = ((await readJson(await client.get('/api/puzzles'))) as { id: string }[]).filter((p) => p.id !== daily?.id);
    for (const puzzle of free.slice(0, FREE_PUZZLES_PER_DAY)) {
      expect((await attempt(client, puzzle.id, 'Pacific/Kiritimati')).status).toBe(200);
    }
    // Another zone 25 hours behind would be "yesterday" or "tomorrow": still today's cap.
    for (const zone of ['Pacific/Pago_Pago', 'Etc/GMT+12', 'Asia/Tokyo']) {
      expect((await attempt(client, free[FREE_PUZZLES_PER_DAY]!.id, zone)).status).toBe(403);
    }
  });

  it('takes a zone the runtime knows and PostgreSQL does not', async () => {
    const client = server.client();
    expect((await client.post('/api/signup', signUpBody(), { 'x-time-zone': 'Canada/East-Saskatchewan' })).status).toBe(201);
    const puzzles = (await readJson(await client.get('/api/puzzles'))) as { id: string }[];
    expect((await attempt(client, puzzles[0]!.id, 'Canada/East-Saskatchewan')).status).toBe(200);
  });
});
