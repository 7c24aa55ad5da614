import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonModule } from '@chess-quest/protocol/catalog';
import { apiJson } from '../lib/api-client';
import { moduleKeys } from './query-keys';

/** GET /api/modules → LessonModule[]. */
export function getModules(signal?: AbortSignal): Promise<LessonModule[]> {
  return apiJson<LessonModule[]>('GET', '/api/modules', undefined, { signal });
}

export const modulesQueryOptions = () => queryOptions({ queryKey: moduleKeys.list(), queryFn: ({ signal }) => getModules(signal) });

export function useModules() {
  return useQuery(modulesQueryOptions());
}
