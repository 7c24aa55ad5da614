import { accountReads } from '../../auth/account-reads';
import { defineFeature } from '../../platform/feature';
import { createActivityService } from './activity-service';
import { createProgressService } from './progress-service';
import { progressRoutes, type ProgressServices } from './routes';

declare module '../../platform/ports' {
  interface Ports {
    /** The child's active seconds per day for the `count` days ending `today`, oldest first (the parent dashboard's time of use). */
    activityPerDay(childId: string, today: string, count: number): Promise<{ day: string; seconds: number; minutes: number }[]>;
  }
}

/** The active child's own record (spec §3 and §7 reads) and its time of use, counted from heartbeats. */
export const progressFeature = defineFeature({
  name: 'progress',
  create: ({ db, sessions }): ProgressServices => ({
    progress: createProgressService({ db }),
    activity: createActivityService({ db }),
    reads: accountReads(sessions.cache),
  }),
  routes: progressRoutes,
  provides: ({ activity }) => ({
    activityPerDay: (childId: string, today: string, count: number) => activity.activityPerDay(childId, today, count),
  }),
});
