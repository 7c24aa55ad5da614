import { childIdParamsSchema, parentDashboardSchema } from '@chess-quest/protocol/parent';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import { parentsChild, type ParentServices } from './services';

const route = routesOf<ParentServices>();

export const parentDashboardRoutes = [
  route({
    method: 'get',
    path: '/parent/children/:childId/dashboard',
    role: 'parent',
    summary: "The parent dashboard of one child: the week's activity, progress, games, skills and insights.",
    params: childIdParamsSchema,
    response: schemaAnswer(parentDashboardSchema, 'The dashboard.'),
    handler: async ({ actor, params, services, req }) =>
      services.dashboard.dashboard(
        actor.account,
        await parentsChild(services, actor, params.childId),
        requestDay(req),
        new Date(),
        resolveLocale(req),
      ),
  }),
];
