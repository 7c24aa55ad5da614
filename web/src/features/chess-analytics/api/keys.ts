import type { HeatmapTimeframe } from '@chess-quest/protocol/chess-analytics';

/** Query keys of chess analytics. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  heatmap: (timeframe: HeatmapTimeframe) => [...analyticsKeys.all, 'heatmap', timeframe] as const,
  games: () => [...analyticsKeys.all, 'games'] as const,
  game: (id: string) => [...analyticsKeys.all, 'games', id] as const,
};
