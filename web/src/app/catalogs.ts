import type { Locale } from '@chess-quest/protocol/locales';
import { registerCatalogs, type CatalogLoader, type CatalogModule } from '../lib/i18n';

// Every message catalogue of the build (decision 046), compiled from its `.po` file by
// @lingui/vite-plugin: the shared one (web/src/locales), the shared components' that only some
// pages show (web/src/locales/<name>: board, family-class, share) and one per feature folder.
// The English of the shared catalogue and of the landing page (a visitor's first screen) come
// with the app's first script; every other one is its own small chunk, loaded with the first
// page that needs it (app/page-modules.ts).

const bundled = import.meta.glob<CatalogModule>(['../locales/en.po', '../features/landing/locales/en.po'], { eager: true });
const onDemand = import.meta.glob<CatalogModule>([
  '../locales/*.po',
  '../locales/*/*.po',
  '../features/*/locales/*.po',
  '!../locales/en.po',
  '!../features/landing/locales/en.po',
]);

/**
 * "../features/landing/locales/es.po" → ["landing", "es"]; "../locales/es.po" → ["shared", "es"];
 * "../locales/board/es.po" → ["board", "es"].
 */
function nameAndLocale(file: string): [string, string] {
  const match = /^\.\.\/(?:features\/([^/]+)\/locales|locales(?:\/([^/]+))?)\/([^/]+)\.po$/.exec(file);
  if (!match) throw new Error(`${file} is not a catalogue path`);
  return [match[1] ?? match[2] ?? 'shared', match[3] ?? ''];
}

const files = new Map<string, Map<string, () => CatalogModule | Promise<CatalogModule>>>();
function add(file: string, load: () => CatalogModule | Promise<CatalogModule>): void {
  const [name, locale] = nameAndLocale(file);
  if (!files.has(name)) files.set(name, new Map());
  files.get(name)!.set(locale, load);
}
for (const [file, module] of Object.entries(bundled)) add(file, () => module);
for (const [file, load] of Object.entries(onDemand)) add(file, load);

registerCatalogs(
  Object.fromEntries([...files].map(([name, byLocale]): [string, CatalogLoader] => [name, (locale: Locale) => byLocale.get(locale)?.()])),
);
