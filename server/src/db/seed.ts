import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lessonModules } from '../content/lessons/index';
import { loadPuzzleLibrary } from '../content/puzzles/library';
import type { PuzzleContent } from '../content/puzzles/puzzle-content';
import { storyChapters as storyChapterContent } from '../content/story/index';
import { achievementCatalog } from '../content/achievements/achievements';
import { medalCatalog } from '../content/achievements/medals';
import { learningPathCatalog } from '../content/learning-journey/paths';
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

/** A value as text that does not depend on key order (jsonb keeps its own) or Date objects. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, comparable((value as Record<string, unknown>)[key])]),
    );
  }
  return value ?? null;
}

/** Rows a statement may carry: PostgreSQL takes at most 65,535 parameters. */
function chunkFor(rows: readonly Record<string, unknown>[]): number {
  const columns = Math.max(1, ...rows.slice(0, 10).map((row) => Object.keys(row).length));
  return Math.max(1, Math.floor(60_000 / columns));
}

/**
 * Writes only the rows that are new or differ from what is stored (decision record 022):
 * one read of the table, then as few statements as the parameter limit allows. A start on
 * an unchanged database writes nothing.
 */
async function upsertCatalog<T extends PgTable & { id: unknown }>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  keep: string[] = ['id'],
): Promise<number> {
  const columns = getTableColumns(table);
  const stored = (await db.select().from(table as PgTable)) as Record<string, unknown>[];
  const byId = new Map(stored.map((row) => [row.id, row]));
  const changed = rows.filter((row) => {
    const before = byId.get((row as { id: unknown }).id);
    if (!before) return true;
    return Object.entries(row as Record<string, unknown>).some(
      ([key, value]) =>
        value !== undefined && key in columns && !keep.includes(key) && JSON.stringify(comparable(value)) !== JSON.stringify(comparable(before[key])),
    );
  });
  const size = chunkFor(changed as Record<string, unknown>[]);
  for (let start = 0; start < changed.length; start += size) {
    await db
      .insert(table)
      .values(changed.slice(start, start + size))
      .onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set: excludedColumns(table, keep) });
  }
  return changed.length;
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
 * Answers how many rows it wrote (none when nothing changed).
 */
export async function seedCatalogs(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let written = 0;
    // Every node seeds at start-up; two starting at once may both write a change, which the
    // upsert makes harmless.
    const t = tx as unknown as Database;
    written += await upsertCatalog(t, pieceThemes, pieceThemeCatalog);
    written += await upsertCatalog(t, boardThemes, boardThemeCatalog);
    written += await upsertCatalog(
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
    written += await upsertCatalog(
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
    written += await upsertCatalog(
      t,
      puzzles,
      puzzleLibrary().map((p) => ({ ...p })),
      ['id', 'createdAt'],
    );
    written += await upsertCatalog(
      t,
      achievements,
      achievementCatalog.map(({ badge, ...a }, sortOrder) => ({ ...a, grantsBadge: badge, maxProgress: a.rule.target, sortOrder })),
    );
    written += await upsertCatalog(
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
    written += await upsertCatalog(
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
    written += await upsertCatalog(
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
    return written;
  });
}
