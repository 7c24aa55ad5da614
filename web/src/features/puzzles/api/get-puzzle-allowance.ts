import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PuzzleAllowance } from '@chess-quest/protocol/puzzles';
import { puzzleKeys } from '../../../api/query-keys';
import { apiJson } from '../../../lib/api-client';

/** GET /api/user/puzzles/allowance → free puzzles left today (null on premium) and those already counted. */
export function getPuzzleAllowance(signal?: AbortSignal): Promise<PuzzleAllowance> {
  return apiJson<PuzzleAllowance>('GET', '/api/user/puzzles/allowance', undefined, { signal });
}

export const puzzleAllowanceQueryOptions = () =>
  queryOptions({ queryKey: puzzleKeys.allowance(), queryFn: ({ signal }) => getPuzzleAllowance(signal) });

export function usePuzzleAllowance() {
  return useQuery(puzzleAllowanceQueryOptions());
}
