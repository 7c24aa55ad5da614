import {
  createRaceBodySchema,
  currentRaceSchema,
  raceAnswerBodySchema,
  raceAnswerResponseSchema,
  raceIdParamsSchema,
  raceViewSchema,
  respondRaceBodySchema,
} from '@chess-quest/protocol/puzzle-races';
import type { Actor } from '../../auth/roles';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { PuzzleRacesService } from './service';

const route = routesOf<{ races: PuzzleRacesService }>();

/** The racing child as the service knows it. */
const racer = ({ account, child }: Actor<'child'>) => ({ id: child.id, accountId: account.id });

/**
 * Issue 14: live puzzle races over REST (a client without sockets polls `current` or the
 * race; the gateway pushes `race:update` to the others).
 */
export const puzzleRaceRoutes = [
  route({
    method: 'get',
    path: '/puzzle-races/current',
    role: 'child',
    summary: "The child's current race, if any (a finished one stays a while for its standings).",
    response: schemaAnswer(currentRaceSchema, 'The race, or null.'),
    handler: async ({ actor, services }) => ({ race: await services.races.current(racer(actor)) }),
  }),
  route({
    method: 'post',
    path: '/puzzle-races',
    role: 'child',
    summary: 'Starts a race and invites children online.',
    body: createRaceBodySchema,
    response: schemaAnswer(raceViewSchema, 'The race, waiting for its players.'),
    status: 201,
    handler: ({ actor, body, services }) => services.races.create(racer(actor), body),
  }),
  route({
    method: 'get',
    path: '/puzzle-races/:raceId',
    role: 'child',
    summary: 'A race the child is in.',
    params: raceIdParamsSchema,
    response: schemaAnswer(raceViewSchema, 'The race.'),
    handler: ({ actor, params, services }) => services.races.get(racer(actor), params.raceId),
  }),
  route({
    method: 'post',
    path: '/puzzle-races/:raceId/respond',
    role: 'child',
    summary: 'Joins or declines a race the child is invited to.',
    params: raceIdParamsSchema,
    body: respondRaceBodySchema,
    response: schemaAnswer(raceViewSchema, 'The race.'),
    handler: ({ actor, params, body, services }) => services.races.respond(racer(actor), params.raceId, body),
  }),
  route({
    method: 'post',
    path: '/puzzle-races/:raceId/start',
    role: 'child',
    summary: 'Starts a waiting race (its host).',
    params: raceIdParamsSchema,
    response: schemaAnswer(raceViewSchema, 'The running race.'),
    handler: ({ actor, params, services }) => services.races.start(racer(actor), params.raceId),
  }),
  route({
    method: 'post',
    path: '/puzzle-races/:raceId/cancel',
    role: 'child',
    summary: 'Calls off a waiting race (its host).',
    params: raceIdParamsSchema,
    response: schemaAnswer(raceViewSchema, 'The cancelled race.'),
    handler: ({ actor, params, services }) => services.races.cancel(racer(actor), params.raceId),
  }),
  route({
    method: 'post',
    path: '/puzzle-races/:raceId/answers',
    role: 'child',
    summary: "A move for the child's current puzzle of the race.",
    params: raceIdParamsSchema,
    body: raceAnswerBodySchema,
    response: schemaAnswer(raceAnswerResponseSchema, 'Whether it was right, and the race after it.'),
    handler: ({ actor, params, body, services }) => services.races.answer(racer(actor), params.raceId, body),
  }),
];
