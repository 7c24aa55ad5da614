import { existsSync, readFileSync } from 'node:fs';
import { Router } from 'express';
import { publicShareParamsSchema } from '@chess-quest/protocol/achievements';
import { parseInput } from '../../http/errors';
import type { SharingService } from './sharing';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/**
 * /share/{type}/{id} outside the API: the SPA's page with Open Graph tags for link previews,
 * and the PNG preview rendered from the badge SVG. Pages, not API calls, so app.ts mounts them
 * beside the web app's files; they use the sharing service the feature built (index.ts).
 */
export function sharePageRoutes({ sharing, indexHtml, publicUrl }: { sharing: SharingService; indexHtml: string; publicUrl: string }): Router {
  const router = Router();
  router.get('/share/:type/:id/image.png', async (req, res) => {
    const { type, id } = parseInput(publicShareParamsSchema, req.params);
    const png = await sharing.publicImage(type, id);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('image/png').send(png);
  });
  router.get('/share/:type/:id', async (req, res, next) => {
    const parsed = publicShareParamsSchema.safeParse(req.params);
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
