import {
  heatmapQuerySchema,
  heatmapSchema,
  replayGameParamsSchema,
  replayGameSchema,
  replayGameSummarySchema,
} from '@chess-quest/protocol/chess-analytics';
import { z } from 'zod';
import { resolveLocale } from '../../http/locale';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { AnalyticsService } from './service';

const route = routesOf<{ analytics: AnalyticsService }>();

/** Spec §7 GET /api/chess/heatmap, plus the replay of the child's own games (premium beyond a free preview). */
export const chessAnalyticsRoutes = [
  route({
    method: 'get',
    path: '/chess/heatmap',
    role: 'child',
    summary: "The heat map of the child's moves over a timeframe (This Week is free, the longer ones premium).",
    query: heatmapQuerySchema,
    response: schemaAnswer(heatmapSchema, 'Every square the child moved to, the top 10, the average move time and favourite opening.'),
    handler: ({ actor, query, services }) => services.analytics.heatmap(actor.child.id, actor.account.subscriptionStatus, query.timeframe),
  }),
  route({
    method: 'get',
    path: '/chess/games',
    role: 'child',
    summary: "The child's finished games to replay (the latest is free, older ones premium).",
    response: schemaAnswer(z.array(replayGameSummarySchema), 'The games, newest first.'),
    handler: ({ actor, services }) => services.analytics.listGames(actor.child.id, actor.account.subscriptionStatus),
  }),
  route({
    method: 'get',
    path: '/chess/games/:id',
    role: 'child',
    summary: "One of the child's finished games with its moves and the child's biggest mistakes.",
    params: replayGameParamsSchema,
    response: schemaAnswer(replayGameSchema, 'The game to replay.'),
    handler: ({ actor, params, services, req }) =>
      services.analytics.replay(actor.child.id, actor.account.subscriptionStatus, params.id, resolveLocale(req)),
  }),
];
