import {
  miniAnswerBodySchema,
  miniAnswerResponseSchema,
  miniChallengeListSchema,
  miniChallengeParamsSchema,
  miniRunParamsSchema,
  miniRunSchema,
} from '@chess-quest/protocol/mini-challenges';
import type { Actor } from '../../auth/roles';
import { resolveLocale } from '../../http/locale';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { MiniChallengesService } from './service';

const route = routesOf<{ mini: MiniChallengesService }>();

/** The playing child as the service knows it. */
const player = ({ account, child }: Actor<'child'>) => ({ id: child.id, accountId: account.id });

/** Issue 14: the child's mini challenges, and runs scored by the server. */
export const miniChallengeRoutes = [
  route({
    method: 'get',
    path: '/mini-challenges',
    role: 'child',
    summary: 'The mini challenges, with the child’s best and whether each is open.',
    response: schemaAnswer(miniChallengeListSchema, 'The mini challenges.'),
    handler: ({ actor, services, req }) => services.mini.list(player(actor), resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/mini-challenges/:id/runs',
    role: 'child',
    summary: 'Starts a run of a mini challenge.',
    params: miniChallengeParamsSchema,
    response: schemaAnswer(miniRunSchema, 'The new run and its first task.'),
    status: 201,
    handler: ({ actor, params, services }) => services.mini.start(player(actor), params.id),
  }),
  route({
    method: 'get',
    path: '/mini-challenges/runs/:runId',
    role: 'child',
    summary: "One of the child's runs.",
    params: miniRunParamsSchema,
    response: schemaAnswer(miniRunSchema, 'The run.'),
    handler: ({ actor, params, services }) => services.mini.get(player(actor), params.runId),
  }),
  route({
    method: 'post',
    path: '/mini-challenges/runs/:runId/answers',
    role: 'child',
    summary: "An answer to the run's current task, scored by the server.",
    params: miniRunParamsSchema,
    body: miniAnswerBodySchema,
    response: schemaAnswer(miniAnswerResponseSchema, 'Whether it was right, and the run after it.'),
    handler: ({ actor, params, body, services }) => services.mini.answer(player(actor), params.runId, body),
  }),
  route({
    method: 'post',
    path: '/mini-challenges/runs/:runId/finish',
    role: 'child',
    summary: 'Ends a run now ("End Challenge"); its score is kept.',
    params: miniRunParamsSchema,
    response: schemaAnswer(miniRunSchema, 'The finished run.'),
    handler: ({ actor, params, services }) => services.mini.finish(player(actor), params.runId),
  }),
];
