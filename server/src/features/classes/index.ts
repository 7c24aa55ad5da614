import { createAccountLimits } from '../../auth/account-limits';
import { sessionUsers } from '../../auth/session-users';
import { defineFeature } from '../../platform/feature';
import { createClassProgress } from './progress';
import { classesRoutes, type ClassesServices } from './routes';
import { createClassesService } from './service';

/**
 * Issue 24 (decision 036): teachers and their classes, the wall, students the teacher makes
 * (accounts without email) and their picture sign-in. Removing a student erases them as the
 * family erasure does, through the parent feature's port; their live games end first through
 * the multiplayer feature's.
 */
export const classesFeature = defineFeature({
  name: 'classes',
  create: ({ db, redis, config, sessions }, ports): ClassesServices => ({
    classes: createClassesService({ db }),
    progress: createClassProgress({ db }),
    limits: createAccountLimits(redis, config.addressRateLimits),
    sessionUsers: sessionUsers(db),
    cache: sessions.cache,
    sockets: sessions.sockets,
    eraseChild: (child) => ports.eraseChild(child),
    endLiveGames: (childId) => ports.endLiveGames(childId),
  }),
  routes: classesRoutes,
});
