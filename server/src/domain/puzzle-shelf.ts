import { asc, count } from 'drizzle-orm';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import type { Database } from '../db/client';
import { puzzles } from '../db/schema/content';

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

/** The puzzle library as one node holds it: rows in the database's `order by id`, and by rating. */
export interface PuzzleShelfSnapshot {
  /** The database's order by id: the daily puzzle's walk is over this order. */
  readonly byId: readonly (typeof puzzles.$inferSelect)[];
  /** Rating, then id (code-point order), for the nearest-rating pick. */
  readonly byRating: readonly (typeof puzzles.$inferSelect)[];
}

export interface PuzzleShelf {
  current(): Promise<PuzzleShelfSnapshot>;
  /** The puzzle of the day from the shelf (same walk as `dailyPuzzle`). */
  daily(at?: Date): Promise<Puzzle | null>;
}

/**
 * The puzzle library in memory (decision record 022). The project's puzzles are seeded at
 * start-up and only an operator's import adds more, so a node re-reads the library at most
 * every `refreshMs` (a minute by default): an import shows within that time.
 */
export function createPuzzleShelf(db: Database, refreshMs = 60_000, clock: () => number = Date.now): PuzzleShelf {
  let loaded: { at: number; snapshot: Promise<PuzzleShelfSnapshot> } | null = null;
  const load = async (): Promise<PuzzleShelfSnapshot> => {
    const byId = await db.select().from(puzzles).orderBy(asc(puzzles.id));
    const byRating = [...byId].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { byId, byRating };
  };
  const current = () => {
    if (!loaded || clock() - loaded.at >= refreshMs) {
      const snapshot = load();
      const entry = { at: clock(), snapshot };
      loaded = entry;
      // A failed read is not kept: the next call tries again.
      snapshot.catch(() => {
        if (loaded === entry) loaded = null;
      });
    }
    return loaded.snapshot;
  };
  return {
    current,
    daily: async (at = new Date()) => {
      const { byId } = await current();
      if (byId.length === 0) return null;
      const row = byId[dailyPuzzleIndex(dayNumber(at), byId.length)];
      return row ? toPuzzle(row) : null;
    },
  };
}

/**
 * Up to `limit` puzzles nearest `rating` (ties by id, code-point order) among those `skip`
 * lets through: walks outwards from the rating on the shelf's rating order.
 */
export function nearestPuzzles(
  byRating: readonly (typeof puzzles.$inferSelect)[],
  rating: number,
  limit: number,
  skip: (id: string) => boolean,
): (typeof puzzles.$inferSelect)[] {
  if (limit <= 0) return [];
  let hi = 0;
  let top = byRating.length;
  while (hi < top) {
    const mid = (hi + top) >>> 1;
    if ((byRating[mid]?.rating ?? 0) < rating) hi = mid + 1;
    else top = mid;
  }
  let lo = hi - 1;
  const taken: (typeof puzzles.$inferSelect)[] = [];
  let lastDistance = -1;
  while (lo >= 0 || hi < byRating.length) {
    const below = lo >= 0 ? byRating[lo]! : null;
    const above = hi < byRating.length ? byRating[hi]! : null;
    const dBelow = below ? rating - below.rating : Number.POSITIVE_INFINITY;
    const dAbove = above ? above.rating - rating : Number.POSITIVE_INFINITY;
    const distance = Math.min(dBelow, dAbove);
    // Past the limit only ties of the last distance are still taken (the id decides among them).
    if (taken.length >= limit && distance > lastDistance) break;
    const pick = dBelow <= dAbove ? below! : above!;
    if (dBelow <= dAbove) lo -= 1;
    else hi += 1;
    if (skip(pick.id)) continue;
    taken.push(pick);
    lastDistance = distance;
  }
  const distance = (row: { rating: number }) => Math.abs(row.rating - rating);
  taken.sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return taken.slice(0, limit);
}
