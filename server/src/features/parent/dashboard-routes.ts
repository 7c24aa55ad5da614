import { Router } from 'express';
import { desc, eq, and, isNotNull } from 'drizzle-orm';
import { activityHeartbeatBodySchema, childIdParamsSchema } from '@chess-quest/protocol/parent';
import { currentAccount, requireParentGate } from '../../auth/parent-gate';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import { achievements, puzzles } from '../../db/schema/content';
import { userAchievements } from '../../db/schema/gamification';
import { puzzleAttempts } from '../../db/schema/progress';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import { recordHeartbeat } from './activity-service';
import { parentDashboard } from './dashboard-service';
import { findOwnChild } from './family-service';

/** Most attempts the spec's parent-view read returns; the dashboard shows the first 10. */
const ATTEMPTS_READ_LIMIT = 100;

export function parentDashboardRoutes({ db }: { db: Database }): Router {
  const router = Router();

  router.get('/parent/children/:childId/dashboard', requireParentGate, async (req, res) => {
    const account = currentAccount(req);
    const { childId } = parseInput(childIdParamsSchema, req.params);
    const child = await findOwnChild(db, account.id, childId);
    res.json(await parentDashboard(db, account, child, requestDay(req)));
  });

  // Spec §7 reads of the active child (its own data, so not behind the parent PIN).
  router.get('/user/puzzle-attempts', async (req, res) => {
    const { child } = currentUser(req);
    const rows = await db
      .select({ attempt: puzzleAttempts, title: puzzles.title, description: puzzles.description })
      .from(puzzleAttempts)
      .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
      .where(eq(puzzleAttempts.childId, child.id))
      .orderBy(desc(puzzleAttempts.createdAt), desc(puzzleAttempts.id))
      .limit(ATTEMPTS_READ_LIMIT);
    res.json(
      rows.map((row) => ({
        id: row.attempt.id,
        puzzleId: row.attempt.puzzleId,
        solved: row.attempt.solved,
        attempts: row.attempt.attempts,
        puzzle: { title: row.title, description: row.description },
      })),
    );
  });

  router.get('/user/achievements', async (req, res) => {
    const { child } = currentUser(req);
    const rows = await db
      .select({ row: userAchievements, achievement: achievements })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(and(eq(userAchievements.childId, child.id), isNotNull(userAchievements.unlockedAt)))
      .orderBy(desc(userAchievements.unlockedAt));
    res.json(
      rows.map(({ row, achievement }) => ({
        id: row.id,
        achievementId: achievement.id,
        unlockedAt: row.unlockedAt?.toISOString() ?? null,
        achievement: { title: achievement.title, description: achievement.description, icon: achievement.icon },
      })),
    );
  });

  router.post('/user/activity-heartbeat', async (req, res) => {
    const { child } = currentUser(req);
    parseInput(activityHeartbeatBodySchema, req.body);
    res.json(await recordHeartbeat(db, child.id, requestDay(req)));
  });

  return router;
}
