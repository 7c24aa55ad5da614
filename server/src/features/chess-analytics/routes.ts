import { Router } from 'express';
import { heatmapQuerySchema, replayGameParamsSchema } from '@chess-quest/protocol/analytics';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import type { AnalyticsService } from './service';

/** Spec §7 GET /api/chess/heatmap, plus the replay of the child's own games (premium). */
export function analyticsRoutes(analytics: AnalyticsService): Router {
  const router = Router();
  router.get('/chess/heatmap', async (req, res) => {
    const { account, child } = currentUser(req);
    const { timeframe } = parseInput(heatmapQuerySchema, req.query);
    res.json(await analytics.heatmap(child.id, account.subscriptionStatus, timeframe));
  });
  router.get('/chess/games', async (req, res) => {
    const { account, child } = currentUser(req);
    res.json(await analytics.listGames(child.id, account.subscriptionStatus));
  });
  router.get('/chess/games/:id', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id } = parseInput(replayGameParamsSchema, req.params);
    res.json(await analytics.replay(child.id, account.subscriptionStatus, id));
  });
  return router;
}
