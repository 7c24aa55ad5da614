import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { apiJson } from '../../../lib/api-client';

/** GET /api/puzzles/daily → Puzzle, or null while there is no puzzle yet. */
export function getDailyPuzzle(signal?: AbortSignal): Promise<Puzzle | null> {
  return apiJson<Puzzle | null>('GET', '/api/puzzles/daily', undefined, { signal });
}

export const dailyPuzzleQueryOptions = () =>
  queryOptions({ queryKey: ['/api/puzzles/daily'], queryFn: ({ signal }) => getDailyPuzzle(signal) });

export function useDailyPuzzle() {
  return useQuery(dailyPuzzleQueryOptions());
}
