import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lessonModules } from '../content/lessons/index';
import { loadPuzzleLibrary } from '../content/puzzles/library';
import type { PuzzleContent } from '../content/puzzles/puzzle-content';
import { storyChapters as storyChapterContent } from '../content/story/index';
import { achievementCatalog } from '../content/rewards/achievements';
import { medalCatalog } from '../content/rewards/medals';
import { learningPathCatalog } from '../content/journey/paths';
import { miniChallengeCatalog } from '../content/mini-challenges/catalog';
import { boardThemeCatalog, pieceThemeCatalog } from '../content/customization/index';
import type { Database } from './client';
import { achievements, boardThemes, learningPaths, medals, miniChallenges, modules, pieceThemes, puzzles, storyChapters } from './schema/content';

/** `set` clause of an upsert: every column takes the incoming value. */
function excludedColumns(table: PgTable, keep: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsertCatalog<T extends PgTable & { id: unknown }>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  keep: string[] = ['id'],
): Promise<void> {
  // Batches keep each statement's parameter count far below PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insert(table)
      .values(rows.slice(start, start + 200))
      .onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set: excludedColumns(table, keep) });
  }
}

let library: PuzzleContent[] | null = null;
/** The project's own puzzle library (made by scripts/puzzles/generate.ts, verified in CI), read once. */
function puzzleLibrary(): PuzzleContent[] {
  library ??= loadPuzzleLibrary();
  return library;
}

/**
 * Content catalogs from server/src/content/, written at every start-up: new entries are
 * added and changed ones updated; rows children refer to are never deleted here.
 * Imported Lichess puzzles (source 'lichess') are left as the operator loaded them.
 */
export async function seedCatalogs(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await upsertCatalog(t, pieceThemes, pieceThemeCatalog);
    await upsertCatalog(t, boardThemes, boardThemeCatalog);
    await upsertCatalog(
      t,
      modules,
      lessonModules.map((m) => ({
        id: m.id,
        title: m.title,
        description: m.description,
        durationMinutes: m.duration,
        difficulty: m.difficulty,
        points: m.points,
        requiredLevel: m.requiredLevel,
        sortOrder: m.sortOrder,
        isPremium: m.isPremium,
        steps: m.steps as unknown as Record<string, unknown>[],
      })),
    );
    await upsertCatalog(
      t,
      storyChapters,
      storyChapterContent.map((c) => ({
        id: c.id,
        chapterNumber: c.chapterNumber,
        title: c.title,
        description: c.description,
        requiredLevel: c.requiredLevel,
        isPremium: c.isPremium,
        content: { points: c.points, pages: c.pages } as unknown as Record<string, unknown>,
      })),
    );
    await upsertCatalog(
      t,
      puzzles,
      puzzleLibrary().map((p) => ({ ...p })),
      ['id', 'createdAt'],
    );
    await upsertCatalog(
      t,
      achievements,
      achievementCatalog.map(({ badge, ...a }, sortOrder) => ({ ...a, grantsBadge: badge, maxProgress: a.rule.target, sortOrder })),
    );
    await upsertCatalog(
      t,
      medals,
      medalCatalog.map((m, sortOrder) => ({
        ...m,
        maxProgress: m.rule.target,
        isLimitedTime: m.availableUntil !== null,
        availableFrom: m.availableFrom ? new Date(m.availableFrom) : null,
        availableUntil: m.availableUntil ? new Date(m.availableUntil) : null,
        sortOrder,
      })),
    );
    await upsertCatalog(
      t,
      learningPaths,
      learningPathCatalog.map((p, index) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        icon: p.icon,
        color: p.color,
        difficulty: p.difficulty,
        estimatedDurationMinutes: p.estimatedDuration,
        skills: p.skills,
        prerequisites: p.prerequisites,
        totalSteps: p.steps.length,
        sortOrder: index,
      })),
    );
    await upsertCatalog(
      t,
      miniChallenges,
      miniChallengeCatalog.map((c, sortOrder) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        type: c.type,
        difficulty: c.difficulty,
        timeLimitSeconds: c.timeLimit,
        rewardPoints: c.rewards.points,
        rewardXp: c.rewards.xp,
        rewardBadge: c.rewards.badge ?? null,
        goalScore: c.goalScore,
        sortOrder,
      })),
    );
  });
}
