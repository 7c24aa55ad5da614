import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserExperience } from '@chess-quest/protocol/achievements';
import { apiJson } from '../../lib/api-client';
import { achievementKeys } from './keys';

/** GET /api/gamification/user-experience */
export function getUserExperience(signal?: AbortSignal): Promise<UserExperience> {
  return apiJson<UserExperience>('GET', '/api/gamification/user-experience', undefined, { signal });
}

export const experienceQueryOptions = () =>
  queryOptions({ queryKey: achievementKeys.experience(), queryFn: ({ signal }) => getUserExperience(signal) });

export function useUserExperience() {
  return useQuery(experienceQueryOptions());
}
