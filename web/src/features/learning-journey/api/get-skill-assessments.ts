import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillAssessment } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../../lib/api-client';
import { learningJourneyKeys } from '../../../api/learning-journey/keys';

/** GET /api/skill-assessments → the nine skills, assessed from the child's results. */
export function getSkillAssessments(signal?: AbortSignal): Promise<SkillAssessment[]> {
  return apiJson<SkillAssessment[]>('GET', '/api/skill-assessments', undefined, { signal });
}

export const skillAssessmentsQueryOptions = () =>
  queryOptions({ queryKey: learningJourneyKeys.skills(), queryFn: ({ signal }) => getSkillAssessments(signal) });

export function useSkillAssessments() {
  return useQuery(skillAssessmentsQueryOptions());
}
