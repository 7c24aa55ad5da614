import { Router } from 'express';
import { z } from 'zod';
import { puzzleAttemptBodySchema } from '@chess-quest/protocol/puzzles';
import { currentUser } from '../../auth/require-user';
import { uncachedReads, type AccountReads } from '../../auth/account-reads';
import { parseInput } from '../../http/errors';
import { calendarDay, childTimeZone, requestTimeZone } from '../../http/time-zone';
import type { PuzzlesService } from './service';

const puzzleParams = z.object({ id: z.string().min(1).max(80) });

/** `reads` keeps the child's list like the signed-in child (same TTL, dropped by its attempts). */
export function puzzleRoutes(puzzles: PuzzlesService, reads: AccountReads = uncachedReads): Router {
  const router = Router();
  router.get('/puzzles', async (req, res) => {
    const { child } = currentUser(req);
    // The list turns with the UTC day (the daily puzzle, missed ones coming back).
    const key = `puzzles:${child.id}:${child.puzzleRating}:${new Date().toISOString().slice(0, 10)}`;
    res.json(await reads(req, key, () => puzzles.listPuzzles(child.id, child.puzzleRating)));
  });
  router.get('/user/puzzles', async (req, res) => {
    res.json(await puzzles.listUserPuzzles(currentUser(req).child.id));
  });
  router.get('/user/puzzles/allowance', async (req, res) => {
    const { account, child } = currentUser(req);
    requestTimeZone(req);
    const timeZone = childTimeZone(req);
    const solver = { accountId: account.id, child, subscriptionStatus: account.subscriptionStatus };
    res.json(await puzzles.puzzleAllowance(solver, { today: calendarDay(timeZone, new Date()), timeZone }));
  });
  router.post('/user/puzzles/:id/attempt', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id } = parseInput(puzzleParams, req.params);
    const body = parseInput(puzzleAttemptBodySchema, req.body);
    // The header is still checked (a bad one is a 400), but the child's day is the profile's.
    requestTimeZone(req);
    const timeZone = childTimeZone(req);
    const solver = { accountId: account.id, child, subscriptionStatus: account.subscriptionStatus };
    res.json(await puzzles.recordAttempt(solver, id, body, { today: calendarDay(timeZone, new Date()), timeZone }));
  });
  return router;
}
