import { classStudentParamsSchema } from '@chess-quest/protocol/classes';
import {
  gameReviewListSchema,
  gameReviewParamsSchema,
  gameReviewSchema,
  mistakesSeriesSchema,
  retryAnswerSchema,
  retryBodySchema,
} from '@chess-quest/protocol/game-review';
import { childIdParamsSchema } from '@chess-quest/protocol/parent';
import { resolveLocale } from '../../http/locale';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { GameReviewService } from './service';

const route = routesOf<{ reviews: GameReviewService }>();

/** Issue 26: the coach after every game, "Try it again", and the grown-ups' "mistakes per game". */
export const gameReviewRoutes = [
  route({
    method: 'get',
    path: '/game-reviews',
    role: 'child',
    summary: "The child's reviewed games, newest first (the latest is free, older ones premium).",
    response: schemaAnswer(gameReviewListSchema, 'The reviews, pending or ready, locked or not.'),
    handler: ({ actor, services }) => services.reviews.list(actor.child.id, actor.account.subscriptionStatus),
  }),
  route({
    method: 'get',
    path: '/game-reviews/:gameId',
    role: 'child',
    summary: "The review of one of the child's finished games: each move's label and sentence, and the biggest mistake to try again.",
    params: gameReviewParamsSchema,
    response: schemaAnswer(gameReviewSchema, 'The review; empty while pending or when locked by the plan.'),
    handler: ({ actor, params, services, req }) =>
      services.reviews.get(actor.child.id, actor.account.subscriptionStatus, params.gameId, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/game-reviews/:gameId/retry',
    role: 'child',
    summary: "Try it again: the child's move in the position before its biggest mistake; the better move earns points once.",
    params: gameReviewParamsSchema,
    body: retryBodySchema,
    response: schemaAnswer(retryAnswerSchema, 'Whether the move was the better one, and the points it earned.'),
    handler: ({ actor, params, body, services, req }) =>
      services.reviews.retry(actor.child, actor.account.subscriptionStatus, params.gameId, body.move, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/parent/children/:childId/mistakes-per-game',
    role: 'parent',
    summary: 'Mistakes per game of a child of the family, over its last reviewed games (the parent dashboard).',
    params: childIdParamsSchema,
    response: schemaAnswer(mistakesSeriesSchema, 'The series, oldest first, and its trend.'),
    handler: ({ actor, params, services }) => services.reviews.seriesForParent(actor.account.id, params.childId),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/students/:studentId/mistakes-per-game',
    role: 'teacher',
    summary: "Mistakes per game of a student of the teacher's class, over its last reviewed games.",
    params: classStudentParamsSchema,
    response: schemaAnswer(mistakesSeriesSchema, 'The series, oldest first, and its trend.'),
    handler: ({ actor, params, services }) => services.reviews.seriesForTeacher(actor.account.id, params.classId, params.studentId),
  }),
];
