import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryChapter } from '@chess-quest/protocol/catalog';
import { apiJson } from '../lib/api-client';
import { storyKeys } from './query-keys';

/** GET /api/story/chapters → StoryChapter[]. */
export function getStoryChapters(signal?: AbortSignal): Promise<StoryChapter[]> {
  return apiJson<StoryChapter[]>('GET', '/api/story/chapters', undefined, { signal });
}

export const storyChaptersQueryOptions = () => queryOptions({ queryKey: storyKeys.chapters(), queryFn: ({ signal }) => getStoryChapters(signal) });

export function useStoryChapters() {
  return useQuery(storyChaptersQueryOptions());
}
