import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MilestoneProgress } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../lib/api-client';
import { learningJourneyKeys } from './keys';

/** GET /api/user-milestone-progress → how far the child is with each step begun. */
export function getMilestoneProgress(signal?: AbortSignal): Promise<MilestoneProgress[]> {
  return apiJson<MilestoneProgress[]>('GET', '/api/user-milestone-progress', undefined, { signal });
}

export const milestoneProgressQueryOptions = () =>
  queryOptions({ queryKey: learningJourneyKeys.milestones(), queryFn: ({ signal }) => getMilestoneProgress(signal) });

export function useMilestoneProgress() {
  return useQuery(milestoneProgressQueryOptions());
}
