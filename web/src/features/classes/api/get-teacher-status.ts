import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStatus } from '@chess-quest/protocol/classes';
import { apiJsonOrNullOn401 } from '../../../lib/api-client';
import { classKeys } from './keys';

/**
 * GET /api/teachers/me → what kind of account is signed in (a teacher, a student's), or null
 * when signed out. A teacher's account may have no child, so /api/auth/user cannot say it.
 */
export function getTeacherStatus(signal?: AbortSignal): Promise<TeacherStatus | null> {
  return apiJsonOrNullOn401<TeacherStatus>('/api/teachers/me', { signal });
}

export const teacherStatusQueryOptions = () =>
  queryOptions({ queryKey: classKeys.teacherStatus(), queryFn: ({ signal }) => getTeacherStatus(signal), meta: { redirectOn401: false } });

export function useTeacherStatus() {
  return useQuery(teacherStatusQueryOptions());
}
