import { Router } from 'express';
import { z } from 'zod';
import { puzzleAttemptBodySchema } from '@chess-quest/protocol/puzzles';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { parseInput } from '../../http/errors';
import { calendarDay, requestTimeZone } from '../../http/time-zone';
import { listPuzzles, listUserPuzzles, recordAttempt } from './service';

const puzzleParams = z.object({ id: z.string().min(1).max(80) });

export function puzzleRoutes({ db, events }: { db: Database; events: DomainEvents }): Router {
  const router = Router();
  router.get('/puzzles', async (req, res) => {
    const { child } = currentUser(req);
    res.json(await listPuzzles(db, child.id, child.puzzleRating));
  });
  router.get('/user/puzzles', async (req, res) => {
    res.json(await listUserPuzzles(db, currentUser(req).child.id));
  });
  router.post('/user/puzzles/:id/attempt', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id } = parseInput(puzzleParams, req.params);
    const body = parseInput(puzzleAttemptBodySchema, req.body);
    const timeZone = requestTimeZone(req);
    const solver = { child, subscriptionStatus: account.subscriptionStatus };
    const answer = await recordAttempt(db, solver, id, body, { today: calendarDay(timeZone, new Date()), timeZone });
    // A parent watching the dashboard in another tab sees the attempt at once.
    events.emit({ type: 'child.activity', accountId: account.id, childId: child.id, kind: 'puzzle', at: new Date().toISOString() });
    res.json(answer);
  });
  return router;
}
