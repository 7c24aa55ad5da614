import { Router } from 'express';
import { currentUser, requireUser } from '../../auth/require-user';
import type { CatalogService } from './service';

export function catalogRoutes({ catalog }: { catalog: CatalogService }): Router {
  const router = Router();
  router.get('/modules', requireUser, async (_req, res) => {
    res.json(await catalog.listModules());
  });
  router.get('/user/modules', async (req, res) => {
    res.json(await catalog.listUserModules(currentUser(req).child.id));
  });
  router.get('/story/chapters', requireUser, async (_req, res) => {
    res.json(await catalog.listStoryChapters());
  });
  router.get('/user/story', async (req, res) => {
    res.json(await catalog.listUserStory(currentUser(req).child.id));
  });
  router.get('/puzzles/daily', requireUser, async (_req, res) => {
    res.json(await catalog.dailyPuzzle());
  });
  return router;
}
