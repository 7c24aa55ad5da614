import {
  coordinatesAnswersBodySchema,
  coordinatesBestsSchema,
  coordinatesResultSchema,
  coordinatesRoundBodySchema,
  coordinatesRoundParamsSchema,
  coordinatesRoundSchema,
} from '@chess-quest/protocol/coordinates';
import type { Actor } from '../../auth/roles';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { CoordinatesService } from './service';

const route = routesOf<{ coordinates: CoordinatesService }>();

/** The playing child as the service knows it. */
const player = ({ account, child }: Actor<'child'>) => ({ id: child.id, accountId: account.id });

/** Issue 26: the coordinates trainer's rounds, issued and scored by the server, and the child's bests. */
export const coordinatesRoutes = [
  route({
    method: 'post',
    path: '/coordinates/rounds',
    role: 'child',
    summary: 'Starts a 30-second round of "Find the square" or "Name the square", from White\'s or Black\'s side.',
    body: coordinatesRoundBodySchema,
    response: schemaAnswer(coordinatesRoundSchema, 'The round: its squares in order and when it started.'),
    status: 201,
    handler: ({ actor, body, services }) => services.coordinates.start(player(actor), body),
  }),
  route({
    method: 'post',
    path: '/coordinates/rounds/:roundId/answers',
    role: 'child',
    summary: "The round's answers with their times, scored by the server once.",
    params: coordinatesRoundParamsSchema,
    body: coordinatesAnswersBodySchema,
    response: schemaAnswer(coordinatesResultSchema, 'The score, each answer marked, and the best for this mode and side.'),
    handler: ({ actor, params, body, services }) => services.coordinates.submit(player(actor), params.roundId, body),
  }),
  route({
    method: 'get',
    path: '/coordinates/bests',
    role: 'child',
    summary: "The child's best round in each mode and from each side.",
    response: schemaAnswer(coordinatesBestsSchema, 'The four bests (null where none was played).'),
    handler: ({ actor, services }) => services.coordinates.bests(player(actor)),
  }),
];
