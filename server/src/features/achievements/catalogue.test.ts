import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplayerGameFinishedFact, type ChildFact } from '@chess-quest/protocol/facts';
import { MATE_PIECES, type RewardMetric } from '@chess-quest/protocol/achievements';
import type { DatabaseHandle } from '../../db/client';
import { userAchievements, userMedals } from '../../db/schema/gamification';
import { seedCatalogs } from '../../db/seed';
import { openTestDatabase, featureEngines } from '../../test/services';
import { lessonModules } from '../../content/lessons';
import { miniChallengeCatalog } from '../../content/mini-challenges/catalog';
import { loadPuzzleLibrary } from '../../content/puzzles/library';
import { achievementCatalog } from '../../content/achievements/achievements';
import { dailyTemplates } from '../../content/achievements/daily-challenges';
import { medalCatalog } from '../../content/achievements/medals';
import { storyChapters } from '../../content/story';
import { gentleRating, glicko2, NEW_PLAYER, ratingsOf } from '../../domain/ratings';
import { rewardCounterValue } from './counters';
import { applyFact } from './ledger';
import { createRewardsService } from './service';
import { factsFor, newTestChild } from './test-support';

// Issue 22: the whole catalogue of achievements and medals, walked against a brand-new
// child. No reward is free (met with no activity, or by one first act its words do not
// describe, as "Four Digits" was: every child starts at a rating of 1000), and none is
// impossible (asks for more lessons, chapters, pages, puzzles or kinds of piece than the
// product has).

interface Reward {
  kind: 'achievement' | 'medal';
  id: string;
  name: string;
  description: string;
  metric: RewardMetric;
  target: number;
  windowed: boolean;
}

const rewards: Reward[] = [
  ...achievementCatalog.map((a) => ({
    kind: 'achievement' as const,
    id: a.id,
    name: a.title,
    description: a.description,
    metric: a.rule.metric,
    target: a.rule.target,
    windowed: false,
  })),
  ...medalCatalog.map((m) => ({
    kind: 'medal' as const,
    id: m.id,
    name: m.name,
    description: m.description,
    metric: m.rule.metric,
    target: m.rule.target,
    windowed: m.availableFrom !== null,
  })),
];
const label = (r: Reward) => `${r.kind} "${r.name}" (${r.id}: ${r.metric} ${r.target})`;

const library = loadPuzzleLibrary();
const steps = lessonModules.reduce((sum, m) => sum + m.steps.length, 0);
const pages = storyChapters.reduce((sum, c) => sum + c.pages.length, 0);
const withTheme = (theme: string) => library.filter((p) => p.themes.includes(theme)).length;

/**
 * The most a counter can ever reach in the product as it is: what the content catalogs hold.
 * Counters of repeatable acts (games, days, shares, daily challenges) have no ceiling.
 */
function ceiling(reward: Reward): number {
  const { metric } = reward;
  if (metric.startsWith('puzzle.theme.')) return withTheme(metric.slice('puzzle.theme.'.length));
  switch (metric) {
    case 'lesson.steps':
    case 'lesson.three_star_steps':
      return steps;
    case 'lesson.modules':
    case 'lesson.perfect_modules':
      return lessonModules.length;
    case 'story.chapters':
      return storyChapters.length;
    case 'story.pages':
      return pages;
    case 'puzzle.solved':
    case 'puzzle.first_try':
    case 'puzzle.run':
      return library.length;
    case 'mate.pieces':
      return MATE_PIECES.length;
    case 'mini.completed':
      return miniChallengeCatalog.length;
    case 'achievement.count':
      // An achievement cannot count itself.
      return reward.kind === 'achievement' ? achievementCatalog.length - 1 : achievementCatalog.length;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** What a description's number says, for a target of many (a "first" reward has no number to check). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(',', '')));
}

describe('the reward catalogue, read as a child reads it', () => {
  it('gives every achievement and medal a name of its own', () => {
    const seen = new Map<string, Reward>();
    const clashes: string[] = [];
    for (const reward of rewards) {
      const key = reward.name.toLowerCase();
      const other = seen.get(key);
      if (other) clashes.push(`${label(other)} and ${label(reward)}`);
      seen.set(key, reward);
    }
    expect(clashes).toEqual([]);
  });

  it('asks for nothing the product does not have: every target is within what the catalogs hold', () => {
    const impossible = rewards.filter((r) => r.target > ceiling(r)).map((r) => `${label(r)}: at most ${ceiling(r)}`);
    expect(impossible).toEqual([]);
  });

  it('says the number it counts: a description names its target (4,000 XP for the fifth thousand of XP)', () => {
    const wrong = rewards
      .filter((r) => r.target > 1)
      .filter((r) => {
        const said = r.metric === 'xp.level' ? (r.target - 1) * 1000 : r.target;
        return !numbersIn(r.description).includes(said);
      })
      .map(label);
    expect(wrong).toEqual([]);
  });

  it('names no second level: "Level" is the level of points (decision 033)', () => {
    const texts = [...rewards.map((r) => `${r.name} ${r.description}`), ...dailyTemplates.map((t) => `${t.title} ${t.description}`)];
    expect(texts.filter((text) => /\blevel\b/i.test(text) && !/\bLevel \d+\b/.test(text))).toEqual([]);
  });
});

const engines = await featureEngines();

describe.each(engines)('the reward catalogue against a new child on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await seedCatalogs(database.db);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  const apply = (facts: readonly ChildFact[]) =>
    database.db.transaction(async (tx) => {
      for (const fact of facts) await applyFact(tx, fact, { record: null, backfill: false });
    });

  const metEntries = async (childId: string) => {
    const achievements = await database.db
      .select({ id: userAchievements.achievementId })
      .from(userAchievements)
      .where(and(eq(userAchievements.childId, childId), isNotNull(userAchievements.unlockedAt)));
    const medals = await database.db
      .select({ id: userMedals.medalId })
      .from(userMedals)
      .where(and(eq(userMedals.childId, childId), isNotNull(userMedals.earnedAt)));
    return rewards.filter((r) => (r.kind === 'achievement' ? achievements : medals).some((row) => row.id === r.id));
  };

  it('meets no reward at zero activity: every target lies beyond where a new child starts', async () => {
    const child = await newTestChild(database.db);
    const service = createRewardsService({ db: database.db });
    const achievements = await service.achievements(child.childId);
    expect(achievements.filter((a) => a.isUnlocked || a.progress > 0).map((a) => a.id)).toEqual([]);
    expect((await service.medals(child.childId)).filter((m) => m.isEarned || m.progress > 0).map((m) => m.id)).toEqual([]);

    // Where the child starts on each counter, read from the product: the live rating of a new
    // player, the XP level of 0 XP, the best streak, and the reward counters themselves.
    const rating = (await ratingsOf(database.db, [child.childId])).get(child.childId)!;
    const experience = await service.experience(child.childId);
    const [streak] = await service.streaks(child.childId, '2026-11-27');
    const start = async (metric: RewardMetric): Promise<number> => {
      if (metric === 'mp.rating') return rating;
      if (metric === 'xp.level') return experience.currentLevel;
      if (metric === 'streak.best') return streak!.longestStreak;
      return (await database.db.transaction((tx) => rewardCounterValue(tx, child.childId, metric))) ?? 0;
    };
    const free: string[] = [];
    for (const reward of rewards) {
      const from = await start(reward.metric);
      if (reward.target <= from) free.push(`${label(reward)}: a new child is already at ${from}`);
    }
    expect(free).toEqual([]);
  });

  /**
   * One act of the kind a counter measures: a lesson step, a puzzle, a game, a day. For the
   * rating, the act is a first live win of a new player over a new player, rated by the
   * product's own Glicko-2 and gentle-rating rules.
   */
  const firstAct = (metric: RewardMetric, ctx: { accountId: string; childId: string }): ChildFact[] => {
    if (metric === 'mp.rating') {
      const after = gentleRating(NEW_PLAYER.rating, glicko2(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 1 }]).rating, 0);
      return [
        multiplayerGameFinishedFact.parse({
          type: 'multiplayer.game.finished',
          accountId: ctx.accountId,
          childId: ctx.childId,
          at: '2026-11-27T10:00:00.000Z',
          gameId: `first-${ctx.childId}`,
          colour: 'white',
          result: 'win',
          reason: 'checkmate',
          ratingBefore: NEW_PLAYER.rating,
          ratingAfter: after,
          opponentUsername: 'CleverRook7',
          timeControl: '600',
          childMoves: [],
          moves: [],
        }),
      ];
    }
    return factsFor(metric, 1, { ...ctx, day: '2026-11-27' });
  };

  // Counters that count acts; the XP level, the unlocked achievements and the daily challenges
  // done are counts of rewards, not acts of their own.
  const actMetrics = [...new Set(rewards.filter((r) => !r.windowed).map((r) => r.metric))].filter(
    (metric) => !['xp.level', 'achievement.count', 'daily.completed'].includes(metric),
  );

  it.each(actMetrics)('after one first act on %s, only a reward for a first act (target 1) is met', async (metric) => {
    const child = await newTestChild(database.db);
    await apply(firstAct(metric, child));
    const met = await metEntries(child.childId);
    expect(met.filter((r) => r.target > 1).map(label)).toEqual([]);
  });
});
