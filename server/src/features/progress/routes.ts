import { Router } from 'express';
import { activityHeartbeatBodySchema } from '@chess-quest/protocol/parent';
import { currentUser } from '../../auth/require-user';
import { uncachedReads, type AccountReads } from '../../auth/account-reads';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import type { ActivityService } from './activity-service';
import type { ProgressService } from './progress-service';

/** The active child's own record: its own data, so not behind the parent PIN. */
export function progressRoutes({
  progress,
  activity,
  reads = uncachedReads,
}: {
  progress: ProgressService;
  activity: ActivityService;
  /** Polled by every signed-in page's header: kept like the signed-in child (same TTL, same drops). */
  reads?: AccountReads;
}): Router {
  const router = Router();
  /** Spec §3 User progress: level, points, and the streak as it stands on the child's today. */
  router.get('/user/progress', async (req, res) => {
    const { child } = currentUser(req);
    const today = requestDay(req);
    res.json(await reads(req, `progress:${child.id}:${today}`, () => progress.progress(child, today)));
  });

  // Spec §7 reads of the active child.
  router.get('/user/puzzle-attempts', async (req, res) => {
    res.json(await progress.puzzleAttempts(currentUser(req).child.id));
  });

  router.post('/user/activity-heartbeat', async (req, res) => {
    const { child } = currentUser(req);
    const { activeSeconds } = parseInput(activityHeartbeatBodySchema, req.body);
    res.json(await activity.recordHeartbeat(child.id, requestDay(req), activeSeconds));
  });
  return router;
}
