import { createParentPinLimiter } from '../../auth/parent-gate';
import { sessionUsers } from '../../auth/session-users';
import { defineFeature } from '../../platform/feature';
import { createDashboardService } from './dashboard-service';
import { parentDashboardRoutes } from './dashboard-routes';
import { familyRoutes } from './family-routes';
import { createParentLiveSubscriber } from './live';
import { createFamilyService } from './family-service';
import { parentGateRoutes } from './gate-routes';
import { createPinService } from './pin-service';
import type { ParentServices } from './services';
import type { ChildProfile } from '../../domain/accounts';

declare module '../../platform/ports' {
  interface Ports {
    /**
     * Erases a child profile and everything kept about it, as the family erasure does (never in
     * the middle of an online game: end its live games first). A class's teacher removing a
     * student uses it (decision 036).
     */
    eraseChild(child: ChildProfile): Promise<void>;
  }
}

/**
 * Spec §6 parent area: the gate (PIN), the family's profiles and each child's dashboard.
 * Everything but the gate's own calls has the role `parent` (auth/roles.ts). What it needs of
 * other features comes through ports: the child's active time (progress), skills (learning
 * journey) and ending a removed child's live games (multiplayer).
 */
export const parentFeature = defineFeature({
  name: 'parent',
  create: ({ db, redis, sessions }, ports): ParentServices => ({
    pins: createPinService({ db }),
    pinLimiter: createParentPinLimiter(redis),
    family: createFamilyService({ db }),
    dashboard: createDashboardService({
      db,
      activity: { activityPerDay: (childId, today, count) => ports.activityPerDay(childId, today, count) },
      skills: (childId) => ports.skillsOf(childId),
      coordinates: async (childId) => (await ports.coordinatesBestsOf([childId])).get(childId) ?? [],
      puzzleStreakBest: async (childId) => (await ports.puzzleStreakBestsOf([childId])).get(childId) ?? 0,
    }),
    sessionUsers: sessionUsers(db),
    sockets: sessions.sockets,
    endLiveGames: (childId) => ports.endLiveGames(childId),
  }),
  routes: [...parentGateRoutes, ...familyRoutes, ...parentDashboardRoutes],
  provides: ({ family }) => ({
    eraseChild: async (child: ChildProfile) => {
      await family.removeChild(child);
    },
  }),
  // The parent's live view: each tab of the account is told when a child's fact is committed.
  socket: (_services, { io }) => ({ factPushes: [createParentLiveSubscriber(io)] }),
});
