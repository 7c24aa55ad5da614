import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLearningPath } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../lib/api-client';
import { learningJourneyKeys } from './keys';

/** GET /api/user-learning-paths → the paths this child has started. */
export function getUserLearningPaths(signal?: AbortSignal): Promise<UserLearningPath[]> {
  return apiJson<UserLearningPath[]>('GET', '/api/user-learning-paths', undefined, { signal });
}

export const userLearningPathsQueryOptions = () =>
  queryOptions({ queryKey: learningJourneyKeys.userPaths(), queryFn: ({ signal }) => getUserLearningPaths(signal) });

export function useUserLearningPaths() {
  return useQuery(userLearningPathsQueryOptions());
}
