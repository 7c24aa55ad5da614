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
    }),
    sessionUsers: sessionUsers(db),
    sockets: sessions.sockets,
    endLiveGames: (childId) => ports.endLiveGames(childId),
  }),
  routes: [...parentGateRoutes, ...familyRoutes, ...parentDashboardRoutes],
  // The parent's live view: each tab of the account is told when a child's fact is committed.
  socket: (_services, { io }) => ({ factPushes: [createParentLiveSubscriber(io)] }),
});
