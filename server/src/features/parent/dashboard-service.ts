import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PARENT_ACTIVITY_CHART_DAYS, PARENT_DASHBOARD_LIST_LENGTHS } from '@chess-quest/protocol/constants';
import { recommendedDailyMinutes, type ParentDashboard } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { achievements, modules, puzzles, storyChapters } from '../../db/schema/content';
import { userAchievements } from '../../db/schema/gamification';
import { puzzleAttempts, streaks, userModules, userStory } from '../../db/schema/progress';
import type { Account, ChildProfile } from '../accounts/public';
import { isPremium } from '../premium/rules';
import { visibleStreak } from '../progress/service';
import { toFamilyChild } from './family-service';
import { gameStats } from './game-stats';
import { findStrengths, findTopicsToPractise, weeklySummary, type LessonResult } from './insights';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough recent tries to see a pattern without reading a child's whole history. */
const INSIGHT_TRIES = 300;

async function lessonProgress(db: Database, childId: string) {
  const rows = await db
    .select({ progress: userModules, title: modules.title, description: modules.description })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(eq(userModules.childId, childId))
    .orderBy(asc(modules.sortOrder), asc(modules.id));
  const [total] = await db.select({ n: count() }).from(modules);
  return { rows, total: total?.n ?? 0 };
}

async function storyProgress(db: Database, childId: string) {
  const rows = await db
    .select({ progress: userStory, chapterNumber: storyChapters.chapterNumber, title: storyChapters.title })
    .from(userStory)
    .innerJoin(storyChapters, eq(storyChapters.id, userStory.chapterId))
    .where(eq(userStory.childId, childId))
    .orderBy(asc(storyChapters.chapterNumber));
  const [total] = await db.select({ n: count() }).from(storyChapters);
  return { rows, total: total?.n ?? 0 };
}

async function puzzleFacts(db: Database, childId: string, since: Date) {
  const [totals] = await db
    .select({
      solvedPuzzles: sql<number>`count(distinct ${puzzleAttempts.puzzleId}) filter (where ${puzzleAttempts.solved})::integer`,
      solvedTries: sql<number>`count(*) filter (where ${puzzleAttempts.solved})::integer`,
      moves: sql<number>`coalesce(sum(${puzzleAttempts.attempts}), 0)::integer`,
      weekTries: sql<number>`count(*) filter (where ${puzzleAttempts.createdAt} >= ${since})::integer`,
      weekSolved: sql<number>`count(*) filter (where ${puzzleAttempts.createdAt} >= ${since} and ${puzzleAttempts.solved})::integer`,
    })
    .from(puzzleAttempts)
    .where(eq(puzzleAttempts.childId, childId));
  const recent = await db
    .select({ attempt: puzzleAttempts, title: puzzles.title, description: puzzles.description, themes: puzzles.themes })
    .from(puzzleAttempts)
    .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
    .where(eq(puzzleAttempts.childId, childId))
    .orderBy(desc(puzzleAttempts.createdAt), desc(puzzleAttempts.id))
    .limit(INSIGHT_TRIES);
  return { totals, recent };
}

async function achievementFacts(db: Database, childId: string, since: Date) {
  const unlocked = and(eq(userAchievements.childId, childId), isNotNull(userAchievements.unlockedAt));
  const [totals] = await db
    .select({
      all: sql<number>`count(*)::integer`,
      week: sql<number>`count(*) filter (where ${userAchievements.unlockedAt} >= ${since})::integer`,
    })
    .from(userAchievements)
    .where(unlocked);
  const latest = await db
    .select({ id: userAchievements.id, unlockedAt: userAchievements.unlockedAt, title: achievements.title, description: achievements.description })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(unlocked)
    .orderBy(desc(userAchievements.unlockedAt))
    .limit(PARENT_DASHBOARD_LIST_LENGTHS.achievements);
  return { totals, latest };
}

export interface DashboardDeps {
  db: Database;
  /** The child's minutes of use per day: the progress feature's activity service counts them. */
  activity: { minutesPerDay(childId: string, today: string, count: number): Promise<{ day: string; minutes: number }[]> };
}

export function createDashboardService({ db, activity }: DashboardDeps) {
  return {
    /** Everything the parent dashboard shows about one child, read in one go. */
    dashboard: (account: Account, child: ChildProfile, today: string, now = new Date()) =>
      parentDashboard({ db, activity }, account, child, today, now),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

async function parentDashboard(
  { db, activity }: DashboardDeps,
  account: Account,
  child: ChildProfile,
  today: string,
  now: Date,
): Promise<ParentDashboard> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [lessons, story, puzzleData, achievementData, games, days, streakRows] = await Promise.all([
    lessonProgress(db, child.id),
    storyProgress(db, child.id),
    puzzleFacts(db, child.id, weekAgo),
    achievementFacts(db, child.id, weekAgo),
    gameStats(db, child.id, weekAgo),
    activity.minutesPerDay(child.id, today, PARENT_ACTIVITY_CHART_DAYS),
    db.select().from(streaks).where(and(eq(streaks.childId, child.id), eq(streaks.streakType, 'daily_login'))),
  ]);
  const streakRow = streakRows[0];
  const streak = visibleStreak(streakRow?.currentStreak ?? 0, streakRow?.lastActiveDate ?? null, today);
  const lastPlayedDay = [...days].reverse().find((d) => d.minutes > 0)?.day ?? null;
  const candidates = [streakRow?.lastActiveDate ?? null, lastPlayedDay].filter((d): d is string => d !== null).sort();
  const recommended = recommendedDailyMinutes(child.age);

  const lessonResults: LessonResult[] = lessons.rows.map((row) => ({
    title: row.title,
    completed: row.progress.completed,
    stepStars: Object.values(row.progress.stepStars),
  }));
  const tries = puzzleData.recent.map((row) => ({
    themes: row.themes,
    clean: row.attempt.solved && row.attempt.attempts === 1,
  }));
  const moves = puzzleData.totals?.moves ?? 0;

  return {
    child: { ...toFamilyChild(child), streak },
    subscription: {
      status: account.subscriptionStatus,
      plan: account.plan,
      label: isPremium(account.subscriptionStatus) ? 'Premium Member' : 'Free Account',
    },
    lessons: {
      completed: lessons.rows.filter((row) => row.progress.completed).length,
      total: lessons.total,
      items: lessons.rows.map((row) => ({
        id: row.progress.id,
        completed: row.progress.completed,
        progress: row.progress.progress,
        learningModule: { title: row.title, description: row.description },
      })),
    },
    story: {
      completed: story.rows.filter((row) => row.progress.completed).length,
      total: story.total,
      items: story.rows.map((row) => ({
        id: row.progress.id,
        chapterId: row.progress.chapterId,
        completed: row.progress.completed,
        progress: row.progress.progress,
        chapter: { chapterNumber: row.chapterNumber, title: row.title },
      })),
    },
    puzzles: {
      solved: puzzleData.totals?.solvedPuzzles ?? 0,
      accuracy: moves === 0 ? null : Math.round(((puzzleData.totals?.solvedTries ?? 0) / moves) * 100),
      attempts: puzzleData.recent.slice(0, PARENT_DASHBOARD_LIST_LENGTHS.puzzles).map((row) => ({
        id: row.attempt.id,
        solved: row.attempt.solved,
        attempts: row.attempt.attempts,
        createdAt: row.attempt.createdAt.toISOString(),
        puzzle: { title: row.title, description: row.description },
      })),
    },
    games: { played: games.played, won: games.won, winRate: games.winRate, multiplayer: games.multiplayer, ai: games.ai, live: games.live },
    recentActivity: { lastActiveDate: candidates.at(-1) ?? null, achievements: achievementData.totals?.all ?? 0, streak },
    achievements: achievementData.latest.map((row) => ({
      id: row.id,
      unlockedAt: (row.unlockedAt ?? now).toISOString(),
      achievement: { title: row.title, description: row.description },
    })),
    time: { days, recommended },
    strengths: findStrengths(tries, lessonResults),
    toPractise: findTopicsToPractise(tries, lessonResults),
    weeklySummary: weeklySummary({
      firstName: child.firstName,
      minutes: days.slice(-7).map((d) => d.minutes),
      recommended,
      puzzlesSolved: puzzleData.totals?.weekSolved ?? 0,
      puzzlesTried: puzzleData.totals?.weekTries ?? 0,
      lessonsPractised: lessons.rows.filter((row) => row.progress.updatedAt >= weekAgo).length,
      chaptersPractised: story.rows.filter((row) => row.progress.updatedAt >= weekAgo).length,
      gamesPlayed: games.playedSince,
      gamesWon: games.wonSince,
      achievementsEarned: achievementData.totals?.week ?? 0,
      streak,
    }),
  };
}
