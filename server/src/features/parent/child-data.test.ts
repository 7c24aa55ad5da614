import { describe, expect, it } from 'vitest';
import { AVATAR_IDS } from '@chess-quest/protocol/parent';
import { newFamily, setSubscription, signUp, unlockParent, useTestServer } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { rowsNamingChild, tablesHoldingChildData } from './child-data';

// A parent's rights over a child's data: download everything kept about one child, and
// delete it for good — live games ended first, nothing left behind (counted in every table
// that names a child, and the sessions).

const engines = await featureEngines();

describe.each(engines)('exporting and erasing a child’s data on %s', (engine) => {
  const server = useTestServer(engine);

  async function family() {
    const { client: parent, accountId, childId: firstChild, signUp: body } = await newFamily(server);
    await setSubscription(server, accountId, { plan: 'Family', status: 'active' });
    await unlockParent(parent, body.parentPin);
    const added = await readJson(await parent.post('/api/parent/children', { firstName: 'Leo', age: 7, avatar: AVATAR_IDS[0] }));
    return { parent, body, firstChild, secondChild: added.id as string };
  }

  it('exports every record about one child, and only to its own parent', async () => {
    const { parent, body, secondChild } = await family();
    expect((await parent.post('/api/parent/active-child', { childId: secondChild })).status).toBe(200);
    const puzzles = (await readJson(await parent.get('/api/puzzles'))) as { id: string }[];
    expect((await parent.post(`/api/user/puzzles/${puzzles[0]!.id}/attempt`, { solved: false, attempts: 2, solvedAt: null, moves: [] })).status).toBe(
      200,
    );
    expect((await parent.post('/api/user/activity-heartbeat', {})).status).toBe(200);
    await unlockParent(parent, body.parentPin);

    const response = await parent.get(`/api/parent/children/${secondChild}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="?chess-quest-child-data-/);
    const data = JSON.parse(await response.text());
    expect(data.profile).toMatchObject({ id: secondChild, firstName: 'Leo', age: 7 });
    expect(data.records.puzzle_attempts).toHaveLength(1);
    expect(data.records.puzzle_attempts[0]).toMatchObject({ childId: secondChild, puzzleId: puzzles[0]!.id });
    expect(data.records.activity_days.length).toBeGreaterThan(0);
    expect(Object.keys(data.records).sort()).toEqual(
      tablesHoldingChildData()
        .map((t) => t.name)
        .sort(),
    );

    const stranger = (await family()).parent;
    expect((await stranger.get(`/api/parent/children/${secondChild}/export`)).status).toBe(404);
    const locked = server.client();
    expect((await locked.get(`/api/parent/children/${secondChild}/export`)).status).toBe(401);
  });

  it('erases a child for good, ending its live game first, and keeps the rest of the family', async () => {
    const { parent, body, firstChild, secondChild } = await family();
    // Leo plays a live game against a child of another family.
    expect((await parent.post('/api/parent/active-child', { childId: secondChild })).status).toBe(200);
    const opponent = server.client();
    const opponentId = (await signUp(opponent)).user.id;
    await opponent.get('/api/multiplayer/players');
    const invitation = await readJson(await parent.post('/api/multiplayer/invite', { receiverId: opponentId, timeControl: 300 }));
    const accepted = await opponent.post('/api/multiplayer/respond', { invitationId: invitation.id, response: 'accept' });
    expect(accepted.status).toBe(200);
    const [game] = (await readJson(await opponent.get('/api/multiplayer/games'))) as { id: string; gameStatus: string }[];
    expect(game).toMatchObject({ gameStatus: 'active' });
    const puzzles = (await readJson(await parent.get('/api/puzzles'))) as { id: string }[];
    await parent.post(`/api/user/puzzles/${puzzles[0]!.id}/attempt`, { solved: false, attempts: 1, solvedAt: null, moves: [] });
    // Leo is also signed in on another device.
    const otherDevice = server.client();
    expect((await otherDevice.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
    expect((await otherDevice.post('/api/parent/unlock', { pin: body.parentPin })).status).toBe(200);
    expect((await otherDevice.post('/api/parent/active-child', { childId: secondChild })).status).toBe(200);

    await unlockParent(parent, body.parentPin);
    expect(await rowsNamingChild(server.db, secondChild)).toBeGreaterThan(0);
    const firstChildRows = await rowsNamingChild(server.db, firstChild);
    const erased = await parent.request('DELETE', `/api/parent/children/${secondChild}`);
    expect(erased.status).toBe(200);

    expect(await rowsNamingChild(server.db, secondChild)).toBe(0);
    // Nothing of the first child went (its count grows by this session, now acting for it).
    expect(await rowsNamingChild(server.db, firstChild)).toBeGreaterThanOrEqual(firstChildRows);
    // The device that acted for Leo is signed out; this one goes on with the first child.
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await readJson(await parent.get('/api/auth/user'))).id).toBe(firstChild);
    // The opponent's game is over and gone with Leo's data; the opponent is fine.
    expect((await opponent.get(`/api/multiplayer/games/${game!.id}`)).status).toBe(404);
    expect((await opponent.get('/api/auth/user')).status).toBe(200);
  });
});
