import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES, type CoordinatesMode, type CoordinatesSide } from '@chess-quest/protocol/coordinates';
import { COORDINATES_MODE_NAMES_ES, COORDINATES_SIDE_NAMES_ES } from '@chess-quest/protocol/coordinates.es';
import { JOURNEY_MESSAGES, PATH_DIFFICULTY_NAMES, REVIEW_LADDER_WORDS, SKILL_LABELS, type SkillName } from '@chess-quest/protocol/learning-journey';
import { JOURNEY_MESSAGES_ES, PATH_DIFFICULTY_NAMES_ES, REVIEW_LADDER_WORDS_ES, SKILL_LABELS_ES } from '@chess-quest/protocol/learning-journey.es';
import { useLingui } from '@lingui/react';
import type { Locale } from '@chess-quest/protocol/locales';
import { inActiveLocale } from '../../lib/i18n';

// The protocol's texts the journey shows, picked by the language the app shows (issue 27): the
// protocol keeps each table in every language, typed over the English keys, so a language
// added to LOCALES fails the typecheck here until its tables are given.

type DifficultyKey = keyof typeof PATH_DIFFICULTY_NAMES;

interface JourneyTables {
  skills: Readonly<Record<SkillName, string>>;
  difficulties: Readonly<Record<DifficultyKey, string>>;
  messages: Readonly<Record<keyof typeof JOURNEY_MESSAGES, string>>;
  /** The review ladder in words: "4 hours, 1 day, … and 1 month". */
  ladder: string;
  modes: Readonly<Record<CoordinatesMode, string>>;
  sides: Readonly<Record<CoordinatesSide, string>>;
}

const TABLES: Readonly<Record<Locale, JourneyTables>> = {
  en: {
    skills: SKILL_LABELS,
    difficulties: PATH_DIFFICULTY_NAMES,
    messages: JOURNEY_MESSAGES,
    ladder: REVIEW_LADDER_WORDS,
    modes: COORDINATES_MODE_NAMES,
    sides: COORDINATES_SIDE_NAMES,
  },
  es: {
    skills: SKILL_LABELS_ES,
    difficulties: PATH_DIFFICULTY_NAMES_ES,
    messages: JOURNEY_MESSAGES_ES,
    ladder: REVIEW_LADDER_WORDS_ES,
    modes: COORDINATES_MODE_NAMES_ES,
    sides: COORDINATES_SIDE_NAMES_ES,
  },
};

/**
 * The journey's protocol texts in the active language (lib/i18n.ts inActiveLocale: in the
 * pseudo-locale the English accented and longer, as the catalogues' texts). Outside a component;
 * in one, useJourneyTexts().
 */
export function journeyTexts(): JourneyTables {
  return inActiveLocale(TABLES);
}

/** journeyTexts() in a component: it re-renders when the language changes. */
export function useJourneyTexts(): JourneyTables {
  useLingui();
  return journeyTexts();
}

/** A path's difficulty name (1–5), or the number itself for one the protocol does not name. */
export function difficultyName(texts: JourneyTables, difficulty: number): string {
  return (texts.difficulties as Readonly<Record<number, string>>)[difficulty] ?? String(difficulty);
}
