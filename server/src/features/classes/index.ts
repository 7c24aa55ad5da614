import { createAccountLimits } from '../../auth/account-limits';
import { sessionUsers } from '../../auth/session-users';
import { everyInterval } from '../../background';
import { defineFeature } from '../../platform/feature';
import type { Tx } from '../../db/client';
import { handOverClasses } from './hand-over';
import { createClassLiveSubscriber } from './live';
import { createClassProgress } from './progress';
import { createQuickLogin } from './quick-login';
import { classesRoutes, type ClassesServices } from './routes';
import { createClassesService } from './service';

declare module '../../platform/ports' {
  interface Ports {
    /** In the transaction that closes an account: each class it owns goes to its first co-teacher (auth, closing an account). */
    handOverClasses(tx: Tx, accountId: string): Promise<number>;
  }
}

/**
 * Issue 24 (decision 036): teachers and their classes, the wall, students the teacher makes
 * (accounts without email) and their picture sign-in. Removing a student erases them as the
 * family erasure does, through the parent feature's port; their live games end first through
 * the multiplayer feature's.
 */
export const classesFeature = defineFeature({
  name: 'classes',
  create: ({ db, redis, config, sessions }, ports): ClassesServices => {
    const classes = createClassesService({ db });
    return {
      classes,
      progress: createClassProgress({ db }),
      quickLogin: createQuickLogin({ db, secret: config.sessionSecret, hold: classes.hold }),
      limits: createAccountLimits(redis, config.addressRateLimits),
      sessionUsers: sessionUsers(db),
      cache: sessions.cache,
      sockets: sessions.sockets,
      eraseChild: (child) => ports.eraseChild(child),
      endLiveGames: (childId) => ports.endLiveGames(childId),
      coordinatesBestsOf: (childIds) => ports.coordinatesBestsOf(childIds),
    };
  },
  routes: classesRoutes,
  provides: () => ({ handOverClasses: (tx: Tx, accountId: string) => handOverClasses(tx, accountId) }),
  // The teachers hear a student's activity live (class:changed).
  socket: (_services, { io }) => ({ factPushes: [createClassLiveSubscriber(io)] }),
  jobs: (services, { logger }) => [
    // A class goes with its owner's account; its students, who could sign in nowhere else, are
    // erased as a removal erases them. Idempotent, so every node runs it.
    everyInterval(
      'class-orphan-students',
      ORPHAN_SWEEP_INTERVAL_MS,
      () => eraseOrphanStudents(services),
      (error, job) => logger.warn({ err: error, job }, 'background job failed'),
    ),
  ],
});

const ORPHAN_SWEEP_INTERVAL_MS = 10 * 60_000;

/** Erases the student accounts that are in no class any more (see ClassesService.orphanStudents). */
export async function eraseOrphanStudents(services: ClassesServices): Promise<number> {
  const orphans = await services.classes.orphanStudents();
  for (const child of orphans) {
    await services.endLiveGames(child.id);
    await services.eraseChild(child);
    await services.classes.eraseStudentAccount(child.accountId);
    services.cache.forgetAccount(child.accountId);
    services.sockets.endChild(child.id);
  }
  return orphans.length;
}
