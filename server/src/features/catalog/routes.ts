import { Router, type Request, type Response } from 'express';
import { currentUser, requireUser } from '../../auth/require-user';
import type { CatalogService, StaticJson } from './service';

/**
 * A catalog from memory: 304 when the browser already holds this version (If-None-Match),
 * otherwise the JSON text made once, gzipped once when the browser takes gzip (the API is
 * not compressed per request; these are its largest answers). The browser must ask again
 * each time (no-cache), and keeps it to itself (private: only signed-in children read it).
 */
function sendCatalog(req: Request, res: Response, json: StaticJson): void {
  res.set('Cache-Control', 'private, no-cache');
  res.set('ETag', json.etag);
  res.vary('Accept-Encoding');
  const held = req.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === json.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(json.gzipped);
    return;
  }
  res.send(json.body);
}

export function catalogRoutes({ catalog }: { catalog: CatalogService }): Router {
  const router = Router();
  router.get('/modules', requireUser, async (req, res) => {
    sendCatalog(req, res, await catalog.modulesJson());
  });
  router.get('/user/modules', async (req, res) => {
    res.json(await catalog.listUserModules(currentUser(req).child.id));
  });
  router.get('/story/chapters', requireUser, async (req, res) => {
    sendCatalog(req, res, await catalog.storyChaptersJson());
  });
  router.get('/user/story', async (req, res) => {
    res.json(await catalog.listUserStory(currentUser(req).child.id));
  });
  router.get('/puzzles/daily', requireUser, async (req, res) => {
    sendCatalog(req, res, await catalog.dailyPuzzleJson());
  });
  return router;
}
