import {
  completeStepBodySchema,
  completeStepResponseSchema,
  lessonModuleDetailSchema,
  moduleParamsSchema,
  stepParamsSchema,
} from '@chess-quest/protocol/lessons';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { LessonsService } from './service';

const route = routesOf<{ lessons: LessonsService }>();

export const lessonRoutes = [
  route({
    method: 'get',
    path: '/modules/:id',
    role: 'child',
    summary: "A lesson module with its steps and the child's progress in it.",
    params: moduleParamsSchema,
    response: schemaAnswer(lessonModuleDetailSchema, 'The module, its steps, and which are done.'),
    handler: ({ actor, params, services, req }) => services.lessons.getModuleDetail(actor.child, params.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/modules/:id/steps/:index/complete',
    role: 'child',
    summary: 'Completes a lesson step with the moves the child played (the server replays them).',
    params: stepParamsSchema,
    body: completeStepBodySchema,
    response: schemaAnswer(completeStepResponseSchema, 'Points and stars earned, and whether the module is done.'),
    handler: ({ actor, params, body, services, req }) =>
      services.lessons.completeStep({ accountId: actor.account.id, child: actor.child }, params.id, params.index, body.moves, requestDay(req)),
  }),
];
