import { lazy, type ComponentType } from 'react';
import { PAGE_CATALOGS } from '@chess-quest/protocol/page-catalogs';
import LandingPage from '../features/landing/landing-page';
import { loadCatalogs } from '../lib/i18n';

// The page modules the page list (protocol/src/pages.ts) names, by their path from web/.

type PageComponent = ComponentType;

/**
 * Pages in the app's entry. Every other page is its own chunk (route-level code splitting),
 * but the landing page (~3 kB gzipped) comes with the app's first script: it is a visitor's
 * first screen.
 */
export const ENTRY_PAGES: Readonly<Record<string, PageComponent>> = { 'src/features/landing/landing-page.tsx': LandingPage };

/** Every other page module (the page list's naming rule: a `-page.tsx` file of a feature or of app/pages), loaded when first shown. */
const globbed = import.meta.glob<{ default: PageComponent }>([
  '../features/*/*-page.tsx',
  './pages/*-page.tsx',
  '!../features/landing/landing-page.tsx',
]);
/** A glob's key (relative to this folder, web/src/app) as a path from web/. */
const fromWeb = (file: string) => (file.startsWith('../') ? `src/${file.slice(3)}` : `src/app/${file.slice(2)}`);
export const LAZY_PAGES: Readonly<Record<string, () => Promise<{ default: PageComponent }>>> = Object.fromEntries(
  Object.entries(globbed).map(([file, load]) => [fromWeb(file), load]),
);

/**
 * The message catalogues a page module needs besides the shared one (protocol/src/page-catalogs.ts):
 * its feature's and those of the shared components it draws (the board's...).
 */
export function pageCatalogs(module: string): readonly string[] {
  return PAGE_CATALOGS[module] ?? [];
}

// The entry pages' texts are in use from the start: activating a language loads them before the first render.
for (const module of Object.keys(ENTRY_PAGES)) void loadCatalogs(pageCatalogs(module));

const loaded = new Map<string, PageComponent>();

/** The page component of a page module: the same one each time it is asked for (the home page and /dashboard share theirs). */
export function pageComponent(module: string): PageComponent {
  const entry = ENTRY_PAGES[module];
  if (entry) return entry;
  let page = loaded.get(module);
  if (!page) {
    const load = LAZY_PAGES[module];
    if (!load) throw new Error(`The page list names ${module}, which is not a page module of web/src.`);
    // The page's texts arrive with its code: the page renders once both are here.
    const catalogs = pageCatalogs(module);
    page = lazy(() => Promise.all([load(), loadCatalogs(catalogs)]).then(([pageModule]) => pageModule));
    loaded.set(module, page);
  }
  return page;
}
