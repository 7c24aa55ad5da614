import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS, MAX_CHILDREN_FAMILY } from '@chess-quest/protocol/constants';
import { storyChapterSchema } from '@chess-quest/protocol/catalog';
import {
  FREE_ANALYTICS_DAYS,
  LESSON_COUNT,
  PLAN_OFFERS,
  PREMIUM_THEME_COUNT,
  STORY_CHAPTER_COUNT,
  storyChapterIsPremium,
  storyChapterRequiredLevel,
  storyLevelSentence,
  type PlanFeatureId,
} from '@chess-quest/protocol/plans';
import { FREE_HEATMAP_TIMEFRAME, HEATMAP_TIMEFRAME_DAYS } from '@chess-quest/protocol/chess-analytics';
import { familySchema } from '@chess-quest/protocol/parent';
import { canPlayHardAi, canUseHints, dailyPuzzleAllowance, maxChildProfiles } from '../domain/premium';
import { newFamily, setSubscription, useTestServer } from '../test/fixture';
import { readJson, type TestClient } from '../test/http-client';
import { featureEngines } from '../test/services';
import { boardThemeCatalog, pieceThemeCatalog } from './customization';
import { lessonModules } from './lessons';
import { storyChapters } from './story';

// Issue 22 "Promises the product keeps": every plan promise is checked against the catalogue
// or the rule that keeps it, and every number in a promise is the catalogue's own count.

const premiumThemes = [...pieceThemeCatalog, ...boardThemeCatalog].filter((t) => t.unlockCondition === 'premium');

/** One check per promise: the Record's type makes a new promise fail to compile until it is checked here. */
const catalogChecks: Record<PlanFeatureId, () => void> = {
  'all-lessons': () => {
    expect(lessonModules).toHaveLength(LESSON_COUNT);
    expect(lessonModules.every((m) => !m.isPremium)).toBe(true);
  },
  'free-chapters': () =>
    expect(storyChapters.filter((c) => !c.isPremium).map((c) => c.chapterNumber)).toEqual(
      Array.from({ length: FREE_STORY_CHAPTERS }, (_, i) => i + 1),
    ),
  'daily-puzzle': () => expect(dailyPuzzleAllowance('inactive')).toBeGreaterThan(0),
  'puzzles-per-day': () => expect(dailyPuzzleAllowance('inactive')).toBe(FREE_PUZZLES_PER_DAY),
  'progress-tracking': () => expect(lessonModules.every((m) => m.points > 0)).toBe(true),
  'all-chapters': () => {
    expect(storyChapters).toHaveLength(STORY_CHAPTER_COUNT);
    for (const c of storyChapters) {
      expect(c.isPremium).toBe(storyChapterIsPremium(c.chapterNumber));
      expect(c.requiredLevel).toBe(storyChapterRequiredLevel(c.chapterNumber));
    }
  },
  'unlimited-puzzles': () => expect(dailyPuzzleAllowance('active')).toBeNull(),
  'ai-hints': () => expect([canUseHints('active'), canUseHints('inactive')]).toEqual([true, false]),
  'ai-hard': () => expect([canPlayHardAi('active'), canPlayHardAi('inactive')]).toEqual([true, false]),
  avatar: () => undefined, // checked through the API below
  'premium-themes': () => expect(premiumThemes).toHaveLength(PREMIUM_THEME_COUNT),
  analytics: () => expect(HEATMAP_TIMEFRAME_DAYS[FREE_HEATMAP_TIMEFRAME]).toBe(FREE_ANALYTICS_DAYS), // the rest: analytics-api.test.ts
  'everything-in-premium': () => expect(maxChildProfiles('Family', 'active')).toBeGreaterThanOrEqual(maxChildProfiles('Premium', 'active')),
  children: () => expect(maxChildProfiles('Family', 'active')).toBe(MAX_CHILDREN_FAMILY),
  'parent-dashboard': () => undefined, // checked through the API below
  'family-tracking': () => undefined, // the same parent dashboard, one child after another (API below)
};

describe('the plan promises', () => {
  const features = Object.values(PLAN_OFFERS).flatMap((offer) => offer.features);

  it.each(features.map((f) => [f.id, f.text] as const))('%s (“%s”) is kept by the catalogue or its rule', (id) => {
    catalogChecks[id]();
  });

  it('names only numbers of the real catalogues, and nothing that does not exist', () => {
    const text = features.map((f) => `${f.text} ${f.note ?? ''}`).join(' | ');
    expect(text).not.toMatch(/power-ups|special worlds|priority support|\d+\+/i);
    expect(PLAN_OFFERS.Premium.features[0]?.text).toContain(`all ${storyChapters.length} chapters`);
    expect(PLAN_OFFERS.Basic.features[0]?.text).toContain(`All ${lessonModules.length} lessons`);
    // The level note names each level that opens chapters, and the last chapter.
    const levels = [...new Set(storyChapters.map((c) => c.requiredLevel))].filter((l) => l > 1);
    for (const level of levels) expect(storyLevelSentence()).toContain(`Level ${level}`);
    expect(storyLevelSentence()).toContain(`–${storyChapters.length} at Level`);
  });
});

const engines = await featureEngines();

describe.each(engines)('what a plan opens, through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 });

  async function child(premium: boolean): Promise<TestClient> {
    const { client, accountId } = await newFamily(server, { unlocked: true });
    if (premium) await setSubscription(server, accountId, { status: 'active', plan: 'Family' });
    return client;
  }

  it('opens chapters, the hard level, the avatar and every heat map for premium, and a parent dashboard for both', async () => {
    const [free, paid] = [await child(false), await child(true)];
    const chapters = z.array(storyChapterSchema).parse(await readJson(await free.get('/api/story/chapters')));
    expect(chapters).toHaveLength(STORY_CHAPTER_COUNT);
    const fourth = chapters.find((c) => c.chapterNumber === FREE_STORY_CHAPTERS + 1)!;
    expect((await free.get(`/api/story/chapters/${fourth.id}`)).status).toBe(403);
    expect((await paid.get(`/api/story/chapters/${fourth.id}`)).status).toBe(200);

    const hard = { difficulty: 'hard', playerColor: 'white', timeControl: 600 };
    expect((await free.post('/api/ai-games/create', hard)).status).toBe(403);
    expect((await paid.post('/api/ai-games/create', hard)).status).toBe(201);

    const avatar = { skin: '#f9d7b9', hair: 'short', hairColor: '#2b1b0e', eyes: 'happy', mouth: 'smile', accessory: 'none', background: '#fde68a' };
    expect((await free.request('PATCH', '/api/customization/user', { json: { avatar } })).status).toBe(403);
    expect((await paid.request('PATCH', '/api/customization/user', { json: { avatar } })).status).toBe(200);

    expect((await free.get('/api/chess/heatmap?timeframe=all')).status).toBe(403);
    expect((await paid.get('/api/chess/heatmap?timeframe=all')).status).toBe(200);

    for (const client of [free, paid]) {
      const first = (await client.getJson('/api/parent/family', familySchema)).children[0]!;
      expect((await client.get(`/api/parent/children/${first.id}/dashboard`)).status).toBe(200);
    }
    expect((await paid.getJson('/api/parent/family', familySchema)).maxChildren).toBe(MAX_CHILDREN_FAMILY);
  });
});
