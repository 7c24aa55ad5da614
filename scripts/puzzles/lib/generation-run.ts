import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEnginePool } from '../../../server/src/engine/engine-pool';
import { GENERATION_CRITERIA, generatePuzzles, type GenerateOptions, type GenerationStats } from './generator';
import { RATING_BANDS, type PuzzleContent } from '../../../server/src/content/puzzles/puzzle-content';
import { ENGINE_RECORD_FILE, recordEngineChecks, serializeEngineRecord } from './engine-record';
import { numberTitles } from './puzzle-texts';

/**
 * Runs the generator with one engine worker and writes server/src/content/puzzles/library.json,
 * GENERATION.md and the engine's record of the material puzzles (engine-check.json, decision 048).
 */

export const LIBRARY_FILE = path.resolve(import.meta.dirname, '../../../server/src/content/puzzles/library.json');
export const GENERATION_REPORT_FILE = path.resolve(import.meta.dirname, '../../../server/src/content/puzzles/GENERATION.md');

export type GenerationRunOptions = Omit<GenerateOptions, 'log'> & { write: boolean; log?: (line: string) => void };

/** One puzzle a line: a readable, diff-friendly JSON array. */
export function serializeLibrary(puzzles: readonly PuzzleContent[]): string {
  return `[\n${puzzles.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n]\n`;
}

function table(rows: readonly (readonly (string | number)[])[], header: readonly string[]): string {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

export function renderGenerationReport(stats: GenerationStats, options: Omit<GenerateOptions, 'log'>): string {
  const minutes = (stats.elapsedMs / 60_000).toFixed(1);
  const rejections = Object.entries(stats.rejections).sort((a, b) => b[1] - a[1]);
  const themes = Object.entries(stats.acceptedByTheme).sort((a, b) => b[1] - a[1]);
  const kinds = Object.entries(stats.acceptedByKind).sort((a, b) => b[1] - a[1]);
  return `# Generated puzzle library: how it was made

Written by \`npm run puzzles:generate -- --target ${options.target} --seed ${options.seed} --scan-nodes ${options.scanNodes}\`
(scripts/puzzles/generate.ts → scripts/puzzles/lib/generator.ts; those are the defaults). Do not edit by hand: run the generator
again. \`library.test.ts\` re-verifies every puzzle of library.json in CI (see below).

## Method

- Games: engine self-play (Stockfish 19 lite WASM, one worker) from varied openings: during the first
  4-11 plies the engine's second line is played half the time when it is within 60 cp of the best, and
  a random legal move 15% of the time while the position is level; afterwards a random legal move is played with probability ${options.blunderRate} and the second line
  with probability ${options.secondLineRate}, so that tactics arise. At most ${options.maxPlies} plies a game.
- Scan: every position is searched once with ${stats.scanNodes} nodes and 2 lines (the same search picks the move played).
  A position is a candidate when the best line is a mate in 1 or 2 for the side to move, or when the best move
  is worth at least ${GENERATION_CRITERIA.minBestCp} cp and beats the second one by at least
  ${GENERATION_CRITERIA.scanMinGapCp} cp (looser than the verification below).
- Mates are PROVEN by an exhaustive chess.js search (scripts/puzzles/lib/mate-search.ts), no engine: a mate in 1 must be the only
  mating move; a mate in 2 must have no mate in 1, exactly one first move after which EVERY defence allows a
  mate in 1, and the line's defence is one after which the final mate is unique (the engine's defence when
  it qualifies).
- Material wins must pass the engine criterion (scripts/puzzles/lib/engine-check.ts) at depth ${GENERATION_CRITERIA.verifyDepth}, 2 lines:
  the move is the engine's best, worth at least +${GENERATION_CRITERIA.minBestCp} cp for the child, and at least
  ${GENERATION_CRITERIA.minGapCp} cp better than the second-best move; and the second-best move must not
  already win more than ${GENERATION_CRITERIA.maxSecondBestCp} cp (else the game is already won, not a puzzle).
  A quiet first move, a check, or a capture that is recaptured continues for 3 plies (move, the engine's
  reply, follow-up) when the follow-up passes the same criterion; otherwise the line is the one move.
- Positions are deduplicated by FEN without the move counters. Ratings are estimated from the line's
  features (scripts/puzzles/lib/rating.ts); a rating band stops accepting at ${options.maxPerBand} puzzles, and the run stops
  when ${options.target} puzzles are accepted and every band has at least ${options.minPerBand}.
- Deterministic for a seed (node- and depth-limited single-threaded searches after \`ucinewgame\`), unless the
  time budget stops the run first. Times below were taken on the 2-core machine while another engine
  benchmark ran beside the generator.
- Verification in CI (scripts/puzzles/lib/library.test.ts): schema, legal FEN with the child to move, legal line;
  every mate re-proven by the same exhaustive search (and its themes, rating and texts re-derived); every
  child move of a material line judged with the same criterion from engine-check.json, the engine's lines
  (depth ${GENERATION_CRITERIA.verifyDepth}, 2 lines, one worker) that this run wrote beside library.json (\`npm run puzzles:verify\`
  writes it again alone), and the rating re-derived from the recorded gap. The test fails when a child
  position is missing from the record or was searched by another engine build, and searches every 8th
  recorded position again to check the record against the engine (decision 048).

## Yield (seed ${stats.seed}, target ${stats.target})

${table(
  [
    ['games played', stats.games],
    ['plies played', stats.plies],
    ['positions scanned', stats.positionsScanned],
    ['candidates: mate', stats.candidates.mate],
    ['candidates: material', stats.candidates.material],
    ['deep engine checks', stats.engineChecks],
    ['accepted', stats.accepted],
    ['time', `${minutes} min`],
    ['stopped by', stats.stoppedBy],
  ],
  ['figure', 'value'],
)}

### Rejections

${table(rejections, ['reason', 'count'])}

### Accepted per kind

${table(kinds, ['kind', 'count'])}

### Accepted per rating band

${table(
  RATING_BANDS.map((b) => [b.label, stats.acceptedByBand[b.label]]),
  ['band', 'count'],
)}

### Accepted per theme (a puzzle has several)

${table(themes, ['theme', 'count'])}
`;
}

export async function runGeneration(options: GenerationRunOptions): Promise<{ stats: GenerationStats; report: string }> {
  const log = options.log ?? ((line: string) => console.info(line));
  const pool = createEnginePool({ size: 1, defaultTimeoutMs: 120_000 });
  try {
    const { puzzles, stats } = await generatePuzzles(pool, { ...options, log });
    const report = renderGenerationReport(stats, options);
    if (options.write) {
      const library = numberTitles(puzzles);
      writeFileSync(LIBRARY_FILE, serializeLibrary(library));
      writeFileSync(GENERATION_REPORT_FILE, report);
      // The same searches the generator accepted each move on, kept for library.test.ts.
      writeFileSync(ENGINE_RECORD_FILE, serializeEngineRecord(await recordEngineChecks(pool, library, log)));
    }
    return { stats, report };
  } finally {
    await pool.close();
  }
}
