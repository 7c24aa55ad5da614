import { z } from 'zod';

// What the buddies (issue 26, protocol/src/buddies.ts) say, as a type every language's texts
// follow (issue 27): the English in buddies.ts, each other language in buddies.es.ts and so on.
// Apart from buddies.ts so that a language's file and buddies.ts do not import each other.

export const BUDDY_IDS = ['bramble', 'pippa', 'hugo', 'tessa'] as const;
export const buddyIdSchema = z.enum(BUDDY_IDS, { error: `buddy must be one of ${BUDDY_IDS.join(', ')}` });
export type BuddyId = z.infer<typeof buddyIdSchema>;

/** What a child reads of a character: its name, its style and its lines (issue 27: one per language). */
export interface BuddyTexts {
  name: string;
  /** What the child reads about the style. */
  styleText: string;
  /** Said when a game starts. */
  startLines: readonly string[];
  /** Said when the game ends, by how it ended for the child. */
  endLines: Readonly<Record<'childWon' | 'childLost' | 'draw', readonly string[]>>;
}

export interface BuddyMessages {
  locked: (name: string, chapter: number, title: string) => string;
  chooseOne: string;
  notBoth: string;
  /** The picker's unlock text (the refusal's first words). */
  unlock: (chapter: number, title: string) => string;
}
