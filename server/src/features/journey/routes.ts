import { Router } from 'express';
import { insightIdParamsSchema, pathIdParamsSchema } from '@chess-quest/protocol/journey';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import type { JourneyService } from './service';

/** Spec §7 learning journey calls, plus marking an insight read (beyond the spec). */
export function journeyRoutes(journey: JourneyService): Router {
  const router = Router();
  router.get('/learning-paths', async (req, res) => {
    res.json(await journey.listPaths(currentUser(req).child.id));
  });
  router.get('/user-learning-paths', async (req, res) => {
    res.json(await journey.listUserPaths(currentUser(req).child.id));
  });
  router.get('/user-milestone-progress', async (req, res) => {
    res.json(await journey.listMilestones(currentUser(req).child.id));
  });
  router.post('/learning-paths/:id/start', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(pathIdParamsSchema, req.params);
    res.json(await journey.start(child.id, id));
  });
  router.post('/learning-paths/:id/continue', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(pathIdParamsSchema, req.params);
    res.json(await journey.continue(child.id, id));
  });
  router.get('/skill-assessments', async (req, res) => {
    res.json(await journey.skills(currentUser(req).child.id));
  });
  router.get('/review-items', async (req, res) => {
    res.json(await journey.reviewItems(currentUser(req).child.id));
  });
  router.get('/learning-insights', async (req, res) => {
    res.json(await journey.listInsights(currentUser(req).child.id));
  });
  router.post('/learning-insights/:id/read', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(insightIdParamsSchema, req.params);
    await journey.markInsightRead(child.id, id);
    res.status(204).end();
  });
  return router;
}
