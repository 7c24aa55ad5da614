import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES, type CoordinatesMode, type CoordinatesSide } from '@chess-quest/protocol/coordinates';
import { COORDINATES_MODE_NAMES_ES, COORDINATES_SIDE_NAMES_ES } from '@chess-quest/protocol/coordinates.es';
import { SKILL_LABELS, type SkillName } from '@chess-quest/protocol/learning-journey';
import { SKILL_LABELS_ES } from '@chess-quest/protocol/learning-journey.es';
import { AI_DIFFICULTY_TEXTS_ES } from '@chess-quest/protocol/ai-chess.es';
import type { Locale } from '@chess-quest/protocol/locales';

// The protocol's names the parent dashboard shows, in the reader's language (issue 27).

const SKILLS: Readonly<Record<Locale, Readonly<Record<SkillName, string>>>> = { en: SKILL_LABELS, es: SKILL_LABELS_ES };
const MODES: Readonly<Record<Locale, Readonly<Record<CoordinatesMode, string>>>> = { en: COORDINATES_MODE_NAMES, es: COORDINATES_MODE_NAMES_ES };
const SIDES: Readonly<Record<Locale, Readonly<Record<CoordinatesSide, string>>>> = { en: COORDINATES_SIDE_NAMES, es: COORDINATES_SIDE_NAMES_ES };

export const skillLabel = (skill: SkillName, locale: Locale): string => SKILLS[locale][skill];
export const coordinatesModeName = (mode: CoordinatesMode, locale: Locale): string => MODES[locale][mode];
export const coordinatesSideName = (side: CoordinatesSide, locale: Locale): string => SIDES[locale][side];

/** The levels' words by language; English keeps the stored word ("easy"), as the page always said it. */
const AI_LEVEL_WORDS: Readonly<Record<Locale, Partial<Record<string, { label: string }>>>> = { en: {}, es: AI_DIFFICULTY_TEXTS_ES };

/** The computer's level as the server stores it ("easy"), as the reader's language says it. */
export function aiLevelName(difficulty: string, locale: Locale): string {
  return AI_LEVEL_WORDS[locale][difficulty]?.label ?? difficulty;
}
