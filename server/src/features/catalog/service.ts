import { asc, eq } from 'drizzle-orm';
import type { LessonModule, StoryChapter, UserModule, UserStory } from '@chess-quest/protocol/catalog';
import type { Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { localize, localizeAll } from '../../content/i18n/localize';
import { modules, storyChapters } from '../../db/schema/content';
import { userModules, userStory } from '../../db/schema/progress';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { PuzzleShelf } from '../../domain/puzzle-shelf';

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

/** A catalog answer held in memory: its JSON text, the same gzipped once, and a strong ETag of it. */
export interface StaticJson {
  body: string;
  gzipped: Buffer;
  etag: string;
}

export function staticJson(value: unknown): StaticJson {
  const body = JSON.stringify(value);
  return { body, gzipped: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Read once per node and language: the content is seeded from server/src/content/ at start-up
 * and never changes while it runs; each language's answer is made once from the English rows
 * (decision record 047).
 */
function oncePerLocale<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const values = new Map<Locale, Promise<T>>();
  return (locale) => {
    let value = values.get(locale);
    if (!value) {
      const loading = load(locale);
      value = loading;
      values.set(locale, loading);
      loading.catch(() => {
        if (values.get(locale) === loading) values.delete(locale);
      });
    }
    return value;
  };
}

/**
 * The catalogs of lessons, story chapters and puzzles, and each child's place in them.
 * The catalogs themselves are served from memory with an ETag (decision record 022).
 */
export function createCatalogService({ db, shelf }: { db: Database; shelf: PuzzleShelf }) {
  const modulesJson = oncePerLocale(async (locale) => staticJson(localizeAll('lessons', await listModules(db), locale)));
  const chaptersJson = oncePerLocale(async (locale) => staticJson(localizeAll('story', await listStoryChapters(db), locale)));
  let daily: { day: number; at: number; puzzle: ReturnType<PuzzleShelf['daily']>; json: Map<Locale, Promise<StaticJson>> } | null = null;
  return {
    listModules: () => listModules(db),
    /** The modules' cached answer in a language (English unless said). */
    modulesJson: (locale: Locale = 'en') => modulesJson(locale),
    listUserModules: (childId: string) => listUserModules(db, childId),
    listStoryChapters: () => listStoryChapters(db),
    /** The chapters' cached answer in a language (English unless said). */
    storyChaptersJson: (locale: Locale = 'en') => chaptersJson(locale),
    listUserStory: (childId: string) => listUserStory(db, childId),
    dailyPuzzle: (at = new Date()) => shelf.daily(at),
    /** The puzzle of the day's answer in a language, kept for the day (re-made when the shelf may have changed). */
    dailyPuzzleJson: (at = new Date(), locale: Locale = 'en') => {
      const day = Math.floor(at.getTime() / 86_400_000);
      if (!daily || daily.day !== day || Date.now() - daily.at >= 60_000) {
        daily = { day, at: Date.now(), puzzle: shelf.daily(at), json: new Map() };
      }
      let json = daily.json.get(locale);
      if (!json) {
        json = daily.puzzle.then((puzzle) => staticJson(puzzle ? localize('puzzles', puzzle, locale) : puzzle));
        daily.json.set(locale, json);
      }
      return json;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
