import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { defineFeature } from '../../platform/feature';
import { journeyRoutes } from './routes';
import { createJourneyService } from './service';
import { createJourneySubscriber } from './subscriber';

declare module '../../platform/ports' {
  interface Ports {
    /** The child's skills, read (and assessed) as GET /api/skill-assessments reads them (the parent dashboard shows them). */
    skillsOf(childId: string): Promise<ParentDashboard['skills']>;
  }
}

/** Spec §7 learning journey: paths, milestones, skills, review and insights, moved by facts. */
export const journeyFeature = defineFeature({
  name: 'learning-journey',
  create: ({ db }) => ({ journey: createJourneyService({ db }) }),
  routes: journeyRoutes,
  subscribers: () => [createJourneySubscriber()],
  provides: ({ journey }) => ({ skillsOf: (childId: string) => journey.skills(childId) }),
});
