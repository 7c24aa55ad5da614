import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@chess-quest/protocol/locales';
import { errorHandler } from '../../http/errors';
import { createLogger } from '../../logger';
import { sharePageRoutes } from './share-pages';
import type { SharingService } from './sharing';

// The public share page and its image speak the link's language (issue 27). The sharing
// service is replaced by one that says which language it was asked for; what it answers in
// that language is the service's own test (share-texts.test.ts, routes.test.ts).

const LINK = '00000000-0000-4000-8000-000000000000';
const asked: { page: Locale[]; image: Locale[] } = { page: [], image: [] };

const sharing = {
  async publicShare(type: string, id: string, locale: Locale = 'en') {
    asked.page.push(locale);
    const title = locale === 'es' ? 'Primer paso' : 'First Step';
    return {
      shareableType: type as 'achievement',
      username: 'BraveKnight4821',
      title,
      description: locale === 'es' ? 'Terminaste tu primera lección.' : 'You finished your first lesson.',
      icon: 'footprints',
      rarity: 'common' as const,
      imageUrl: `/share/${type}/${id}/image.png${locale === 'en' ? '' : `?lang=${locale}`}`,
      svg: '<svg/>',
    };
  },
  async publicImage(_type: string, _id: string, locale: Locale = 'en') {
    asked.image.push(locale);
    return Buffer.from('\x89PNG');
  },
} as unknown as SharingService;

let base = '';
let close = () => {};

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-page-'));
  const indexHtml = path.join(dir, 'index.html');
  writeFileSync(indexHtml, '<!doctype html><html lang="en"><head><title>Chess Quest</title></head><body></body></html>');
  const app = express();
  app.use(sharePageRoutes({ sharing, indexHtml, publicUrl: 'https://chessquest.example' }));
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('the public share page in a language', () => {
  it('follows the link’s lang, in its title, its image and the page’s lang attribute', async () => {
    const html = await (await fetch(`${base}/share/achievement/${LINK}?lang=es`)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('content="BraveKnight4821 consiguió “Primer paso” en Chess Quest"');
    expect(html).toContain(`content="https://chessquest.example/share/achievement/${LINK}/image.png?lang=es"`);
    expect(asked.page.at(-1)).toBe('es');
  });

  it('without a lang, follows the reader’s browser, and stays English by default', async () => {
    const spanish = await fetch(`${base}/share/achievement/${LINK}`, { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.headers.get('vary')).toContain('Accept-Language');
    expect(await spanish.text()).toContain('<html lang="es"');
    const english = await (await fetch(`${base}/share/achievement/${LINK}`)).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('content="BraveKnight4821 earned “First Step” on Chess Quest"');
    // An unknown lang on a page is ignored: the reader's language answers.
    expect(await (await fetch(`${base}/share/achievement/${LINK}?lang=xx`)).text()).toContain('<html lang="en"');
  });

  it('draws the image in the lang of its url only, and refuses an unknown one', async () => {
    expect((await fetch(`${base}/share/achievement/${LINK}/image.png?lang=es`)).status).toBe(200);
    expect(asked.image.at(-1)).toBe('es');
    // The image does not follow the browser: one url, one image, whatever the headers.
    await fetch(`${base}/share/achievement/${LINK}/image.png`, { headers: { 'accept-language': 'es' } });
    expect(asked.image.at(-1)).toBe('en');
    const bad = await fetch(`${base}/share/achievement/${LINK}/image.png?lang=xx`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/lang/);
  });
});
