import { z } from 'zod';
import {
  achievementSchema,
  badgeSchema,
  createShareBodySchema,
  dailyChallengeSchema,
  earnedAchievementSchema,
  equipBadgeBodySchema,
  generateBadgeBodySchema,
  iconParamsSchema,
  medalSchema,
  publicShareParamsSchema,
  publicShareSchema,
  shareBadgeSchema,
  shareLinkBodySchema,
  shareLinkIdParamsSchema,
  shareLinkSchema,
  shareResultSchema,
  streakSchema,
  userExperienceSchema,
} from '@chess-quest/protocol/achievements';
import type { ParentApprovalAct } from '@chess-quest/protocol/parent';
import { assertParentApproval } from '../../auth/parent-gate';
import { notFound } from '../../http/errors';
import { resolveLocale } from '../../http/locale';
import { requestDay } from '../../http/time-zone';
import { customAnswer, noContent, routesOf, schemaAnswer } from '../../platform/route';
import { iconSvg } from './icons';
import type { RewardsService } from './service';
import type { SharingService } from './sharing';

export interface AchievementsServices {
  rewards: RewardsService;
  sharing: SharingService;
}

const route = routesOf<AchievementsServices>();

/**
 * Sharing one item, its public link and taking that link down: what a grown-up's PIN approved
 * in the share dialog (POST /api/parent/approve), and nothing else (issue 22).
 */
const approvedShare = (item: { shareableType: 'achievement' | 'story'; shareableId: string }): ParentApprovalAct => ({
  kind: 'share',
  shareableType: item.shareableType,
  shareableId: item.shareableId,
});

/** Spec §7 /api/gamification/*, /api/user/achievements and /api/social/*. */
export const achievementRoutes = [
  route({
    method: 'get',
    path: '/gamification/achievements',
    role: 'child',
    summary: 'Every achievement, with how far the child is towards it.',
    response: schemaAnswer(z.array(achievementSchema), 'The catalogue, with progress and unlocks.'),
    handler: ({ actor, services, req }) => services.rewards.achievements(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/user/achievements',
    role: 'child',
    summary: 'The achievements the child has earned, newest first.',
    response: schemaAnswer(z.array(earnedAchievementSchema), 'The earned achievements.'),
    handler: ({ actor, services, req }) => services.rewards.earned(actor.child.id, undefined, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/gamification/user-experience',
    role: 'child',
    summary: "The child's XP (a count of practice).",
    response: schemaAnswer(userExperienceSchema, 'XP and the XP to the next step.'),
    handler: ({ actor, services }) => services.rewards.experience(actor.child.id),
  }),
  route({
    method: 'get',
    path: '/gamification/streaks',
    role: 'child',
    summary: "The child's streaks, on the child's own calendar day.",
    response: schemaAnswer(z.array(streakSchema), 'Each streak.'),
    handler: ({ actor, services, req }) => services.rewards.streaks(actor.child.id, requestDay(req)),
  }),
  route({
    method: 'get',
    path: '/gamification/badges',
    role: 'child',
    summary: "The child's badges.",
    response: schemaAnswer(z.array(badgeSchema), 'Each badge, and whether it is worn.'),
    handler: ({ actor, services, req }) => services.rewards.badges(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/gamification/badges/equip',
    role: 'child',
    summary: 'Wears or takes off one of the child’s badges (three at most).',
    body: equipBadgeBodySchema,
    response: schemaAnswer(z.array(badgeSchema), 'The badges after the change.'),
    handler: ({ actor, body, services, req }) => services.rewards.equipBadge(actor.child.id, body.badgeId, body.equipped, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/gamification/daily-challenge',
    role: 'child',
    summary: "Today's challenge for the child's level, on the child's own calendar day.",
    response: schemaAnswer(dailyChallengeSchema, 'The challenge and how far the child is.'),
    handler: ({ actor, services, req }) => services.rewards.dailyChallenge(actor.child, requestDay(req), resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/gamification/medals',
    role: 'child',
    summary: 'Every medal, with the ones the child has.',
    response: schemaAnswer(z.array(medalSchema), 'The medals.'),
    handler: ({ actor, services, req }) => services.rewards.medals(actor.child.id, resolveLocale(req)),
  }),
  route({
    method: 'get',
    path: '/gamification/icons/:name.svg',
    role: 'anyone',
    summary: 'A reward icon (Fluent Emoji Flat).',
    params: iconParamsSchema,
    response: customAnswer('image/svg+xml', 'The icon; public, and never changing for a name.'),
    handler: ({ params, res }) => {
      const svg = iconSvg(params.name);
      if (!svg) throw notFound(`No icon named ${params.name}.`);
      // Icons are public and never change for a name: cached by the browser.
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('image/svg+xml').send(svg);
    },
  }),
  // Making a badge image is harmless; putting anything in front of other people needs a grown-up.
  route({
    method: 'post',
    path: '/social/badges/generate',
    role: 'child',
    summary: 'Makes a badge image of something the child earned.',
    body: generateBadgeBodySchema,
    response: schemaAnswer(shareBadgeSchema, 'The badge, with its SVG.'),
    handler: ({ actor, body, services, req }) => services.sharing.generateBadge(actor.child.id, body, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/social/shares',
    role: 'child',
    summary: 'Shares one earned item on one platform (a grown-up approved it, or the parent area is open).',
    body: createShareBodySchema,
    response: schemaAnswer(shareResultSchema, 'The share and its public link.'),
    status: 201,
    guard: ({ body, req }) => assertParentApproval(req, approvedShare(body)),
    handler: ({ actor, body, services, req }) =>
      services.sharing.share({ childId: actor.child.id, accountId: actor.account.id }, body, resolveLocale(req)),
  }),
  route({
    method: 'post',
    path: '/social/links',
    role: 'child',
    summary: "An earned item's public link (a grown-up approved it, or the parent area is open).",
    body: shareLinkBodySchema,
    response: schemaAnswer(shareLinkSchema, 'The live link, made once per item.'),
    guard: ({ body, req }) => assertParentApproval(req, approvedShare(body)),
    handler: ({ actor, body, services, req }) => services.sharing.link(actor.child.id, body.shareableType, body.shareableId, resolveLocale(req)),
  }),
  route({
    method: 'delete',
    path: '/social/links/:id',
    role: 'account',
    summary: "Takes down a public link of one of the account's children (a grown-up approved it, or the parent area is open).",
    params: shareLinkIdParamsSchema,
    response: noContent('Taken down.'),
    guard: async ({ actor, params, services, req }) => {
      const item = await services.sharing.linkItem(actor.account.id, params.id);
      assertParentApproval(req, item ? approvedShare(item) : undefined);
    },
    handler: ({ actor, params, services }) => services.sharing.revoke(actor.account.id, params.id),
  }),
  // The public page's data: no session needed, no real name, no age, no photo.
  route({
    method: 'get',
    path: '/social/public/:type/:id',
    role: 'anyone',
    summary: 'What a public share page shows: the item and the generated username only.',
    params: publicShareParamsSchema,
    response: schemaAnswer(publicShareSchema, 'The shared item.'),
    handler: async ({ params, services, req }) => {
      const { svg: _svg, ...page } = await services.sharing.publicShare(params.type, params.id, resolveLocale(req));
      return page;
    },
  }),
];
