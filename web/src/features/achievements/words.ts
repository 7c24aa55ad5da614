import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RARITIES, TIERS } from '@chess-quest/protocol/achievements';
import type { Locale } from '@chess-quest/protocol/locales';
import { LEVEL_TITLES, levelTitle } from '@chess-quest/protocol/progress';
import { LEVEL_TITLES_ES } from '@chess-quest/protocol/progress.es';

// The words the achievements pages add to what the server sends (issue 27).

/** A rarity as a card's tag: "Common", "Rare"… */
export const RARITY_LABELS: Readonly<Record<(typeof RARITIES)[number], MessageDescriptor>> = {
  common: msg`Common`,
  rare: msg`Rare`,
  epic: msg`Epic`,
  legendary: msg`Legendary`,
};

/** A difficulty tier as a card's tag: "Bronze", "Silver"… */
export const TIER_LABELS: Readonly<Record<(typeof TIERS)[number], MessageDescriptor>> = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
  diamond: msg`Diamond`,
};

const LEVEL_TITLE_TABLES: Readonly<Record<Locale, readonly string[]>> = { en: LEVEL_TITLES, es: LEVEL_TITLES_ES };

/** A Level's name in `locale` (protocol/progress.ts levelTitle, by language). */
export function localLevelTitle(level: number, locale: Locale): string {
  const english = levelTitle(level);
  return LEVEL_TITLE_TABLES[locale][LEVEL_TITLES.indexOf(english as (typeof LEVEL_TITLES)[number])] ?? english;
}
