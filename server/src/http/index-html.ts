import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@chess-quest/protocol/locales';
import { PAGE_CATALOGS, SIGNED_IN_LAYOUT_CATALOGS } from '@chess-quest/protocol/page-catalogs';
import { PAGES, SIGNED_IN_LAYOUT as SIGNED_IN_LAYOUT_DECLARATION, type PageDeclaration } from '@chess-quest/protocol/pages';

// The web app's index.html, served with the code of the page asked for already on its way.
//
// Without help a phone loads a signed-in page in a chain: index.html, then the app's entry,
// then (after "who am I?") the signed-in layout's chunk, then the page's chunk, then the
// page's data. Vite's manifest names each page's chunk and what it imports, so the server
// can list them as <link rel="modulepreload"> in the HTML: they download while the entry
// runs, and two steps of the chain are gone (docs/lighthouse.md).
// The same for the page's texts (decision 046): in the visitor's language, the message
// catalogues the app loads before the page's first render (the shared one, then the layout's
// and the page's, protocol/src/page-catalogs.ts) are listed too, else a Spanish visitor's first
// paint would wait for them to be asked for after the app's first script has run.

/** The signed-in layout's source file (web/src/app/root-layout.tsx loads it lazily). */
export const SIGNED_IN_LAYOUT = SIGNED_IN_LAYOUT_DECLARATION.module;

interface PageRoute {
  pattern: RegExp;
  module: string;
  /** Shown to a signed-out visitor too (otherwise the route asks to sign in first). */
  isPublic: boolean;
  /** What a signed-out visitor sees here instead (the home page's landing page). */
  visitorModule?: string;
  preload: readonly string[];
  addressRead?: PageDeclaration['addressRead'];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's path as a pattern for an address without its trailing slash; each ':name' part is a named group. */
function patternOf(path: string): RegExp {
  const parts = path.split('/').map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)));
  return new RegExp(`^/${path === '' ? '' : parts.join('/')}$`);
}

/** The page list (protocol/src/pages.ts), as the server matches an address against it. */
export const PAGE_ROUTES: readonly PageRoute[] = PAGES.map((page: PageDeclaration) => ({
  pattern: patternOf(page.path),
  module: page.module,
  isPublic: page.access !== 'signed-in',
  ...(page.visitorModule ? { visitorModule: page.visitorModule } : {}),
  preload: page.preload ?? [],
  ...(page.addressRead ? { addressRead: page.addressRead } : {}),
}));

/**
 * The API reads to start with the HTML of a page (`lazyModulesFor`'s modules): only for a
 * known page that needs a signed-in child, the signed-in layout's reads (who is signed in, the
 * child's board) and the page's own. A public page, an unknown address or the last step of a
 * provider sign-up may not read them, and a preload nobody uses is a wasted request. The
 * browser hands each answer to the app's own `fetch` of the same URL (same credentials), so
 * they arrive while the code downloads instead of a round trip after it.
 */
export function dataToPreload(modules: readonly string[]): string[] {
  const [layout, module] = modules;
  if (layout !== SIGNED_IN_LAYOUT || !module) return [];
  const page = PAGE_ROUTES.find((route) => route.module === module);
  if (!page || page.isPublic) return [];
  return [...SIGNED_IN_LAYOUT_DECLARATION.preload, ...page.preload];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The read a signed-in page makes for what its address names, to start with the HTML too
 * (the page list's `addressRead`): the game of `/ai-chess?game=<id>` and of
 * `/multiplayer/games/<id>`. Each page reads it as soon as it mounts, by the same URL. Only an
 * id that is a UUID is named; anything else is left to the page, which says the game was not found.
 */
export function addressReads(modules: readonly string[], pathname: string, search: URLSearchParams): string[] {
  const [layout, module] = modules;
  if (layout !== SIGNED_IN_LAYOUT) return [];
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGE_ROUTES.find((candidate) => candidate.module === module && candidate.pattern.test(route));
  if (!page?.addressRead) return [];
  const { param, read } = page.addressRead;
  const id = page.pattern.exec(route)?.groups?.[param] ?? search.get(param);
  return id && UUID.test(id) ? [read.replace(':id', id)] : [];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules a visit to `pathname` will load lazily: for a visitor who seems signed in
 * (`signedIn`: a session cookie came with the request), the signed-in layout and the page;
 * otherwise the page when it is public ("/" is the landing page). Empty when unknown.
 */
export function lazyModulesFor(pathname: string, signedIn: boolean): string[] {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGE_ROUTES.find((candidate) => candidate.pattern.test(route));
  if (signedIn) return page ? [SIGNED_IN_LAYOUT, page.module] : [SIGNED_IN_LAYOUT];
  if (page?.visitorModule) return [page.visitorModule];
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

/** The message catalogues a visit loading `modules` shows, by name: the shared one, then the signed-in layout's and the page's. */
export function cataloguesFor(modules: readonly string[]): string[] {
  const names = ['shared', ...modules.flatMap((module) => (module === SIGNED_IN_LAYOUT ? SIGNED_IN_LAYOUT_CATALOGS : (PAGE_CATALOGS[module] ?? [])))];
  return names.filter((name, index) => names.indexOf(name) === index);
}

/** The source of a catalogue in `locale` as the web app's build names it (web/lingui.config.ts), candidates in order. */
function catalogueSources(name: string, locale: Locale): string[] {
  if (name === 'shared') return [`src/locales/${locale}.po`];
  return [`src/features/${name}/locales/${locale}.po`, `src/locales/${name}/${locale}.po`];
}

/**
 * The chunk files of the named catalogues in `locale`, in that order; those the entry carries
 * (English's shared and landing catalogues) or the build does not have are left out.
 */
export function catalogueFiles(manifest: ViteManifest, names: readonly string[], locale: Locale): string[] {
  const files: string[] = [];
  for (const name of names) {
    const key = catalogueSources(name, locale).find((source) => manifest[source]?.file.endsWith('.js'));
    const file = key ? manifest[key]?.file : undefined;
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
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

  /**
   * `locale`: the language the app will open in (server/src/http/locale.ts's resolveLocale: the
   * `cq_locale` cookie, else Accept-Language, as the app's own choice before anyone is known);
   * its catalogues are preloaded.
   */
  return (pathname: string, signedIn: boolean, search = new URLSearchParams(), locale: Locale = 'en'): string | null => {
    const built = load();
    if (!built) return null;
    const modules = lazyModulesFor(pathname, signedIn);
    const key = `${signedIn ? 'in' : 'out'}:${locale}:${modules.join('|')}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const code = filesToPreload(built.manifest, modules);
      // The shared catalogue first (the first render waits for it), then the code, then the layout's and the page's texts.
      const [shared = [], rest = []] = [['shared'], cataloguesFor(modules).slice(1)].map((names) => catalogueFiles(built.manifest, names, locale));
      const files = { scripts: [...shared, ...code.scripts, ...rest], styles: code.styles };
      html = withPreloads(built.html, files, !signedIn, dataToPreload(modules));
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
