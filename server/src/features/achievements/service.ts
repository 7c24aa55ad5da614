import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import {
  dailyBand,
  MAX_EQUIPPED_BADGES,
  xpLevel,
  xpToNextLevel,
  type Achievement,
  type Badge,
  type DailyChallenge,
  type EarnedAchievement,
  type Medal,
  type Streak,
  type UserExperience,
} from '@chess-quest/protocol/achievements';
import type { Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { localizeAll, localizeText } from '../../content/i18n/localize';
import { badges, dailyChallengeProgress, streakShields, userAchievements, userMedals } from '../../db/schema/gamification';
import { streaks, userExperience } from '../../db/schema/progress';
import { conflict, notFound } from '../../http/errors';
import { achievementCatalog } from '../../content/achievements/achievements';
import { medalCatalog } from '../../content/achievements/medals';
import { achievementById, epochDay, weekStart } from './catalog';
import { badgeTexts } from './badge-texts';
import { ensureDailyChallenge } from './daily';

export interface RewardsDeps {
  db: Database;
  now?: () => Date;
}

export interface ChildRef {
  id: string;
  level: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The child-facing reads and the badge choice; paying is the subscriber's (./ledger.ts). */
export function createRewardsService({ db, now = () => new Date() }: RewardsDeps) {
  return {
    /** Every achievement with the child's progress, its texts in the child's language (decision record 047). */
    async achievements(childId: string, locale: Locale = 'en'): Promise<Achievement[]> {
      const rows = await db.select().from(userAchievements).where(eq(userAchievements.childId, childId));
      const mine = new Map(rows.map((row) => [row.achievementId, row]));
      const list = achievementCatalog.map((entry) => {
        const row = mine.get(entry.id);
        return {
          id: entry.id,
          title: entry.title,
          description: entry.description,
          icon: entry.icon,
          category: entry.category,
          rarity: entry.rarity,
          difficulty: entry.difficulty,
          points: entry.points,
          xpReward: entry.xpReward,
          progress: Math.min(row?.progress ?? 0, entry.rule.target),
          maxProgress: entry.rule.target,
          isUnlocked: Boolean(row?.unlockedAt),
          unlockedAt: row?.unlockedAt?.toISOString() ?? null,
        };
      });
      return localizeAll('achievements', list, locale);
    },

    /** Earned achievements, latest first (the dashboard and the parent view read the same list). */
    async earned(childId: string, limit?: number, locale: Locale = 'en'): Promise<EarnedAchievement[]> {
      const query = db
        .select()
        .from(userAchievements)
        .where(and(eq(userAchievements.childId, childId), isNotNull(userAchievements.unlockedAt)))
        .orderBy(desc(userAchievements.unlockedAt), userAchievements.achievementId);
      const rows = limit ? await query.limit(limit) : await query;
      return rows.flatMap((row) => {
        const entry = achievementById.get(row.achievementId);
        if (!entry || !row.unlockedAt) return [];
        return [
          {
            id: row.id,
            achievementId: entry.id,
            unlockedAt: row.unlockedAt.toISOString(),
            achievement: {
              title: localizeText('achievements', entry.id, 'title', entry.title, locale),
              description: localizeText('achievements', entry.id, 'description', entry.description, locale),
              icon: entry.icon,
              rarity: entry.rarity,
            },
          },
        ];
      });
    },

    async experience(childId: string): Promise<UserExperience> {
      const [row] = await db.select().from(userExperience).where(eq(userExperience.childId, childId));
      const totalXp = row?.totalXp ?? 0;
      return { currentLevel: xpLevel(totalXp), totalXp, xpToNextLevel: xpToNextLevel(totalXp) };
    },

    async streaks(childId: string, today: string): Promise<Streak[]> {
      const [row] = await db
        .select()
        .from(streaks)
        .where(and(eq(streaks.childId, childId), eq(streaks.streakType, 'daily_login')));
      const [used] = await db.select({ n: count() }).from(streakShields).where(eq(streakShields.childId, childId));
      const [thisWeek] = await db
        .select({ n: count() })
        .from(streakShields)
        .where(and(eq(streakShields.childId, childId), eq(streakShields.weekStart, weekStart(today))));
      const last = row?.lastActiveDate ?? null;
      // A streak whose last day is before yesterday is over (the progress service says the same).
      const current = last && epochDay(today) - epochDay(last) <= 1 ? (row?.currentStreak ?? 0) : 0;
      return [
        {
          streakType: 'daily_login',
          currentStreak: current,
          longestStreak: row?.longestStreak ?? 0,
          shieldAvailable: (thisWeek?.n ?? 0) === 0,
          shieldsUsed: used?.n ?? 0,
        },
      ];
    },

    /** The child's badges, their names in the child's language (traced back to their content, ./badge-texts.ts). */
    async badges(childId: string, locale: Locale = 'en'): Promise<Badge[]> {
      const rows = await db.select().from(badges).where(eq(badges.childId, childId)).orderBy(desc(badges.earnedAt), badges.badgeName);
      return rows.map((row) => {
        const texts = badgeTexts(row, locale);
        return {
          id: row.id,
          badgeName: texts.badgeName,
          badgeIcon: row.badgeIcon,
          badgeColor: row.badgeColor as Badge['badgeColor'],
          description: texts.description,
          isEquipped: row.isEquipped,
          earnedAt: row.earnedAt.toISOString(),
        };
      });
    },

    /** Equips or takes off one of the child's own badges; at most three are worn. */
    async equipBadge(childId: string, badgeId: string, equipped: boolean, locale: Locale = 'en'): Promise<Badge[]> {
      await db.transaction(async (tx) => {
        // The child's badges are locked so two quick equips cannot make four.
        const own = await tx.select().from(badges).where(eq(badges.childId, childId)).for('update');
        const badge = own.find((b) => b.id === badgeId);
        if (!badge) throw notFound('That badge is not yours.');
        if (equipped && !badge.isEquipped && own.filter((b) => b.isEquipped).length >= MAX_EQUIPPED_BADGES) {
          throw conflict(`You can wear up to ${MAX_EQUIPPED_BADGES} badges. Take one off first.`);
        }
        await tx.update(badges).set({ isEquipped: equipped }).where(eq(badges.id, badgeId));
      });
      return this.badges(childId, locale);
    },

    async dailyChallenge(child: ChildRef, today: string, locale: Locale = 'en'): Promise<DailyChallenge> {
      const challenge = await ensureDailyChallenge(db, today, dailyBand(child.level));
      const [mine] = await db
        .select()
        .from(dailyChallengeProgress)
        .where(and(eq(dailyChallengeProgress.childId, child.id), eq(dailyChallengeProgress.challengeId, challenge.id)));
      return {
        id: challenge.id,
        date: today,
        title: localizeText('daily-challenges', challenge.templateId, 'title', challenge.title, locale),
        description: localizeText('daily-challenges', challenge.templateId, 'description', challenge.description, locale),
        difficulty: challenge.difficulty,
        rewards: { points: challenge.rewardPoints, xp: challenge.rewardXp },
        progress: Math.min(mine?.progress ?? 0, challenge.target),
        target: challenge.target,
        completed: Boolean(mine?.completedAt),
      };
    },

    async medals(childId: string, locale: Locale = 'en'): Promise<Medal[]> {
      const rows = await db.select().from(userMedals).where(eq(userMedals.childId, childId));
      const mine = new Map(rows.map((row) => [row.medalId, row]));
      const at = now().getTime();
      const list = medalCatalog.flatMap((entry) => {
        const row = mine.get(entry.id);
        const isEarned = Boolean(row?.earnedAt);
        // Hidden medals appear only once earned (spec §2).
        if (entry.isHidden && !isEarned) return [];
        const until = entry.availableUntil ? Date.parse(entry.availableUntil) : null;
        return [
          {
            id: entry.id,
            name: entry.name,
            description: entry.description,
            category: entry.category,
            rarity: entry.rarity,
            icon: entry.icon,
            isEarned,
            progress: Math.min(row?.progress ?? 0, entry.rule.target),
            maxProgress: entry.rule.target,
            earnedAt: row?.earnedAt?.toISOString() ?? null,
            points: entry.points,
            xpReward: entry.xpReward,
            isHidden: entry.isHidden,
            isLimitedTime: until !== null,
            timeRemaining: until === null ? null : Math.max(0, Math.ceil((until - at) / HOUR_MS)),
            opensAt: entry.availableFrom && Date.parse(entry.availableFrom) > at ? entry.availableFrom : null,
          },
        ];
      });
      return localizeAll('medals', list, locale);
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
