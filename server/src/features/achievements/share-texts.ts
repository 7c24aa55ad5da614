import type { RARITIES } from '@chess-quest/protocol/achievements';
import type { Locale } from '@chess-quest/protocol/locales';

// What a share says in each language (issue 27): the streak badge, the badge image's words and
// the public page's Open Graph title. The achievements' and chapters' own titles come from the
// content translations (content/i18n). Typed by locale, so a language without a text fails the
// typecheck.

type Rarity = (typeof RARITIES)[number];

export interface ShareTexts {
  streakTitle: (days: number) => string;
  streakDescription: (days: number) => string;
  /** The badge image's first line, after "CHESS QUEST · ". */
  rarity: Record<Rarity, string>;
  /** Under the badge on the public page's image. */
  earnedBy: (username: string) => string;
  /** The public page's og:title. */
  pageTitle: (username: string, title: string) => string;
}

export const SHARE_TEXTS: Readonly<Record<Locale, ShareTexts>> = {
  en: {
    streakTitle: (days) => `${days}-day streak`,
    streakDescription: (days) => `Practised chess ${days} days in a row.`,
    rarity: { common: 'COMMON', rare: 'RARE', epic: 'EPIC', legendary: 'LEGENDARY' },
    earnedBy: (username) => `Earned by ${username}`,
    pageTitle: (username, title) => `${username} earned “${title}” on Chess Quest`,
  },
  es: {
    streakTitle: (days) => `Racha de ${days} ${days === 1 ? 'día' : 'días'}`,
    streakDescription: (days) => (days === 1 ? 'Practicó ajedrez 1 día.' : `Practicó ajedrez ${days} días seguidos.`),
    rarity: { common: 'COMÚN', rare: 'RARO', epic: 'ÉPICO', legendary: 'LEGENDARIO' },
    earnedBy: (username) => `Lo consiguió ${username}`,
    pageTitle: (username, title) => `${username} consiguió “${title}” en Chess Quest`,
  },
};
