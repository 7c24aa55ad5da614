import { and, eq, isNull, sql } from 'drizzle-orm';
import { POINTS_PER_LEVEL, XP_PER_LEVEL } from '@chess-quest/protocol/constants';
import type { ChildFact, Fact } from '@chess-quest/protocol/facts';
import { PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import { xpLevel } from '@chess-quest/protocol/achievements';
import type { Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { badges, rewardClaims, userAchievements, userMedals, xpLedger } from '../../db/schema/gamification';
import { userExperience } from '../../db/schema/progress';
import { achievementsByMetric, insideWindow, medalsByMetric, rarityColour, windowCounter, windowedMedals } from './catalog';
import { progressDailyChallenge } from './daily';
import { effectsOf, type RewardUnit } from './effects';
import { shieldStreak } from './streak-shield';
import { addCounter, maxCounter, raiseCounter, setCounter } from './counters';

export interface ApplyOptions {
  /** Writes reward facts in the same transaction; the back-fill passes none (no celebrations for the past). */
  record: ((facts: Fact[]) => Promise<void>) | null;
  /** The back-fill replays history: no daily challenge, no streak shield. */
  backfill: boolean;
}

export interface RewardChild {
  id: string;
  accountId: string;
  level: number;
}

/** Inserts the keys; answers those this transaction was first to claim. */
async function claim(tx: Tx, childId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .insert(rewardClaims)
    .values([...new Set(keys)].map((sourceKey) => ({ childId, sourceKey })))
    .onConflictDoNothing()
    .returning({ key: rewardClaims.sourceKey });
  return new Set(rows.map((row) => row.key));
}

/**
 * One application of rewards for one child in one transaction: counters move, XP and points
 * are paid through the ledger (one row per source key), and every achievement or medal whose
 * counter moved is checked, until nothing more unlocks (an unlock can unlock another).
 */
class RewardRun {
  private readonly moved = new Map<string, number>();
  readonly facts: Fact[] = [];

  constructor(
    readonly tx: Tx,
    readonly child: RewardChild,
    readonly at: string,
  ) {}

  private base() {
    return { accountId: this.child.accountId, childId: this.child.id, at: this.at };
  }

  async add(metric: string, by: number) {
    this.moved.set(metric, await addCounter(this.tx, this.child.id, metric, by));
  }

  async max(metric: string, value: number) {
    this.moved.set(metric, await maxCounter(this.tx, this.child.id, metric, value));
  }

  async applyUnit(unit: RewardUnit) {
    for (const [metric, by] of Object.entries(unit.add ?? {})) {
      await this.add(metric, by);
      for (const medal of windowedMedals) {
        if (medal.rule.metric === metric && insideWindow(medal, this.at)) await this.add(windowCounter(medal), by);
      }
    }
    for (const [metric, value] of Object.entries(unit.max ?? {})) await this.max(metric, value);
    // A provisional rating is not shown (decision 017): it counts from the game that settles it.
    if (unit.rating !== undefined && (this.moved.get('mp.games') ?? 0) >= PROVISIONAL_GAMES) await this.max('mp.rating', unit.rating);
    if (unit.run === 'extend') await this.max('puzzle.run', await addCounter(this.tx, this.child.id, 'puzzle.run.current', 1));
    if (unit.run === 'break') await setCounter(this.tx, this.child.id, 'puzzle.run.current', 0);
    if (unit.xp || unit.points) await this.pay(`xp:${unit.key}`, unit.xp ?? 0, unit.points ?? 0);
    if (unit.badge) await this.earnBadge(unit.badge.name, 'stopwatch', 'amber', unit.badge.description);
  }

  /** A badge, once per child and name; a fact for the celebration. */
  async earnBadge(badgeName: string, badgeIcon: string, badgeColor: string, description: string) {
    const [badge] = await this.tx
      .insert(badges)
      .values({ childId: this.child.id, badgeName, badgeIcon, badgeColor, description, earnedAt: new Date(this.at) })
      .onConflictDoNothing()
      .returning({ id: badges.id });
    if (badge) this.facts.push({ type: 'badge.earned', ...this.base(), badgeName, badgeIcon, badgeColor });
  }

  /**
   * Pays XP and points once per source key. Every thousand XP moves the 'xp.level' counter
   * (the "Rising Star" achievement); it is not a level a child is shown (decision 033).
   */
  async pay(sourceKey: string, xp: number, points: number): Promise<boolean> {
    const [paid] = await this.tx
      .insert(xpLedger)
      .values({ childId: this.child.id, sourceKey, xp, points })
      .onConflictDoNothing()
      .returning({ id: xpLedger.id });
    if (!paid) return false;
    if (points > 0) {
      await this.tx
        .update(childProfiles)
        .set({
          points: sql`${childProfiles.points} + ${points}`,
          // A level once reached is kept: points spent on themes (record 023) never take it back.
          level: sql`greatest(${childProfiles.level}, 1 + floor((${childProfiles.points} + ${points}) / ${POINTS_PER_LEVEL})::integer)`,
        })
        .where(eq(childProfiles.id, this.child.id));
    }
    if (xp > 0) {
      const total = sql`${userExperience.totalXp} + ${xp}`;
      const [row] = await this.tx
        .insert(userExperience)
        .values({ childId: this.child.id, totalXp: xp, currentLevel: xpLevel(xp), xpToNextLevel: XP_PER_LEVEL - (xp % XP_PER_LEVEL) })
        .onConflictDoUpdate({
          target: userExperience.childId,
          set: {
            totalXp: total,
            currentLevel: sql`1 + floor((${total}) / ${XP_PER_LEVEL})::integer`,
            xpToNextLevel: sql`${XP_PER_LEVEL} - ((${total}) % ${XP_PER_LEVEL})`,
          },
        })
        .returning({ totalXp: userExperience.totalXp, currentLevel: userExperience.currentLevel });
      const before = xpLevel(row!.totalXp - xp);
      if (row!.currentLevel > before) await this.max('xp.level', row!.currentLevel);
    }
    return true;
  }

  /** Checks what the moved counters unlock, until nothing more does. */
  async settle() {
    while (this.moved.size > 0) {
      const [metric, value] = this.moved.entries().next().value!;
      this.moved.delete(metric);
      for (const achievement of achievementsByMetric.get(metric) ?? []) await this.checkAchievement(achievement.id, achievement, value);
      for (const medal of medalsByMetric.get(metric) ?? []) await this.checkMedal(medal.id, medal, value);
      for (const medal of windowedMedals) if (windowCounter(medal) === metric) await this.checkMedal(medal.id, medal, value);
    }
  }

  private async checkAchievement(id: string, entry: NonNullable<ReturnType<typeof achievementsByMetric.get>>[number], value: number) {
    const target = entry.rule.target;
    const progress = Math.min(value, target);
    await this.tx
      .insert(userAchievements)
      .values({ childId: this.child.id, achievementId: id, progress })
      .onConflictDoUpdate({
        target: [userAchievements.childId, userAchievements.achievementId],
        set: { progress: sql`greatest(${userAchievements.progress}, ${progress})` },
      });
    if (value < target) return;
    const [unlocked] = await this.tx
      .update(userAchievements)
      .set({ unlockedAt: new Date(this.at) })
      .where(and(eq(userAchievements.childId, this.child.id), eq(userAchievements.achievementId, id), isNull(userAchievements.unlockedAt)))
      .returning({ id: userAchievements.id });
    if (!unlocked) return;
    await this.pay(`achievement:${id}`, entry.xpReward, entry.points);
    this.facts.push({
      type: 'achievement.unlocked',
      ...this.base(),
      achievementId: id,
      title: entry.title,
      icon: entry.icon,
      category: entry.category,
      rarity: entry.rarity,
      points: entry.points,
      xp: entry.xpReward,
    });
    await this.add('achievement.count', 1);
    if (entry.badge) await this.earnBadge(entry.title, entry.icon, rarityColour(entry.rarity), entry.description);
  }

  private async checkMedal(id: string, entry: NonNullable<ReturnType<typeof medalsByMetric.get>>[number], value: number) {
    const progress = Math.min(value, entry.rule.target);
    await this.tx
      .insert(userMedals)
      .values({ childId: this.child.id, medalId: id, progress })
      .onConflictDoUpdate({
        target: [userMedals.childId, userMedals.medalId],
        set: { progress: sql`greatest(${userMedals.progress}, ${progress})` },
      });
    if (value < entry.rule.target) return;
    const [earned] = await this.tx
      .update(userMedals)
      .set({ earnedAt: new Date(this.at) })
      .where(and(eq(userMedals.childId, this.child.id), eq(userMedals.medalId, id), isNull(userMedals.earnedAt)))
      .returning({ id: userMedals.id });
    if (!earned) return;
    await this.pay(`medal:${id}`, entry.xpReward, entry.points);
    this.facts.push({
      type: 'medal.earned',
      ...this.base(),
      medalId: id,
      name: entry.name,
      icon: entry.icon,
      tier: entry.rarity,
      points: entry.points,
      xp: entry.xpReward,
    });
  }
}

/** Everyone starts at Level 1 (spec §9): the first Level to celebrate is 2. */
const LEVEL_CELEBRATED = 'level.celebrated';

/**
 * The child's Level (of points, spec §9: what the dashboard shows) when it rose past the last
 * one celebrated, else null. Points come from the lessons, story and puzzles (paid with the
 * fact being applied) and from rewards (paid in this run), so the Level is read after both.
 * The back-fill moves the mark too, so the past is never celebrated late.
 */
async function risenLevel(tx: Tx, childId: string): Promise<number | null> {
  const [row] = await tx.select({ level: childProfiles.level }).from(childProfiles).where(eq(childProfiles.id, childId));
  if (!row || row.level <= 1) return null;
  return (await raiseCounter(tx, childId, LEVEL_CELEBRATED, 1, row.level)) ? row.level : null;
}

export async function loadRewardChild(tx: Tx, childId: string): Promise<RewardChild | null> {
  const [child] = await tx
    .select({ id: childProfiles.id, accountId: childProfiles.accountId, level: childProfiles.level })
    .from(childProfiles)
    .where(eq(childProfiles.id, childId));
  return child ?? null;
}

/** Applies what a fact is worth to its child, exactly once per unit. */
export async function applyFact(tx: Tx, input: ChildFact, options: ApplyOptions): Promise<Fact[]> {
  const child = await loadRewardChild(tx, input.childId);
  if (!child) return [];
  let fact = input;
  const claimed = await claim(
    tx,
    child.id,
    effectsOf(fact).map((unit) => unit.key),
  );
  if (claimed.size === 0) return [];
  if (fact.type === 'streak.extended' && !options.backfill) fact = await shieldStreak(tx, child.id, fact);
  const units = effectsOf(fact).filter((unit) => claimed.has(unit.key));
  const run = new RewardRun(tx, child, fact.at);
  for (const unit of units) await run.applyUnit(unit);
  if (!options.backfill && 'day' in fact) {
    const completed = await progressDailyChallenge(tx, child, fact.day, units);
    if (completed) {
      await run.pay(`daily:${completed.day}:${completed.challengeId}`, completed.xp, completed.points);
      await run.add('daily.completed', 1);
      run.facts.push({ type: 'daily_challenge.completed', accountId: child.accountId, childId: child.id, at: fact.at, ...completed });
    }
  }
  await run.settle();
  const level = await risenLevel(tx, child.id);
  if (level !== null && !options.backfill)
    run.facts.push({ type: 'level.reached', accountId: child.accountId, childId: child.id, at: fact.at, level });
  if (options.record && run.facts.length > 0) await options.record(run.facts);
  return run.facts;
}
