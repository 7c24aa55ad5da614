import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { useLingui } from '@lingui/react';
import { LOCALE_COOKIE, LOCALES, pickLocale, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { pseudoMessages, pseudoValue } from './pseudo-locale';

// The web app's languages (issue 27, decision 046). Texts are Lingui messages in catalogues:
// one shared (web/src/locales) and one per feature folder (web/src/features/{name}/locales).
// The shared one and the page's own are loaded before a page renders (app/catalogs.ts,
// app/page-modules.ts); a change of language loads every catalogue used so far in the new one.

export { i18n };

// Outside a production build a message not yet extracted to the catalogues shows its English
// (the macro keeps it there), compiled here; production catalogues are compiled at build time.
if (import.meta.env.DEV) i18n.setMessagesCompiler(compileMessage);

/** A language the web app can show: a product locale, or the CI's pseudo-locale. */
export type UiLocale = Locale | 'pseudo';

/** What a compiled `.po` module exports. */
export interface CatalogModule {
  messages: Messages;
}
/** A catalogue in one language: the module itself when bundled, a promise when its chunk loads on demand. */
export type CatalogLoader = (locale: Locale) => CatalogModule | Promise<CatalogModule> | undefined;

const loaders = new Map<string, CatalogLoader>();
/** The catalogues the app has needed so far ("shared", "landing", a feature's name...). */
const inUse = new Set<string>(['shared']);
/** `${locale}/${name}` of each catalogue already merged into i18n. */
const merged = new Set<string>();

/** Called once by app/catalogs.ts with every catalogue the build holds, by name. */
export function registerCatalogs(catalogues: Readonly<Record<string, CatalogLoader>>): void {
  for (const [name, loader] of Object.entries(catalogues)) loaders.set(name, loader);
}

/** The catalogues needed so far, by name (for tests). */
export function catalogsInUse(): string[] {
  return [...inUse];
}

/** The language the texts are shown in now (English before the first activation). */
export function activeLocale(): UiLocale {
  return (i18n.locale as UiLocale | '') || SOURCE_LOCALE;
}

/** The locale whose catalogue a UI locale reads: the pseudo-locale is made from English. */
const catalogueLocale = (locale: UiLocale): Locale => (locale === 'pseudo' ? SOURCE_LOCALE : locale);

/** Merges the named catalogues of `locale` into i18n; those without a loader (a feature with no texts yet) are skipped. */
async function mergeCatalogs(locale: UiLocale, names: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const name of names) {
    const key = `${locale}/${name}`;
    const loader = loaders.get(name);
    if (merged.has(key) || !loader) continue;
    const merge = (module: CatalogModule | undefined) => {
      if (!module) return;
      i18n.load(locale, locale === 'pseudo' ? pseudoMessages(module.messages) : module.messages);
      merged.add(key);
    };
    const module = loader(catalogueLocale(locale));
    if (module instanceof Promise) pending.push(module.then(merge));
    else merge(module);
  }
  await Promise.all(pending);
}

/**
 * Loads the named catalogues in the active language (and remembers them, so a later change
 * of language loads them too). A page module's loader awaits this before the page renders.
 */
export function loadCatalogs(names: readonly string[]): Promise<void> {
  for (const name of names) inUse.add(name);
  return mergeCatalogs(activeLocale(), names);
}

/**
 * Shows the app in `locale`: loads every catalogue in use in that language, then switches
 * (the I18nProvider re-renders every text) and sets `<html lang>`.
 */
let latestRequest = 0;
export async function activateLocale(locale: UiLocale): Promise<void> {
  const request = ++latestRequest;
  await mergeCatalogs(locale, inUse);
  // A later choice made while these catalogues loaded wins.
  if (request !== latestRequest) return;
  // A locale none of whose catalogues has a text yet still needs its (empty) messages to activate quietly.
  i18n.load(locale, {});
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
}

/** The visitor's remembered choice (the footer's switch), or null. The pseudo-locale is only ever chosen this way. */
export function rememberedLocale(): UiLocale | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  if (value === 'pseudo') return 'pseudo';
  // Not localeSchema: zod stays out of the landing page's script.
  return LOCALES.find((locale) => locale === value) ?? null;
}

/** Remembers a choice for a year, for this app and the server (resolveLocale reads it). */
export function rememberLocale(locale: UiLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/** The language a page opens in before anyone is known: the remembered choice, else the browser's. */
export function initialLocale(): UiLocale {
  return rememberedLocale() ?? pickLocale(navigator.languages ?? [navigator.language]);
}

/**
 * One value from a table with one entry per language, e.g. a protocol constant and its Spanish
 * beside it: `inActiveLocale({ en: SKILL_LABELS, es: SKILL_LABELS_ES })`. Call it while
 * rendering, in a component that reads useLingui(). (The pseudo-locale reads the English with
 * its strings accented and lengthened, as the catalogues' pseudo-locale does: pseudoValue.)
 */
export function inActiveLocale<T>(table: Readonly<Record<Locale, T>>): T {
  if (activeLocale() === 'pseudo') return pseudoValue(table[SOURCE_LOCALE]);
  return table[protocolLocale()];
}

/**
 * A protocol text or table picked with protocolLocale(), as the active language shows it: the
 * value itself, or in the pseudo-locale accented and lengthened as inActiveLocale does (so a
 * pseudo run flags only texts written outside the catalogues and tables).
 */
export function asShown<T>(value: T): T {
  return activeLocale() === 'pseudo' ? pseudoValue(value) : value;
}

/** The active language as a protocol Locale, for protocol tables and functions that take one (the pseudo-locale reads English). */
export function protocolLocale(): Locale {
  const locale = activeLocale();
  return locale === 'pseudo' ? SOURCE_LOCALE : locale;
}

/** protocolLocale() in a component: it re-renders when the language changes. */
export function useProtocolLocale(): Locale {
  const { i18n: active } = useLingui();
  return active.locale === 'pseudo' || !LOCALES.includes(active.locale as Locale) ? SOURCE_LOCALE : (active.locale as Locale);
}
