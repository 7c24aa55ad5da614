import { defineFeature } from '../../platform/feature';
import { miniChallengeRoutes } from './routes';
import { createMiniChallengesService } from './service';

/** Issue 14: short timed games (quick move, pattern match, memory, speed puzzles), scored by the server. */
export const miniChallengesFeature = defineFeature({
  name: 'mini-challenges',
  create: ({ db, facts }) => ({ mini: createMiniChallengesService({ db, facts }) }),
  routes: miniChallengeRoutes,
});
