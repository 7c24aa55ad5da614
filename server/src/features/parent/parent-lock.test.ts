import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubscriptionResponseSchema, demoConfirmResponseSchema } from '@chess-quest/protocol/subscription';
import { PARENT_APPROVAL_MS } from '@chess-quest/protocol/constants';
import { parentApprovalAnswerSchema, parentStatusSchema } from '@chess-quest/protocol/parent';
import { userAchievements } from '../../db/schema/gamification';
import { newFamily, unlockParent, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';

// Issue 22: the parent area locks whenever the screen goes back to a child's view, and the
// server is the judge. A PIN approval given on a child's page opens that one act only.

const pendingPaymentSchema = createSubscriptionResponseSchema.options[0];
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Sam Parent' };
const shareAct = { kind: 'share', shareableType: 'achievement', shareableId: 'first-step' } as const;
const shareBody = { shareableType: 'achievement', shareableId: 'first-step', platform: 'twitter', shareText: 'I took my first step!' };

const unlocked = async (client: TestClient) => (await client.getJson('/api/parent/status', parentStatusSchema)).unlocked;

describe('the parent area locks when a child can reach it', () => {
  const server = useTestServer('pglite');

  afterEach(() => {
    vi.useRealTimers();
  });

  const familyWithAnAchievement = async () => {
    const family = await newFamily(server);
    // Earned as the achievements feature records it (a row with its unlock time): what a share checks.
    await server.db.insert(userAchievements).values({ childId: family.childId, achievementId: 'first-step', progress: 1, unlockedAt: new Date() });
    return family;
  };

  it('a share approved with the PIN opens that share only, never the parent area', async () => {
    const family = await familyWithAnAchievement();
    const { client } = family;
    expect((await client.post('/api/social/shares', shareBody)).status).toBe(403);

    const wrong = await client.post('/api/parent/approve', { pin: '0000', act: shareAct });
    expect(wrong.status).toBe(400);
    expect((await client.post('/api/parent/approve', { pin: family.signUp.parentPin, act: { kind: 'remove-child' } })).status).toBe(400);
    const approval = await client.postJson('/api/parent/approve', { pin: family.signUp.parentPin, act: shareAct }, parentApprovalAnswerSchema);
    expect(approval).toEqual({ approved: true, unlocked: false });

    // The approved act: sharing this item on each platform, its link, taking the link down.
    const shared = await readJson(await client.post('/api/social/shares', shareBody));
    expect(shared.url).toMatch(/^\/share\/achievement\//);
    expect((await client.post('/api/social/shares', { ...shareBody, platform: 'linkedin' })).status).toBe(201);
    expect((await client.post('/api/social/links', { shareableType: 'achievement', shareableId: 'first-step' })).status).toBe(200);

    // Nothing else: every parent call is still refused, and the gate reads locked.
    expect(await unlocked(client)).toBe(false);
    for (const path of ['/api/parent/family', `/api/parent/children/${family.childId}/dashboard`]) expect((await client.get(path)).status).toBe(403);
    expect((await client.post('/api/subscription/create', { planType: 'Premium', amount: 499 })).status).toBe(403);
    expect((await client.post('/api/subscription/cancel', {})).status).toBe(403);
    expect((await client.post('/api/parent/active-child', { childId: family.childId })).status).toBe(403);
    // Nor another item's share.
    expect((await client.post('/api/social/links', { shareableType: 'story', shareableId: 'some-chapter' })).status).toBe(403);

    const linkId = String(shared.url).split('/').at(-1)!;
    expect((await client.request('DELETE', `/api/social/links/${linkId}`)).status).toBe(204);
  });

  it('a share approval ends after a few minutes, and when the dialog closes (lock)', async () => {
    const family = await familyWithAnAchievement();
    const { client } = family;
    await client.postJson('/api/parent/approve', { pin: family.signUp.parentPin, act: shareAct }, parentApprovalAnswerSchema);
    await client.post('/api/parent/lock');
    expect((await client.post('/api/social/shares', shareBody)).status).toBe(403);

    await client.postJson('/api/parent/approve', { pin: family.signUp.parentPin, act: shareAct }, parentApprovalAnswerSchema);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PARENT_APPROVAL_MS + 1_000);
    expect((await client.post('/api/social/shares', shareBody)).status).toBe(403);
  });

  it('a payment locks the parent area on the server: the parent calls after it are refused', async () => {
    const family = await newFamily(server, { unlocked: true });
    const { client } = family;
    const { clientSecret } = await client.postJson('/api/subscription/create', { planType: 'Premium', amount: 499 }, pendingPaymentSchema);
    // A declined card keeps the parent on the form, still unlocked.
    const declined = await client.post('/api/billing/demo/confirm', { clientSecret, ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await unlocked(client)).toBe(true);

    await client.postJson('/api/billing/demo/confirm', { clientSecret, ...goodCard }, demoConfirmResponseSchema);
    expect(await unlocked(client)).toBe(false);
    expect((await client.get('/api/parent/family')).status).toBe(403);
    expect((await client.post('/api/subscription/cancel', {})).status).toBe(403);
    expect((await client.post('/api/subscription/change', { planType: 'Family' })).status).toBe(403);

    // The PIN opens it again, as before.
    await unlockParent(client, family.signUp.parentPin);
    expect((await client.get('/api/parent/family')).status).toBe(200);
  });

  it('the hand-over to a child locks it', async () => {
    const family = await newFamily(server, { unlocked: true });
    const { client } = family;
    expect((await client.post('/api/parent/active-child', { childId: family.childId })).status).toBe(200);
    expect(await unlocked(client)).toBe(false);
    expect((await client.get('/api/parent/family')).status).toBe(403);
  });

  it('any page the browser loads locks it before the page can read the status (a typed address, back, reload)', async () => {
    const family = await newFamily(server, { unlocked: true });
    const { client } = family;
    for (const page of ['/dashboard', '/parent-dashboard', '/share/achievement/00000000-0000-4000-8000-000000000000']) {
      await unlockParent(client, family.signUp.parentPin);
      expect(await unlocked(client)).toBe(true);
      await client.get(page, { accept: 'text/html', 'sec-fetch-dest': 'document' });
      expect(await unlocked(client), page).toBe(false);
      expect((await client.get('/api/parent/family')).status).toBe(403);
    }
  });

  it('a share approval is dropped by a page load too', async () => {
    const family = await familyWithAnAchievement();
    const { client } = family;
    await client.postJson('/api/parent/approve', { pin: family.signUp.parentPin, act: shareAct }, parentApprovalAnswerSchema);
    await client.get('/achievements', { accept: 'text/html' });
    expect((await client.post('/api/social/shares', shareBody)).status).toBe(403);
  });

  it('leaving the parent area (the lock the web sends on leaving, or its beacon) locks it at once', async () => {
    const family = await newFamily(server, { unlocked: true });
    const { client } = family;
    expect((await client.post('/api/parent/lock')).status).toBe(200);
    expect((await client.get('/api/parent/family')).status).toBe(403);
  });
});
