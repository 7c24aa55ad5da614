import type { Request, Response } from 'express';
import { LOCALE_COOKIE, localeSchema, pickLocale, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';

/**
 * The language to answer a request in (issue 27, decision 046): the acting child's language
 * (chosen by the parent behind the gate), else the `cq_locale` cookie the web app's language
 * switch writes, else the browser's Accept-Language, else English. Services localize what they
 * send (content, error texts, share texts) with it.
 */
export function resolveLocale(req: Request): Locale {
  const childLocale = localeSchema.safeParse(req.user?.child?.locale);
  if (childLocale.success) return childLocale.data;
  const cookie = localeSchema.safeParse(cookieValue(req.get('cookie'), LOCALE_COOKIE));
  if (cookie.success) return cookie.data;
  const accept = req.get('accept-language');
  return accept ? pickLocale(accept.split(',')) : SOURCE_LOCALE;
}

/**
 * Marks an answer that differs by the request's language (resolveLocale) so that no shared
 * cache gives one reader's copy to another: it follows the session and `cq_locale` cookies
 * (the child's language, the switch) and Accept-Language.
 */
export function varyByLanguage(res: Response): void {
  res.vary('Cookie');
  res.vary('Accept-Language');
}

/** One cookie's value from a Cookie header (undefined when absent): the server parses no other cookie. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
