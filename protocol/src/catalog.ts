import { z } from 'zod';

/** Spec §3 Module (lesson). */
export const moduleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  difficulty: z.number().int().min(1).max(5),
  points: z.number().int(),
  requiredLevel: z.number().int(),
});
export type LessonModule = z.infer<typeof moduleSchema>;

/** Spec §3 User module. */
export const userModuleSchema = z.object({
  moduleId: z.string(),
  completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
});
export type UserModule = z.infer<typeof userModuleSchema>;

/** Spec §3 Story chapter. */
export const storyChapterSchema = z.object({
  id: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  requiredLevel: z.number().int(),
  isPremium: z.boolean(),
});
export type StoryChapter = z.infer<typeof storyChapterSchema>;

/** Spec §3 User story. */
export const userStorySchema = z.object({
  id: z.string(),
  chapterId: z.string(),
  completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
});
export type UserStory = z.infer<typeof userStorySchema>;

/** Spec §3 Puzzle. */
export const puzzleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.number().int().min(1).max(5),
  fen: z.string(),
  solution: z.array(z.string()),
  hints: z.array(z.string()),
  points: z.number().int(),
});
export type Puzzle = z.infer<typeof puzzleSchema>;

/** GET /api/puzzles/daily answers a puzzle, or null while the library is empty. */
export const dailyPuzzleResponseSchema = puzzleSchema.nullable();
