import {
  insightIdParamsSchema,
  learningInsightSchema,
  learningPathSchema,
  milestoneProgressSchema,
  pathActionResponseSchema,
  pathIdParamsSchema,
  reviewItemSchema,
  skillAssessmentSchema,
  userLearningPathSchema,
} from '@chess-quest/protocol/learning-journey';
import { z } from 'zod';
import { resolveLocale } from '../../http/locale';
import { noContent, routesOf, schemaAnswer } from '../../platform/route';
import type { JourneyService } from './service';

const route = routesOf<{ journey: JourneyService }>();

/** Spec §7 learning journey calls, plus marking an insight read (beyond the spec). */
export const journeyRoutes = [
  route({
    method: 'get',
    path: '/learning-paths',
    role: 'child',
    summary: 'The learning paths, with what each asks of the child.',
    response: schemaAnswer(z.array(learningPathSchema), 'Every path.'),
    handler: ({ actor, services, req }) => services.journey.listPaths(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/user-learning-paths',
    role: 'child',
    summary: "The child's started and finished paths.",
    response: schemaAnswer(z.array(userLearningPathSchema), "The child's paths."),
    handler: ({ actor, services }) => services.journey.listUserPaths(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/user-milestone-progress',
    role: 'child',
    summary: "The child's milestones.",
    response: schemaAnswer(z.array(milestoneProgressSchema), 'Each milestone and how far the child is.'),
    handler: ({ actor, services }) => services.journey.listMilestones(actor.child.id),
  }),
  route({
    method: 'post',
    path: '/learning-paths/:id/start',
    role: 'child',
    summary: 'Starts a path.',
    params: pathIdParamsSchema,
    response: schemaAnswer(pathActionResponseSchema, 'The path as the child now has it.'),
    handler: ({ actor, params, services, req }) => services.journey.start(actor.child.id, params.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/learning-paths/:id/continue',
    role: 'child',
    summary: 'Continues a started path.',
    params: pathIdParamsSchema,
    response: schemaAnswer(pathActionResponseSchema, 'The path as the child now has it.'),
    handler: ({ actor, params, services, req }) => services.journey.continue(actor.child.id, params.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/skill-assessments',
    role: 'child',
    summary: "The child's skills, assessed from what the child did.",
    response: schemaAnswer(z.array(skillAssessmentSchema), 'One assessment per skill.'),
    handler: ({ actor, services, req }) => services.journey.skills(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/review-items',
    role: 'child',
    summary: 'What is due for review today.',
    response: schemaAnswer(z.array(reviewItemSchema), 'The review items.'),
    handler: ({ actor, services, req }) => services.journey.reviewItems(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/learning-insights',
    role: 'child',
    summary: "Insights written from the child's facts.",
    response: schemaAnswer(z.array(learningInsightSchema), 'The insights, newest first.'),
    handler: ({ actor, services, req }) => services.journey.listInsights(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/learning-insights/:id/read',
    role: 'child',
    summary: 'Marks an insight read.',
    params: insightIdParamsSchema,
    response: noContent('Marked read.'),
    handler: ({ actor, params, services }) => services.journey.markInsightRead(actor.child.id, params.id),
  }),
];
