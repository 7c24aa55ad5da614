import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  achievementSchema,
  badgeSchema,
  dailyChallengeSchema,
  earnedAchievementSchema,
  medalSchema,
  publicShareSchema,
  shareBadgeSchema,
  streakSchema,
  userExperienceSchema,
} from '@chess-quest/protocol/achievements';
import type { ChildFact } from '@chess-quest/protocol/facts';
import { badges } from '../../db/schema/gamification';
import { outboxFacts } from '../../db/schema/outbox';
import { storyChapters } from '../../db/schema/content';
import { userStory } from '../../db/schema/progress';
import { shareLinks, shares } from '../../db/schema/social';
import { newFamily, useTestServer } from '../../test/fixture';
import { readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { achievementCatalog } from '../../content/achievements/achievements';
import { applyFact } from './ledger';
import { factsFor } from './test-support';

const engines = await featureEngines();

describe.each(engines)('the rewards API on %s', (engine) => {
  const server = useTestServer(engine);

  const give = async (facts: ChildFact[]) => {
    await server.db.transaction(async (tx) => {
      for (const fact of facts) await applyFact(tx, fact, { record: null, backfill: false });
    });
    // PGlite ran on this process's event loop: let the server's keep-alive timers that fell
    // due meanwhile close their sockets before the next request picks one up.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const unlockGate = (client: TestClient) => client.post('/api/parent/unlock', { pin: '1234' });

  it('answers the gamification reads in their protocol shapes, moving only with real activity', async () => {
    const family = await newFamily(server);
    const { client } = family;
    const list = achievementSchema.array().parse(await readJson(await client.get('/api/gamification/achievements')));
    expect(list).toHaveLength(achievementCatalog.length);
    expect(list.every((a) => !a.isUnlocked && a.progress === 0)).toBe(true);
    expect(userExperienceSchema.parse(await readJson(await client.get('/api/gamification/user-experience')))).toEqual({
      currentLevel: 1,
      totalXp: 0,
      xpToNextLevel: 1000,
    });
    expect(await readJson(await client.get('/api/user/achievements'))).toEqual([]);
    streakSchema.array().parse(await readJson(await client.get('/api/gamification/streaks')));
    const daily = dailyChallengeSchema.parse(
      await readJson(await client.get('/api/gamification/daily-challenge', { 'x-time-zone': 'Europe/Paris' })),
    );
    expect(daily).toMatchObject({ progress: 0, completed: false });
    const medals = medalSchema.array().parse(await readJson(await client.get('/api/gamification/medals')));
    expect(medals.length).toBeGreaterThanOrEqual(20);
    expect(medals.some((m) => m.isHidden)).toBe(false);
    expect(medals.filter((m) => m.isLimitedTime).every((m) => m.timeRemaining !== null)).toBe(true);

    await give(factsFor('lesson.steps', 1, family));
    const after = achievementSchema.array().parse(await readJson(await client.get('/api/gamification/achievements')));
    expect(after.find((a) => a.id === 'first-step')).toMatchObject({ isUnlocked: true, progress: 1 });
    const earned = earnedAchievementSchema.array().parse(await readJson(await client.get('/api/user/achievements')));
    expect(earned.map((e) => e.achievementId)).toEqual(['first-step']);
    const xp = userExperienceSchema.parse(await readJson(await client.get('/api/gamification/user-experience')));
    expect(xp.totalXp).toBeGreaterThan(0);
    expect((await server.client().get('/api/gamification/achievements')).status).toBe(401);
  });

  it('equips at most three of the child’s own badges; bad input and other families’ badges change nothing', async () => {
    const family = await newFamily(server);
    const other = await newFamily(server);
    const { client } = family;
    for (const metric of ['ai.wins.hard', 'lesson.three_star_steps', 'mate.knight', 'mate.pawn'] as const) {
      const target = achievementCatalog.find((a) => a.badge && a.rule.metric === metric)!.rule.target;
      await give(factsFor(metric, target, family));
    }
    const owned = badgeSchema.array().parse(await readJson(await client.get('/api/gamification/badges')));
    expect(owned.length).toBeGreaterThanOrEqual(4);
    for (const badge of owned.slice(0, 3)) {
      expect((await client.post('/api/gamification/badges/equip', { badgeId: badge.id, equipped: true })).status).toBe(200);
    }
    const fourth = await client.post('/api/gamification/badges/equip', { badgeId: owned[3]!.id, equipped: true });
    expect(fourth.status).toBe(409);
    expect((await readJson(fourth)).message).toMatch(/up to 3 badges/);
    const bad = await client.post('/api/gamification/badges/equip', { badgeId: 'x', equipped: true });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toMatch(/badgeId/);
    expect((await client.post('/api/gamification/badges/equip', { badgeId: owned[3]!.id })).status).toBe(400);
    // Another family's child cannot touch these badges.
    expect((await other.client.post('/api/gamification/badges/equip', { badgeId: owned[3]!.id, equipped: true })).status).toBe(404);
    const rows = await server.db.select().from(badges).where(eq(badges.childId, family.childId));
    expect(rows.filter((b) => b.isEquipped)).toHaveLength(3);
    expect(await readJson(await other.client.get('/api/gamification/badges'))).toEqual([]);
  });

  it('makes a badge only of what was earned, colours from the server and the description cut at 50', async () => {
    const family = await newFamily(server);
    const { client } = family;
    expect((await client.post('/api/social/badges/generate', { badgeType: 'achievement' })).status).toBe(400);
    expect((await client.post('/api/social/badges/generate', { badgeType: 'trophy', badgeId: 'first-step' })).status).toBe(400);
    expect((await client.post('/api/social/badges/generate', { badgeType: 'achievement', badgeId: 'first-step' })).status).toBe(404);
    await give(factsFor('lesson.steps', 1, family));
    const badge = shareBadgeSchema.parse(
      await readJson(await client.post('/api/social/badges/generate', { badgeType: 'achievement', badgeId: 'first-step' })),
    );
    expect(badge).toMatchObject({ rarity: 'common', iconName: 'footprints' });
    expect(badge.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(badge.svg).toContain('<svg');
    expect(badge.svg).not.toContain(family.user.firstName);
  });

  it('shares behind the parent gate, serves a public page with the username only, and a parent can take it down', async () => {
    const family = await newFamily(server);
    const other = await newFamily(server);
    const { client } = family;
    await give(factsFor('lesson.steps', 1, family));
    const body = {
      shareableType: 'achievement',
      shareableId: 'first-step',
      platform: 'twitter',
      shareText: 'I finished my first chess lesson step!',
    };
    expect((await client.post('/api/social/shares', body)).status).toBe(403);
    expect((await unlockGate(client)).status).toBe(200);
    for (const wrong of [
      { ...body, platform: 'myspace' },
      { ...body, shareText: '' },
      { ...body, shareableType: 'puzzle' },
      { platform: 'twitter' },
    ]) {
      const response = await client.post('/api/social/shares', wrong);
      expect(response.status).toBe(400);
    }
    expect((await client.post('/api/social/shares', { ...body, shareableId: 'beat-hard' })).status).toBe(404);
    expect(await server.db.select().from(shares).where(eq(shares.childId, family.childId))).toEqual([]);

    const twitter = await readJson(await client.post('/api/social/shares', body));
    const facebook = await readJson(await client.post('/api/social/shares', { ...body, platform: 'facebook' }));
    expect(twitter.url).toMatch(/^\/share\/achievement\/[0-9a-f-]{36}$/);
    expect(facebook.url).toBe(twitter.url);
    const recorded = await server.db.select().from(outboxFacts).where(eq(outboxFacts.childId, family.childId));
    expect(recorded.filter((row) => row.type === 'share.created')).toHaveLength(2);

    const linkId = String(twitter.url).split('/').at(-1)!;
    const stranger = server.client();
    const page = publicShareSchema.parse(await readJson(await stranger.get(`/api/social/public/achievement/${linkId}`)));
    expect(page).toMatchObject({ username: family.user.username, title: 'First Step' });
    expect(JSON.stringify(page)).not.toContain(family.user.firstName);
    const image = await stranger.get(`/share/achievement/${linkId}/image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await stranger.get('/api/social/public/achievement/not-a-link')).status).toBe(400);

    // Another family's parent cannot take it down; the child's own can.
    await unlockGate(other.client);
    expect((await other.client.request('DELETE', `/api/social/links/${linkId}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/social/links/${linkId}`)).status).toBe(204);
    expect((await stranger.get(`/api/social/public/achievement/${linkId}`)).status).toBe(404);
    const [link] = await server.db.select().from(shareLinks).where(eq(shareLinks.id, linkId));
    expect(link!.revokedAt).not.toBeNull();
  });

  it('shares a story chapter the child finished, and nothing of one not finished', async () => {
    const family = await newFamily(server);
    const { client } = family;
    const [first, second] = await server.db.select().from(storyChapters).orderBy(storyChapters.chapterNumber).limit(2);
    // Chapter 1 finished (as the story service records it), chapter 2 only begun.
    await server.db.insert(userStory).values([
      { childId: family.childId, chapterId: first!.id, completed: true, progress: 100 },
      { childId: family.childId, chapterId: second!.id, completed: false, progress: 40 },
    ]);
    expect((await unlockGate(client)).status).toBe(200);
    const body = { shareableType: 'story', shareableId: first!.id, platform: 'facebook', shareText: `I finished "${first!.title}"!` };
    expect((await client.post('/api/social/shares', { ...body, shareableId: second!.id })).status).toBe(404);
    expect((await client.post('/api/social/shares', { ...body, shareableId: 'no-such-chapter' })).status).toBe(404);
    const shared = await readJson(await client.post('/api/social/shares', body));
    expect(shared.url).toMatch(/^\/share\/story\/[0-9a-f-]{36}$/);
    const page = publicShareSchema.parse(
      await readJson(await server.client().get(`/api/social/public/story/${String(shared.url).split('/').at(-1)}`)),
    );
    expect(page).toMatchObject({ shareableType: 'story', username: family.user.username, title: first!.title });
    expect(JSON.stringify(page)).not.toContain(family.user.firstName);
    const badge = shareBadgeSchema.parse(
      await readJson(await client.post('/api/social/badges/generate', { badgeType: 'story', badgeId: first!.id })),
    );
    expect(badge.title).toBe(first!.title);
  });

  it('serves the reward icons from the installed set', async () => {
    const { client } = await newFamily(server);
    const icon = await client.get('/api/gamification/icons/trophy.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await client.get('/api/gamification/icons/no-such-icon.svg')).status).toBe(404);
  });
});
