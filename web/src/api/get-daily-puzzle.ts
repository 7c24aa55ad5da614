import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { apiJson } from '../lib/api-client';
import { puzzleKeys } from './query-keys';

/** GET /api/puzzles/daily → today's puzzle, or null while there is none. */
export function getDailyPuzzle(signal?: AbortSignal): Promise<Puzzle | null> {
  return apiJson<Puzzle | null>('GET', '/api/puzzles/daily', undefined, { signal });
}

export const dailyPuzzleQueryOptions = () => queryOptions({ queryKey: puzzleKeys.daily(), queryFn: ({ signal }) => getDailyPuzzle(signal) });

export function useDailyPuzzle() {
  return useQuery(dailyPuzzleQueryOptions());
}
