import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import {
  puzzleStreakStateSchema,
  streakMoveBodySchema,
  streakMoveResultSchema,
  streakRunParamsSchema,
  type StreakRun,
} from '@chess-quest/protocol/puzzle-streak';
import type { Request } from 'express';
import type { Actor } from '../../auth/roles';
import { localize } from '../../content/i18n/localize';
import { resolveLocale } from '../../http/locale';
import { calendarDay, childTimeZone, requestTimeZone } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { PuzzleStreakService, StreakSolver } from './service';

const route = routesOf<{ streak: PuzzleStreakService }>();

const solver = ({ account, child }: Actor<'child'>): StreakSolver => ({
  accountId: account.id,
  child,
  subscriptionStatus: account.subscriptionStatus,
});

/** The child's day from the profile's zone (a bad time-zone header is still a 400). */
function childDay(req: Request): { today: string; timeZone: string } {
  requestTimeZone(req);
  const timeZone = childTimeZone(req);
  return { today: calendarDay(timeZone, new Date()), timeZone };
}

/** An answer whose run's puzzle has its title and mission in the child's language (issue 27, decision record 047). */
function inLocale<T extends { run: StreakRun | null }>(answer: T, locale: Locale): T {
  if (locale === SOURCE_LOCALE || !answer.run?.puzzle) return answer;
  return { ...answer, run: { ...answer.run, puzzle: localize('puzzles', answer.run.puzzle, locale) } };
}

/** Issue 26: Puzzle Streak, each puzzle picked and each move checked by the server. */
export const puzzleStreakRoutes = [
  route({
    method: 'get',
    path: '/puzzle-streak',
    role: 'child',
    summary: "The child's streak run going on (or the last one), the best streak and the runs left today.",
    response: schemaAnswer(puzzleStreakStateSchema, 'The run, the best and the runs left today.'),
    handler: async ({ actor, services, req }) => inLocale(await services.streak.state(solver(actor), childDay(req)), resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/puzzle-streak/runs',
    role: 'child',
    summary: 'Starts a streak run with its first puzzle (refused while one goes on, or when a free account has used today’s run).',
    response: schemaAnswer(puzzleStreakStateSchema, 'The new run with its first puzzle.'),
    status: 201,
    handler: async ({ actor, services, req }) => inLocale(await services.streak.start(solver(actor), childDay(req)), resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/puzzle-streak/runs/:id/moves',
    role: 'child',
    summary: "One move in the run's puzzle, checked against its line: the reply, the next puzzle, or the end of the run.",
    params: streakRunParamsSchema,
    body: streakMoveBodySchema,
    response: schemaAnswer(streakMoveResultSchema, 'Right, solved or wrong, and the run after the move.'),
    handler: async ({ actor, params, body, services, req }) =>
      inLocale(await services.streak.move(solver(actor), params.id, body), resolveLocale(req)),
  }),
];
