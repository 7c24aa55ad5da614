import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_REDIRECTS, PAGES, pageModules, SIGNED_IN_LAYOUT, type PageDeclaration } from '@chess-quest/protocol/pages';
import { APP_PAGE_CATALOGS, ENTRY_PAGES, LAZY_PAGES, pageCatalogs } from './page-modules';
import { SIGNED_IN_CATALOGS } from './root-layout';
import { catalogsInUse } from '../lib/i18n';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The page modules on disk, by the page list's naming rule: a `-page.tsx` file of a feature, or of app/pages. */
function pageFilesOnDisk(): string[] {
  const features = readdirSync(path.join(webRoot, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const inFeatures = features.flatMap((feature) =>
    readdirSync(path.join(webRoot, 'src/features', feature.name))
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => `src/features/${feature.name}/${file}`),
  );
  const inApp = readdirSync(path.join(webRoot, 'src/app/pages'))
    .filter((file) => file.endsWith('-page.tsx'))
    .map((file) => `src/app/pages/${file}`);
  return [...inFeatures, ...inApp].sort();
}

describe('the page list (protocol/src/pages.ts) and the router built from it', () => {
  it('names page modules that exist, and the signed-in layout', () => {
    for (const module of pageModules()) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    expect(existsSync(path.join(webRoot, SIGNED_IN_LAYOUT.module))).toBe(true);
  });

  it('names every page module of web/src, and the router loads exactly those', () => {
    expect([...pageModules()].sort()).toEqual(pageFilesOnDisk());
    expect([...Object.keys(ENTRY_PAGES), ...Object.keys(LAZY_PAGES)].sort()).toEqual([...pageModules()].sort());
  });

  it('gives each address one page, and a page named twice the same preloads (the server keys them by module)', () => {
    const paths = [...PAGES.map((page) => page.path), ...PAGE_REDIRECTS.map((redirect) => redirect.path)];
    expect(new Set(paths).size).toBe(paths.length);
    const byModule = new Map<string, PageDeclaration>();
    for (const page of PAGES as readonly PageDeclaration[]) {
      const first = byModule.get(page.module) ?? page;
      byModule.set(page.module, first);
      expect(page.preload ?? [], page.path).toEqual(first.preload ?? []);
      expect(page.addressRead, page.path).toEqual(first.addressRead);
    }
  });

  it('reads an address part only where the path has it', () => {
    for (const page of PAGES as readonly PageDeclaration[]) {
      if (!page.addressRead) continue;
      expect(page.access, page.path).toBe('signed-in');
      expect(page.addressRead.read, page.path).toMatch(/^\/api\/.*:id/);
    }
    expect(PAGE_REDIRECTS.every((redirect) => PAGES.some((page) => `/${page.path}` === redirect.to))).toBe(true);
  });
});

/** The feature folders a file of web/src/app imports from. */
function featuresImportedBy(file: string): string[] {
  const source = readFileSync(path.join(webRoot, file), 'utf8');
  return [...new Set([...source.matchAll(/from '(?:\.\.\/)+features\/([^/']+)\//g)].map((match) => match[1] ?? ''))].sort();
}

describe('the message catalogues loaded with a page (decision 046)', () => {
  it("counts the entry pages' catalogues in use from the start (they are activated before the first render)", () => {
    for (const module of Object.keys(ENTRY_PAGES)) expect(catalogsInUse()).toEqual(expect.arrayContaining([...pageCatalogs(module)]));
  });

  it('loads a feature page with its own feature catalogue', () => {
    expect(pageCatalogs('src/features/puzzles/puzzles-page.tsx')).toEqual(['puzzles']);
  });

  it('loads an app page with the catalogue of every feature it imports', () => {
    const appPages = pageFilesOnDisk().filter((file) => file.startsWith('src/app/'));
    for (const page of appPages) expect([...(APP_PAGE_CATALOGS[page] ?? [])].sort(), page).toEqual(featuresImportedBy(page));
  });

  it('loads with the signed-in layout the catalogue of every feature the layout and the live parts import', () => {
    const needed = new Set([...featuresImportedBy('src/app/layouts/signed-in-layout.tsx'), ...featuresImportedBy('src/app/live-features.ts')]);
    expect([...SIGNED_IN_CATALOGS].sort()).toEqual([...needed].sort());
  });
});
