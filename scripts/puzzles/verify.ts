/**
 * Searches every child position of the library's material puzzles with the engine, as the
 * generator accepted them (depth 12, 2 lines, one worker), and writes the record library.test.ts
 * judges them from (server/src/content/puzzles/engine-check.json, decision 048).
 *
 *   npm run puzzles:verify
 *
 * Run it after library.json changes by hand or the engine (the stockfish package, engine-worker.mjs)
 * changes; `npm run puzzles:generate` writes the record itself. About 20 s on a quiet 2-core machine.
 */
import { writeFileSync } from 'node:fs';
import { loadPuzzleLibrary } from '../../server/src/content/puzzles/library';
import { createEnginePool } from '../../server/src/engine/engine-pool';
import { ENGINE_RECORD_FILE, recordEngineChecks, serializeEngineRecord } from './lib/engine-record';

if (process.argv.length > 2) {
  console.error('puzzles:verify takes no arguments');
  process.exit(2);
}
const started = Date.now();
const pool = createEnginePool({ size: 1, defaultTimeoutMs: 120_000 });
try {
  const record = await recordEngineChecks(pool, loadPuzzleLibrary(), (line) => console.info(line));
  writeFileSync(ENGINE_RECORD_FILE, serializeEngineRecord(record));
  console.info(
    `wrote ${ENGINE_RECORD_FILE}: ${record.positions.length} positions (${record.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await pool.close();
}
