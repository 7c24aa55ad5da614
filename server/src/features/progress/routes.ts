import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import type { UserProgress } from '@chess-quest/protocol/auth';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import { streaks } from '../../db/schema/progress';
import { requestDay } from '../../http/time-zone';
import { visibleStreak } from './service';

export function progressRoutes({ db }: { db: Database }): Router {
  const router = Router();
  /** Spec §3 User progress: level, points, and the streak as it stands on the child's today. */
  router.get('/user/progress', async (req, res) => {
    const { child } = currentUser(req);
    const [streak] = await db
      .select()
      .from(streaks)
      .where(and(eq(streaks.childId, child.id), eq(streaks.streakType, 'daily_login')));
    const body: UserProgress = {
      level: child.level,
      points: child.points,
      streak: visibleStreak(streak?.currentStreak ?? 0, streak?.lastActiveDate ?? null, requestDay(req)),
    };
    res.json(body);
  });
  return router;
}
