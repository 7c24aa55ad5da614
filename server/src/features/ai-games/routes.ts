import { Router } from 'express';
import { aiGameIdSchema, aiMoveBodySchema, createAiGameBodySchema } from '@chess-quest/protocol/ai-games';
import { currentUser } from '../../auth/require-user';
import type { DomainEvents } from '../../events/domain-events';
import { parseInput } from '../../http/errors';
import type { AiGamesService } from './service';

/** Spec §7 AI game calls, plus hint and review (beyond the spec). */
export function aiGameRoutes(service: AiGamesService, events: DomainEvents): Router {
  const router = Router();
  // A finished game is news for the parent's dashboard.
  const announceEnd = (req: Parameters<typeof currentUser>[0], game: { gameResult: string | null }) => {
    if (!game.gameResult) return;
    const { account, child } = currentUser(req);
    events.emit({ type: 'child.activity', accountId: account.id, childId: child.id, kind: 'game.finished', at: new Date().toISOString() });
  };

  router.get('/ai-games/active', async (req, res) => {
    res.json(await service.listActive(currentUser(req).child.id));
  });
  router.get('/ai-games/completed', async (req, res) => {
    res.json(await service.listCompleted(currentUser(req).child.id));
  });
  router.post('/ai-games/create', async (req, res) => {
    const { account, child } = currentUser(req);
    const body = parseInput(createAiGameBodySchema, req.body);
    res.status(201).json(await service.create(child, account.subscriptionStatus, body));
  });
  router.get('/ai-games/:id', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(aiGameIdSchema, req.params);
    res.json(await service.get(child.id, id));
  });
  router.post('/ai-games/:id/move', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(aiGameIdSchema, req.params);
    const { move } = parseInput(aiMoveBodySchema, req.body);
    const game = await service.move(child.id, id, move);
    announceEnd(req, game);
    res.json(game);
  });
  router.post('/ai-games/:id/resign', async (req, res) => {
    const { child } = currentUser(req);
    const { id } = parseInput(aiGameIdSchema, req.params);
    const game = await service.resign(child.id, id);
    announceEnd(req, game);
    res.json(game);
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
