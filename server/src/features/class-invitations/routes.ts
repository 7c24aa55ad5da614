import {
  classChildParamsSchema,
  classInvitationSchema,
  classInvitationStateSchema,
  classMembershipSchema,
  classRequestParamsSchema,
  joinClassBodySchema,
  joinStatusSchema,
  parentClassesSchema,
  renewInvitationBodySchema,
} from '@chess-quest/protocol/class-invitations';
import { classIdParamsSchema } from '@chess-quest/protocol/classes';
import { noContent, routesOf, schemaAnswer } from '../../platform/route';
import type { ClassInvitationsService } from './service';

/** What the class invitations' routes use, built once in the feature's `create` (index.ts). */
export interface ClassInvitationsServices {
  invitations: ClassInvitationsService;
}

const route = routesOf<ClassInvitationsServices>();

const teacherRoutes = [
  route({
    method: 'get',
    path: '/classes/:classId/invitation',
    role: 'teacher',
    summary: "The class's invitation for families (a code and a link that expire), or null.",
    params: classIdParamsSchema,
    response: schemaAnswer(classInvitationStateSchema, 'The invitation, if the class has one.'),
    handler: ({ actor, params, services }) => services.invitations.invitation(actor.account.id, params.classId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/invitation',
    role: 'teacher',
    summary: 'Makes a new invitation for families: the old code stops working and the requests made with it go.',
    params: classIdParamsSchema,
    body: renewInvitationBodySchema,
    status: 201,
    response: schemaAnswer(classInvitationSchema, 'The new invitation.'),
    handler: ({ actor, params, body, services }) => services.invitations.renew(actor.account.id, params.classId, body.expiresInDays),
  }),
  route({
    method: 'delete',
    path: '/classes/:classId/invitation',
    role: 'teacher',
    summary: "Turns the class's invitation off: its code stops working and its waiting requests go.",
    params: classIdParamsSchema,
    response: noContent('Turned off.'),
    handler: ({ actor, params, services }) => services.invitations.turnOff(actor.account.id, params.classId),
  }),
];

const childRoutes = [
  route({
    method: 'post',
    path: '/class-invitations/join',
    role: 'child',
    summary: "A family's child asks to join the class of an invitation code; the parent answers in the Parent Dashboard (nothing is shared before).",
    body: joinClassBodySchema,
    status: 201,
    response: schemaAnswer(joinStatusSchema, 'The request, waiting for the parent.'),
    handler: ({ actor, body, services }) => services.invitations.join(actor.account, actor.child, body.code),
  }),
  route({
    method: 'get',
    path: '/class-invitations/mine',
    role: 'child',
    summary: "The child's class or waiting request.",
    response: schemaAnswer(joinStatusSchema, 'Where the child stands.'),
    handler: ({ actor, services }) => services.invitations.status(actor.child.id),
  }),
];

const parentRoutes = [
  route({
    method: 'get',
    path: '/parent/class-requests',
    role: 'parent',
    summary: "The family's children's requests to join a class, and the classes they are in, with what each class's teachers see.",
    response: schemaAnswer(parentClassesSchema, 'Requests waiting for the parent, and memberships.'),
    handler: ({ actor, services }) => services.invitations.parentClasses(actor.account.id),
  }),
  route({
    method: 'post',
    path: '/parent/class-requests/:requestId/approve',
    role: 'parent',
    summary: 'The parent says yes: the child joins the class now (one class at most; the class has room for 40).',
    params: classRequestParamsSchema,
    response: schemaAnswer(classMembershipSchema, 'The child in the class.'),
    handler: ({ actor, params, services }) => services.invitations.approve(actor.account.id, params.requestId),
  }),
  route({
    method: 'delete',
    path: '/parent/class-requests/:requestId',
    role: 'parent',
    summary: 'The parent says no: the request goes; nothing was shared.',
    params: classRequestParamsSchema,
    response: noContent('Declined.'),
    handler: ({ actor, params, services }) => services.invitations.decline(actor.account.id, params.requestId),
  }),
  route({
    method: 'delete',
    path: '/parent/children/:childId/class',
    role: 'parent',
    summary: "Takes the child out of its class: the membership goes; the child's own progress stays in the family.",
    params: classChildParamsSchema,
    response: noContent('Out of the class.'),
    handler: ({ actor, params, services }) => services.invitations.leave(actor.account.id, params.childId),
  }),
];

/** Issue 24: a family child joins a class with an invitation and the parent's approval. */
export const classInvitationsRoutes = [...teacherRoutes, ...childRoutes, ...parentRoutes];
