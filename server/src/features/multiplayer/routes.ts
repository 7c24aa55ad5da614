import { Router, type Request } from 'express';
import {
  drawBodySchema,
  gameIdSchema,
  inviteBodySchema,
  playerIdSchema,
  multiplayerMoveBodySchema,
  respondBodySchema,
} from '@chess-quest/protocol/multiplayer';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import { isUnavailable } from '../../http/unavailable';
import type { Presence } from './presence';
import type { MultiplayerService } from './service';

/** Spec §7 multiplayer calls (polled by clients without a socket) and the game actions. */
export function multiplayerRoutes(service: MultiplayerService, presence: Presence): Router {
  const router = Router();

  /** The signed-in child; any multiplayer call means the child is here (see Presence.touch). */
  async function player(req: Request) {
    const { account, child } = currentUser(req);
    // Being marked "here" is a side effect: while Redis is down the call itself still runs.
    await presence.touch(child.id).catch((error: unknown) => {
      if (!isUnavailable(error)) throw error;
    });
    return { accountId: account.id, childId: child.id };
  }

  router.get('/multiplayer/players', async (req, res) => {
    res.json(await service.listPlayers((await player(req)).childId));
  });
  router.get('/multiplayer/players/:id/badges', async (req, res) => {
    await player(req);
    const { id } = parseInput(playerIdSchema, req.params);
    res.json(await service.wornBadges(id));
  });
  router.get('/multiplayer/invitations', async (req, res) => {
    res.json(await service.listInvitations((await player(req)).childId));
  });
  router.get('/multiplayer/games', async (req, res) => {
    res.json(await service.listGames((await player(req)).childId));
  });
  router.post('/multiplayer/invite', async (req, res) => {
    const { childId } = await player(req);
    res.status(201).json(await service.invite(childId, parseInput(inviteBodySchema, req.body)));
  });
  router.post('/multiplayer/respond', async (req, res) => {
    const { childId } = await player(req);
    res.json(await service.respond(childId, parseInput(respondBodySchema, req.body)));
  });
  router.get('/multiplayer/games/:id', async (req, res) => {
    const viewer = await player(req);
    const { id } = parseInput(gameIdSchema, req.params);
    res.json(await service.getGame(viewer, id));
  });
  router.post('/multiplayer/games/:id/move', async (req, res) => {
    const { childId } = await player(req);
    const { id } = parseInput(gameIdSchema, req.params);
    res.json(await service.move(childId, id, parseInput(multiplayerMoveBodySchema, req.body)));
  });
  router.post('/multiplayer/games/:id/resign', async (req, res) => {
    const { childId } = await player(req);
    const { id } = parseInput(gameIdSchema, req.params);
    res.json(await service.resign(childId, id));
  });
  router.post('/multiplayer/games/:id/draw', async (req, res) => {
    const { childId } = await player(req);
    const { id } = parseInput(gameIdSchema, req.params);
    res.json(await service.draw(childId, id, parseInput(drawBodySchema, req.body)));
  });
  router.get('/chess-games/user', async (req, res) => {
    res.json(await service.history(currentUser(req).child.id));
  });
  return router;
}
