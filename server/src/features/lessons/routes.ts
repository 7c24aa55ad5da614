import { Router } from 'express';
import { z } from 'zod';
import { completeStepBodySchema } from '@chess-quest/protocol/lessons';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import type { LessonsService } from './service';

const moduleParams = z.object({ id: z.string().min(1).max(80) });
const stepParams = moduleParams.extend({
  index: z.coerce.number({ error: 'step index must be a number' }).int().min(0, 'step index must be 0 or more').max(500),
});

export function lessonRoutes(lessons: LessonsService): Router {
  const router = Router();
  router.get('/modules/:id', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(moduleParams, req.params);
    res.json(await lessons.getModuleDetail(child, id));
  });
  router.post('/modules/:id/steps/:index/complete', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id, index } = parseInput(stepParams, req.params);
    const { moves } = parseInput(completeStepBodySchema, req.body);
    res.json(await lessons.completeStep({ accountId: account.id, child }, id, index, moves, requestDay(req)));
  });
  return router;
}
