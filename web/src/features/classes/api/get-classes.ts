import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassList } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** GET /api/classes (?archived=true) → the teacher's active (or archived) classes. */
export function getClasses(archived: boolean, signal?: AbortSignal): Promise<ClassList> {
  return apiJson<ClassList>('GET', archived ? '/api/classes?archived=true' : '/api/classes', undefined, { signal });
}

export const classesQueryOptions = (archived: boolean) =>
  queryOptions({ queryKey: teachKeys.classes(archived), queryFn: ({ signal }) => getClasses(archived, signal) });

export function useClasses(archived: boolean) {
  return useQuery(classesQueryOptions(archived));
}
