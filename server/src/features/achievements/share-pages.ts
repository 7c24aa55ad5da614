import { existsSync, readFileSync } from 'node:fs';
import { Router } from 'express';
import { z } from 'zod';
import { publicShareParamsSchema } from '@chess-quest/protocol/achievements';
import { localeSchema, type Locale } from '@chess-quest/protocol/locales';
import { parseInput } from '../../http/errors';
import { resolveLocale } from '../../http/locale';
import { SHARE_TEXTS } from './share-texts';
import type { SharingService } from './sharing';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/** `?lang=es` on a shared link or its image: the language the child shared it in. */
const shareQuerySchema = z.object({ lang: localeSchema.optional() });

/** The page's language: the link's own `lang`, else the reader's (cookie, browser). A bad `lang` on a page is ignored. */
function pageLocale(req: Parameters<typeof resolveLocale>[0]): Locale {
  const query = shareQuerySchema.safeParse(req.query);
  return (query.success ? query.data.lang : undefined) ?? resolveLocale(req);
}

/**
 * /share/{type}/{id} outside the API: the SPA's page with Open Graph tags for link previews,
 * and the PNG preview rendered from the badge SVG. Pages, not API calls, so app.ts mounts them
 * beside the web app's files; they use the sharing service the feature built (index.ts).
 * Both speak the link's language (issue 27): a preview robot sends no language of its own.
 */
export function sharePageRoutes({ sharing, indexHtml, publicUrl }: { sharing: SharingService; indexHtml: string; publicUrl: string }): Router {
  const router = Router();
  router.get('/share/:type/:id/image.png', async (req, res) => {
    const { type, id } = parseInput(publicShareParamsSchema, req.params);
    // The image's language is in its url only, so one url is one image and caches can keep it.
    const { lang = 'en' } = parseInput(shareQuerySchema, req.query);
    const png = await sharing.publicImage(type, id, lang);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('image/png').send(png);
  });
  router.get('/share/:type/:id', async (req, res, next) => {
    const parsed = publicShareParamsSchema.safeParse(req.params);
    if (!parsed.success || !existsSync(indexHtml)) return next();
    const locale = pageLocale(req);
    const page = await sharing.publicShare(parsed.data.type, parsed.data.id, locale).catch(() => null);
    if (!page) return next();
    const title = SHARE_TEXTS[locale].pageTitle(page.username, page.title);
    const meta = [
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(page.description)}">`,
      `<meta property="og:image" content="${escapeHtml(new URL(page.imageUrl, publicUrl).toString())}">`,
      `<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    ].join('');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const html = readFileSync(indexHtml, 'utf8')
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('</head>', `${meta}</head>`);
    res.type('html').send(html);
  });
  return router;
}
