import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { puzzleContentSchema, type PuzzleContent } from './puzzle-content';

/** The generated puzzle library (library.json, written by `npm run puzzles:generate`), validated. */
export const LIBRARY_PATH = path.resolve(import.meta.dirname, 'library.json');

export function loadPuzzleLibrary(file = LIBRARY_PATH): PuzzleContent[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return z.array(puzzleContentSchema).parse(raw);
}
