import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPath } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../lib/api-client';
import { learningJourneyKeys } from './keys';

/** GET /api/learning-paths → the six paths with their steps and whether each is locked for this child. */
export function getLearningPaths(signal?: AbortSignal): Promise<LearningPath[]> {
  return apiJson<LearningPath[]>('GET', '/api/learning-paths', undefined, { signal });
}

export const learningPathsQueryOptions = () =>
  queryOptions({ queryKey: learningJourneyKeys.paths(), queryFn: ({ signal }) => getLearningPaths(signal) });

export function useLearningPaths() {
  return useQuery(learningPathsQueryOptions());
}
