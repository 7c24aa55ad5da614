import { Router } from 'express';
import { currentUser, requireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import { dailyPuzzle, listModules, listStoryChapters, listUserModules, listUserStory } from './service';

export function catalogRoutes({ db }: { db: Database }): Router {
  const router = Router();
  router.get('/modules', requireUser, async (_req, res) => {
    res.json(await listModules(db));
  });
  router.get('/user/modules', async (req, res) => {
    res.json(await listUserModules(db, currentUser(req).child.id));
  });
  router.get('/story/chapters', requireUser, async (_req, res) => {
    res.json(await listStoryChapters(db));
  });
  router.get('/user/story', async (req, res) => {
    res.json(await listUserStory(db, currentUser(req).child.id));
  });
  router.get('/puzzles/daily', requireUser, async (_req, res) => {
    res.json(await dailyPuzzle(db));
  });
  return router;
}
