import { z } from 'zod';
import { puzzleSchema } from '@chess-quest/protocol/catalog';
import {
  puzzleAllowanceSchema,
  puzzleAttemptBodySchema,
  puzzleAttemptResponseSchema,
  puzzleParamsSchema,
  userPuzzleSchema,
} from '@chess-quest/protocol/puzzles';
import type { Request } from 'express';
import type { AccountReads } from '../../auth/account-reads';
import type { Actor } from '../../auth/roles';
import { localizeAll } from '../../content/i18n/localize';
import { resolveLocale } from '../../http/locale';
import { calendarDay, childTimeZone, requestTimeZone } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { PuzzlesService } from './service';

export interface PuzzlesServices {
  puzzles: PuzzlesService;
  /** Keeps the child's list like the signed-in child (same TTL, dropped by its attempts). */
  reads: AccountReads;
}

const route = routesOf<PuzzlesServices>();

/** The solving child as the service knows it: a free account has a daily allowance. */
const solver = ({ account, child }: Actor<'child'>) => ({ accountId: account.id, child, subscriptionStatus: account.subscriptionStatus });

/**
 * The child's day from the profile's zone. The header is still checked (a bad one is a 400),
 * but the child's day is the profile's.
 */
function childDay(req: Request): { today: string; timeZone: string } {
  requestTimeZone(req);
  const timeZone = childTimeZone(req);
  return { today: calendarDay(timeZone, new Date()), timeZone };
}

/** Spec §7 puzzle calls of the playing child. */
export const puzzleRoutes = [
  route({
    method: 'get',
    path: '/puzzles',
    role: 'child',
    summary: "The child's puzzles: missed ones coming back first, then those nearest the child's puzzle rating.",
    response: schemaAnswer(z.array(puzzleSchema), 'The puzzles.'),
    handler: async ({ actor: { child }, services, req }) => {
      // The list turns with the UTC day (the daily puzzle, missed ones coming back).
      const key = `puzzles:${child.id}:${child.puzzleRating}:${new Date().toISOString().slice(0, 10)}`;
      // Read (and cached) in English; the titles, missions and hints leave in the child's language (decision record 047).
      const puzzles = await services.reads(req, key, () => services.puzzles.listPuzzles(child.id, child.puzzleRating));
      return localizeAll('puzzles', puzzles, resolveLocale(req));
    },
  }),
  route({
    method: 'get',
    path: '/user/puzzles',
    role: 'child',
    summary: "The child's record for each puzzle tried.",
    response: schemaAnswer(z.array(userPuzzleSchema), 'One record per puzzle.'),
    handler: ({ actor, services }) => services.puzzles.listUserPuzzles(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/user/puzzles/allowance',
    role: 'child',
    summary: "What is left of a free account's daily puzzles, told before the child starts one.",
    response: schemaAnswer(puzzleAllowanceSchema, 'The limit, what is left and what already counted today.'),
    handler: ({ actor, services, req }) => services.puzzles.puzzleAllowance(solver(actor), childDay(req)),
  }),
  route({
    method: 'post',
    path: '/user/puzzles/:id/attempt',
    role: 'child',
    summary: "Records an attempt at a puzzle; a solve counts only when the moves are the puzzle's solution.",
    params: puzzleParamsSchema,
    body: puzzleAttemptBodySchema,
    response: schemaAnswer(puzzleAttemptResponseSchema, 'The record, the points given and the puzzles left today.'),
    handler: ({ actor, params, body, services, req }) => services.puzzles.recordAttempt(solver(actor), params.id, body, childDay(req)),
  }),
];
