import type { Request } from 'express';
import { buddyListSchema } from '@chess-quest/protocol/buddies';
import { aiGameIdSchema, aiGameSchema, aiHintSchema, aiMoveBodySchema, aiReviewSchema, createAiGameBodySchema } from '@chess-quest/protocol/ai-chess';
import { z } from 'zod';
import type { Actor } from '../../auth/roles';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { AiGamesService, AiPlayer } from './service';

const route = routesOf<{ aiGames: AiGamesService }>();

/** The playing child as the service needs it: a game that ends says whose day it was. */
const playerOf = ({ account, child }: Actor<'child'>, req: Request): AiPlayer => ({ accountId: account.id, childId: child.id, day: requestDay(req) });

/** Spec §7 AI game calls, plus hint and review (beyond the spec). */
export const aiChessRoutes = [
  route({
    method: 'get',
    path: '/ai-games/active',
    role: 'child',
    summary: "The child's AI games still being played.",
    response: schemaAnswer(z.array(aiGameSchema), 'The games under way.'),
    handler: ({ actor, services }) => services.aiGames.listActive(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/ai-games/completed',
    role: 'child',
    summary: "The child's finished AI games.",
    response: schemaAnswer(z.array(aiGameSchema), 'The finished games.'),
    handler: ({ actor, services }) => services.aiGames.listCompleted(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/ai-games/buddies',
    role: 'child',
    summary: "The buddies (opponents at the child's level): which the child has met, and the story chapter that unlocks each of the others.",
    response: schemaAnswer(buddyListSchema, 'The buddies.'),
    handler: ({ actor, services, req }) => services.aiGames.buddies(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/ai-games/create',
    role: 'child',
    summary:
      'Starts a game against the computer at a level (Hard is premium) or against a buddy the child has met; the computer moves first when the child plays black.',
    body: createAiGameBodySchema,
    response: schemaAnswer(aiGameSchema, 'The new game.'),
    status: 201,
    handler: ({ actor, body, services, req }) => services.aiGames.create(playerOf(actor, req), actor.account.subscriptionStatus, body),
  }),
  route({
    method: 'get',
    path: '/ai-games/:id',
    role: 'child',
    summary: "One of the child's AI games (the computer's pending reply is played first).",
    params: aiGameIdSchema,
    response: schemaAnswer(aiGameSchema, 'The game.'),
    handler: ({ actor, params, services, req }) => services.aiGames.get(playerOf(actor, req), params.id),
  }),
  route({
    method: 'post',
    path: '/ai-games/:id/move',
    role: 'child',
    summary: "Plays the child's move (SAN or UCI) and the computer's reply.",
    params: aiGameIdSchema,
    body: aiMoveBodySchema,
    response: schemaAnswer(aiGameSchema, 'The game after both moves.'),
    handler: ({ actor, params, body, services, req }) => services.aiGames.move(playerOf(actor, req), params.id, body.move),
  }),
  route({
    method: 'post',
    path: '/ai-games/:id/resign',
    role: 'child',
    summary: 'The child resigns the game.',
    params: aiGameIdSchema,
    response: schemaAnswer(aiGameSchema, 'The finished game.'),
    handler: ({ actor, params, services, req }) => services.aiGames.resign(playerOf(actor, req), params.id),
  }),
  route({
    method: 'post',
    path: '/ai-games/:id/hint',
    role: 'child',
    summary: 'A good move for the child (premium).',
    params: aiGameIdSchema,
    response: schemaAnswer(aiHintSchema, 'The suggested move.'),
    handler: ({ actor, params, services }) => services.aiGames.hint(actor.child.id, actor.account.subscriptionStatus, params.id),
  }),
  route({
    method: 'get',
    path: '/ai-games/:id/review',
    role: 'child',
    summary: "The child's biggest mistakes of a finished game.",
    params: aiGameIdSchema,
    response: schemaAnswer(aiReviewSchema, 'The mistakes, with the better move for each.'),
    handler: ({ actor, params, services }) => services.aiGames.review(actor.child.id, params.id),
  }),
];
