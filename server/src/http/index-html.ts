import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's index.html, served with the code of the page asked for already on its way.
//
// Without help a phone loads a signed-in page in a chain: index.html, then the app's entry,
// then (after "who am I?") the signed-in layout's chunk, then the page's chunk, then the
// page's data. Vite's manifest names each page's chunk and what it imports, so the server
// can list them as <link rel="modulepreload"> in the HTML: they download while the entry
// runs, and two steps of the chain are gone (docs/lighthouse.md).

/** The source files of the signed-in layout and of each page, as web/src/app/router.tsx loads them lazily. */
export const SIGNED_IN_LAYOUT = 'src/app/layouts/signed-in-layout.tsx';
const LANDING = 'src/features/landing/landing-page.tsx';
const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';
const AI_CHESS = 'src/features/ai-chess/ai-chess-page.tsx';
const GAME_SCREEN = 'src/features/multiplayer/game-screen.tsx';

interface PageRoute {
  pattern: RegExp;
  module: string;
  /** Shown to a signed-out visitor too (otherwise the route asks to sign in first). */
  isPublic?: boolean;
}

/** web/src/app/router.tsx's routes, each with the page module it loads. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: /^\/dashboard$/, module: DASHBOARD },
  { pattern: /^\/lessons$/, module: 'src/features/lessons/lessons-page.tsx' },
  { pattern: /^\/lessons\/[^/]+$/, module: 'src/features/lessons/lesson-player-page.tsx' },
  { pattern: /^\/story$/, module: 'src/features/story/story-page.tsx' },
  { pattern: /^\/story\/[^/]+$/, module: 'src/features/story/story-chapter-page.tsx' },
  { pattern: /^\/puzzles$/, module: 'src/features/puzzles/puzzles-page.tsx' },
  { pattern: /^\/multiplayer$/, module: 'src/app/pages/multiplayer-page.tsx' },
  { pattern: /^\/multiplayer\/games\/[^/]+$/, module: GAME_SCREEN },
  { pattern: /^\/ai-chess$/, module: AI_CHESS },
  { pattern: /^\/parent-dashboard$/, module: 'src/features/parent-dashboard/parent-dashboard-page.tsx' },
  { pattern: /^\/family$/, module: 'src/features/parent/family-page.tsx' },
  { pattern: /^\/achievements$/, module: 'src/features/achievements/achievements-page.tsx' },
  { pattern: /^\/customization$/, module: 'src/features/customization/customization-page.tsx' },
  { pattern: /^\/learning-journey$/, module: 'src/features/learning-journey/learning-journey-page.tsx' },
  { pattern: /^\/chess-analytics$/, module: 'src/features/chess-analytics/chess-analytics-page.tsx' },
  { pattern: /^\/subscription$/, module: 'src/features/subscription/subscription-page.tsx' },
  { pattern: /^\/help-center$/, module: 'src/features/help-center/help-center-page.tsx', isPublic: true },
  { pattern: /^\/parent-guide$/, module: 'src/features/parent-guide/parent-guide-page.tsx', isPublic: true },
  { pattern: /^\/contact-us$/, module: 'src/features/contact-us/contact-us-page.tsx', isPublic: true },
  { pattern: /^\/privacy-policy$/, module: 'src/features/privacy-policy/privacy-policy-page.tsx', isPublic: true },
  { pattern: /^\/sign-in$/, module: 'src/features/auth/sign-in-page.tsx', isPublic: true },
  { pattern: /^\/sign-up$/, module: 'src/features/auth/sign-up-page.tsx', isPublic: true },
];

/**
 * The API reads a signed-in page makes as soon as its code runs, started with the HTML
 * instead (`<link rel="preload" as="fetch">`): the browser hands each answer to the app's own
 * `fetch` of the same URL (same credentials), so they arrive while the code downloads
 * instead of a round trip after it. Every signed-in page asks who is signed in and for the
 * child's board; the dashboard and the puzzles ask for their data. Kept in step with the
 * pages by the Playwright journeys, which fail on a preload the page did not use.
 */
const SIGNED_IN_DATA = ['/api/auth/user', '/api/customization/user', '/api/customization/board-themes'];
const PAGE_DATA: Record<string, readonly string[]> = {
  // The XP read says whether to greet "Welcome" or "Welcome back" (a first visit has none).
  [DASHBOARD]: ['/api/user/progress', '/api/gamification/user-experience', '/api/modules', '/api/user/modules', '/api/story/chapters', '/api/user/story', '/api/puzzles/daily'],
  'src/features/puzzles/puzzles-page.tsx': ['/api/puzzles/daily', '/api/puzzles', '/api/user/puzzles', '/api/user/puzzles/allowance'],
};

/**
 * The API reads to start with the HTML of a page (`lazyModulesFor`'s modules): only for a
 * known page that needs a signed-in child. A public page, an unknown address or the last step
 * of a provider sign-up may not read them, and a preload nobody uses is a wasted request.
 */
export function dataToPreload(modules: readonly string[]): string[] {
  const [layout, page] = modules;
  if (layout !== SIGNED_IN_LAYOUT || !page) return [];
  if (PAGE_ROUTES.some((route) => route.module === page && route.isPublic)) return [];
  return [...SIGNED_IN_DATA, ...(PAGE_DATA[page] ?? [])];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The read a signed-in page makes for what its address names, to start with the HTML too:
 * the game of `/ai-chess?game=<id>` and of `/multiplayer/games/<id>` (a watching parent's
 * `?watch=1` included). Each page reads it as soon as it mounts, by the same URL. Only an id
 * that is a UUID is named; anything else is left to the page, which says the game was not found.
 */
export function addressReads(modules: readonly string[], pathname: string, search: URLSearchParams): string[] {
  const [layout, page] = modules;
  if (layout !== SIGNED_IN_LAYOUT) return [];
  if (page === AI_CHESS) {
    const game = search.get('game');
    return game && UUID.test(game) ? [`/api/ai-games/${game}`] : [];
  }
  if (page === GAME_SCREEN) {
    const game = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
    return UUID.test(game) ? [`/api/multiplayer/games/${game}`] : [];
  }
  return [];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules a visit to `pathname` will load lazily: for a visitor who seems signed in
 * (`signedIn`: a session cookie came with the request), the signed-in layout and the page;
 * otherwise the page when it is public ("/" is the landing page). Empty when unknown.
 */
export function lazyModulesFor(pathname: string, signedIn: boolean): string[] {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (route === '/') return signedIn ? [SIGNED_IN_LAYOUT, DASHBOARD] : [LANDING];
  const page = PAGE_ROUTES.find((candidate) => candidate.pattern.test(route));
  if (signedIn) return page ? [SIGNED_IN_LAYOUT, page.module] : [SIGNED_IN_LAYOUT];
  return page?.isPublic ? [page.module] : [];
}

/**
 * The manifest's key for a source module. A lazily loaded module is keyed by its path, unless
 * the build put it in a named group (web/vite.config.ts's codeSplitting groups: the signed-in
 * layout is one), which the manifest keys by its file ("_signed-in-layout-<hash>.js") with the
 * group's name, the module's own file name without its extension.
 */
export function manifestKeyFor(manifest: ViteManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const bySource = Object.entries(manifest).find(([, chunk]) => chunk.src === module);
  if (bySource) return bySource[0];
  const name = path.posix.basename(module).replace(/\.[^.]+$/, '');
  return Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === name)?.[0];
}

/** The files (JS and CSS) of `modules` and of everything they import, minus what index.html loads already. */
export function filesToPreload(manifest: ViteManifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const loaded = new Set<string>(entries.map(([key]) => key));
  // The entry's own imports are listed in index.html by Vite already.
  for (const [, chunk] of entries) for (const key of chunk.imports ?? []) loaded.add(key);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const key = manifestKeyFor(manifest, module);
    if (key) visit(key);
  }
  return { scripts, styles };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Tells the app that the request came without a session cookie, so nobody can be signed in:
 * it shows the public pages at once instead of asking "who am I?" first (web/src/main.tsx).
 */
export const NO_SESSION_META = '<meta name="cq-session" content="none">';

/**
 * index.html with the preload links of `files` and `data` (and the no-session mark) just
 * before </head>. The data links carry `crossorigin="use-credentials"`, as the app's fetch
 * sends the cookie (`credentials: 'include'`): otherwise the browser would not match them.
 */
export function withPreloads(
  html: string,
  files: { scripts: readonly string[]; styles: readonly string[] },
  signedOut = false,
  data: readonly string[] = [],
): string {
  // In the order they are needed: the page's code first, then its data, which only its code
  // can use. A phone opens few connections at a time; data ahead of code would hold the code.
  const links = [
    ...(signedOut ? [NO_SESSION_META] : []),
    ...files.styles.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`),
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`),
  ];
  if (links.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}    ${links.join('\n    ')}\n  ${html.slice(at)}`;
}

/**
 * Renders index.html for a path, read once from the built web app (web/dist). Null when the
 * app is not built. Pages are rendered once per route and sign-in state, then kept.
 */
export function indexHtmlRenderer(webDistDir: string) {
  let base: { html: string; manifest: ViteManifest } | null = null;
  const rendered = new Map<string, string>();

  function load() {
    if (base) return base;
    try {
      const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
      let manifest: ViteManifest = {};
      try {
        manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
      } catch {
        // Built without a manifest: the page is served as it is.
      }
      base = { html, manifest };
      return base;
    } catch {
      return null;
    }
  }

  return (pathname: string, signedIn: boolean, search = new URLSearchParams()): string | null => {
    const built = load();
    if (!built) return null;
    const modules = lazyModulesFor(pathname, signedIn);
    const key = `${signedIn ? 'in' : 'out'}:${modules.join('|')}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = withPreloads(built.html, filesToPreload(built.manifest, modules), !signedIn, dataToPreload(modules));
      rendered.set(key, html);
    }
    // What the address names differs per request: added to the kept page, after its other links.
    const reads = addressReads(modules, pathname, search);
    return reads.length > 0 ? withPreloads(html, { scripts: [], styles: [] }, false, reads) : html;
  };
}

/** True when the request carries a cookie named `name` (read from the raw header, nothing verified). */
export function hasCookie(req: { headers: { cookie?: string } }, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}
