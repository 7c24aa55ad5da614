import { z } from 'zod';
import {
  chessGameHistorySchema,
  drawBodySchema,
  gameIdSchema,
  invitationSchema,
  inviteBodySchema,
  multiplayerGameSchema,
  multiplayerMoveBodySchema,
  onlinePlayerSchema,
  playerIdSchema,
  respondBodySchema,
  respondResponseSchema,
  wornBadgesSchema,
} from '@chess-quest/protocol/multiplayer';
import { isUnavailable } from '../../http/unavailable';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { Presence } from './presence';
import type { MultiplayerService } from './service';

const route = routesOf<{ multiplayer: MultiplayerService; presence: Presence }>();

/** Any multiplayer call means the child is here (see Presence.touch): the lobby's clients without a socket poll. */
async function here({ actor, services }: { actor: { child: { id: string } }; services: { presence: Presence } }): Promise<void> {
  // Being marked "here" is a side effect: while Redis is down the call itself still runs.
  await services.presence.touch(actor.child.id).catch((error: unknown) => {
    if (!isUnavailable(error)) throw error;
  });
}

/** Spec §7 multiplayer calls (polled by clients without a socket) and the game actions. */
export const multiplayerRoutes = [
  route({
    method: 'get',
    path: '/multiplayer/players',
    role: 'child',
    summary: "The lobby: the children online nearest the child's rating.",
    response: schemaAnswer(z.array(onlinePlayerSchema), "The lobby page's players."),
    guard: here,
    handler: ({ actor, services }) => services.multiplayer.listPlayers(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/multiplayer/players/:id/badges',
    role: 'child',
    summary: 'The badges a player wears (a game screen shows them).',
    params: playerIdSchema,
    response: schemaAnswer(wornBadgesSchema, 'At most three badges.'),
    guard: here,
    handler: ({ params, services }) => services.multiplayer.wornBadges(params.id),
  }),
  route({
    method: 'get',
    path: '/multiplayer/invitations',
    role: 'child',
    summary: "The child's challenges, sent and received.",
    response: schemaAnswer(z.array(invitationSchema), 'The invitations.'),
    guard: here,
    handler: ({ actor, services }) => services.multiplayer.listInvitations(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/multiplayer/games',
    role: 'child',
    summary: "The child's games, live ones first.",
    response: schemaAnswer(z.array(multiplayerGameSchema), 'The games.'),
    guard: here,
    handler: ({ actor, services }) => services.multiplayer.listGames(actor.child.id),
  }),
  route({
    method: 'post',
    path: '/multiplayer/invite',
    role: 'child',
    summary: 'Challenges a child online.',
    body: inviteBodySchema,
    response: schemaAnswer(invitationSchema, 'The invitation sent.'),
    status: 201,
    guard: here,
    handler: ({ actor, body, services }) => services.multiplayer.invite(actor.child.id, body),
  }),
  route({
    method: 'post',
    path: '/multiplayer/respond',
    role: 'child',
    summary: 'Accepts or declines a challenge.',
    body: respondBodySchema,
    response: schemaAnswer(respondResponseSchema, 'The invitation, and the game an acceptance started.'),
    guard: here,
    handler: ({ actor, body, services }) => services.multiplayer.respond(actor.child.id, body),
  }),
  route({
    method: 'get',
    path: '/multiplayer/games/:id',
    role: 'child',
    summary: 'A game, for a player or a parent of one.',
    params: gameIdSchema,
    response: schemaAnswer(multiplayerGameSchema, 'The game.'),
    guard: here,
    handler: ({ actor, params, services }) => services.multiplayer.getGame({ accountId: actor.account.id, childId: actor.child.id }, params.id),
  }),
  route({
    method: 'post',
    path: '/multiplayer/games/:id/move',
    role: 'child',
    summary: 'Plays a move.',
    params: gameIdSchema,
    body: multiplayerMoveBodySchema,
    response: schemaAnswer(multiplayerGameSchema, 'The game after the move.'),
    guard: here,
    handler: ({ actor, params, body, services }) => services.multiplayer.move(actor.child.id, params.id, body),
  }),
  route({
    method: 'post',
    path: '/multiplayer/games/:id/resign',
    role: 'child',
    summary: 'Resigns (or calls off a game not yet begun).',
    params: gameIdSchema,
    response: schemaAnswer(multiplayerGameSchema, 'The ended game.'),
    guard: here,
    handler: ({ actor, params, services }) => services.multiplayer.resign(actor.child.id, params.id),
  }),
  route({
    method: 'post',
    path: '/multiplayer/games/:id/draw',
    role: 'child',
    summary: 'Offers, accepts or declines a draw.',
    params: gameIdSchema,
    body: drawBodySchema,
    response: schemaAnswer(multiplayerGameSchema, 'The game after the offer or answer.'),
    guard: here,
    handler: ({ actor, params, body, services }) => services.multiplayer.draw(actor.child.id, params.id, body),
  }),
  route({
    method: 'get',
    path: '/chess-games/user',
    role: 'child',
    summary: "The child's finished live games.",
    response: schemaAnswer(z.array(chessGameHistorySchema), 'The games, newest first.'),
    handler: ({ actor, services }) => services.multiplayer.history(actor.child.id),
  }),
];
