import { z } from 'zod';
import { COLORS, GAME_OUTCOMES } from './enums';

// Analytics of the child's own play (spec §2 /chess-analytics, §3 Heat map; premium, §6).

/** Spec §7 GET /api/chess/heatmap?timeframe= (week, month or all). */
export const heatmapQuerySchema = z.object({
  timeframe: z.enum(['week', 'month', 'all'], { error: 'timeframe must be week, month or all' }).default('all'),
});
export type HeatmapTimeframe = z.infer<typeof heatmapQuerySchema>['timeframe'];

/** Days each timeframe looks back ("This Week" is the last 7 days, "This Month" the last 30). */
export const HEATMAP_TIMEFRAME_DAYS: Record<HeatmapTimeframe, number | null> = { week: 7, month: 30, all: null };

export const pieceTypeSchema = z.enum(['pawn', 'knight', 'bishop', 'rook', 'queen', 'king']);

export const heatmapSquareSchema = z.object({
  square: z.string().regex(/^[a-h][1-8]$/),
  count: z.number().int().min(1),
  /** The piece the child moved there most often. */
  pieceType: pieceTypeSchema,
  /** Percent of these moves that were played in games the child won. */
  winRate: z.number().int().min(0).max(100),
});
export type HeatmapSquare = z.infer<typeof heatmapSquareSchema>;

/** Spec §3 Heat map. */
export const heatmapSchema = z.object({
  timeframe: z.enum(['week', 'month', 'all']),
  totalMoves: z.number().int().min(0),
  /** Seconds, one decimal. */
  avgMoveTime: z.number().min(0),
  favoriteOpening: z.string().nullable(),
  /** Every square the child moved to, a1…h8 order. */
  squares: z.array(heatmapSquareSchema),
  /** The top 10 (spec §9), most used first. */
  mostUsedSquares: z.array(heatmapSquareSchema),
});
export type Heatmap = z.infer<typeof heatmapSchema>;

/** One of the child's finished games, for the replay list. */
/** Where a game the child played comes from: a computer game or a live game. */
export const ANALYTICS_GAME_SOURCES = ['ai', 'live'] as const;

export const replayGameSummarySchema = z.object({
  id: z.string(),
  source: z.enum(ANALYTICS_GAME_SOURCES),
  colour: z.enum(COLORS),
  result: z.enum(GAME_OUTCOMES),
  /** "Easy computer" or the other child's generated name. */
  opponent: z.string(),
  moveCount: z.number().int().min(0),
  opening: z.string().nullable(),
  finishedAt: z.string(),
});
export type ReplayGameSummary = z.infer<typeof replayGameSummarySchema>;

export const replayMistakeSchema = z.object({
  ply: z.number().int().min(1),
  played: z.string(),
  better: z.string(),
  /** A sentence for a child: what happened and the better idea. */
  explanation: z.string(),
});

export const replayGameSchema = replayGameSummarySchema.extend({
  moves: z.array(z.object({ san: z.string(), from: z.string(), to: z.string(), capture: z.boolean() })),
  /** The engine's two biggest mistakes of the child (none when it found none). */
  mistakes: z.array(replayMistakeSchema),
});
export type ReplayGame = z.infer<typeof replayGameSchema>;

export const replayGameParamsSchema = z.object({ id: z.uuid({ error: 'game id must be a UUID' }) });

/** The timeframe a free child sees (issue 22: a real preview, not a dead end). */
export const FREE_HEATMAP_TIMEFRAME = 'week' satisfies HeatmapTimeframe;

export const ANALYTICS_MESSAGES = {
  premiumTimeframe: 'This Week is free. This Month and All Time are part of Premium, which grown-ups choose.',
  premiumGames: 'Your latest game is free to replay. Older games are part of Premium, which grown-ups choose.',
  notFound: 'No such game.',
  loadError: 'Error loading chess analytics data',
  loadErrorHint: 'Please try refreshing the page.',
} as const;
