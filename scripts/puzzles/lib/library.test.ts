import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnginePool, type EnginePool } from '../../../server/src/engine/engine-pool';
import { readPlayablePosition } from '../../../server/src/engine/position';
import { judgeLines, MIN_BEST_CP, MIN_GAP_CP, VERIFY_DEPTH } from './engine-check';
import { childPositions, ENGINE_RECORD_FILE, engineBuildId, materialPuzzles, readEngineRecord, recordedLine } from './engine-record';
import { generatedPuzzleId } from './generator';
import { loadPuzzleLibrary } from '../../../server/src/content/puzzles/library';
import { proveMateLine } from './mate-search';
import { positionKey, RATING_BANDS, ratingBandOf, playUciLine, type PuzzleContent } from '../../../server/src/content/puzzles/puzzle-content';
import { baseTitle, mateInFromThemes, numberTitles, puzzleTexts } from './puzzle-texts';
import { estimateRating } from './rating';
import { analyseLine } from './tactics';

// Every shipped puzzle is verified again, the way the generator accepted it: mates are re-proven
// by the exhaustive chess.js search; material wins are judged with the generator's criterion
// (engine-check.ts) from the engine's lines the content build recorded (engine-record.ts,
// decision 048): every child position must be in the record, from the engine build installed
// now, and a spread sample is searched again to show the record is what the engine says.
// A failure here means the library, the record, the engine build or the criterion changed.

const library: PuzzleContent[] = loadPuzzleLibrary();
const mates = library.filter((p) => mateInFromThemes(p.themes) !== null);
const materials = materialPuzzles(library);
/** One recorded position in this many is searched again by the engine (about 8 s on a quiet 2-core machine). */
const RECHECK_EVERY = 8;

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

  describe(`material wins, judged from the engine's record (decision 048)`, () => {
    const record = readEngineRecord();
    const recorded = new Map((record?.positions ?? []).map((entry) => [`${entry.puzzle}@${entry.ply}`, entry]));
    const rerun = 'run npm run puzzles:verify (it searches every child position again and rewrites the record)';

    it('has a record from the engine build installed now, at the verification depth', () => {
      expect(record, `${ENGINE_RECORD_FILE} is missing: ${rerun}`).not.toBeNull();
      expect(record?.engine, `the record was searched by another engine build: ${rerun}`).toBe(engineBuildId());
      expect(record?.depth).toBe(VERIFY_DEPTH);
    });

    it('has an entry for every child position of every material puzzle, and no other', () => {
      const expected = materials.flatMap((puzzle) => childPositions(puzzle).map(({ ply, fen }) => ({ key: `${puzzle.id}@${ply}`, fen })));
      const stale = expected.filter(({ key, fen }) => recorded.get(key)?.fen !== fen).map(({ key }) => key);
      expect(stale, `missing, or recorded for another position: ${rerun}`).toEqual([]);
      expect(record?.positions.length, `entries for puzzles no longer in the library: ${rerun}`).toBe(expected.length);
    });

    it(`each child move is the engine's best at depth ${VERIFY_DEPTH}: ≥ +${MIN_BEST_CP} cp and ≥ ${MIN_GAP_CP} cp ahead of the second`, () => {
      const failures: string[] = [];
      for (const puzzle of materials) {
        for (const { ply, fen, uci } of childPositions(puzzle)) {
          const entry = recorded.get(`${puzzle.id}@${ply}`);
          if (entry?.fen !== fen) continue; // reported by the test above
          const result = judgeLines(entry.lines, uci);
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
      }
      expect(failures).toEqual([]);
    });

    describe('the record is what the engine says', () => {
      let pool: EnginePool;
      beforeAll(() => {
        pool = createEnginePool({ size: 1, defaultTimeoutMs: 120_000 });
      });
      afterAll(async () => {
        await pool.close();
      });

      // A fixed-depth single-threaded search after `ucinewgame` is deterministic for one engine
      // build (engine-check.ts), so the engine gives each sampled position the very lines recorded.
      it(`searched again, every ${RECHECK_EVERY}th recorded position (spread over the library) gives the recorded lines`, async () => {
        const sample = (record?.positions ?? []).filter((_, index) => index % RECHECK_EVERY === 0);
        expect(sample.length).toBeGreaterThanOrEqual(materials.length / RECHECK_EVERY);
        const differ: string[] = [];
        for (const entry of sample) {
          const lines = (await pool.analyse(entry.fen, { multiPv: 2, depth: VERIFY_DEPTH, timeoutMs: 120_000 })).map(recordedLine);
          if (JSON.stringify(lines) !== JSON.stringify(entry.lines)) differ.push(`${entry.puzzle}@${entry.ply}: ${JSON.stringify(lines)}`);
        }
        expect(differ, `the engine no longer gives the recorded lines: ${rerun}`).toEqual([]);
      }, 300_000);
    });
  });
});
