import {
  assignmentChoicesSchema,
  assignmentParamsSchema,
  assignmentPuzzleChoicesSchema,
  assignmentPuzzlesQuerySchema,
  classAssignmentListSchema,
  classAssignmentSchema,
  createAssignmentBodySchema,
  myAssignmentsSchema,
  updateAssignmentBodySchema,
} from '@chess-quest/protocol/class-assignments';
import { classIdParamsSchema } from '@chess-quest/protocol/classes';
import { resolveLocale } from '../../http/locale';
import { noContent, routesOf, schemaAnswer } from '../../platform/route';
import type { ClassAssignmentsService } from './service';

/** What the class-assignments feature's routes use, built once in its `create` (index.ts). */
export interface ClassAssignmentsServices {
  assignments: ClassAssignmentsService;
}

const route = routesOf<ClassAssignmentsServices>();

export const classAssignmentsRoutes = [
  route({
    method: 'get',
    path: '/assignment-choices',
    role: 'teacher',
    summary: 'What a teacher may assign: the lesson modules, story chapters, mini challenges and puzzle themes of the catalogue.',
    response: schemaAnswer(assignmentChoicesSchema, 'The catalogue, by kind.'),
    handler: ({ services, req }) => services.assignments.choices(resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/assignment-choices/puzzles',
    role: 'teacher',
    summary: 'Puzzles of one theme a teacher may put in a set (the easiest first, at most 60).',
    query: assignmentPuzzlesQuerySchema,
    response: schemaAnswer(assignmentPuzzleChoicesSchema, "The theme's puzzles."),
    handler: ({ query, services, req }) => services.assignments.puzzleChoices(query.theme, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/assignments',
    role: 'teacher',
    summary: "A class's assignments, soonest due first, with who has finished each.",
    params: classIdParamsSchema,
    response: schemaAnswer(classAssignmentListSchema, 'The assignments.'),
    handler: async ({ actor, params, services }) => ({ assignments: await services.assignments.list(actor.account.id, params.classId) }),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/assignments',
    role: 'teacher',
    summary:
      'Assigns a lesson module, a story chapter, a puzzle set (a theme and a count, or a list) or a mini challenge to the class or some of its students, due within a year.',
    params: classIdParamsSchema,
    body: createAssignmentBodySchema,
    status: 201,
    response: schemaAnswer(classAssignmentSchema, 'The new assignment.'),
    handler: ({ actor, params, body, services }) => services.assignments.create(actor.account.id, params.classId, body),
  }),
  route({
    method: 'patch',
    path: '/classes/:classId/assignments/:assignmentId',
    role: 'teacher',
    summary: "Changes an assignment's due date (not in the past, within a year).",
    params: assignmentParamsSchema,
    body: updateAssignmentBodySchema,
    response: schemaAnswer(classAssignmentSchema, 'The assignment as it is now.'),
    handler: ({ actor, params, body, services }) => services.assignments.changeDue(actor.account.id, params.classId, params.assignmentId, body.dueAt),
  }),
  route({
    method: 'delete',
    path: '/classes/:classId/assignments/:assignmentId',
    role: 'teacher',
    summary: 'Deletes an assignment (and who had finished it).',
    params: assignmentParamsSchema,
    response: noContent('Deleted.'),
    handler: ({ actor, params, services }) => services.assignments.remove(actor.account.id, params.classId, params.assignmentId),
  }),
  route({
    method: 'get',
    path: '/my-assignments',
    role: 'child',
    summary: "The child's assignments from its class's teachers, soonest due first, done ones with their time (none when in no class).",
    response: schemaAnswer(myAssignmentsSchema, "The child's assignments."),
    handler: async ({ actor, services, req }) => ({ assignments: await services.assignments.mine(actor.child.id, resolveLocale(req)) }),
  }),
];
