import { runOnce } from '../../background';
import { defineFeature } from '../../platform/feature';
import { backfillAll } from './backfill';
import { createRewardPushSubscriber } from './pushes';
import { achievementRoutes, type AchievementsServices } from './routes';
import { createRewardsService } from './service';
import { createSharingService } from './sharing';
import { createRewardsSubscriber } from './subscriber';

export type { AchievementsServices };
export { sharePageRoutes } from './share-pages';

/**
 * Spec §7 achievements (issue 11): XP, achievements, badges, streaks, the daily challenge and
 * medals, paid from facts by the subscriber, and sharing them with a grown-up's approval. The
 * public share pages (/share/:type/:id) are mounted by app.ts outside /api with this
 * feature's sharing service (`sharePageRoutes`).
 */
export const achievementsFeature = defineFeature({
  name: 'achievements',
  create: ({ db, facts }): AchievementsServices => ({ rewards: createRewardsService({ db }), sharing: createSharingService({ db, facts }) }),
  routes: achievementRoutes,
  subscribers: () => [createRewardsSubscriber()],
  socket: (_services, { io }) => ({ factPushes: [createRewardPushSubscriber(io)] }),
  jobs: (_services, { db, logger }) => [
    // Children who played before rewards existed get what they earned; idempotent, so every
    // node may run it at start-up (unique source keys pay each thing once).
    runOnce(
      'rewards-backfill',
      () => backfillAll(db),
      (error, job) => logger.warn({ err: error, job }, 'background job failed'),
    ),
  ],
});
