import { defineFeature } from '../../platform/feature';
import { classAssignmentsRoutes, type ClassAssignmentsServices } from './routes';
import { createClassAssignmentsService } from './service';
import { classAssignmentsSocket } from './socket';
import { createClassAssignmentsSubscriber } from './subscriber';

/**
 * Issue 24: a class's teachers assign a lesson module, a story chapter, a puzzle set or a mini
 * challenge to the class or some of its students; completion comes from facts, exactly once;
 * the students see "From your teacher"; the teachers see who has finished, pushed live.
 */
export const classAssignmentsFeature = defineFeature({
  name: 'class-assignments',
  create: ({ db }): ClassAssignmentsServices => ({ assignments: createClassAssignmentsService({ db }) }),
  routes: classAssignmentsRoutes,
  subscribers: ({ assignments }) => [createClassAssignmentsSubscriber(assignments)],
  socket: ({ assignments }, ctx) => classAssignmentsSocket(assignments, ctx),
});
