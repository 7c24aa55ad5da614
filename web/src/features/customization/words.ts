import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { unlockConditionText, type AVATAR_PARTS, type UnlockCondition } from '@chess-quest/protocol/customization';
import { UNLOCK_CONDITION_TEXTS_ES } from '@chess-quest/protocol/customization.es';
import type { Locale } from '@chess-quest/protocol/locales';

// The words the customization page adds to what the server sends (issue 27).

/** protocol's unlock words by language (a new language fails to typecheck until it has its own). */
const UNLOCK_WORDS: Readonly<Record<Locale, (condition: UnlockCondition, unlockCost: number | null) => string>> = {
  en: unlockConditionText,
  es: (condition, unlockCost) => UNLOCK_CONDITION_TEXTS_ES[condition].replace('{points}', String(unlockCost ?? 0)),
};

/** What unlocks a theme, in `locale` ("Win 5 games", "150 points"). */
export function unlockCondition(condition: UnlockCondition, unlockCost: number | null, locale: Locale): string {
  return UNLOCK_WORDS[locale](condition, unlockCost);
}

/**
 * protocol/customization.ts CUSTOMIZATION_MESSAGES that the page says itself (not the server's
 * refusals, which arrive in words): the same English, in the catalogue.
 */
export const MESSAGES = {
  updatedTitle: msg`Customization Updated!`,
  updatedDescription: msg`Your chess piece customization has been saved.`,
  failedTitle: msg`Error`,
  failedDescription: msg`Failed to update customization. Please try again.`,
  unlockedTitle: msg`New theme unlocked!`,
  avatarPremium: msg`Building your own avatar is part of Premium, which grown-ups choose.`,
} as const satisfies Record<string, MessageDescriptor>;

type NamedPart = (typeof AVATAR_PARTS)['hair' | 'eyes' | 'mouth' | 'accessory'][number];

/** The avatar's named parts (the colours have numbers instead). */
export const AVATAR_WORDS: Readonly<Record<NamedPart, MessageDescriptor>> = {
  none: msg`none`,
  short: msg`short`,
  curly: msg`curly`,
  long: msg`long`,
  bun: msg`bun`,
  spiky: msg`spiky`,
  round: msg`round`,
  happy: msg`happy`,
  wink: msg`wink`,
  stars: msg`stars`,
  smile: msg`smile`,
  grin: msg`grin`,
  open: msg`open`,
  tongue: msg`tongue`,
  glasses: msg`glasses`,
  crown: msg`crown`,
  cap: msg`cap`,
  bow: msg`bow`,
};
