import {
  arenaListSchema,
  arenaMeSchema,
  arenaParamsSchema,
  arenaSummarySchema,
  arenaViewSchema,
  classArenaParamsSchema,
  familyArenaSchema,
  joinCodeBodySchema,
  newArenaBodySchema,
  standingsPageSchema,
  standingsQuerySchema,
} from '@chess-quest/protocol/arenas';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { ArenaService } from './service';

const route = routesOf<{ arenas: ArenaService }>();

/**
 * Arenas (issue 25): the REST side, for clients without a socket too (they poll at
 * ARENA_POLL_MS; reading the arena counts as being here). A child joins, pauses, resumes and
 * leaves; a teacher of a class starts a class arena; a parent (PIN gate) starts a family arena
 * whose code friends join with.
 */
export const arenaRoutes = [
  route({
    method: 'get',
    path: '/arenas',
    role: 'child',
    summary: 'The arenas the child may join or is in (open arenas of its level, its class’s, its family’s), soonest first.',
    response: schemaAnswer(arenaListSchema, 'The arenas.'),
    handler: ({ actor, services }) => services.arenas.list(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/arenas/:arenaId',
    role: 'child',
    summary: 'An arena: its status and countdown, my state (my game while I play) and the standings page I am on.',
    params: arenaParamsSchema,
    response: schemaAnswer(arenaViewSchema, 'The arena as the child sees it; 404 for an arena it may not see.'),
    handler: ({ actor, params, services }) => services.arenas.view(actor.child.id, params.arenaId),
  }),
  route({
    method: 'get',
    path: '/arenas/:arenaId/standings',
    role: 'child',
    summary: 'A page of the standings (STANDINGS_PAGE_SIZE rows).',
    params: arenaParamsSchema,
    query: standingsQuerySchema,
    response: schemaAnswer(standingsPageSchema, 'The page.'),
    handler: ({ actor, params, query, services }) => services.arenas.standings(actor.child.id, params.arenaId, query.page),
  }),
  route({
    method: 'post',
    path: '/arenas/join-code',
    role: 'child',
    summary: 'Joins a family arena with its code.',
    body: joinCodeBodySchema,
    response: schemaAnswer(arenaViewSchema, 'The arena joined; 404 for a wrong code, 429 after too many codes tried.'),
    handler: ({ actor, body, services }) => services.arenas.joinByCode(actor.child.id, body.code),
  }),
  route({
    method: 'post',
    path: '/arenas/:arenaId/join',
    role: 'child',
    summary: 'Joins an arena (or comes back to it): paired after a moment once it runs.',
    params: arenaParamsSchema,
    response: schemaAnswer(arenaViewSchema, 'The arena joined; 409 when it is over or for another level.'),
    handler: ({ actor, params, services }) => services.arenas.join(actor.child.id, params.arenaId),
  }),
  route({
    method: 'post',
    path: '/arenas/:arenaId/pause',
    role: 'child',
    summary: 'Pauses: no new games (a game in play goes on).',
    params: arenaParamsSchema,
    response: schemaAnswer(arenaMeSchema, 'My state.'),
    handler: ({ actor, params, services }) => services.arenas.pause(actor.child.id, params.arenaId),
  }),
  route({
    method: 'post',
    path: '/arenas/:arenaId/resume',
    role: 'child',
    summary: 'Comes back after a pause: paired again after a moment.',
    params: arenaParamsSchema,
    response: schemaAnswer(arenaMeSchema, 'My state.'),
    handler: ({ actor, params, services }) => services.arenas.resume(actor.child.id, params.arenaId),
  }),
  route({
    method: 'post',
    path: '/arenas/:arenaId/leave',
    role: 'child',
    summary: 'Leaves the arena: no more games; the points stay on the table.',
    params: arenaParamsSchema,
    response: schemaAnswer(arenaMeSchema, 'My state.'),
    handler: ({ actor, params, services }) => services.arenas.leave(actor.child.id, params.arenaId),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/arenas',
    role: 'teacher',
    summary: "The class's arenas (a teacher of the class).",
    params: classArenaParamsSchema,
    response: schemaAnswer(arenaSummarySchema.array(), 'The arenas, soonest first.'),
    handler: ({ actor, params, services }) => services.arenas.classArenas(actor.account.id, params.classId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/arenas',
    role: 'teacher',
    summary: "Starts an arena for the class's students: it begins after the countdown.",
    params: classArenaParamsSchema,
    body: newArenaBodySchema,
    response: schemaAnswer(arenaSummarySchema, 'The arena.'),
    status: 201,
    handler: ({ actor, params, body, services }) => services.arenas.createClassArena(actor.account.id, params.classId, body),
  }),
  route({
    method: 'get',
    path: '/parent/arenas',
    role: 'parent',
    summary: "The family's arenas, with the codes friends join with.",
    response: schemaAnswer(familyArenaSchema.array(), 'The arenas, soonest first.'),
    handler: ({ actor, services }) => services.arenas.familyArenas(actor.account.id),
  }),
  route({
    method: 'post',
    path: '/parent/arenas',
    role: 'parent',
    summary: 'Starts a family arena for the children of the family and their friends (joined with its code).',
    body: newArenaBodySchema,
    response: schemaAnswer(familyArenaSchema, 'The arena and its code.'),
    status: 201,
    handler: ({ actor, body, services }) => services.arenas.createFamilyArena(actor.account.id, body),
  }),
];
