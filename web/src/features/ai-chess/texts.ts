import { AI_DIFFICULTY_DETAILS, type AiDifficulty } from '@chess-quest/protocol/ai-chess';
import { AI_DIFFICULTY_TEXTS_ES } from '@chess-quest/protocol/ai-chess.es';
import type { Locale } from '@chess-quest/protocol/locales';

// The protocol's texts this feature shows, picked by the language the app shows (issue 27):
// the levels' words and the buddies' (protocol/buddies.ts buddyTexts) are tables per Locale.

const DIFFICULTY_TEXTS: Readonly<Record<Locale, Readonly<Record<AiDifficulty, { label: string; description: string }>>>> = {
  en: AI_DIFFICULTY_DETAILS,
  es: AI_DIFFICULTY_TEXTS_ES,
};

/** A computer level's label and description in `locale`. */
export function difficultyTexts(level: AiDifficulty, locale: Locale): { label: string; description: string } {
  return DIFFICULTY_TEXTS[locale][level];
}
