import { defineFeature } from '../../platform/feature';
import { aiChessRoutes } from './routes';
import { createAiGamesService, naturalPause } from './service';

/** Spec §4 AI chess: games against the engine pool, with hints and a review beyond the spec. */
export const aiChessFeature = defineFeature({
  name: 'ai-chess',
  create: ({ config, db, facts, engine }) => {
    // A configured pause (0 in tests) replaces the natural 150-400 ms "thinking".
    const pause = config.aiThinkingPauseMs;
    return { aiGames: createAiGamesService({ db, facts, engine, thinkingPauseMs: pause === null ? naturalPause : () => pause }) };
  },
  routes: aiChessRoutes,
});
