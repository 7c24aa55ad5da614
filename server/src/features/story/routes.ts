import {
  completeStepBodySchema,
  completeStepResponseSchema,
  storyChallengeParamsSchema,
  storyChapterDetailSchema,
  storyChapterParamsSchema,
} from '@chess-quest/protocol/lessons';
import type { Actor } from '../../auth/roles';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { StoryService } from './service';

const route = routesOf<{ story: StoryService }>();

/** The reading child as the story service knows it: chapters after the third are premium, later ones open by level. */
const reader = ({ account, child }: Actor<'child'>) => ({ accountId: account.id, child, subscriptionStatus: account.subscriptionStatus });

/** Spec §7 story mode: a chapter's pages, and its challenges completed by moves the server replays. */
export const storyRoutes = [
  route({
    method: 'get',
    path: '/story/chapters/:id',
    role: 'child',
    summary: "A story chapter's pages, with the child's stars in its challenges.",
    params: storyChapterParamsSchema,
    response: schemaAnswer(storyChapterDetailSchema, 'The chapter and how far the child is in it.'),
    handler: ({ actor, params, services, req }) => services.story.getChapterDetail(reader(actor), params.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/story/chapters/:id/challenges/:index/complete',
    role: 'child',
    summary: "Completes a chapter's challenge with the moves the child played (the server replays them).",
    params: storyChallengeParamsSchema,
    body: completeStepBodySchema,
    response: schemaAnswer(completeStepResponseSchema, 'Points and stars earned, and whether the chapter is done.'),
    handler: ({ actor, params, body, services, req }) =>
      services.story.completeChallenge(reader(actor), params.id, params.index, body.moves, requestDay(req)),
  }),
];
