import type { Request } from 'express';
import { BUDDIES, buddyListSchema, buddyTexts, type AiGameBuddy, type BuddyEnding } from '@chess-quest/protocol/buddies';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { aiGameIdSchema, aiGameSchema, aiHintSchema, aiMoveBodySchema, aiReviewSchema, createAiGameBodySchema } from '@chess-quest/protocol/ai-chess';
import { z } from 'zod';
import type { Actor } from '../../auth/roles';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { AiGamesService, AiPlayer } from './service';

/**
 * A game's buddy in the child's language (issue 27): the name, and the same lines in the other
 * language (a seed picks the same place in both lists, protocol/src/buddies.es.ts).
 */
function buddyIn(buddy: AiGameBuddy | null, locale: Locale): AiGameBuddy | null {
  if (!buddy || locale === SOURCE_LOCALE) return buddy;
  const english = BUDDIES[buddy.id];
  const texts = buddyTexts(buddy.id, locale);
  const start = english.startLines.indexOf(buddy.startLine);
  let endLine = buddy.endLine;
  if (endLine !== null) {
    for (const ending of Object.keys(english.endLines) as BuddyEnding[]) {
      const index = english.endLines[ending].indexOf(endLine);
      if (index >= 0) {
        endLine = texts.endLines[ending][index] ?? endLine;
        break;
      }
    }
  }
  return { ...buddy, name: texts.name, startLine: texts.startLines[start] ?? buddy.startLine, endLine };
}

/** A game answer with its buddy in the child's language. */
const inLocale = (game: AiGame, locale: Locale): AiGame =>
  game.buddy && locale !== SOURCE_LOCALE ? { ...game, buddy: buddyIn(game.buddy, locale) } : game;

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
    handler: async ({ actor, services, req }) =>
      (await services.aiGames.listActive(actor.child.id)).map((game) => inLocale(game, resolveLocale(req))),
  }),
  route({
    method: 'get',
    path: '/ai-games/completed',
    role: 'child',
    summary: "The child's finished AI games.",
    response: schemaAnswer(z.array(aiGameSchema), 'The finished games.'),
    handler: async ({ actor, services, req }) =>
      (await services.aiGames.listCompleted(actor.child.id)).map((game) => inLocale(game, resolveLocale(req))),
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
    handler: async ({ actor, body, services, req }) =>
      inLocale(await services.aiGames.create(playerOf(actor, req), actor.account.subscriptionStatus, body, resolveLocale(req)), resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/ai-games/:id',
    role: 'child',
    summary: "One of the child's AI games (the computer's pending reply is played first).",
    params: aiGameIdSchema,
    response: schemaAnswer(aiGameSchema, 'The game.'),
    handler: async ({ actor, params, services, req }) => inLocale(await services.aiGames.get(playerOf(actor, req), params.id), resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/ai-games/:id/move',
    role: 'child',
    summary: "Plays the child's move (SAN or UCI) and the computer's reply.",
    params: aiGameIdSchema,
    body: aiMoveBodySchema,
    response: schemaAnswer(aiGameSchema, 'The game after both moves.'),
    handler: async ({ actor, params, body, services, req }) =>
      inLocale(await services.aiGames.move(playerOf(actor, req), params.id, body.move), resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/ai-games/:id/resign',
    role: 'child',
    summary: 'The child resigns the game.',
    params: aiGameIdSchema,
    response: schemaAnswer(aiGameSchema, 'The finished game.'),
    handler: async ({ actor, params, services, req }) => inLocale(await services.aiGames.resign(playerOf(actor, req), params.id), resolveLocale(req)),
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
