import { asc, count } from 'drizzle-orm';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import type { Database } from '../../db/client';
import { puzzles } from '../../db/schema/content';

// The catalog's public surface: the puzzle of the day, which the puzzles feature reads too
// (a daily puzzle does not count against the free allowance).

/** Days since 1970-01-01 (UTC) of the given instant. */
export function dayNumber(at: Date): number {
  return Math.floor(at.getTime() / 86_400_000);
}

/**
 * The same puzzle for every child on a calendar day (UTC), a different one the next day:
 * the library is walked in a fixed order with a stride coprime to its size.
 */
export function dailyPuzzleIndex(day: number, librarySize: number): number {
  if (librarySize <= 0) throw new RangeError('empty library');
  const stride = pickStride(librarySize);
  return (((day * stride) % librarySize) + librarySize) % librarySize;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function pickStride(size: number): number {
  // Roughly the golden ratio of the size, nudged until coprime, so neighbours differ.
  let stride = Math.max(1, Math.round(size * 0.618));
  while (gcd(stride, size) !== 1) stride += 1;
  return stride;
}

export async function dailyPuzzle(db: Database, at = new Date()): Promise<Puzzle | null> {
  const [total] = await db.select({ n: count() }).from(puzzles);
  const size = total?.n ?? 0;
  if (size === 0) return null;
  const [row] = await db
    .select()
    .from(puzzles)
    .orderBy(asc(puzzles.id))
    .offset(dailyPuzzleIndex(dayNumber(at), size))
    .limit(1);
  return row ? toPuzzle(row) : null;
}

/** A puzzle row as the API shows it (spec §3 Puzzle). */
export function toPuzzle(row: typeof puzzles.$inferSelect): Puzzle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    fen: row.fen,
    solution: row.solution,
    hints: row.hints,
    points: row.points,
  };
}
