import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_REDIRECTS, PAGES, pageModules, SIGNED_IN_LAYOUT, type PageDeclaration } from '@chess-quest/protocol/pages';
import { PAGE_CATALOGS, SIGNED_IN_LAYOUT_CATALOGS } from '@chess-quest/protocol/page-catalogs';
import { ENTRY_PAGES, LAZY_PAGES, pageCatalogs } from './page-modules';
import { catalogsInUse } from '../lib/i18n';
import { COMPONENT_CATALOGS, componentCatalogOf } from '../locales/component-catalogs';

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

const isFile = (file: string) => {
  try {
    return statSync(path.join(webRoot, file)).isFile();
  } catch {
    return false;
  }
};

/** Relative imports of a source file: static (not `import type`), re-exports, side-effect and dynamic `import()`. */
const IMPORTS = /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^;'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)|(?:^|\n)\s*import\s*'(\.[^']+)'/g;

/** A relative import of `from` (a path from web/) as the .ts/.tsx file it names, or undefined (a .po, a .css...). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => /\.tsx?$/.test(file) && isFile(file));
}

/** The catalogue a file's messages are in (lingui.config.ts): its feature's, a component catalogue, or "shared". */
function catalogueOf(file: string): string {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? componentCatalogOf(file) ?? 'shared';
}

/**
 * The catalogues whose messages `starts` can show: those of every file with a Lingui macro they
 * reach through relative imports, lazy ones included, but not through `notFollowed` (loaded
 * with catalogues of its own) nor the page table (page-modules.ts): each page is checked on its own.
 */
function cataloguesReachedFrom(starts: readonly string[], notFollowed: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || file === 'src/app/page-modules.ts' || notFollowed.includes(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(webRoot, file), 'utf8');
    if (/from '@lingui\/(?:react|core)\/macro'/.test(source)) found.add(catalogueOf(file));
    for (const match of source.matchAll(IMPORTS)) {
      const imported = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (imported) todo.push(imported);
    }
  }
  return [...found].filter((name) => name !== 'shared').sort();
}

describe('the message catalogues loaded with a page (decision 046)', () => {
  it("counts the entry pages' catalogues in use from the start (they are activated before the first render)", () => {
    for (const module of Object.keys(ENTRY_PAGES)) expect(catalogsInUse()).toEqual(expect.arrayContaining([...pageCatalogs(module)]));
  });

  it('loads a page with the catalogue of its feature and of the shared components it draws', () => {
    expect(pageCatalogs('src/features/puzzles/puzzles-page.tsx')).toEqual(['board', 'puzzles']);
    expect(pageCatalogs('src/features/landing/landing-page.tsx')).toEqual(['landing']);
  });

  it('loads each page with exactly the catalogues its code reaches (protocol/src/page-catalogs.ts)', () => {
    const expected = Object.fromEntries(pageFilesOnDisk().map((page) => [page, cataloguesReachedFrom([page])]));
    const table = Object.fromEntries(Object.entries(PAGE_CATALOGS).map(([page, names]) => [page, [...names].sort()]));
    expect(table).toEqual(expected);
  });

  it('loads with the signed-in layout exactly the catalogues the layout and the live parts reach', () => {
    expect([...SIGNED_IN_LAYOUT_CATALOGS].sort()).toEqual(cataloguesReachedFrom([SIGNED_IN_LAYOUT.module, 'src/app/live-features.ts']));
  });

  it('shows nothing before the first render but the shared catalogue and the entry pages (the signed-in layout brings its own)', () => {
    expect(cataloguesReachedFrom(['src/main.tsx'], [SIGNED_IN_LAYOUT.module])).toEqual([]);
  });

  it('finds a component catalogue reached through a component, and names them apart from the features', () => {
    expect(cataloguesReachedFrom(['src/features/puzzles/puzzles-page.tsx'])).toContain('board');
    const features = readdirSync(path.join(webRoot, 'src/features'));
    for (const name of Object.keys(COMPONENT_CATALOGS)) expect(features, name).not.toContain(name);
  });
});
