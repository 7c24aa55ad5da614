import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Heatmap, HeatmapTimeframe } from '@chess-quest/protocol/chess-analytics';
import { apiJson } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

/** GET /api/chess/heatmap?timeframe= → where the child's pieces go (premium). */
export function getHeatmap(timeframe: HeatmapTimeframe, signal?: AbortSignal): Promise<Heatmap> {
  return apiJson<Heatmap>('GET', `/api/chess/heatmap?timeframe=${timeframe}`, undefined, { signal });
}

export const heatmapQueryOptions = (timeframe: HeatmapTimeframe) =>
  queryOptions({ queryKey: analyticsKeys.heatmap(timeframe), queryFn: ({ signal }) => getHeatmap(timeframe, signal) });

export function useHeatmap(timeframe: HeatmapTimeframe) {
  return useQuery(heatmapQueryOptions(timeframe));
}
