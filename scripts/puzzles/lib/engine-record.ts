import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Chess } from 'chess.js';
import { z } from 'zod';
import type { AnalysisLine, EnginePool } from '../../../server/src/engine/engine-pool';
import type { PuzzleContent } from '../../../server/src/content/puzzles/puzzle-content';
import { VERIFY_DEPTH } from './engine-check';
import { mateInFromThemes } from './puzzle-texts';

/**
 * The engine's verdict on every child move of the library's material puzzles (decision 048),
 * written by the content build (`npm run puzzles:generate`, or `npm run puzzles:verify` alone)
 * beside library.json: for each position before a child move, the engine's two best lines at
 * VERIFY_DEPTH, and which engine build searched them. library.test.ts judges every puzzle from
 * this record with the generator's own criterion, fails when an entry is missing, stale (another
 * position) or from another engine build, and searches a spread sample again to prove the
 * record is what the engine says.
 */
export const ENGINE_RECORD_FILE = path.resolve(import.meta.dirname, '../../../server/src/content/puzzles/engine-check.json');

const recordedLineSchema = z.object({ uci: z.string(), scoreCp: z.number().int().nullable(), mate: z.number().int().nullable() });
const engineRecordSchema = z.object({
  engine: z.string(),
  depth: z.number().int(),
  positions: z.array(z.object({ puzzle: z.string(), ply: z.number().int(), fen: z.string(), lines: z.array(recordedLineSchema) })),
});
export type RecordedLine = z.infer<typeof recordedLineSchema>;
export type EngineRecord = z.infer<typeof engineRecordSchema>;
export type RecordedPosition = EngineRecord['positions'][number];

const require = createRequire(import.meta.url);
const ENGINE_FILES = [
  path.join(path.dirname(require.resolve('stockfish/package.json')), 'bin/stockfish-19-lite-single.js'),
  path.join(path.dirname(require.resolve('stockfish/package.json')), 'bin/stockfish-19-lite-single.wasm'),
];

/**
 * Which engine build searches: the Stockfish files the worker loads. Another build may find other
 * lines, so a record of another build is stale. A change of engine-worker.mjs's search settings
 * (hash size, threads) is not in the id: the sample searched again in library.test.ts catches one
 * that changes the lines.
 */
export function engineBuildId(): string {
  const hash = createHash('sha256');
  for (const file of ENGINE_FILES) hash.update(readFileSync(file));
  const version = (
    JSON.parse(readFileSync(path.join(path.dirname(require.resolve('stockfish/package.json')), 'package.json'), 'utf8')) as { version: string }
  ).version;
  return `stockfish ${version} lite-single ${hash.digest('hex').slice(0, 16)}`;
}

/** The puzzles the engine verifies: the material wins (mates are proven by search, mate-search.ts). */
export function materialPuzzles(library: readonly PuzzleContent[]): PuzzleContent[] {
  return library.filter((p) => mateInFromThemes(p.themes) === null);
}

/** Each position where the child moves (even plies of the solution), with that move. */
export function childPositions(puzzle: PuzzleContent): { ply: number; fen: string; uci: string }[] {
  const chess = new Chess(puzzle.fen);
  const positions: { ply: number; fen: string; uci: string }[] = [];
  for (const [ply, uci] of puzzle.solution.entries()) {
    if (ply % 2 === 0) positions.push({ ply, fen: chess.fen(), uci });
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  }
  return positions;
}

export function recordedLine(line: Pick<AnalysisLine, 'uci' | 'scoreCp' | 'mate'>): RecordedLine {
  return { uci: line.uci, scoreCp: line.scoreCp, mate: line.mate };
}

/** Searches every child position of the library's material puzzles as the generator did (depth VERIFY_DEPTH, 2 lines). */
export async function recordEngineChecks(
  pool: EnginePool,
  library: readonly PuzzleContent[],
  log: (line: string) => void = () => {},
): Promise<EngineRecord> {
  const positions: RecordedPosition[] = [];
  for (const puzzle of materialPuzzles(library)) {
    for (const { ply, fen } of childPositions(puzzle)) {
      const lines = await pool.analyse(fen, { multiPv: 2, depth: VERIFY_DEPTH, timeoutMs: 120_000 });
      positions.push({ puzzle: puzzle.id, ply, fen, lines: lines.map(recordedLine) });
      if (positions.length % 100 === 0) log(`… ${positions.length} positions searched`);
    }
  }
  return { engine: engineBuildId(), depth: VERIFY_DEPTH, positions };
}

/** One position a line: a readable, diff-friendly file. */
export function serializeEngineRecord(record: EngineRecord): string {
  const head = `{\n  "engine": ${JSON.stringify(record.engine)},\n  "depth": ${record.depth},\n  "positions": [\n`;
  return `${head}${record.positions.map((p) => `    ${JSON.stringify(p)}`).join(',\n')}\n  ]\n}\n`;
}

/** The committed record, validated; null when there is none. */
export function readEngineRecord(file = ENGINE_RECORD_FILE): EngineRecord | null {
  if (!existsSync(file)) return null;
  return engineRecordSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
