import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPuzzle } from '@chess-quest/protocol/puzzles';
import { apiJson } from '../../../lib/api-client';
import { puzzleKeys } from '../../../api/query-keys';

/** GET /api/user/puzzles → the child's record per puzzle (solved, attempts). */
export function getUserPuzzles(signal?: AbortSignal): Promise<UserPuzzle[]> {
  return apiJson<UserPuzzle[]>('GET', '/api/user/puzzles', undefined, { signal });
}

export const userPuzzlesQueryOptions = () => queryOptions({ queryKey: puzzleKeys.user(), queryFn: ({ signal }) => getUserPuzzles(signal) });

export function useUserPuzzles() {
  return useQuery(userPuzzlesQueryOptions());
}
