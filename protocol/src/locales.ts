// The languages Chess Quest speaks (issue 27). English is the source language: every text is
// written in English first, and each other locale has a translation of it. Adding a language
// starts here, with one more entry.
import { z } from 'zod';

export const LOCALES = ['en', 'es'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name, written in that language (what a language switch shows). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The first supported language of an Accept-Language header or navigator.languages list, else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const hit = LOCALES.find((locale) => locale === base);
    if (hit) return hit;
  }
  return SOURCE_LOCALE;
}

/**
 * The cookie that remembers a visitor's language choice (the footer's switch): the web app
 * writes it, the server reads it (resolveLocale) when no child is signed in.
 */
export const LOCALE_COOKIE = 'cq_locale';
