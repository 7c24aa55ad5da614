import { Router } from 'express';
import { aiGameIdSchema, aiMoveBodySchema, createAiGameBodySchema } from '@chess-quest/protocol/ai-games';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import type { AiGamesService, AiPlayer } from './service';

/** Spec §7 AI game calls, plus hint and review (beyond the spec). */
export function aiGameRoutes(service: AiGamesService): Router {
  const router = Router();
  /** The signed-in child as the service needs it: a game that ends says whose day it was. */
  const playerOf = (req: Parameters<typeof currentUser>[0]): AiPlayer => {
    const { account, child } = currentUser(req);
    return { accountId: account.id, childId: child.id, day: requestDay(req) };
  };

  router.get('/ai-games/active', async (req, res) => {
    res.json(await service.listActive(currentUser(req).child.id));
  });
  router.get('/ai-games/completed', async (req, res) => {
    res.json(await service.listCompleted(currentUser(req).child.id));
  });
  router.post('/ai-games/create', async (req, res) => {
    const { account } = currentUser(req);
    const body = parseInput(createAiGameBodySchema, req.body);
    res.status(201).json(await service.create(playerOf(req), account.subscriptionStatus, body));
  });
  router.get('/ai-games/:id', async (req, res) => {
    const { id } = parseInput(aiGameIdSchema, req.params);
    res.json(await service.get(playerOf(req), id));
  });
  router.post('/ai-games/:id/move', async (req, res) => {
    const { id } = parseInput(aiGameIdSchema, req.params);
    const { move } = parseInput(aiMoveBodySchema, req.body);
    res.json(await service.move(playerOf(req), id, move));
  });
  router.post('/ai-games/:id/resign', async (req, res) => {
    const { id } = parseInput(aiGameIdSchema, req.params);
    res.json(await service.resign(playerOf(req), id));
  });
  router.post('/ai-games/:id/hint', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id } = parseInput(aiGameIdSchema, req.params);
    res.json(await service.hint(child.id, account.subscriptionStatus, id));
  });
  router.get('/ai-games/:id/review', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(aiGameIdSchema, req.params);
    res.json(await service.review(child.id, id));
  });
  return router;
}
