import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MiniChallenge } from '@chess-quest/protocol/mini-challenges';
import { apiJson } from '../../../lib/api-client';
import { miniChallengeKeys } from '../../../api/query-keys';

/** GET /api/mini-challenges → the catalog with the child's best score, attempts and completion. */
export function getMiniChallenges(signal?: AbortSignal): Promise<MiniChallenge[]> {
  return apiJson<MiniChallenge[]>('GET', '/api/mini-challenges', undefined, { signal });
}

export const miniChallengesQueryOptions = () =>
  queryOptions({ queryKey: miniChallengeKeys.list(), queryFn: ({ signal }) => getMiniChallenges(signal) });

export function useMiniChallenges() {
  return useQuery(miniChallengesQueryOptions());
}
