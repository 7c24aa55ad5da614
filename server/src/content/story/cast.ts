import type { StoryPage } from '@chess-quest/protocol/lessons';
import { storyChapterIsPremium, storyChapterRequiredLevel } from '@chess-quest/protocol/plans';
import type { AuthoredStep, StepSolutions } from '../lessons/build';
import { splitSolutions } from '../lessons/build';

// The cast and the scenery of "Pip and the Frozen Board", the one story of Story mode.
// The web app draws each art id as an SVG scene and each speaker as a character badge.

/** Illustration ids a narrative page may use (the web app's story art set). */
export const STORY_ART = [
  'village', // Pip's home: little houses on light and dark squares
  'castle', // the white castle with its gate and towers
  'forest', // the Whispering Forest, with diagonal paths between the trees
  'library', // Bramble's library: shelves, scrolls and the old portrait
  'throne-room', // King Tobin's throne room
  'meadow', // open grass with hedges
  'river', // the Wide River and its gate
  'bridge', // the stone bridge over the river
  'mountain', // the Grey Mountains
  'snowfield', // the Frozen Meadow, all white
  'cave', // the Cave of Scales
  'tower', // the Shadow Tower on the far rank
  'night-sky', // stars over the board, for dreams and endings
] as const;
export type StoryArt = (typeof STORY_ART)[number];

/**
 * Who speaks on a narrative page: the name to show and the piece to draw. The ids read as
 * names too ('bishop-bramble' → "Bishop Bramble"), and most say which piece they are.
 */
export const STORY_SPEAKERS = {
  narrator: { name: 'The storyteller', piece: null, color: null },
  pip: { name: 'Pip', piece: 'pawn', color: 'white' },
  'bishop-bramble': { name: 'Bishop Bramble', piece: 'bishop', color: 'white' },
  'king-tobin': { name: 'King Tobin', piece: 'king', color: 'white' },
  rooka: { name: 'Rooka', piece: 'rook', color: 'white' },
  'sir-hop': { name: 'Sir Hop', piece: 'knight', color: 'white' },
  'queen-celeste': { name: 'Queen Celeste', piece: 'queen', color: 'white' },
  'shadow-king': { name: 'The Shadow King', piece: 'king', color: 'black' },
} as const;
// Pip: a young pawn who dreams of becoming a queen. Bramble: a wise old bishop who keeps the
// library. Tobin: the kind old white king. Rooka: the rook who guards the castle gate. Sir
// Hop: a brave and bouncy knight. Celeste: the queen in the old portrait, once a pawn herself.
// The Shadow King: froze the board because nobody ever played with him.
export type StorySpeaker = keyof typeof STORY_SPEAKERS;

/** A chapter as the seed stores it (spec §3 Story chapter, plus its points and pages). */
export interface StoryChapterContent {
  id: string;
  chapterNumber: number;
  title: string;
  description: string;
  requiredLevel: number;
  isPremium: boolean;
  points: number;
  pages: StoryPage[];
}

type AuthoredPage = StoryPage | { type: 'challenge'; step: AuthoredStep };

export function say(speaker: StorySpeaker, art: StoryArt, text: string): StoryPage {
  return { type: 'narrative', speaker, art, text };
}

export function challenge(step: AuthoredStep): AuthoredPage {
  return { type: 'challenge', step };
}

/**
 * Spec §6: the first 3 chapters are free, the rest premium; levels rise slowly. Both rules live
 * in protocol/plans, where the plan cards and chapter cards read them too.
 */
export function chapter(authored: { chapterNumber: number; id: string; title: string; description: string; points: number; pages: AuthoredPage[] }): {
  chapter: StoryChapterContent;
  solutions: StepSolutions;
} {
  const solutions: StepSolutions = {};
  const pages = authored.pages.map((page): StoryPage => {
    if (page.type !== 'challenge') return page;
    const split = splitSolutions([page.step]);
    Object.assign(solutions, split.solutions);
    const [step] = split.steps;
    if (!step) throw new Error('challenge without a step');
    return { type: 'challenge', step };
  });
  const n = authored.chapterNumber;
  return {
    chapter: {
      id: authored.id,
      chapterNumber: n,
      title: authored.title,
      description: authored.description,
      requiredLevel: storyChapterRequiredLevel(n),
      isPremium: storyChapterIsPremium(n),
      points: authored.points,
      pages,
    },
    solutions,
  };
}
