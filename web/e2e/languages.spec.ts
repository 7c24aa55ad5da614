import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support';

// Issue 27: the translated screens in Spanish and in the pseudo-locale, at a phone's size.
// A screen is added here once its folder is translated (docs/i18n.md).

const SCREENS = [
  { path: '/', ready: { es: '¡Aprende ajedrez jugando!' } },
  { path: '/sign-up', ready: { es: 'Crea una cuenta' } },
  { path: '/sign-in', ready: { es: 'Iniciar sesión' } },
  { path: '/no-such-page', ready: { es: '404: no encontramos esta página' } },
];

/** Names and words that are the same in every language. */
const ALLOWED = ['Chess Quest', 'Premium', 'BraveKnight42', 'English', 'Español', 'Avatar', 'Error', 'Arenas'];

/** A part made only of allowed names and punctuation says nothing in English. */
const saysSomething = (part: string) => /[A-Za-z]{2,}/.test(ALLOWED.reduce((rest, name) => rest.replaceAll(name, ''), part));

const srcRoot = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Every English message of the web's catalogues (placeholders and tags taken out) whose
 * Spanish differs: none of them may be on a Spanish screen.
 */
function englishSentences(): string[] {
  const folders = [
    'locales',
    ...readdirSync(path.join(srcRoot, 'features'))
      .map((feature) => `features/${feature}/locales`)
      .filter((folder) => {
        try {
          return readdirSync(path.join(srcRoot, folder)).includes('es.po');
        } catch {
          return false;
        }
      }),
  ];
  const sentences = new Set<string>();
  for (const folder of folders) {
    const po = readFileSync(path.join(srcRoot, folder, 'es.po'), 'utf8');
    for (const [, english, spanish] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
      if (!english || english === spanish) continue;
      // The longest run of plain words: what a screen would show of it.
      const parts = english
        .replace(/\\"/g, '"')
        .split(/\{[^}]*\}|<\/?\d+>/)
        .map((part) => part.trim())
        .filter((part) => part.split(/\s+/).length >= 2 || (part.length >= 8 && /^[A-Z]/.test(part)));
      for (const part of parts) if (saysSomething(part)) sentences.add(part);
    }
  }
  return [...sentences];
}

async function visibleText(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''))
      .join('\n'),
  );
  return `${text}\n${attributes}\n${await page.title()}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('in Spanish (the browser says es), at 390×844', () => {
  test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

  for (const screen of SCREENS) {
    test(`${screen.path} shows no English text of the catalogues`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready.es).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const text = await visibleText(page);
      const left = englishSentences().filter((sentence) => text.includes(sentence));
      expect(left, 'English left on a Spanish screen').toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  }

  test("index.html names the page's Spanish texts for the browser to fetch with the app's first script", async ({ page }) => {
    const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const spanishHtml = await (await page.request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } })).text();
    const englishHtml = await (await page.request.get('/', { headers: { 'Accept-Language': 'en-US' } })).text();
    const preloaded = modulePreloads(spanishHtml);
    // English's texts are in the first script; Spanish's shared and landing catalogues are two files.
    expect(modulePreloads(englishHtml)).toEqual([]);
    expect(preloaded).toHaveLength(2);
    // A catalogue's chunk is named after its file: es-<hash>.js, en-<hash>.js.
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/(?:en|es)-[\w-]+\.js$/.test(path)) catalogues.push(path);
    });
    await page.goto('/');
    await expect(page.getByText('¡Aprende ajedrez jugando!').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The texts the Spanish landing page loads are those its HTML named: none waits for the app to ask.
    expect([...new Set(catalogues)].sort()).toEqual([...preloaded].sort());
  });

  test("the footer's switch shows English and remembers it", async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'cq_locale')?.value).toBe('en');
    await page.reload();
    await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByText('¡Aprende ajedrez jugando!').first()).toBeVisible();
  });
});

test.describe('in the pseudo-locale (accented, 30 % longer), at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const screen of SCREENS) {
    test(`${screen.path} has no untranslated text and does not break`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'cq_locale', value: 'pseudo', url: baseURL! }]);
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.locator('main')).not.toBeEmpty();
      // Every letter of a translated text is accented: a plain word of 3+ letters is a text
      // written outside the catalogue (names and the brand aside).
      let text = await visibleText(page);
      // ("and": Intl.ListFormat's own word, which formats the pseudo-locale as English.)
      for (const allowed of [...ALLOWED, 'US$', 'PIN', ' and ']) text = text.replaceAll(allowed, ' ');
      const plainWords = [...new Set(text.match(/\b[A-Za-z]{3,}\b/g) ?? [])];
      expect(plainWords, 'words left in plain English').toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  }
});
