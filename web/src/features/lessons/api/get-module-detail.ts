import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { apiJson } from '../../../lib/api-client';
import { moduleKeys } from '../../../api/query-keys';

/** GET /api/modules/:id → the module with its steps and the child's stars (403 below its level). */
export function getModuleDetail(id: string, signal?: AbortSignal): Promise<LessonModuleDetail> {
  return apiJson<LessonModuleDetail>('GET', `/api/modules/${encodeURIComponent(id)}`, undefined, { signal });
}

export const moduleDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: moduleKeys.detail(id), queryFn: ({ signal }) => getModuleDetail(id, signal) });

export function useModuleDetail(id: string) {
  return useQuery(moduleDetailQueryOptions(id));
}
