import { Router } from 'express';
import { z } from 'zod';
import { completeStepBodySchema } from '@chess-quest/protocol/lessons';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import { completeStep, getModuleDetail } from './service';

const moduleParams = z.object({ id: z.string().min(1).max(80) });
const stepParams = moduleParams.extend({
  index: z.coerce.number({ error: 'step index must be a number' }).int().min(0, 'step index must be 0 or more').max(500),
});

export function lessonRoutes({ db, events }: { db: Database; events: DomainEvents }): Router {
  const router = Router();
  router.get('/modules/:id', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(moduleParams, req.params);
    res.json(await getModuleDetail(db, child, id));
  });
  router.post('/modules/:id/steps/:index/complete', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id, index } = parseInput(stepParams, req.params);
    const { moves } = parseInput(completeStepBodySchema, req.body);
    const answer = await completeStep(db, child, id, index, moves, requestDay(req));
    events.emit({ type: 'child.activity', accountId: account.id, childId: child.id, kind: 'lesson', at: new Date().toISOString() });
    res.json(answer);
  });
  return router;
}
