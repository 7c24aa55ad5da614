import { asc, eq } from 'drizzle-orm';
import type {
  LessonModule,
  StoryChapter,
  UserModule,
  UserStory,
} from '@chess-quest/protocol/catalog';
import type { Database } from '../../db/client';
import { modules, storyChapters } from '../../db/schema/content';
import { userModules, userStory } from '../../db/schema/progress';
import { dailyPuzzle } from './public';

// Read side of the content catalogs (spec §7 reads). Lessons, story and puzzles grow
// their own write paths in the learning issue; these reads answer what is seeded.

async function listModules(db: Database): Promise<LessonModule[]> {
  const rows = await db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.durationMinutes,
    difficulty: row.difficulty,
    points: row.points,
    requiredLevel: row.requiredLevel,
  }));
}

async function listUserModules(db: Database, childId: string): Promise<UserModule[]> {
  const rows = await db.select().from(userModules).where(eq(userModules.childId, childId));
  return rows.map((row) => ({ moduleId: row.moduleId, completed: row.completed, progress: row.progress }));
}

async function listStoryChapters(db: Database): Promise<StoryChapter[]> {
  const rows = await db.select().from(storyChapters).orderBy(asc(storyChapters.chapterNumber));
  return rows.map((row) => ({
    id: row.id,
    chapterNumber: row.chapterNumber,
    title: row.title,
    description: row.description,
    requiredLevel: row.requiredLevel,
    isPremium: row.isPremium,
  }));
}

async function listUserStory(db: Database, childId: string): Promise<UserStory[]> {
  const rows = await db.select().from(userStory).where(eq(userStory.childId, childId));
  return rows.map((row) => ({
    id: row.id,
    chapterId: row.chapterId,
    completed: row.completed,
    progress: row.progress,
  }));
}

/** The catalogs of lessons, story chapters and puzzles, and each child's place in them. */
export function createCatalogService({ db }: { db: Database }) {
  return {
    listModules: () => listModules(db),
    listUserModules: (childId: string) => listUserModules(db, childId),
    listStoryChapters: () => listStoryChapters(db),
    listUserStory: (childId: string) => listUserStory(db, childId),
    dailyPuzzle: (at = new Date()) => dailyPuzzle(db, at),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
