/**
 * The spec §5 answer matcher on the whole Lichess sample (../shared/data/lichess-puzzles/puzzles.csv):
 * the first solver move of every puzzle as SAN, lower-case SAN, SAN without marks and UCI must match;
 * three other legal moves per puzzle must not. Prints the figures for the strict matcher
 * (matchesSolutionMove) and the loose text rule (movesMatch). A few minutes on 2 cores.
 *
 *   npx tsx scripts/puzzles/answer-matcher-report.ts [FILE]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatMatcherReport, measureAnswerMatching } from './lib/answer-matching-report';
import * as importer from './lib/lichess-import';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const file = process.argv[2] ?? path.resolve(repositoryRoot, '../shared/data/lichess-puzzles/puzzles.csv');
if (!existsSync(file)) {
  console.error(`answer-matcher-report: no such file: ${file}`);
  process.exit(2);
}

const started = Date.now();
const puzzles: { id: string; fen: string; solution: string }[] = [];
let columns: Map<string, number> | null = null;
let rows = 0;
let unconverted = 0;
for await (const line of importer.readLines(file)) {
  if (line.trim() === '') continue;
  if (!columns) {
    columns = importer.readHeader(line);
    continue;
  }
  rows++;
  const row = importer.parseLichessRow(line, columns);
  const converted = row ? importer.convertLichessRow(row) : null;
  if (converted?.ok) puzzles.push({ id: converted.puzzle.id, fen: converted.puzzle.fen, solution: converted.puzzle.solution[0] as string });
  else unconverted++;
}
const report = measureAnswerMatching(puzzles);
console.info(`rows: ${rows}, converted: ${puzzles.length}, not converted: ${unconverted}`);
console.info(formatMatcherReport(report));
const misses = Object.entries(report.right).flatMap(([form, t]) => t.strictMisses.map((m) => ({ form, ...(m as object) })));
if (misses.length > 0) console.info(`strict misses (first 10): ${JSON.stringify(misses.slice(0, 10))}`);
if (report.wrong.strictFalseMatches.length > 0)
  console.info(`strict false matches (first 10): ${JSON.stringify(report.wrong.strictFalseMatches.slice(0, 10))}`);
console.info(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (misses.length > 0 || report.wrong.strictFalseMatches.length > 0) process.exitCode = 1;
