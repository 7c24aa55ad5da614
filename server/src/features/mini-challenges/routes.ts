import { Router } from 'express';
import { z } from 'zod';
import { miniAnswerBodySchema } from '@chess-quest/protocol/mini-challenges';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import type { MiniChallengesService } from './service';

const challengeParams = z.object({ id: z.string().min(1).max(80) });
const runParams = z.object({ runId: z.uuid('runId must be a run id') });

/** Issue 14: the child's mini challenges, and runs scored by the server. */
export function miniChallengeRoutes(mini: MiniChallengesService): Router {
  const router = Router();
  const childOf = (req: Parameters<typeof currentUser>[0]) => {
    const { account, child } = currentUser(req);
    return { id: child.id, accountId: account.id };
  };
  router.get('/mini-challenges', async (req, res) => {
    res.json(await mini.list(childOf(req)));
  });
  router.post('/mini-challenges/:id/runs', async (req, res) => {
    const child = childOf(req);
    const { id } = parseInput(challengeParams, req.params);
    res.status(201).json(await mini.start(child, id));
  });
  router.get('/mini-challenges/runs/:runId', async (req, res) => {
    const child = childOf(req);
    const { runId } = parseInput(runParams, req.params);
    res.json(await mini.get(child, runId));
  });
  router.post('/mini-challenges/runs/:runId/answers', async (req, res) => {
    const child = childOf(req);
    const { runId } = parseInput(runParams, req.params);
    const body = parseInput(miniAnswerBodySchema, req.body);
    res.json(await mini.answer(child, runId, body));
  });
  router.post('/mini-challenges/runs/:runId/finish', async (req, res) => {
    const child = childOf(req);
    const { runId } = parseInput(runParams, req.params);
    res.json(await mini.finish(child, runId));
  });
  return router;
}
