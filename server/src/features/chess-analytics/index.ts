import { defineFeature } from '../../platform/feature';
import { chessAnalyticsRoutes } from './routes';
import { createAnalyticsService } from './service';
import { createAnalyticsSubscriber } from './subscriber';

/** Spec §2 chess analytics: the heat map of the child's moves and the replay of its games, kept from the games' facts. */
export const chessAnalyticsFeature = defineFeature({
  name: 'chess-analytics',
  create: ({ db, engine }) => ({ analytics: createAnalyticsService({ db, engine }) }),
  routes: chessAnalyticsRoutes,
  subscribers: () => [createAnalyticsSubscriber()],
});
