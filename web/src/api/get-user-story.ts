import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStory } from '@chess-quest/protocol/catalog';
import { apiJson } from '../lib/api-client';
import { storyKeys } from './query-keys';

/** GET /api/user/story → UserStory[] (the signed-in child's chapter progress). */
export function getUserStory(signal?: AbortSignal): Promise<UserStory[]> {
  return apiJson<UserStory[]>('GET', '/api/user/story', undefined, { signal });
}

export const userStoryQueryOptions = () => queryOptions({ queryKey: storyKeys.user(), queryFn: ({ signal }) => getUserStory(signal) });

export function useUserStory() {
  return useQuery(userStoryQueryOptions());
}
