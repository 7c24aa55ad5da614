import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassPlay } from '@chess-quest/protocol/class-play';
import { apiJson } from '../../../lib/api-client';
import { classPlayKeys, TEACHER_REFRESH_MS } from './keys';

/** GET /api/classes/:classId/play → the class race and the live games between its students (a teacher of the class). */
export function getTeacherPlay(classId: string, signal?: AbortSignal): Promise<ClassPlay> {
  return apiJson<ClassPlay>('GET', `/api/classes/${encodeURIComponent(classId)}/play`, undefined, { signal });
}

export const teacherPlayQueryOptions = (classId: string) =>
  queryOptions({ queryKey: classPlayKeys.teacher(classId), queryFn: ({ signal }) => getTeacherPlay(classId, signal) });

export function useTeacherPlay(classId: string) {
  return useQuery({ ...teacherPlayQueryOptions(classId), refetchInterval: TEACHER_REFRESH_MS });
}
