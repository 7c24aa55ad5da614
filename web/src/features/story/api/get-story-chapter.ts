import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryChapterDetail } from '@chess-quest/protocol/lessons';
import { apiJson } from '../../../lib/api-client';
import { storyKeys } from '../../../api/query-keys';

/**
 * GET /api/story/chapters/:id → the chapter's pages and the child's stars (403 for a premium
 * chapter on a free account, or below its level).
 */
export function getStoryChapter(id: string, signal?: AbortSignal): Promise<StoryChapterDetail> {
  return apiJson<StoryChapterDetail>('GET', `/api/story/chapters/${encodeURIComponent(id)}`, undefined, { signal });
}

export const storyChapterQueryOptions = (id: string) =>
  queryOptions({ queryKey: storyKeys.chapter(id), queryFn: ({ signal }) => getStoryChapter(id, signal) });

export function useStoryChapter(id: string) {
  return useQuery(storyChapterQueryOptions(id));
}
