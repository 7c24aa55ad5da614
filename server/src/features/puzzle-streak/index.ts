import { defineFeature } from '../../platform/feature';
import { puzzleStreakRoutes } from './routes';
import { createPuzzleStreakService } from './service';

declare module '../../platform/ports' {
  interface Ports {
    /** The best Puzzle Streak of each child named (the child's progress, the parent dashboard). */
    puzzleStreakBestsOf(childIds: readonly string[]): Promise<Map<string, number>>;
  }
}

/** Issue 26, decision 043: Puzzle Streak, no clock, one mistake ends the run, the best kept. */
export const puzzleStreakFeature = defineFeature({
  name: 'puzzle-streak',
  create: ({ db, facts, shelf }) => ({ streak: createPuzzleStreakService({ db, facts, shelf }) }),
  routes: puzzleStreakRoutes,
  provides: ({ streak }) => ({ puzzleStreakBestsOf: (childIds: readonly string[]) => streak.bestsOf(childIds) }),
});
