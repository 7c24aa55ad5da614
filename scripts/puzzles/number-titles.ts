/**
 * Gives every puzzle of server/src/content/puzzles/library.json a distinct title: its theme
 * title and its number within the theme ("Mate in 2 · Puzzle 37"), in id order. Idempotent;
 * the generator numbers the same way when it writes a new library.
 *
 *   npx tsx scripts/puzzles/number-titles.ts
 */
import { writeFileSync } from 'node:fs';

interface Puzzle {
  id: string;
  title: string;
}
interface Modules {
  library: { LIBRARY_PATH: string; loadPuzzleLibrary(): Puzzle[] };
  texts: { numberTitles<T extends Puzzle>(puzzles: readonly T[]): T[] };
  run: { serializeLibrary(puzzles: readonly Puzzle[]): string };
}

// scripts/ is its own TypeScript project that does not reference server/ (see generate.ts).
const load = async (file: string) => import(new URL(`../../server/src/content/puzzles/${file}`, import.meta.url).href);
const library = (await load('library.ts')) as Modules['library'];
const texts = (await load('puzzle-texts.ts')) as Modules['texts'];
const run = (await load('generation-run.ts')) as Modules['run'];

const before = library.loadPuzzleLibrary();
const after = texts.numberTitles(before);
writeFileSync(library.LIBRARY_PATH, run.serializeLibrary(after));
const changed = after.filter((p, i) => p.title !== before[i]?.title).length;
console.info(`${after.length} puzzles, ${new Set(after.map((p) => p.title)).size} distinct titles, ${changed} renamed`);
