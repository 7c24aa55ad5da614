import { accountReads } from '../../auth/account-reads';
import { defineFeature } from '../../platform/feature';
import { puzzleRoutes, type PuzzlesServices } from './routes';
import { createPuzzlesService } from './service';

/** Spec §4 puzzles: the child's list from the library in memory (the node's shelf), attempts checked against the solution. */
export const puzzlesFeature = defineFeature({
  name: 'puzzles',
  create: ({ db, facts, shelf, sessions }): PuzzlesServices => ({
    puzzles: createPuzzlesService({ db, facts, shelf }),
    reads: accountReads(sessions.cache),
  }),
  routes: puzzleRoutes,
});
