import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { HEATMAP_TOP_SQUARES } from '@chess-quest/protocol/constants';
import { HEATMAP_TIMEFRAME_DAYS, type Heatmap, type HeatmapSquare, type HeatmapTimeframe } from '@chess-quest/protocol/chess-analytics';
import type { Database } from '../../db/client';
import { analyticsGames, analyticsMoves } from '../../db/schema/analytics';

const PIECE_TYPES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SquareTally {
  square: string;
  piece: keyof typeof PIECE_TYPES;
  moves: number;
  wins: number;
  timeMs: number;
}

/** Pure: the heat map from per-square-and-piece tallies (what the one aggregate query returns). */
export function heatmapFrom(timeframe: HeatmapTimeframe, tallies: readonly SquareTally[], favoriteOpening: string | null): Heatmap {
  const bySquare = new Map<string, { count: number; wins: number; pieces: Map<string, number> }>();
  let totalMoves = 0;
  let totalMs = 0;
  for (const t of tallies) {
    totalMoves += t.moves;
    totalMs += t.timeMs;
    const entry = bySquare.get(t.square) ?? { count: 0, wins: 0, pieces: new Map<string, number>() };
    entry.count += t.moves;
    entry.wins += t.wins;
    entry.pieces.set(t.piece, (entry.pieces.get(t.piece) ?? 0) + t.moves);
    bySquare.set(t.square, entry);
  }
  const order = 'kqrbnp';
  const squares: HeatmapSquare[] = [...bySquare]
    .map(([square, e]) => {
      // The most used piece; a tie goes to the more valuable one.
      const [piece] = [...e.pieces].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))[0]!;
      return { square, count: e.count, pieceType: PIECE_TYPES[piece as keyof typeof PIECE_TYPES], winRate: Math.round((100 * e.wins) / e.count) };
    })
    .sort((a, b) => a.square[1]!.localeCompare(b.square[1]!) || a.square[0]!.localeCompare(b.square[0]!));
  const mostUsedSquares = [...squares].sort((a, b) => b.count - a.count || a.square.localeCompare(b.square)).slice(0, HEATMAP_TOP_SQUARES);
  return {
    timeframe,
    totalMoves,
    avgMoveTime: totalMoves === 0 ? 0 : Math.round(totalMs / totalMoves / 100) / 10,
    favoriteOpening,
    squares,
    mostUsedSquares,
  };
}

/** One indexed aggregate over the child's moves since the timeframe began (analytics_moves_heatmap_idx). */
export async function readHeatmap(db: Database, childId: string, timeframe: HeatmapTimeframe, now: Date): Promise<Heatmap> {
  const days = HEATMAP_TIMEFRAME_DAYS[timeframe];
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  // Two independent reads: on a pool they run side by side.
  const [tallies, [favorite]] = await Promise.all([
    db
      .select({
        square: analyticsMoves.square,
        piece: analyticsMoves.piece,
        moves: sql<number>`count(*)::int`,
        wins: sql<number>`count(*) filter (where ${analyticsMoves.won})::int`,
        timeMs: sql<number>`sum(${analyticsMoves.timeMs})::float8`,
      })
      .from(analyticsMoves)
      .where(and(eq(analyticsMoves.childId, childId), since ? gte(analyticsMoves.playedAt, since) : undefined))
      .groupBy(analyticsMoves.square, analyticsMoves.piece),
    db
      .select({ name: analyticsGames.openingName })
      .from(analyticsGames)
      .where(
        and(eq(analyticsGames.childId, childId), isNotNull(analyticsGames.openingName), since ? gte(analyticsGames.finishedAt, since) : undefined),
      )
      .groupBy(analyticsGames.openingName)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${analyticsGames.finishedAt})`))
      .limit(1),
  ]);
  return heatmapFrom(
    timeframe,
    tallies.map((t) => ({ ...t, piece: t.piece as SquareTally['piece'], moves: Number(t.moves), wins: Number(t.wins), timeMs: Number(t.timeMs) })),
    favorite?.name ?? null,
  );
}
