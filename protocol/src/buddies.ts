import { z } from 'zod';
import type { Locale } from './locales';
import { BUDDY_MESSAGES_ES, BUDDY_TEXTS_ES } from './buddies.es';
import { buddyIdSchema, type BuddyId, type BuddyMessages, type BuddyTexts } from './buddy-texts';

export type { BuddyMessages, BuddyTexts } from './buddy-texts';

/**
 * The buddy (issue 26, decision 042): an AI opponent whose strength follows the child's results
 * so the child wins about half of the games. It comes as a few named characters; each plays at
 * the same strength but has a style, chosen among moves the engine finds near-equal. The
 * characters unlock through the story; they say kind, fixed lines at the start and the end of
 * a game (never free text).
 */
export { BUDDY_IDS, buddyIdSchema, type BuddyId } from './buddy-texts';

/** How a character chooses among near-equal moves. */
export const BUDDY_STYLES = ['balanced', 'knights', 'pawns', 'trades'] as const;
export type BuddyStyle = (typeof BUDDY_STYLES)[number];

/** The buddy's strength scale (rating-like; the three levels sit near 600, 1000 and 1400). */
export const BUDDY_MIN_STRENGTH = 0;
export const BUDDY_MAX_STRENGTH = 1800;
export const BUDDY_START_STRENGTH = 600;

export interface BuddyCharacter {
  id: BuddyId;
  name: string;
  style: BuddyStyle;
  /** What the child reads about the style. */
  styleText: string;
  /** Finish this story chapter to meet the character; null = met from the start. */
  unlockChapter: number | null;
  /** Said when a game starts. */
  startLines: readonly string[];
  /** Said when the game ends, by how it ended for the child. */
  endLines: Readonly<Record<'childWon' | 'childLost' | 'draw', readonly string[]>>;
}

export const BUDDIES: Readonly<Record<BuddyId, BuddyCharacter>> = {
  bramble: {
    id: 'bramble',
    name: 'Bramble the Bear',
    style: 'balanced',
    styleText: 'Plays a bit of everything, at just your level.',
    unlockChapter: null,
    startLines: ["Hello, friend! Let's have a good game.", 'I brought honey cakes for after. Ready?', 'Take your time. I like thinking too!'],
    endLines: {
      childWon: ['Well played! You got me this time.', 'Wow, what a game! You were great.', 'You win! Shall we play again?'],
      childLost: [
        'Good game! You made some clever moves.',
        'That was close. You are getting better every game!',
        'Thank you for playing. Want a rematch?',
      ],
      draw: ['A draw! We were both strong today.', 'Nobody won, and it was fun anyway!'],
    },
  },
  pippa: {
    id: 'pippa',
    name: 'Pippa the Pony',
    style: 'knights',
    styleText: 'Loves her knights: they jump and hop all over the board.',
    unlockChapter: 1,
    startLines: ['Neigh! My knights are ready to hop. Are you?', 'Hello! Watch out for my jumping knights!', "Clip-clop! Let's play."],
    endLines: {
      childWon: ['You caught my knights! Well done.', 'Hooray for you! That was a great game.', 'You win! My knights need more practice.'],
      childLost: ['Good game! Next time, watch my knights.', 'You played really well. Shall we go again?', 'Thanks for playing with me!'],
      draw: ['A draw! Hop, hop, hooray for both of us!', 'We both played well. A draw!'],
    },
  },
  hugo: {
    id: 'hugo',
    name: 'Hugo the Hedgehog',
    style: 'pawns',
    styleText: 'Marches his pawns forward, one little step at a time.',
    unlockChapter: 2,
    startLines: ['Hi! My pawns love to march. Shall we start?', 'Hello! Little steps make big journeys.', 'Ready? My pawns are rolling up like me!'],
    endLines: {
      childWon: ['You stopped my pawns! Great game.', 'Well done! You were too clever for me.', 'You win! Roll on to the next game?'],
      childLost: ['Good game! You are learning fast.', 'That was fun. Want to play again?', 'Thank you! You made some great moves.'],
      draw: ['A draw! My pawns say well done.', 'Nobody won, but we both had fun!'],
    },
  },
  tessa: {
    id: 'tessa',
    name: 'Tessa the Turtle',
    style: 'trades',
    styleText: 'Likes to swap pieces and keep the board tidy.',
    unlockChapter: 3,
    startLines: ['Hello! Slow and steady. Shall we play?', "Hi! I like to swap pieces. Let's see what you do!", 'Ready when you are, friend.'],
    endLines: {
      childWon: ['Slow and steady, but you were faster! Well done.', 'You win! That was a smart game.', 'Great playing! Another one?'],
      childLost: ['Good game! You kept going to the end.', 'Thank you for playing. You are getting stronger!', 'That was fun. Want a rematch?'],
      draw: ['A draw! A tidy game for both of us.', 'We swapped and swapped. A draw!'],
    },
  },
};

export type BuddyEnding = keyof BuddyCharacter['endLines'];

/** The characters' texts in each language: the English is BUDDIES itself; the others in buddies.es.ts and so on. */
export const BUDDY_TEXTS: Readonly<Record<Locale, Readonly<Record<BuddyId, BuddyTexts>>>> = { en: BUDDIES, es: BUDDY_TEXTS_ES };

/** A character's name, style and lines in `locale`. */
export function buddyTexts(id: BuddyId, locale: Locale = 'en'): BuddyTexts {
  const { name, styleText, startLines, endLines } = BUDDY_TEXTS[locale][id];
  return { name, styleText, startLines, endLines };
}

/** A fixed line picked by a number the game already has (its seed), so a reload says the same. */
export function buddyLine(lines: readonly string[], seed: number): string {
  return lines[Math.abs(Math.trunc(seed)) % lines.length] ?? lines[0] ?? '';
}

/** GET /api/ai-games/buddies: the characters, with what the child must do to meet the locked ones. */
export const buddySummarySchema = z.object({
  id: buddyIdSchema,
  name: z.string(),
  style: z.enum(BUDDY_STYLES),
  styleText: z.string(),
  unlocked: z.boolean(),
  /** The story chapter that unlocks a character, for the locked ones' "how to meet". */
  unlockChapter: z.object({ number: z.number().int(), title: z.string() }).nullable(),
});
export type BuddySummary = z.infer<typeof buddySummarySchema>;
export const buddyListSchema = z.object({ buddies: z.array(buddySummarySchema) });
export type BuddyList = z.infer<typeof buddyListSchema>;

/** What a buddy game shows: who plays and what they said. */
export const aiGameBuddySchema = z.object({
  id: buddyIdSchema,
  name: z.string(),
  startLine: z.string(),
  /** Said once the game is over; null while it is being played (and after an abandoned game). */
  endLine: z.string().nullable(),
});
export type AiGameBuddy = z.infer<typeof aiGameBuddySchema>;

export const BUDDY_MESSAGES = {
  locked: (name: string, chapter: number, title: string) => `Finish story chapter ${chapter}, "${title}", to meet ${name}.`,
  chooseOne: 'Choose an opponent: a difficulty or a buddy.',
  notBoth: 'Choose a difficulty or a buddy, not both.',
  unlock: (chapter: number, title: string) => `Finish story chapter ${chapter}, "${title}"`,
} as const satisfies BuddyMessages;

/** The buddy messages in each language. */
export const BUDDY_MESSAGES_BY_LOCALE: Readonly<Record<Locale, BuddyMessages>> = { en: BUDDY_MESSAGES, es: BUDDY_MESSAGES_ES };

/** Unlock text for the picker (same words as the server's refusal), in `locale`. */
export const buddyUnlockText = (chapter: { number: number; title: string }, locale: Locale = 'en') =>
  BUDDY_MESSAGES_BY_LOCALE[locale].unlock(chapter.number, chapter.title);
