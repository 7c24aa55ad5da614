import { Router } from 'express';
import { z } from 'zod';
import { completeStepBodySchema } from '@chess-quest/protocol/lessons';
import { currentUser } from '../../auth/require-user';
import { parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import type { StoryService } from './service';

const chapterParams = z.object({ id: z.string().min(1).max(80) });
const challengeParams = chapterParams.extend({
  index: z.coerce.number({ error: 'challenge index must be a number' }).int().min(0, 'challenge index must be 0 or more').max(100),
});

export function storyRoutes(story: StoryService): Router {
  const router = Router();
  router.get('/story/chapters/:id', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id } = parseInput(chapterParams, req.params);
    res.json(await story.getChapterDetail({ accountId: account.id, child, subscriptionStatus: account.subscriptionStatus }, id));
  });
  router.post('/story/chapters/:id/challenges/:index/complete', async (req, res) => {
    const { account, child } = currentUser(req);
    const { id, index } = parseInput(challengeParams, req.params);
    const { moves } = parseInput(completeStepBodySchema, req.body);
    const reader = { accountId: account.id, child, subscriptionStatus: account.subscriptionStatus };
    res.json(await story.completeChallenge(reader, id, index, moves, requestDay(req)));
  });
  return router;
}
