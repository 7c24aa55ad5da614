import type { PieceSymbol } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { loadPuzzleLibrary } from '../../../server/src/content/puzzles/library';
import { puzzleContentSchema } from '../../../server/src/content/puzzles/puzzle-content';
import {
  puzzleDescriptionsEs,
  puzzleHintsEs,
  puzzleTextsEs,
  puzzleTitleEs,
  puzzleTitlesEs,
} from '../../../server/src/content/puzzles/puzzle-texts.es';
import { numberedTitle, puzzleTexts, type PuzzleTextInput } from './puzzle-texts';

// The Spanish puzzle texts (issue 27) are translated sentence by sentence, so they must cover
// every sentence puzzleTexts can write, not only those of today's library: a regenerated or
// imported library then never shows an English text, and a new sentence in puzzle-texts.ts
// fails here until it is translated.

const THEME_SETS = [
  [],
  ['backRankMate'],
  ['smotheredMate'],
  ['fork'],
  ['skewer'],
  ['pin'],
  ['discoveredAttack'],
  ['hangingPiece'],
  ['promotion'],
  ['trappedPiece'],
  ['equality'],
];
const PIECES: PieceSymbol[] = ['p', 'n', 'b', 'r', 'q', 'k'];

function everyInput(): PuzzleTextInput[] {
  const inputs: PuzzleTextInput[] = [];
  for (const themes of THEME_SETS)
    for (const firstPiece of PIECES)
      for (const child of ['w', 'b'] as const)
        for (const mateIn of [null, 0, 1, 2, 3, 4, 5])
          for (const gainedPiece of [null, ...PIECES])
            for (const firstIsCheck of [undefined, true, false]) inputs.push({ themes, firstPiece, child, mateIn, gainedPiece, firstIsCheck });
  return inputs;
}

const written = everyInput().map(puzzleTexts);
const titles = new Set(written.map((t) => t.title));
const descriptions = new Set(written.map((t) => t.description));
const hints = new Set(written.flatMap((t) => t.hints));

describe('Spanish puzzle texts', () => {
  it('translate every title, mission and hint puzzleTexts can write', () => {
    expect([...titles].filter((t) => !puzzleTitlesEs[t])).toEqual([]);
    expect([...descriptions].filter((d) => !puzzleDescriptionsEs[d])).toEqual([]);
    expect([...hints].filter((h) => !puzzleHintsEs[h])).toEqual([]);
  });

  it('hold no sentence puzzleTexts never writes', () => {
    expect(Object.keys(puzzleTitlesEs).filter((t) => !titles.has(t))).toEqual([]);
    expect(Object.keys(puzzleDescriptionsEs).filter((d) => !descriptions.has(d))).toEqual([]);
    expect(Object.keys(puzzleHintsEs).filter((h) => !hints.has(h))).toEqual([]);
  });

  it('number a title as the English does, and leave an unknown title untranslated', () => {
    expect(puzzleTitleEs(numberedTitle('Mate in 2', 165))).toBe('Mate en 2 · Problema 165');
    expect(puzzleTitleEs('Free queen!')).toBe('¡Dama gratis!');
    expect(puzzleTitleEs(numberedTitle('A title nobody wrote', 1))).toBeUndefined();
  });

  it('give every library puzzle a Spanish title, mission and hints within the schema limits', () => {
    const library = loadPuzzleLibrary();
    const texts = puzzleTextsEs(library);
    for (const puzzle of library) {
      const es = texts[puzzle.id]!;
      expect(Object.keys(es).sort(), puzzle.id).toEqual(['description', 'hints', 'title']);
      const spanish = { ...puzzle, title: es.title as string, description: es.description as string, hints: es.hints as string[] };
      expect(puzzleContentSchema.safeParse(spanish).success, puzzle.id).toBe(true);
    }
  });
});
