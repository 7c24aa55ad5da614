import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsList } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** GET /api/classes/:classId/news → the class wall, newest first. */
export function getClassNews(classId: string, signal?: AbortSignal): Promise<NewsList> {
  return apiJson<NewsList>('GET', `/api/classes/${encodeURIComponent(classId)}/news`, undefined, { signal });
}

export const classNewsQueryOptions = (classId: string) =>
  queryOptions({ queryKey: teachKeys.news(classId), queryFn: ({ signal }) => getClassNews(classId, signal) });

export function useClassNews(classId: string) {
  return useQuery(classNewsQueryOptions(classId));
}
