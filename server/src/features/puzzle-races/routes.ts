import { Router, type Request } from 'express';
import {
  createRaceBodySchema,
  raceAnswerBodySchema,
  raceIdParamsSchema,
  respondRaceBodySchema,
} from '@chess-quest/protocol/puzzle-races';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import type { PuzzleRacesService } from './service';

/**
 * Issue 14: live puzzle races over REST (a client without sockets polls `current` or the
 * race; the gateway pushes `race:update` to the others).
 */
export function puzzleRaceRoutes(races: PuzzleRacesService): Router {
  const router = Router();
  const childOf = (req: Request) => {
    const { account, child } = currentUser(req);
    return { id: child.id, accountId: account.id };
  };
  const raceIdOf = (req: Request) => parseInput(raceIdParamsSchema, req.params).raceId;

  router.get('/puzzle-races/current', async (req, res) => {
    res.json({ race: await races.current(childOf(req)) });
  });
  router.post('/puzzle-races', async (req, res) => {
    const child = childOf(req);
    res.status(201).json(await races.create(child, parseInput(createRaceBodySchema, req.body)));
  });
  router.get('/puzzle-races/:raceId', async (req, res) => {
    const child = childOf(req);
    res.json(await races.get(child, raceIdOf(req)));
  });
  router.post('/puzzle-races/:raceId/respond', async (req, res) => {
    const child = childOf(req);
    const raceId = raceIdOf(req);
    res.json(await races.respond(child, raceId, parseInput(respondRaceBodySchema, req.body)));
  });
  router.post('/puzzle-races/:raceId/start', async (req, res) => {
    const child = childOf(req);
    res.json(await races.start(child, raceIdOf(req)));
  });
  router.post('/puzzle-races/:raceId/cancel', async (req, res) => {
    const child = childOf(req);
    res.json(await races.cancel(child, raceIdOf(req)));
  });
  router.post('/puzzle-races/:raceId/answers', async (req, res) => {
    const child = childOf(req);
    const raceId = raceIdOf(req);
    res.json(await races.answer(child, raceId, parseInput(raceAnswerBodySchema, req.body)));
  });
  return router;
}
