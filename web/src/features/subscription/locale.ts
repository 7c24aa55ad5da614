import { LOCALES, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { activeLocale } from '../../lib/i18n';

/** The language the app shows as a protocol Locale, to pick a protocol table; the pseudo-locale reads English. */
export function protocolLocale(): Locale {
  const uiLocale = activeLocale();
  return LOCALES.find((locale) => locale === uiLocale) ?? SOURCE_LOCALE;
}
