import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { apiJson } from '../../../lib/api-client';
import { puzzleKeys } from '../../../api/query-keys';

/** GET /api/puzzles → puzzles chosen near the child's level (the daily one is not among them). */
export function getPuzzles(signal?: AbortSignal): Promise<Puzzle[]> {
  return apiJson<Puzzle[]>('GET', '/api/puzzles', undefined, { signal });
}

export const puzzlesQueryOptions = () => queryOptions({ queryKey: puzzleKeys.list(), queryFn: ({ signal }) => getPuzzles(signal) });

export function usePuzzles() {
  return useQuery(puzzlesQueryOptions());
}
