import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MistakesSeries } from '@chess-quest/protocol/game-review';
import { apiJson } from '../../../lib/api-client';
import { parentKeys } from '../../../api/query-keys';

/** GET /api/parent/children/:childId/mistakes-per-game → the child's last reviewed games, oldest first, and the trend. */
export function getMistakesPerGame(childId: string, signal?: AbortSignal): Promise<MistakesSeries> {
  return apiJson<MistakesSeries>('GET', `/api/parent/children/${encodeURIComponent(childId)}/mistakes-per-game`, undefined, { signal });
}

// Under the parent's keys: closing or passing the PIN gate reads it again with the rest.
export const mistakesPerGameQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...parentKeys.children(), childId, 'mistakes-per-game'] as const,
    queryFn: ({ signal }) => getMistakesPerGame(childId, signal),
  });

export function useMistakesPerGame(childId: string) {
  return useQuery(mistakesPerGameQueryOptions(childId));
}
