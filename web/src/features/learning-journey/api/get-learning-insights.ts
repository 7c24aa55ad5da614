import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningInsight } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../../lib/api-client';
import { learningJourneyKeys } from '../../../api/learning-journey/keys';

/** GET /api/learning-insights → the child's insights, unread first. */
export function getLearningInsights(signal?: AbortSignal): Promise<LearningInsight[]> {
  return apiJson<LearningInsight[]>('GET', '/api/learning-insights', undefined, { signal });
}

export const learningInsightsQueryOptions = () =>
  queryOptions({ queryKey: learningJourneyKeys.insights(), queryFn: ({ signal }) => getLearningInsights(signal) });

export function useLearningInsights() {
  return useQuery(learningInsightsQueryOptions());
}
