import { Router } from 'express';
import { childIdParamsSchema } from '@chess-quest/protocol/parent';
import { currentAccount, requireParentGate } from '../../auth/parent-gate';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import type { DashboardService } from './dashboard-service';
import type { FamilyService } from './family-service';

export function parentDashboardRoutes({ dashboard, family }: { dashboard: DashboardService; family: FamilyService }): Router {
  const router = Router();
  router.get('/parent/children/:childId/dashboard', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const child = await family.findOwnChild(account.id, childId);
    res.json(await dashboard.dashboard(account, child, requestDay(req)));
  });
  return router;
}
