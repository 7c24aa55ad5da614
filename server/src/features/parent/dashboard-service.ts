import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PARENT_ACTIVITY_CHART_DAYS, PARENT_DASHBOARD_LIST_LENGTHS } from '@chess-quest/protocol/constants';
import { recommendedDailyMinutes, type ParentDashboard } from '@chess-quest/protocol/parent';
import type { Locale } from '@chess-quest/protocol/locales';
import type { ContentKindName } from '../../content/i18n/kinds';
import { localizeText } from '../../content/i18n/localize';
import type { Database } from '../../db/client';
import { aiGames } from '../../db/schema/ai';
import { achievements, modules, puzzles, storyChapters } from '../../db/schema/content';
import { games } from '../../db/schema/multiplayer';
import { userAchievements } from '../../db/schema/gamification';
import { puzzleAttempts, streaks, userModules, userStory } from '../../db/schema/progress';
import type { Account, ChildProfile } from '../../domain/accounts';
import { isPremium } from '../../domain/premium';
import { visibleStreak } from '../../domain/learner';
import { toFamilyChild } from './family-service';
import { gameStats } from './game-stats';
import { findStrengths, findTopicsToPractise, weeklySummary, type LessonResult } from './insights';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
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
      tries: sql<number>`count(*)::integer`,
      solvedTries: sql<number>`count(*) filter (where ${puzzleAttempts.solved})::integer`,
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
    .select({
      id: userAchievements.id,
      achievementId: achievements.id,
      unlockedAt: userAchievements.unlockedAt,
      title: achievements.title,
      description: achievements.description,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(unlocked)
    .orderBy(desc(userAchievements.unlockedAt))
    .limit(PARENT_DASHBOARD_LIST_LENGTHS.achievements);
  return { totals, latest };
}

/**
 * The child's calendar days (in its time zone) since `first` on which it did something the
 * app keeps: a puzzle tried, a lesson or story step, a game started or finished. A day with
 * a game won in 40 seconds was a day played, whatever the heartbeats counted.
 */
async function daysWithActivity(db: Database, child: ChildProfile, since: Date): Promise<Set<string>> {
  const zone = child.timeZone;
  const day = (column: unknown) => sql`to_char((${column} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    select ${day(puzzleAttempts.createdAt)} as day from ${puzzleAttempts} where ${puzzleAttempts.childId} = ${child.id} and ${puzzleAttempts.createdAt} >= ${since}
    union select ${day(userModules.updatedAt)} from ${userModules} where ${userModules.childId} = ${child.id} and ${userModules.updatedAt} >= ${since}
    union select ${day(userStory.updatedAt)} from ${userStory} where ${userStory.childId} = ${child.id} and ${userStory.updatedAt} >= ${since}
    union select ${day(aiGames.createdAt)} from ${aiGames} where ${aiGames.childId} = ${child.id} and ${aiGames.createdAt} >= ${since}
    union select ${day(aiGames.finishedAt)} from ${aiGames} where ${aiGames.childId} = ${child.id} and ${aiGames.finishedAt} >= ${since}
    union select ${day(games.createdAt)} from ${games} where (${games.whiteId} = ${child.id} or ${games.blackId} = ${child.id}) and ${games.createdAt} >= ${since}
    union select ${day(games.finishedAt)} from ${games} where (${games.whiteId} = ${child.id} or ${games.blackId} = ${child.id}) and ${games.finishedAt} >= ${since}
  `);
  // Both drivers answer { rows } (node-postgres and PGlite).
  return new Set((result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day));
}

export interface DashboardDeps {
  db: Database;
  /** The child's active time per day: the progress feature's activity service counts it. */
  activity: {
    activityPerDay(childId: string, today: string, count: number): Promise<{ day: string; seconds: number; minutes: number }[]>;
  };
  /** The child's skills, read (and assessed) as GET /api/skill-assessments reads them: the journey feature's reader. */
  skills(childId: string): Promise<ParentDashboard['skills']>;
  /** The coordinates trainer's four bests: the coordinates feature's reader. */
  coordinates(childId: string): Promise<ParentDashboard['coordinates']>;
  /** The best Puzzle Streak: the puzzle-streak feature's reader. */
  puzzleStreakBest(childId: string): Promise<number>;
}

export function createDashboardService(deps: DashboardDeps) {
  return {
    /** Everything the parent dashboard shows about one child, read in one go. */
    dashboard: (account: Account, child: ChildProfile, today: string, now = new Date(), locale: Locale = 'en') =>
      parentDashboard(deps, account, child, today, now, locale),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

async function parentDashboard(
  { db, activity, skills, coordinates, puzzleStreakBest }: DashboardDeps,
  account: Account,
  child: ChildProfile,
  today: string,
  now: Date,
  locale: Locale,
): Promise<ParentDashboard> {
  // Content titles in the reader's language (decision record 047).
  const text = (kind: ContentKindName, key: string, field: string, english: string) => localizeText(kind, key, field, english, locale);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  // The chart's first day, a day early so that a zone far ahead of UTC loses none of it.
  const chartSince = new Date(now.getTime() - (PARENT_ACTIVITY_CHART_DAYS + 1) * DAY_MS);
  const [lessons, story, puzzleData, achievementData, gameData, beats, activeDays, streakRows, skillRows, coordinateBests, streakBest] =
    await Promise.all([
      lessonProgress(db, child.id),
      storyProgress(db, child.id),
      puzzleFacts(db, child.id, weekAgo),
      achievementFacts(db, child.id, weekAgo),
      gameStats(db, child.id, weekAgo),
      activity.activityPerDay(child.id, today, PARENT_ACTIVITY_CHART_DAYS),
      daysWithActivity(db, child, chartSince),
      db
        .select()
        .from(streaks)
        .where(and(eq(streaks.childId, child.id), eq(streaks.streakType, 'daily_login'))),
      skills(child.id),
      coordinates(child.id),
      puzzleStreakBest(child.id),
    ]);
  const days = beats.map((d) => ({ ...d, played: d.seconds > 0 || activeDays.has(d.day) }));
  const streakRow = streakRows[0];
  const streak = visibleStreak(streakRow?.currentStreak ?? 0, streakRow?.lastActiveDate ?? null, today);
  const lastPlayedDay = [...days].reverse().find((d) => d.played)?.day ?? null;
  const candidates = [streakRow?.lastActiveDate ?? null, lastPlayedDay].filter((d): d is string => d !== null).sort();
  const recommended = recommendedDailyMinutes(child.age);

  const lessonResults: LessonResult[] = lessons.rows.map((row) => ({
    title: text('lessons', row.progress.moduleId, 'title', row.title),
    completed: row.progress.completed,
    stepStars: Object.values(row.progress.stepStars),
  }));
  const recentTries = puzzleData.recent.map((row) => ({
    themes: row.themes,
    clean: row.attempt.solved && row.attempt.attempts === 1,
  }));
  const tries = puzzleData.totals?.tries ?? 0;
  const solvedTries = puzzleData.totals?.solvedTries ?? 0;

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
        learningModule: {
          title: text('lessons', row.progress.moduleId, 'title', row.title),
          description: text('lessons', row.progress.moduleId, 'description', row.description),
        },
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
        chapter: { chapterNumber: row.chapterNumber, title: text('story', row.progress.chapterId, 'title', row.title) },
      })),
    },
    puzzles: {
      solved: puzzleData.totals?.solvedPuzzles ?? 0,
      tries,
      solvedTries,
      accuracy: tries === 0 ? null : Math.round((solvedTries / tries) * 100),
      attempts: puzzleData.recent.slice(0, PARENT_DASHBOARD_LIST_LENGTHS.puzzles).map((row) => ({
        id: row.attempt.id,
        solved: row.attempt.solved,
        attempts: row.attempt.attempts,
        createdAt: row.attempt.createdAt.toISOString(),
        puzzle: {
          title: text('puzzles', row.attempt.puzzleId, 'title', row.title),
          description: text('puzzles', row.attempt.puzzleId, 'description', row.description),
        },
      })),
    },
    games: {
      played: gameData.played,
      won: gameData.won,
      winRate: gameData.winRate,
      multiplayer: gameData.multiplayer,
      ai: gameData.ai,
      live: gameData.live,
    },
    recentActivity: { lastActiveDate: candidates.at(-1) ?? null, achievements: achievementData.totals?.all ?? 0, streak },
    achievements: achievementData.latest.map((row) => ({
      id: row.id,
      unlockedAt: (row.unlockedAt ?? now).toISOString(),
      achievement: {
        title: text('achievements', row.achievementId, 'title', row.title),
        description: text('achievements', row.achievementId, 'description', row.description),
      },
    })),
    time: { days, recommended },
    strengths: findStrengths(recentTries, lessonResults, locale),
    toPractise: findTopicsToPractise(recentTries, lessonResults, locale),
    skills: skillRows.map(({ skillName, level, confidence }) => ({ skillName, level, confidence })),
    coordinates: coordinateBests,
    puzzleStreakBest: streakBest,
    weeklySummary: weeklySummary(
      {
        firstName: child.firstName,
        days: days.slice(-7).map((d) => ({ seconds: d.seconds, played: d.played })),
        recommended,
        puzzlesSolved: puzzleData.totals?.weekSolved ?? 0,
        puzzlesTried: puzzleData.totals?.weekTries ?? 0,
        lessonsPractised: lessons.rows.filter((row) => row.progress.updatedAt >= weekAgo).length,
        chaptersPractised: story.rows.filter((row) => row.progress.updatedAt >= weekAgo).length,
        gamesPlayed: gameData.playedSince,
        gamesWon: gameData.wonSince,
        achievementsEarned: achievementData.totals?.week ?? 0,
        streak,
      },
      locale,
    ),
  };
}
