import { everyInterval } from '../../background';
import { createBackgroundLane } from '../../engine/background-lane';
import { defineFeature } from '../../platform/feature';
import { gameReviewRoutes } from './routes';
import { createGameReviewService } from './service';
import { createGameReviewSubscriber } from './subscriber';

/** How often each node looks for a pending review (a dead node's claim, a review queued elsewhere). */
export const REVIEW_JOB_EVERY_MS = 5_000;

/**
 * Issue 26, decision 044: every finished game reviewed in the background by the engine, on a
 * bounded, low-priority share of the pool; the review of each game kept once; "Try it again"
 * paid once from its fact; "mistakes per game" for the parent and the teacher.
 */
export const gameReviewFeature = defineFeature({
  name: 'game-review',
  create: ({ db, engine, facts, logger }) => ({
    reviews: createGameReviewService({
      db,
      engine: createBackgroundLane(engine),
      facts,
      onError: (error, gameId) => logger.warn({ err: error, gameId }, 'game review failed; it is tried again later'),
    }),
  }),
  routes: gameReviewRoutes,
  subscribers: ({ reviews }, { logger }) => [createGameReviewSubscriber(reviews, (error) => logger.warn({ err: error }, 'game review run failed'))],
  jobs: ({ reviews }, { logger }) => [
    everyInterval(
      'game-review',
      REVIEW_JOB_EVERY_MS,
      () => reviews.runPending(),
      (error, job) => logger.warn({ err: error, job }, 'background job failed'),
    ),
  ],
});
