import { defineFeature } from '../../platform/feature';
import { classInvitationsRoutes, type ClassInvitationsServices } from './routes';
import { createClassInvitationsService } from './service';

/**
 * Issue 24: a child who already has a family account joins a class. The teacher makes the
 * class's invitation (a code that expires, renewable); the child asks with it; the parent
 * approves behind the PIN with what the teacher will see spelled out, and can take the child
 * out of the class at any time (the child's own data stays in the family).
 */
export const classInvitationsFeature = defineFeature({
  name: 'class-invitations',
  create: ({ db }): ClassInvitationsServices => ({ invitations: createClassInvitationsService({ db }) }),
  routes: classInvitationsRoutes,
});
