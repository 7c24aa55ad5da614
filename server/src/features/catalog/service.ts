import { asc, count, eq } from 'drizzle-orm';
import type {
  LessonModule,
  Puzzle,
  StoryChapter,
  UserModule,
  UserStory,
} from '@chess-quest/protocol/catalog';
import type { Database } from '../../db/client';
import { modules, puzzles, storyChapters } from '../../db/schema/content';
import { userModules, userStory } from '../../db/schema/progress';

// Read side of the content catalogs (spec §7 reads). Lessons, story and puzzles grow
// their own write paths in the learning issue; these reads answer what is seeded.

export async function listModules(db: Database): Promise<LessonModule[]> {
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

export async function listUserModules(db: Database, childId: string): Promise<UserModule[]> {
  const rows = await db.select().from(userModules).where(eq(userModules.childId, childId));
  return rows.map((row) => ({ moduleId: row.moduleId, completed: row.completed, progress: row.progress }));
}

export async function listStoryChapters(db: Database): Promise<StoryChapter[]> {
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

export async function listUserStory(db: Database, childId: string): Promise<UserStory[]> {
  const rows = await db.select().from(userStory).where(eq(userStory.childId, childId));
  return rows.map((row) => ({
    id: row.id,
    chapterId: row.chapterId,
    completed: row.completed,
    progress: row.progress,
  }));
}

/** Days since 1970-01-01 (UTC) of the given instant. */
export function dayNumber(at: Date): number {
  return Math.floor(at.getTime() / 86_400_000);
}

/**
 * The same puzzle for every child on a calendar day (UTC), a different one the next day:
 * the library is walked in a fixed order with a stride coprime to its size.
 */
export function dailyPuzzleIndex(day: number, librarySize: number): number {
  if (librarySize <= 0) throw new RangeError('empty library');
  const stride = pickStride(librarySize);
  return (((day * stride) % librarySize) + librarySize) % librarySize;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function pickStride(size: number): number {
  // Roughly the golden ratio of the size, nudged until coprime, so neighbours differ.
  let stride = Math.max(1, Math.round(size * 0.618));
  while (gcd(stride, size) !== 1) stride += 1;
  return stride;
}

export async function dailyPuzzle(db: Database, at = new Date()): Promise<Puzzle | null> {
  const [total] = await db.select({ n: count() }).from(puzzles);
  const size = total?.n ?? 0;
  if (size === 0) return null;
  const [row] = await db
    .select()
    .from(puzzles)
    .orderBy(asc(puzzles.id))
    .offset(dailyPuzzleIndex(dayNumber(at), size))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    fen: row.fen,
    solution: row.solution,
    hints: row.hints,
    points: row.points,
  };
}
