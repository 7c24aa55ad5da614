import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES, type CoordinatesMode, type CoordinatesSide } from '@chess-quest/protocol/coordinates';
import { COORDINATES_MODE_NAMES_ES, COORDINATES_SIDE_NAMES_ES } from '@chess-quest/protocol/coordinates.es';
import type { Locale } from '@chess-quest/protocol/locales';

// The protocol's names of the games and sides, picked by the language the app shows (issue 27).
// A language added to LOCALES fails the typecheck here until its tables are given.

const MODE_NAMES: Readonly<Record<Locale, Readonly<Record<CoordinatesMode, string>>>> = { en: COORDINATES_MODE_NAMES, es: COORDINATES_MODE_NAMES_ES };
const SIDE_NAMES: Readonly<Record<Locale, Readonly<Record<CoordinatesSide, string>>>> = { en: COORDINATES_SIDE_NAMES, es: COORDINATES_SIDE_NAMES_ES };

/** The games' and sides' names in `locale` (useProtocolLocale() in a component; lib/i18n.ts). */
export function coordinatesNames(locale: Locale): {
  modes: Readonly<Record<CoordinatesMode, string>>;
  sides: Readonly<Record<CoordinatesSide, string>>;
} {
  return { modes: MODE_NAMES[locale], sides: SIDE_NAMES[locale] };
}
