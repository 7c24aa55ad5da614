import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addressReads,
  catalogueFiles,
  cataloguesFor,
  filesToPreload,
  hasCookie,
  indexHtmlRenderer,
  lazyModulesFor,
  manifestKeyFor,
  NO_SESSION_META,
  PAGE_ROUTES,
  SIGNED_IN_LAYOUT,
  type ViteManifest,
} from './index-html';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_board.js': { file: 'assets/board-1.js', imports: ['_react.js'] },
  '_button.js': { file: 'assets/button-1.js' },
  [SIGNED_IN_LAYOUT]: { file: 'assets/signed-in-layout-1.js', imports: ['index.html', '_react.js', '_button.js'] },
  'src/features/puzzles/puzzles-page.tsx': {
    file: 'assets/puzzles-page-1.js',
    imports: ['index.html', '_board.js', '_button.js'],
    css: ['assets/puzzles-1.css'],
  },
  'src/features/landing/landing-page.tsx': { file: 'assets/landing-page-1.js', imports: ['index.html', '_button.js'] },
};

describe("index.html with the page's code preloaded", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cq-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names, for every route of the router, a page module that exists', () => {
    for (const route of PAGE_ROUTES) expect(existsSync(path.join(webRoot, route.module)), route.module).toBe(true);
    expect(existsSync(path.join(webRoot, SIGNED_IN_LAYOUT))).toBe(true);
  });

  it('preloads the signed-in layout and the page for a session, the public page for a visitor', () => {
    expect(lazyModulesFor('/puzzles/', true)).toEqual([SIGNED_IN_LAYOUT, 'src/features/puzzles/puzzles-page.tsx']);
    expect(lazyModulesFor('/multiplayer/games/abc', true)[1]).toBe('src/features/multiplayer/game-page.tsx');
    // Both were missing from the server's hand-made copy of the router's table.
    expect(lazyModulesFor('/multiplayer/mini/quick-move-1', true)).toEqual([SIGNED_IN_LAYOUT, 'src/features/mini-challenges/mini-play-page.tsx']);
    expect(lazyModulesFor('/multiplayer/race', true)).toEqual([SIGNED_IN_LAYOUT, 'src/features/puzzle-races/race-page.tsx']);
    expect(lazyModulesFor('/', true)).toEqual([SIGNED_IN_LAYOUT, 'src/features/dashboard/dashboard-page.tsx']);
    expect(lazyModulesFor('/', false)).toEqual(['src/features/landing/landing-page.tsx']);
    // A signed-out visitor of a signed-in page sees a sign-in prompt, not the page.
    expect(lazyModulesFor('/puzzles', false)).toEqual([]);
    expect(lazyModulesFor('/help-center', false)).toEqual(['src/features/help-center/help-center-page.tsx']);
    expect(lazyModulesFor('/no/such/page', true)).toEqual([SIGNED_IN_LAYOUT]);
  });

  it('lists each file once, with what it imports, leaving out what index.html loads already', () => {
    expect(filesToPreload(manifest, [SIGNED_IN_LAYOUT, 'src/features/puzzles/puzzles-page.tsx'])).toEqual({
      scripts: ['assets/signed-in-layout-1.js', 'assets/button-1.js', 'assets/puzzles-page-1.js', 'assets/board-1.js'],
      styles: ['assets/puzzles-1.css'],
    });
    expect(filesToPreload(manifest, ['src/features/not-built.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it("starts the read of the game a game page's address names, for a UUID only", () => {
    const id = '0b7c2a8e-3f1d-4c59-9a6e-5d2f8b1c7e40';
    const signedIn = (pathname: string) => lazyModulesFor(pathname, true);
    expect(addressReads(signedIn('/ai-chess'), '/ai-chess', new URLSearchParams({ game: id }))).toEqual([`/api/ai-games/${id}`]);
    expect(addressReads(signedIn(`/multiplayer/games/${id}`), `/multiplayer/games/${id}`, new URLSearchParams('watch=1'))).toEqual([
      `/api/multiplayer/games/${id}`,
    ]);
    // Not a UUID, no game, another page, or signed out: nothing to start.
    expect(addressReads(signedIn('/ai-chess'), '/ai-chess', new URLSearchParams({ game: '../user/progress' }))).toEqual([]);
    expect(addressReads(signedIn('/ai-chess'), '/ai-chess', new URLSearchParams())).toEqual([]);
    expect(addressReads(signedIn('/multiplayer/games/abc'), '/multiplayer/games/abc', new URLSearchParams())).toEqual([]);
    expect(addressReads(signedIn('/puzzles'), '/puzzles', new URLSearchParams({ game: id }))).toEqual([]);
    expect(addressReads(lazyModulesFor('/ai-chess', false), '/ai-chess', new URLSearchParams({ game: id }))).toEqual([]);
  });

  it('finds the signed-in layout where the build groups it: keyed by its file, with its name', () => {
    // web/vite.config.ts puts the layout in a codeSplitting group: Vite's manifest then has no
    // key for its source path (the layout went unpreloaded on the dashboard and the game screen).
    const grouped: ViteManifest = {
      ...Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== SIGNED_IN_LAYOUT)),
      '_signed-in-layout-Ab1.js': { file: 'assets/signed-in-layout-Ab1.js', name: 'signed-in-layout', imports: ['index.html', '_button.js'] },
      '_layout-helpers.js': { file: 'assets/layout-helpers-1.js', name: 'layout-helpers' },
    };
    expect(manifestKeyFor(grouped, SIGNED_IN_LAYOUT)).toBe('_signed-in-layout-Ab1.js');
    expect(manifestKeyFor(grouped, 'src/features/puzzles/puzzles-page.tsx')).toBe('src/features/puzzles/puzzles-page.tsx');
    expect(manifestKeyFor(grouped, 'src/app/layouts/no-such-layout.tsx')).toBeUndefined();
    expect(filesToPreload(grouped, [SIGNED_IN_LAYOUT, 'src/features/puzzles/puzzles-page.tsx']).scripts).toEqual([
      'assets/signed-in-layout-Ab1.js',
      'assets/button-1.js',
      'assets/puzzles-page-1.js',
      'assets/board-1.js',
    ]);
  });

  it('renders the built index.html with the links before </head>, and null before a build', () => {
    expect(indexHtmlRenderer(path.join(dir, 'missing'))('/', false)).toBeNull();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Chess Quest</title></head><body></body></html>');
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const render = indexHtmlRenderer(dir);
    const landing = render('/', false)!;
    expect(landing).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">');
    expect(landing.indexOf('landing-page-1.js')).toBeLessThan(landing.indexOf('</head>'));
    expect(landing).not.toContain('signed-in-layout');
    expect(landing).toContain(NO_SESSION_META);
    const puzzles = render('/puzzles', true)!;
    expect(puzzles).toContain('href="/assets/signed-in-layout-1.js"');
    expect(puzzles).toContain('<link rel="stylesheet" href="/assets/puzzles-1.css">');
    expect(puzzles).not.toContain(NO_SESSION_META);
    // The page's reads start with the HTML, with the cookie, as the app's fetch asks for them.
    for (const url of ['/api/auth/user', '/api/customization/user', '/api/puzzles', '/api/user/puzzles/allowance']) {
      expect(puzzles).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
    }
    // Code before data: the data is of use only once the code runs.
    expect(puzzles.indexOf('signed-in-layout-1.js')).toBeLessThan(puzzles.indexOf('/api/auth/user'));
    expect(puzzles).not.toContain('href="/api/user/modules"');
    expect(render('/', true)).toContain('href="/api/user/modules"');
    expect(render('/lessons', true)).toContain('href="/api/auth/user"');
    // The game an address names is added per request, after the kept page's links.
    const id = '0b7c2a8e-3f1d-4c59-9a6e-5d2f8b1c7e40';
    const game = render('/ai-chess', true, new URLSearchParams({ game: id }))!;
    expect(game).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/ai-games/${id}">`);
    expect(game.indexOf(`/api/ai-games/${id}`)).toBeGreaterThan(game.indexOf('/api/auth/user'));
    expect(render('/ai-chess', true)).not.toContain('/api/ai-games/');
    expect(render('/lessons', true)).not.toContain('href="/api/puzzles"');
    // A public page or an unknown address with a cookie, or nobody signed in: no reads to start.
    expect(render('/sign-up', true)).not.toContain('as="fetch"');
    expect(render('/no/such/page', true)).not.toContain('as="fetch"');
    expect(landing).not.toContain('as="fetch"');
    expect(render('/puzzles', false)).toBe(
      `<!doctype html><html><head><title>Chess Quest</title>    ${NO_SESSION_META}\n  </head><body></body></html>`,
    );
  });

  it("preloads the message catalogues of the visitor's language: the shared one first, then the layout's and the page's", () => {
    const withCatalogues: ViteManifest = {
      ...manifest,
      'src/locales/es.po': { file: 'assets/es-shared.js', isDynamicEntry: true },
      'src/features/landing/locales/es.po': { file: 'assets/es-landing.js', isDynamicEntry: true },
      'src/features/puzzles/locales/en.po': { file: 'assets/en-puzzles.js', isDynamicEntry: true },
      'src/features/puzzles/locales/es.po': { file: 'assets/es-puzzles.js', isDynamicEntry: true },
      'src/locales/board/en.po': { file: 'assets/en-board.js', isDynamicEntry: true },
      'src/locales/board/es.po': { file: 'assets/es-board.js', isDynamicEntry: true },
      'src/features/achievements/locales/es.po': { file: 'assets/es-achievements.js', isDynamicEntry: true },
    };
    expect(cataloguesFor(['src/features/landing/landing-page.tsx'])).toEqual(['shared', 'landing']);
    expect(cataloguesFor([SIGNED_IN_LAYOUT, 'src/features/puzzles/puzzles-page.tsx'])).toEqual([
      'shared',
      'achievements',
      'class-play',
      'customization',
      'multiplayer',
      'puzzle-races',
      'board',
      'puzzles',
    ]);
    // English's shared and landing catalogues are in the entry; a catalogue the build lacks is left out.
    expect(catalogueFiles(withCatalogues, ['shared', 'landing'], 'en')).toEqual([]);
    expect(catalogueFiles(withCatalogues, ['shared', 'landing'], 'es')).toEqual(['assets/es-shared.js', 'assets/es-landing.js']);
    expect(catalogueFiles(withCatalogues, ['board', 'puzzles', 'nothing'], 'es')).toEqual(['assets/es-board.js', 'assets/es-puzzles.js']);

    const built = path.join(dir, 'with-catalogues');
    mkdirSync(path.join(built, '.vite'), { recursive: true });
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(built, '.vite', 'manifest.json'), JSON.stringify(withCatalogues));
    const render = indexHtmlRenderer(built);
    const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    const spanishLanding = render('/', false, new URLSearchParams(), 'es')!;
    expect(spanishLanding).toContain(link('assets/es-shared.js'));
    expect(spanishLanding).toContain(link('assets/es-landing.js'));
    expect(spanishLanding.indexOf('es-shared.js')).toBeLessThan(spanishLanding.indexOf('landing-page-1.js'));
    expect(render('/', false)).not.toContain('es-shared.js');
    const spanishPuzzles = render('/puzzles', true, new URLSearchParams(), 'es')!;
    for (const file of ['assets/es-shared.js', 'assets/es-achievements.js', 'assets/es-board.js', 'assets/es-puzzles.js']) {
      expect(spanishPuzzles).toContain(link(file));
    }
    expect(spanishPuzzles).not.toContain('en-board.js');
    // The page's code before its texts, both before its data.
    expect(spanishPuzzles.indexOf('puzzles-page-1.js')).toBeLessThan(spanishPuzzles.indexOf('es-puzzles.js'));
    expect(spanishPuzzles.indexOf('es-puzzles.js')).toBeLessThan(spanishPuzzles.indexOf('/api/auth/user'));
    const englishPuzzles = render('/puzzles', true)!;
    expect(englishPuzzles).toContain(link('assets/en-board.js'));
    expect(englishPuzzles).toContain(link('assets/en-puzzles.js'));
    expect(englishPuzzles).not.toContain('assets/es-');
  });

  it('sees a session cookie among others', () => {
    expect(hasCookie({ headers: { cookie: 'a=1; cq.sid=s%3Aabc' } }, 'cq.sid')).toBe(true);
    expect(hasCookie({ headers: { cookie: 'xcq.sid=1' } }, 'cq.sid')).toBe(false);
    expect(hasCookie({ headers: {} }, 'cq.sid')).toBe(false);
  });
});
