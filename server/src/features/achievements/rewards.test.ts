import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lessonStepCompletedFact,
  miniChallengeCompletedFact,
  puzzleAttemptedFact,
  streakExtendedFact,
  type ChildFact,
  type Fact,
} from '@chess-quest/protocol/facts';
import { levelTitle } from '@chess-quest/protocol/progress';
import type { RewardMetric, RewardPush } from '@chess-quest/protocol/achievements';
import type { DatabaseHandle } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { badges, rewardCounters, userAchievements, userMedals, xpLedger } from '../../db/schema/gamification';
import { streaks, userExperience } from '../../db/schema/progress';
import { seedCatalogs } from '../../db/seed';
import { createDispatcher } from '../../events/dispatcher';
import { Outbox, type FactSubscriber } from '../../events/outbox';
import { createRewardPushSubscriber } from './pushes';
import { openTestDatabase, featureEngines } from '../../test/services';
import { achievementCatalog } from '../../content/achievements/achievements';
import { medalCatalog } from '../../content/achievements/medals';
import { ACTIVITY_XP, specialMoves } from './effects';
import { applyFact } from './ledger';
import { createRewardsSubscriber } from './subscriber';
import { factsFor, moves, newTestChild } from './test-support';

const engines = await featureEngines();

describe('what a game shows', () => {
  it('finds the mating piece, castling, en passant and promotion by replaying real games', () => {
    expect(specialMoves(moves('mateQueen'), 'white').matedWith).toBe('queen');
    expect(specialMoves(moves('mateKnight'), 'white').matedWith).toBe('knight');
    expect(specialMoves(moves('mateRook'), 'white').matedWith).toBe('rook');
    expect(specialMoves(moves('mateBishop'), 'white').matedWith).toBe('bishop');
    expect(specialMoves(moves('mateKing'), 'white').matedWith).toBe('king');
    expect(specialMoves(moves('matePawn'), 'white')).toMatchObject({ matedWith: 'pawn', promoted: true });
    expect(specialMoves(moves('enPassant'), 'white')).toMatchObject({ enPassant: true, matedWith: null });
    expect(specialMoves(moves('castle'), 'white').castled).toBe(true);
    // Black's side of the same game did none of it.
    expect(specialMoves(moves('matePawn'), 'black')).toMatchObject({ matedWith: null, promoted: false });
  });
});

describe.each(engines)('rewards on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await seedCatalogs(database.db);
    // Migrating and seeding a fresh database is slow on two shared cores.
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  const apply = (facts: readonly ChildFact[]) =>
    database.db.transaction(async (tx) => {
      for (const fact of facts) await applyFact(tx, fact, { record: null, backfill: false });
    });

  /**
   * Brings a counter to `value` by facts; a long way is shortened by setting the counter
   * two short of it first (the crossing itself is always made by facts).
   */
  const approach = async (childId: string, metric: RewardMetric, value: number, ctx: { accountId: string; childId: string }) => {
    if (value > 12 && !['streak.best', 'mp.rating'].includes(metric)) {
      for (const name of metric === 'puzzle.run' ? ['puzzle.run', 'puzzle.run.current'] : [metric]) {
        await database.db.insert(rewardCounters).values({ childId, metric: name, value: value - 2 });
      }
      await apply(factsFor(metric, 2, ctx));
    } else {
      await apply(factsFor(metric, value, ctx));
    }
  };

  const achievement = async (childId: string, id: string) =>
    (
      await database.db
        .select()
        .from(userAchievements)
        .where(and(eq(userAchievements.childId, childId), eq(userAchievements.achievementId, id)))
    )[0];
  const medal = async (childId: string, id: string) =>
    (
      await database.db
        .select()
        .from(userMedals)
        .where(and(eq(userMedals.childId, childId), eq(userMedals.medalId, id)))
    )[0];
  const experience = async (childId: string) => (await database.db.select().from(userExperience).where(eq(userExperience.childId, childId)))[0];

  /** The outbox with the rewards and the push subscribers, and what the pushes sent. */
  function wiring() {
    const outbox = new Outbox();
    const sent: Array<{ room: string; event: string; payload: unknown }> = [];
    const io = { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }) };
    outbox.subscribe(createRewardsSubscriber());
    outbox.subscribe(createRewardPushSubscriber(io as never));
    const dispatcher = createDispatcher(database, outbox);
    return { outbox, sent, dispatcher };
  }

  it.each(achievementCatalog.filter((a) => !['achievement.count', 'xp.level', 'daily.completed'].includes(a.rule.metric)))(
    'unlocks $id exactly at its target ($rule.metric reaches $rule.target)',
    async (entry) => {
      const ctx = await newTestChild(database.db);
      const { metric, target } = entry.rule;
      const best = metric === 'streak.best' || metric === 'mp.rating' || metric === 'mate.pieces';
      if (target > 1) {
        await approach(ctx.childId, metric, target - 1, ctx);
        const before = await achievement(ctx.childId, entry.id);
        expect(before?.unlockedAt ?? null).toBeNull();
        expect(before?.progress).toBe(target - 1);
      }
      await apply(best ? factsFor(metric, target, ctx) : factsFor(metric, 1, ctx));
      const after = await achievement(ctx.childId, entry.id);
      expect(after?.unlockedAt).not.toBeNull();
      expect(after?.progress).toBe(target);
      const [paid] = await database.db
        .select()
        .from(xpLedger)
        .where(and(eq(xpLedger.childId, ctx.childId), eq(xpLedger.sourceKey, `achievement:${entry.id}`)));
      expect(paid).toMatchObject({ xp: entry.xpReward, points: entry.points });
      if (entry.badge) {
        const owned = await database.db.select().from(badges).where(eq(badges.childId, ctx.childId));
        expect(owned.map((b) => b.badgeName)).toContain(entry.title);
      }
    },
  );

  it.each(medalCatalog.filter((m) => m.availableFrom === null && m.rule.metric !== 'achievement.count' && m.rule.metric !== 'daily.completed'))(
    'earns the $rarity medal $id at its target',
    async (entry) => {
      const ctx = await newTestChild(database.db);
      const { metric, target } = entry.rule;
      const best = metric === 'streak.best' || metric === 'mate.pieces';
      if (!best && target > 1) {
        await approach(ctx.childId, metric, target - 1, ctx);
        expect((await medal(ctx.childId, entry.id))?.earnedAt ?? null).toBeNull();
      }
      await apply(best ? factsFor(metric, target, ctx) : factsFor(metric, 1, ctx));
      const earned = await medal(ctx.childId, entry.id);
      expect(earned?.earnedAt).not.toBeNull();
      expect(earned?.progress).toBe(target);
    },
  );

  it('counts a limited-time medal only inside its window', async () => {
    const autumn = medalCatalog.find((m) => m.id === 'autumn-2026')!;
    const ctx = await newTestChild(database.db);
    await apply(factsFor('puzzle.solved', 3, { ...ctx, day: '2026-10-30' }));
    expect((await medal(ctx.childId, autumn.id))?.progress ?? 0).toBe(0);
    await apply(factsFor('puzzle.solved', autumn.rule.target - 1, { ...ctx, day: '2026-11-10' }));
    expect((await medal(ctx.childId, autumn.id))?.earnedAt ?? null).toBeNull();
    await apply(factsFor('puzzle.solved', 1, { ...ctx, day: '2026-11-30', at: '2026-11-30T23:59:00.000Z' }));
    expect((await medal(ctx.childId, autumn.id))?.earnedAt).not.toBeNull();
  });

  it('counts unlocked achievements for the collector achievements and medals', async () => {
    const ctx = await newTestChild(database.db);
    // Ten single-target achievements, one fact each.
    const simple = achievementCatalog.filter((a) => a.rule.target === 1 && a.rule.metric !== 'daily.completed').slice(0, 10);
    for (const entry of simple) await apply(factsFor(entry.rule.metric, 1, ctx));
    expect((await achievement(ctx.childId, 'collector-10'))?.unlockedAt).not.toBeNull();
    expect((await medal(ctx.childId, 'collector-bronze'))?.earnedAt).not.toBeNull();
    const [count] = await database.db
      .select()
      .from(rewardCounters)
      .where(and(eq(rewardCounters.childId, ctx.childId), eq(rewardCounters.metric, 'achievement.count')));
    const unlocked = await database.db.select().from(userAchievements).where(eq(userAchievements.childId, ctx.childId));
    expect(count?.value).toBe(unlocked.filter((row) => row.unlockedAt).length);
  });

  it('pays XP for activity and counts each thousand XP for Rising Star (decisions 019, 033)', async () => {
    const ctx = await newTestChild(database.db);
    await apply(factsFor('ai.wins.hard', 1, ctx));
    const first = await experience(ctx.childId);
    const hard = achievementCatalog.filter((a) => ['first-ai-game', 'beat-hard'].includes(a.id));
    // The win, the two achievements it unlocks (played one game, beat Hard).
    expect(first?.totalXp).toBe(ACTIVITY_XP.aiWin.hard + hard.reduce((sum, a) => sum + a.xpReward, 0));
    for (let i = 0; (await experience(ctx.childId))!.totalXp < 4000; i += 1) await apply(factsFor('ai.wins.hard', 3, ctx));
    const after = (await experience(ctx.childId))!;
    expect(after.currentLevel).toBe(1 + Math.floor(after.totalXp / 1000));
    expect(after.xpToNextLevel).toBe(1000 - (after.totalXp % 1000));
    expect((await achievement(ctx.childId, 'xp-level-5'))?.unlockedAt).not.toBeNull();
    const [child] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, ctx.childId));
    // Reward points go to the child's points and level (the dashboard's numbers).
    const ledger = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(child!.points).toBe(ledger.reduce((sum, row) => sum + row.points, 0));
  });

  it('completes the daily challenge of the band once and counts it', async () => {
    const ctx = await newTestChild(database.db);
    await apply(factsFor('daily.completed', 1, ctx));
    expect((await achievement(ctx.childId, 'daily-challenge-1'))?.unlockedAt).not.toBeNull();
    // Doing the same task again that day pays the challenge nothing more.
    const before = await experience(ctx.childId);
    const day = '2026-09-01';
    await apply(factsFor('lesson.steps', 5, { ...ctx, day }));
    const daily = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(daily.filter((row) => row.sourceKey.startsWith('daily:'))).toHaveLength(1);
    expect((await experience(ctx.childId))!.totalXp).toBeGreaterThanOrEqual(before!.totalXp);
  });

  it('delivers through the outbox once, records reward facts and pushes the celebration after commit', async () => {
    const { outbox, sent, dispatcher } = wiring();
    const ctx = await newTestChild(database.db);
    const fact = lessonStepCompletedFact.parse({
      type: 'lesson.step.completed',
      ...ctx,
      at: new Date().toISOString(),
      day: '2026-11-23',
      moduleId: 'the-board',
      stepIndex: 0,
      stars: 3,
      previousStars: 0,
    });
    await outbox.record(database.db, fact);
    // The same fact recorded twice (a service retried) pays nothing twice.
    await outbox.record(database.db, fact);
    // Reward facts recorded by the first delivery are delivered by the next run.
    while ((await dispatcher.drain()) > 0);
    const xp = (await experience(ctx.childId))!.totalXp;
    const firstStep = achievementCatalog.find((a) => a.id === 'first-step')!;
    const threeStars = achievementCatalog.find((a) => a.id === 'three-stars')!;
    const ledger = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    const paidFor = (prefix: string) => ledger.filter((row) => row.sourceKey.startsWith(prefix)).reduce((sum, row) => sum + row.xp, 0);
    expect(paidFor('xp:')).toBe(ACTIVITY_XP.lessonStep + 3 * ACTIVITY_XP.lessonStar);
    expect(paidFor('achievement:first-step')).toBe(firstStep.xpReward);
    expect(paidFor('achievement:three-stars')).toBe(threeStars.xpReward);
    expect(xp).toBe(ledger.reduce((sum, row) => sum + row.xp, 0));
    const pushes = sent.filter((s) => s.event === 'reward:earned').map((s) => s.payload as RewardPush);
    expect(pushes.map((p) => p.title)).toEqual(expect.arrayContaining([firstStep.title, threeStars.title]));
    expect(new Set(pushes.map((p) => `${p.kind}:${p.title}`)).size).toBe(pushes.length);
    expect(sent.filter((s) => s.event === 'reward:earned').every((s) => s.room === `player:${ctx.childId}`)).toBe(true);
    expect(sent.filter((s) => s.event === 'account:activity').every((s) => s.room === `parent:${ctx.accountId}`)).toBe(true);
  });

  it("celebrates the Level of points once, in the dashboard's words; a thousand XP is no level (decision 033)", async () => {
    const { outbox, sent, dispatcher } = wiring();
    const step = (ctx: { accountId: string; childId: string }, stepIndex: number) =>
      lessonStepCompletedFact.parse({
        type: 'lesson.step.completed',
        ...ctx,
        at: new Date().toISOString(),
        day: '2026-11-23',
        moduleId: 'the-board',
        stepIndex,
        stars: 3,
        previousStars: 0,
      });
    const levelPushes = (childId: string) =>
      sent
        .filter((s) => s.event === 'reward:earned')
        .map((s) => s.payload as RewardPush)
        .filter((p) => p.childId === childId && p.kind === 'level');

    // XP crosses 1000, the points stay under 1000: no Level to celebrate.
    const practice = await newTestChild(database.db);
    await database.db.insert(userExperience).values({ childId: practice.childId, totalXp: 995, currentLevel: 1, xpToNextLevel: 5 });
    await outbox.record(database.db, step(practice, 0));
    while ((await dispatcher.drain()) > 0);
    expect((await experience(practice.childId))!.totalXp).toBeGreaterThan(1000);
    expect(levelPushes(practice.childId)).toEqual([]);

    // The points of the rewards of one step take the child from 990 points to Level 2.
    const climber = await newTestChild(database.db);
    await database.db.update(childProfiles).set({ points: 990 }).where(eq(childProfiles.id, climber.childId));
    await outbox.record(database.db, step(climber, 0));
    while ((await dispatcher.drain()) > 0);
    const [child] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, climber.childId));
    expect(child!.level).toBe(2);
    expect(levelPushes(climber.childId).map((p) => p.title)).toEqual([`Level 2 · ${levelTitle(2)}`]);
    // The next step celebrates nothing again.
    await outbox.record(database.db, step(climber, 1));
    while ((await dispatcher.drain()) > 0);
    expect(levelPushes(climber.childId)).toHaveLength(1);
  });

  it('celebrates a new Level once when the delivery that reached it is handed over again (decision 033)', async () => {
    const ctx = await newTestChild(database.db);
    await database.db.update(childProfiles).set({ points: 990 }).where(eq(childProfiles.id, ctx.childId));
    const subscriber: FactSubscriber = createRewardsSubscriber();
    const fact = lessonStepCompletedFact.parse({
      type: 'lesson.step.completed',
      ...ctx,
      at: new Date().toISOString(),
      day: '2026-11-23',
      moduleId: 'the-board',
      stepIndex: 0,
      stars: 3,
      previousStars: 0,
    });
    const recorded: Fact[] = [];
    const deliver = () =>
      database.db.transaction((tx) =>
        subscriber.handle(fact, { tx, record: async (facts) => void recorded.push(...[facts].flat()), afterCommit: () => undefined }),
      );
    await deliver();
    await deliver();
    const levels = recorded.filter((f) => f.type === 'level.reached');
    expect(levels).toHaveLength(1);
    expect(levels[0]).toMatchObject({ level: 2 });
  });

  it('pays nothing twice when a delivery is handed over again', async () => {
    const ctx = await newTestChild(database.db);
    const subscriber: FactSubscriber = createRewardsSubscriber();
    const fact = puzzleAttemptedFact.parse({
      type: 'puzzle.attempted',
      ...ctx,
      at: new Date().toISOString(),
      day: '2026-11-23',
      puzzleId: 'p-dup',
      solved: true,
      firstTry: true,
      themes: ['fork'],
      puzzleRating: 700,
      daily: true,
      ratingBefore: 600,
      ratingAfter: 620,
      points: 10,
    });
    const recorded: Fact[] = [];
    const deliver = () =>
      database.db.transaction((tx) =>
        subscriber.handle(fact, { tx, record: async (facts) => void recorded.push(...[facts].flat()), afterCommit: () => undefined }),
      );
    await deliver();
    const once = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    const facts = recorded.length;
    await deliver();
    const twice = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(twice).toHaveLength(once.length);
    expect(recorded).toHaveLength(facts);
    expect(facts).toBeGreaterThan(0);
  });

  it('pays a mini challenge once (points, XP, badge) when its fact is handed over twice, or a later run reaches the goal again', async () => {
    const ctx = await newTestChild(database.db);
    const subscriber: FactSubscriber = createRewardsSubscriber();
    const completed = (runId: string) =>
      miniChallengeCompletedFact.parse({
        type: 'mini_challenge.completed',
        ...ctx,
        at: new Date().toISOString(),
        runId,
        challengeId: 'quick-move-test',
        title: 'Square Spotter',
        challengeType: 'quick_move',
        difficulty: 1,
        score: 1200,
        rewardPoints: 30,
        rewardXp: 40,
        rewardBadge: 'Square Spotter',
      });
    const deliver = (fact: Fact) =>
      database.db.transaction((tx) => subscriber.handle(fact, { tx, record: async () => undefined, afterCommit: () => undefined }));
    const pointsOf = async () =>
      (await database.db.select({ points: childProfiles.points }).from(childProfiles).where(eq(childProfiles.id, ctx.childId)))[0]!.points;
    const before = await pointsOf();
    await deliver(completed('run-1'));
    await deliver(completed('run-1'));
    await deliver(completed('run-2'));
    const paid = await database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.childId, ctx.childId), eq(xpLedger.sourceKey, 'xp:mini:quick-move-test')));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ xp: 40, points: 30 });
    const owned = await database.db.select().from(badges).where(eq(badges.childId, ctx.childId));
    expect(owned.filter((b) => b.badgeName === 'Square Spotter')).toHaveLength(1);
    expect((await pointsOf()) - before).toBe(30);
  });

  it('a streak shield holds one missed day a week, and only one', async () => {
    const ctx = await newTestChild(database.db);
    const streakFact = (day: string, current: number, longest: number) =>
      streakExtendedFact.parse({ type: 'streak.extended', ...ctx, at: `${day}T08:00:00.000Z`, day, streakType: 'daily_login', current, longest });
    await database.db
      .insert(streaks)
      .values({ childId: ctx.childId, streakType: 'daily_login', currentStreak: 1, longestStreak: 1, lastActiveDate: '2026-11-02' });
    // Monday to Wednesday of one week, then Thursday is missed.
    for (const [i, day] of ['2026-11-02', '2026-11-03', '2026-11-04'].entries()) await apply([streakFact(day, i + 1, i + 1)]);
    // The progress service restarted the streak at 1 on Friday; the shield holds it.
    await database.db.update(streaks).set({ currentStreak: 1, lastActiveDate: '2026-11-06' }).where(eq(streaks.childId, ctx.childId));
    await apply([streakFact('2026-11-06', 1, 3)]);
    const [held] = await database.db.select().from(streaks).where(eq(streaks.childId, ctx.childId));
    expect(held).toMatchObject({ currentStreak: 4, longestStreak: 4 });
    const [child] = await database.db.select().from(childProfiles).where(eq(childProfiles.id, ctx.childId));
    expect(child!.streak).toBe(4);
    // A second miss in the same week (Saturday) is not covered.
    await database.db.update(streaks).set({ currentStreak: 1, lastActiveDate: '2026-11-08' }).where(eq(streaks.childId, ctx.childId));
    await apply([streakFact('2026-11-08', 1, 4)]);
    const [broken] = await database.db.select().from(streaks).where(eq(streaks.childId, ctx.childId));
    expect(broken!.currentStreak).toBe(1);
  });

  it('ignores facts about a child that no longer exists', async () => {
    const ctx = await newTestChild(database.db);
    await database.db.delete(childProfiles).where(eq(childProfiles.id, ctx.childId));
    await expect(apply(factsFor('lesson.steps', 1, ctx))).resolves.toBeUndefined();
  });
});
