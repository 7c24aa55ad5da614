import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnginePool, type EnginePool } from '../../../server/src/engine/engine-pool';
import { readPlayablePosition } from '../../../server/src/engine/position';
import { checkUniqueBest, MIN_BEST_CP, MIN_GAP_CP, VERIFY_DEPTH } from './engine-check';
import { generatedPuzzleId } from './generator';
import { loadPuzzleLibrary } from '../../../server/src/content/puzzles/library';
import { proveMateLine } from './mate-search';
import { positionKey, RATING_BANDS, ratingBandOf, playUciLine, type PuzzleContent } from '../../../server/src/content/puzzles/puzzle-content';
import { baseTitle, mateInFromThemes, numberTitles, puzzleTexts } from './puzzle-texts';
import { estimateRating } from './rating';
import { analyseLine } from './tactics';

// Every shipped puzzle is verified again, the way the generator accepted it: mates are re-proven
// by the exhaustive chess.js search, material wins are re-checked with the engine at the same
// depth and margins (engine-check.ts). A fixed-depth single-threaded search is deterministic, so
// a failure here means the library, the engine build or the criterion changed.

const library: PuzzleContent[] = loadPuzzleLibrary();
const mates = library.filter((p) => mateInFromThemes(p.themes) !== null);
const materials = library.filter((p) => mateInFromThemes(p.themes) === null);

describe('the generated puzzle library', () => {
  it('has at least 600 puzzles in a stable order, with unique ids and positions', () => {
    expect(library.length).toBeGreaterThanOrEqual(600);
    const ids = library.map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(library.map((p) => positionKey(p.fen))).size).toBe(library.length);
    for (const puzzle of library) {
      expect(puzzle.source).toBe('generated');
      expect(puzzle.id).toBe(`gen-${generatedPuzzleId(puzzle.fen)}`);
      expect(puzzle.sourceId).toBe(generatedPuzzleId(puzzle.fen));
    }
  });

  it('gives every puzzle its own title: the theme and its number within the theme', () => {
    const titles = library.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(numberTitles(library).map((p) => p.title)).toEqual(titles);
    for (const title of titles) expect(title).toMatch(/^.+ · Puzzle \d+$/);
  });

  it('spreads ratings over 400-1600 with at least 100 puzzles in each band', () => {
    const counts = new Map<string, number>();
    for (const puzzle of library) {
      const band = ratingBandOf(puzzle.rating);
      expect(band, `${puzzle.id} rating ${puzzle.rating}`).not.toBeNull();
      counts.set(band as string, (counts.get(band as string) ?? 0) + 1);
    }
    for (const band of RATING_BANDS) expect(counts.get(band.label) ?? 0, band.label).toBeGreaterThanOrEqual(100);
  });

  it('covers the themes a child learns first', () => {
    const themes = new Set(library.flatMap((p) => p.themes));
    for (const theme of ['mateIn1', 'mateIn2', 'fork', 'hangingPiece', 'backRankMate']) expect(themes, theme).toContain(theme);
    expect(themes.has('pin') || themes.has('skewer')).toBe(true);
    expect(mates.length).toBeGreaterThan(100);
    expect(materials.length).toBeGreaterThan(100);
  });

  it('has legal positions with the child to move and a legal solution line', () => {
    for (const puzzle of library) {
      // The engine's own reader: a position it can search (kings, castling rights, side not to move not in check).
      const { chess } = readPlayablePosition(puzzle.fen);
      expect(chess.fen(), puzzle.id).toBe(new Chess(puzzle.fen).fen());
      const played = playUciLine(puzzle.fen, puzzle.solution);
      expect(played.ok, `${puzzle.id}: solution move ${'failedAt' in played ? played.failedAt : ''} is illegal`).toBe(true);
      // The child (the side to move) makes the first and the last move of the line.
      expect(puzzle.solution.length % 2, puzzle.id).toBe(1);
      expect(puzzle.hints.length, puzzle.id).toBe(2);
    }
  });

  it('has mates that an exhaustive search proves, each with a unique mating move', () => {
    const failures: string[] = [];
    for (const puzzle of mates) {
      const mateIn = mateInFromThemes(puzzle.themes) as number;
      const proof = proveMateLine(puzzle.fen, puzzle.solution, mateIn);
      if (!proof.ok) failures.push(`${puzzle.id} (mate in ${mateIn}): ${proof.reason}`);
      // Themes, rating and texts are what the current detectors give (no engine needed for a mate).
      const facts = analyseLine(puzzle.fen, puzzle.solution, mateIn);
      const rating = estimateRating({ ...facts, mateIn, plies: puzzle.solution.length, gapCp: null });
      const texts = puzzleTexts({ themes: facts.themes, firstPiece: facts.firstPiece, child: facts.child, mateIn, firstIsCheck: facts.firstIsCheck });
      if (facts.themes.join() !== puzzle.themes.join()) failures.push(`${puzzle.id}: themes ${facts.themes.join()} expected`);
      if (rating !== puzzle.rating) failures.push(`${puzzle.id}: rating ${rating} expected`);
      if (texts.title !== baseTitle(puzzle.title) || texts.hints.join() !== puzzle.hints.join()) failures.push(`${puzzle.id}: texts differ`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  describe('material wins, re-checked by the engine', () => {
    let pool: EnginePool;
    beforeAll(() => {
      pool = createEnginePool({ size: 1, defaultTimeoutMs: 120_000 });
    });
    afterAll(async () => {
      await pool.close();
    });

    it(`each child move is the engine's best at depth ${VERIFY_DEPTH}: ≥ +${MIN_BEST_CP} cp and ≥ ${MIN_GAP_CP} cp ahead of the second`, async () => {
      const failures: string[] = [];
      for (const puzzle of materials) {
        const chess = new Chess(puzzle.fen);
        for (const [ply, uci] of puzzle.solution.entries()) {
          if (ply % 2 === 0) {
            const result = await checkUniqueBest(pool, chess.fen(), uci);
            if (!result.ok) failures.push(`${puzzle.id} ply ${ply} ${uci}: ${result.reason} (best ${result.best?.uci}, gap ${result.gapCp})`);
            if (ply === 0) {
              // The rating is re-derived from the line's features and this very gap.
              const facts = analyseLine(puzzle.fen, puzzle.solution, null);
              const missing = facts.themes.filter((t) => !puzzle.themes.includes(t));
              if (missing.length > 0) failures.push(`${puzzle.id}: themes ${missing.join()} missing`);
              const rating = estimateRating({ ...facts, themes: puzzle.themes, mateIn: null, plies: puzzle.solution.length, gapCp: result.gapCp });
              if (rating !== puzzle.rating) failures.push(`${puzzle.id}: rating ${rating} expected, not ${puzzle.rating}`);
            }
          }
          chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
});
