import { existsSync, readFileSync } from 'node:fs';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  createShareBodySchema,
  equipBadgeBodySchema,
  generateBadgeBodySchema,
  shareableTypeSchema,
} from '@chess-quest/protocol/rewards';
import { currentAccount, requireParentApproval } from '../../auth/parent-gate';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { FactLog } from '../../events/outbox';
import { notFound, parseInput } from '../../http/errors';
import { requestDay } from '../../http/time-zone';
import { iconSvg } from './icons';
import { createRewardsService } from './service';
import { createSharingService, type SharingService } from './sharing';

const linkParams = z.object({ type: shareableTypeSchema, id: z.string().uuid('the share link id is not valid') });
const iconParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/, 'icon name is not valid') });
const shareLinkBody = z.object({
  shareableType: shareableTypeSchema,
  shareableId: z.string({ error: 'shareableId is required' }).min(1, 'shareableId is required').max(80),
});
const revokeParams = z.object({ id: z.string().uuid('the share link id is not valid') });

/** Spec §7 /api/gamification/*, /api/user/achievements and /api/social/*: thin adapters over the services. */
export function rewardsRoutes({ db, facts }: { db: Database; facts: FactLog }): Router {
  const rewards = createRewardsService({ db });
  const sharing = createSharingService({ db, facts });
  const router = Router();

  router.get('/gamification/achievements', async (req, res) => {
    res.json(await rewards.achievements(currentUser(req).child.id));
  });
  router.get('/user/achievements', async (req, res) => {
    res.json(await rewards.earned(currentUser(req).child.id));
  });
  router.get('/gamification/user-experience', async (req, res) => {
    res.json(await rewards.experience(currentUser(req).child.id));
  });
  router.get('/gamification/streaks', async (req, res) => {
    const { child } = currentUser(req);
    res.json(await rewards.streaks(child.id, requestDay(req)));
  });
  router.get('/gamification/badges', async (req, res) => {
    res.json(await rewards.badges(currentUser(req).child.id));
  });
  router.post('/gamification/badges/equip', async (req, res) => {
    const { child } = currentUser(req);
    const body = parseInput(equipBadgeBodySchema, req.body);
    res.json(await rewards.equipBadge(child.id, body.badgeId, body.equipped));
  });
  router.get('/gamification/daily-challenge', async (req, res) => {
    const { child } = currentUser(req);
    res.json(await rewards.dailyChallenge(child, requestDay(req)));
  });
  router.get('/gamification/medals', async (req, res) => {
    res.json(await rewards.medals(currentUser(req).child.id));
  });
  // Icons are public and never change for a name: cached by the browser.
  router.get('/gamification/icons/:name.svg', (req, res) => {
    const { name } = parseInput(iconParams, req.params);
    const svg = iconSvg(name);
    if (!svg) throw notFound(`No icon named ${name}.`);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(svg);
  });

  // Making a badge image is harmless; putting anything in front of other people needs a parent.
  router.post('/social/badges/generate', async (req, res) => {
    const { child } = currentUser(req);
    res.json(await sharing.generateBadge(child.id, parseInput(generateBadgeBodySchema, req.body)));
  });
  // Sharing one item, its public link and taking that link down: what a grown-up's PIN
  // approved in the share dialog (POST /api/parent/approve), and nothing else (issue 22).
  const approvedShare = (body: { shareableType: 'achievement' | 'story'; shareableId: string }) => ({
    kind: 'share' as const,
    shareableType: body.shareableType,
    shareableId: body.shareableId,
  });
  router.post(
    '/social/shares',
    requireParentApproval((req) => approvedShare(parseInput(createShareBodySchema, req.body))),
    async (req, res) => {
      const { account, child } = currentUser(req);
      const body = parseInput(createShareBodySchema, req.body);
      res.status(201).json(await sharing.share({ childId: child.id, accountId: account.id }, body));
    },
  );
  router.post('/social/links', requireParentApproval((req) => approvedShare(parseInput(shareLinkBody, req.body))), async (req, res) => {
    const { child } = currentUser(req);
    const body = parseInput(shareLinkBody, req.body);
    res.json(await sharing.link(child.id, body.shareableType, body.shareableId));
  });
  const linkAct = async (req: Request) => {
    const { id } = parseInput(revokeParams, req.params);
    const item = await sharing.linkItem(currentAccount(req).id, id);
    return item ? approvedShare(item) : undefined;
  };
  router.delete('/social/links/:id', requireParentApproval(linkAct), async (req, res) => {
    const { id } = parseInput(revokeParams, req.params);
    await sharing.revoke(currentAccount(req).id, id);
    res.status(204).end();
  });
  // The public page's data: no session needed, no real name, no age, no photo.
  router.get('/social/public/:type/:id', async (req, res) => {
    const { type, id } = parseInput(linkParams, req.params);
    const { svg: _svg, ...page } = await sharing.publicShare(type, id);
    res.json(page);
  });
  return router;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/**
 * /share/{type}/{id} outside the API: the SPA's page with Open Graph tags for link previews,
 * and the PNG preview rendered from the badge SVG.
 */
export function sharePageRoutes({ db, facts, indexHtml, publicUrl }: { db: Database; facts: FactLog; indexHtml: string; publicUrl: string }): Router {
  const sharing: SharingService = createSharingService({ db, facts });
  const router = Router();
  router.get('/share/:type/:id/image.png', async (req, res) => {
    const { type, id } = parseInput(linkParams, req.params);
    const png = await sharing.publicImage(type, id);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('image/png').send(png);
  });
  router.get('/share/:type/:id', async (req, res, next) => {
    const parsed = linkParams.safeParse(req.params);
    if (!parsed.success || !existsSync(indexHtml)) return next();
    const page = await sharing.publicShare(parsed.data.type, parsed.data.id).catch(() => null);
    if (!page) return next();
    const title = `${page.username} earned “${page.title}” on Chess Quest`;
    const meta = [
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(page.description)}">`,
      `<meta property="og:image" content="${escapeHtml(new URL(page.imageUrl, publicUrl).toString())}">`,
      `<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    ].join('');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(readFileSync(indexHtml, 'utf8').replace('</head>', `${meta}</head>`));
  });
  return router;
}
