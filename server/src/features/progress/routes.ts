import { z } from 'zod';
import { userProgressSchema } from '@chess-quest/protocol/auth';
import { activityHeartbeatBodySchema, activityHeartbeatResponseSchema } from '@chess-quest/protocol/parent';
import { puzzleAttemptViewSchema } from '@chess-quest/protocol/puzzles';
import type { AccountReads } from '../../auth/account-reads';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { routesOf, schemaAnswer } from '../../platform/route';
import type { ActivityService } from './activity-service';
import type { ProgressService } from './progress-service';

/** What the progress feature's routes use, built once in its `create` (index.ts). */
export interface ProgressServices {
  progress: ProgressService;
  activity: ActivityService;
  /** Polled by every signed-in page's header: kept like the signed-in child (same TTL, same drops). */
  reads: AccountReads;
}

const route = routesOf<ProgressServices>();

/** The active child's own record: its own data, so not behind the parent PIN. */
export const progressRoutes = [
  route({
    method: 'get',
    path: '/user/progress',
    role: 'child',
    summary: "Spec §3 User progress: level, points, and the streak as it stands on the child's today.",
    response: schemaAnswer(userProgressSchema, "The child's level, points and streak."),
    handler: ({ actor: { child }, services, req }) => {
      const today = requestDay(req);
      return services.reads(req, `progress:${child.id}:${today}`, () => services.progress.progress(child, today));
    },
  }),
  route({
    method: 'get',
    path: '/user/puzzle-attempts',
    role: 'child',
    summary: "Spec §7: the child's puzzle attempts, newest first.",
    response: schemaAnswer(z.array(puzzleAttemptViewSchema), 'The attempts, each with its puzzle.'),
    handler: ({ actor, services, req }) => services.progress.puzzleAttempts(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/user/activity-heartbeat',
    role: 'child',
    summary: "Counts the child's active seconds on its calendar day (the parent view's time of use).",
    body: activityHeartbeatBodySchema,
    response: schemaAnswer(activityHeartbeatResponseSchema, "Today's seconds and minutes, and whether this beat counted."),
    handler: ({ actor, body, services, req }) => services.activity.recordHeartbeat(actor.child.id, requestDay(req), body.activeSeconds),
  }),
];
