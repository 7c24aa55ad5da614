import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** GET /api/classes/:classId → the class with its teachers and students (their first names: teachers only). */
export function getClass(classId: string, signal?: AbortSignal): Promise<ClassDetail> {
  return apiJson<ClassDetail>('GET', `/api/classes/${encodeURIComponent(classId)}`, undefined, { signal });
}

export const classQueryOptions = (classId: string) =>
  queryOptions({ queryKey: teachKeys.detail(classId), queryFn: ({ signal }) => getClass(classId, signal) });

export function useClass(classId: string) {
  return useQuery(classQueryOptions(classId));
}
