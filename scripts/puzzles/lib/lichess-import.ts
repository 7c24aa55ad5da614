import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Chess, type Color, type PieceSymbol } from 'chess.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';
import { puzzles } from '../../../server/src/db/schema/content';
import { difficultyFromRating, pointsForDifficulty, type PuzzleContent } from '../../../server/src/content/puzzles/puzzle-content';
import { mateInFromThemes, puzzleTexts } from './puzzle-texts';

/**
 * Import of the Lichess open puzzle database (CC0) into the `puzzles` table.
 *
 * The Lichess CSV: PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags.
 * Its FEN is the position BEFORE the opponent's last move and Moves[0] is that move; this
 * project's puzzle starts after it, with the child to move, and its solution is Moves[1..].
 * The file is read line by line and written in batches, so the full database (millions of rows)
 * never sits in memory.
 */

export const LICHESS_COLUMNS = [
  'PuzzleId',
  'FEN',
  'Moves',
  'Rating',
  'RatingDeviation',
  'Popularity',
  'NbPlays',
  'Themes',
  'GameUrl',
  'OpeningTags',
] as const;

export interface LichessRow {
  puzzleId: string;
  fen: string;
  moves: string[];
  rating: number;
  ratingDeviation: number;
  popularity: number;
  nbPlays: number;
  themes: string[];
  gameUrl: string;
  openingTags: string[];
}

export type SkipReason =
  | 'malformed-row'
  | 'invalid-fen'
  | 'illegal-move'
  | 'too-short'
  | 'rating-too-high'
  | 'rating-too-low'
  | 'theme-not-wanted'
  | 'not-popular-enough'
  | 'too-few-plays';

/**
 * Splits one CSV line (RFC 4180: fields may be quoted, with "" for a quote inside). A trailing
 * comma gives a trailing empty field, as in Lichess rows without OpeningTags.
 */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field.length === 0) quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** The column positions of a header line; throws when a needed column is missing. */
export function readHeader(line: string): Map<string, number> {
  const names = parseCsvLine(line.replace(/^\uFEFF/, '').trim());
  const columns = new Map(names.map((name, index) => [name.trim(), index]));
  const missing = LICHESS_COLUMNS.slice(0, 8).filter((name) => !columns.has(name));
  if (missing.length > 0) throw new Error(`not a Lichess puzzle CSV: missing column(s) ${missing.join(', ')}`);
  return columns;
}

const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);

/** One data line as a typed row, or null when it is not a usable row. */
export function parseLichessRow(line: string, columns: Map<string, number>): LichessRow | null {
  const fields = parseCsvLine(line);
  const get = (name: (typeof LICHESS_COLUMNS)[number]) => {
    const index = columns.get(name);
    return index === undefined ? undefined : fields[index]?.trim();
  };
  const number = (name: (typeof LICHESS_COLUMNS)[number]) => {
    const text = get(name);
    const value = text === undefined || text === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  };
  const puzzleId = get('PuzzleId');
  const fen = get('FEN');
  const rating = number('Rating');
  if (!puzzleId || !/^[A-Za-z0-9]+$/.test(puzzleId) || !fen || rating === null) return null;
  return {
    puzzleId,
    fen,
    moves: words(get('Moves')),
    rating: Math.round(rating),
    ratingDeviation: number('RatingDeviation') ?? 0,
    popularity: number('Popularity') ?? 0,
    nbPlays: number('NbPlays') ?? 0,
    themes: words(get('Themes')),
    gameUrl: get('GameUrl') ?? '',
    openingTags: words(get('OpeningTags')),
  };
}

export interface LichessFilter {
  minRating?: number;
  maxRating?: number;
  /** Keep a row when it has ANY of these themes. */
  themes?: readonly string[];
  minPopularity?: number;
  minPlays?: number;
}

/** Why the row does not pass the filter, or null when it does. */
export function filterReason(row: LichessRow, filter: LichessFilter): SkipReason | null {
  if (filter.maxRating !== undefined && row.rating > filter.maxRating) return 'rating-too-high';
  if (filter.minRating !== undefined && row.rating < filter.minRating) return 'rating-too-low';
  if (filter.themes && filter.themes.length > 0 && !filter.themes.some((t) => row.themes.includes(t))) return 'theme-not-wanted';
  if (filter.minPopularity !== undefined && row.popularity < filter.minPopularity) return 'not-popular-enough';
  if (filter.minPlays !== undefined && row.nbPlays < filter.minPlays) return 'too-few-plays';
  return null;
}

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

export type ConvertResult = { ok: true; puzzle: PuzzleContent } | { ok: false; reason: SkipReason; detail: string };

/**
 * The row in this project's format: the opponent's setup move Moves[0] is played on the FEN to
 * give the child's position; every later move must be legal in turn. Title, mission and hints
 * come from the Lichess themes and the piece the child moves first.
 */
export function convertLichessRow(row: LichessRow): ConvertResult {
  if (row.moves.length < 2) return { ok: false, reason: 'too-short', detail: `${row.puzzleId}: fewer than 2 moves` };
  let chess: Chess;
  try {
    chess = new Chess(row.fen);
  } catch (error) {
    return { ok: false, reason: 'invalid-fen', detail: `${row.puzzleId}: ${error instanceof Error ? error.message : 'bad FEN'}` };
  }
  let childFen = '';
  let firstPiece: PieceSymbol = 'p';
  let firstIsCheck = false;
  let child: Color = 'w';
  for (const [index, uci] of row.moves.entries()) {
    if (!UCI.test(uci)) return { ok: false, reason: 'illegal-move', detail: `${row.puzzleId}: "${uci}" is not a UCI move` };
    try {
      if (index === 1) {
        childFen = chess.fen();
        child = chess.turn();
      }
      const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      if (index === 1) {
        firstPiece = move.piece;
        firstIsCheck = move.san.includes('+') || move.san.includes('#');
      }
    } catch {
      return { ok: false, reason: 'illegal-move', detail: `${row.puzzleId}: move ${index} (${uci}) is illegal` };
    }
  }
  // A line that ends on the opponent's reply is cut there: the child makes the last move.
  let solution = row.moves.slice(1);
  if (solution.length % 2 === 0) solution = solution.slice(0, -1);

  const themes = row.themes.length > 0 ? row.themes : ['lichess'];
  const texts = puzzleTexts({ themes, firstPiece, child, mateIn: mateInFromThemes(themes), firstIsCheck });
  const difficulty = difficultyFromRating(row.rating);
  return {
    ok: true,
    puzzle: {
      id: `lichess-${row.puzzleId}`,
      title: texts.title,
      description: texts.description,
      difficulty,
      fen: childFen,
      solution,
      hints: texts.hints,
      points: pointsForDifficulty(difficulty),
      rating: row.rating,
      themes,
      source: 'lichess',
      sourceId: row.puzzleId,
    },
  };
}

/** Inserts or updates the puzzles by (source, source_id): importing the same file twice changes nothing. */
export async function upsertPuzzles(db: Database, batch: readonly PuzzleContent[]): Promise<number> {
  // One statement may not touch a row twice: the last copy of a repeated puzzle wins.
  const unique = [...new Map(batch.map((p) => [p.id, p])).values()];
  if (unique.length === 0) return 0;
  await db
    .insert(puzzles)
    .values(unique)
    .onConflictDoUpdate({
      target: [puzzles.source, puzzles.sourceId],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        difficulty: sql`excluded.difficulty`,
        fen: sql`excluded.fen`,
        solution: sql`excluded.solution`,
        hints: sql`excluded.hints`,
        points: sql`excluded.points`,
        rating: sql`excluded.rating`,
        themes: sql`excluded.themes`,
      },
    });
  return unique.length;
}

export interface ImportOptions {
  filter?: LichessFilter;
  /** Stop after this many puzzles passed the filter and converted. */
  limit?: number;
  /** Parse, filter and convert, but write nothing. */
  dryRun?: boolean;
  batchSize?: number;
  /** Called after each written batch. */
  onProgress?: (stats: ImportStats) => void;
}

export interface ImportStats {
  /** Data rows read (the header not counted). */
  read: number;
  imported: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export const DEFAULT_BATCH_SIZE = 500;

/** Reads a file line by line without holding it. */
export function readLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
}

/**
 * Streams Lichess CSV lines (the header first) into the database in batches. `db` may be null
 * with `dryRun`. Nothing is kept across batches (no id set either: a puzzle id repeated in the
 * file is simply upserted again), so memory stays flat whatever the file's size.
 */
export async function importLichessLines(
  lines: AsyncIterable<string> | Iterable<string>,
  db: Database | null,
  options: ImportOptions = {},
): Promise<ImportStats> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const stats: ImportStats = { read: 0, imported: 0, skipped: {} };
  const skip = (reason: SkipReason) => {
    stats.skipped[reason] = (stats.skipped[reason] ?? 0) + 1;
  };
  let columns: Map<string, number> | null = null;
  let batch: PuzzleContent[] = [];
  let accepted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    if (!options.dryRun) {
      if (!db) throw new Error('a database is needed unless dryRun is set');
      await upsertPuzzles(db, batch);
    }
    stats.imported += batch.length;
    batch = [];
    options.onProgress?.(stats);
  };

  for await (const line of lines) {
    if (columns === null) {
      if (line.trim() === '') continue;
      columns = readHeader(line);
      continue;
    }
    if (line.trim() === '') continue;
    if (options.limit !== undefined && accepted >= options.limit) break;
    stats.read++;
    const row = parseLichessRow(line, columns);
    if (!row) {
      skip('malformed-row');
      continue;
    }
    const filtered = options.filter ? filterReason(row, options.filter) : null;
    if (filtered) {
      skip(filtered);
      continue;
    }
    const converted = convertLichessRow(row);
    if (!converted.ok) {
      skip(converted.reason);
      continue;
    }
    accepted++;
    batch.push(converted.puzzle);
    if (batch.length >= batchSize) await flush();
  }
  if (columns === null) throw new Error('the file is empty: no header line');
  await flush();
  return stats;
}

export async function importLichessFile(file: string, db: Database | null, options: ImportOptions = {}): Promise<ImportStats> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    return await importLichessLines(lines, db, options);
  } finally {
    // With --limit the reading stops early: let go of the file at once.
    lines.close();
    stream.destroy();
  }
}
