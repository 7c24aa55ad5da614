import { AI_DIFFICULTY_DETAILS, type AiDifficulty } from '@chess-quest/protocol/ai-chess';
import { AI_DIFFICULTY_TEXTS_ES } from '@chess-quest/protocol/ai-chess.es';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';

// The protocol's texts this feature shows, picked by the language the app shows (issue 27):
// the levels' words and the buddies' (protocol/buddies.ts buddyTexts) are tables per Locale.

/** The active UI language as a protocol Locale; the pseudo-locale reads the English tables. */
export function protocolLocale(uiLocale: string): Locale {
  return LOCALES.find((locale) => locale === uiLocale) ?? SOURCE_LOCALE;
}

const DIFFICULTY_TEXTS: Readonly<Record<Locale, Readonly<Record<AiDifficulty, { label: string; description: string }>>>> = {
  en: AI_DIFFICULTY_DETAILS,
  es: AI_DIFFICULTY_TEXTS_ES,
};

/** A computer level's label and description in `locale`. */
export function difficultyTexts(level: AiDifficulty, locale: Locale): { label: string; description: string } {
  return DIFFICULTY_TEXTS[locale][level];
}
