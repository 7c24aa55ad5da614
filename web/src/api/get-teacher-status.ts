import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStatus } from '@chess-quest/protocol/classes';
import { apiJsonOrNullOn401 } from '../lib/api-client';

/**
 * Its key: who is signed in, apart from the child playing. Shared by the classes feature (the
 * teacher area), the headers and the dashboard (a student's account has no parent area).
 */
export const teacherStatusKey = ['classes', 'teacher-status'] as const;

/**
 * GET /api/teachers/me → what kind of account is signed in (a teacher, a student's), or null
 * when signed out. A teacher's account may have no child, so /api/auth/user cannot say it.
 */
export function getTeacherStatus(signal?: AbortSignal): Promise<TeacherStatus | null> {
  return apiJsonOrNullOn401<TeacherStatus>('/api/teachers/me', { signal });
}

export const teacherStatusQueryOptions = () =>
  queryOptions({ queryKey: teacherStatusKey, queryFn: ({ signal }) => getTeacherStatus(signal), meta: { redirectOn401: false } });

export function useTeacherStatus() {
  return useQuery(teacherStatusQueryOptions());
}

/** True once the signed-in account is known to be a student's (made by a teacher): no parent area, no plan to buy. */
export function useIsStudent(): boolean {
  return useTeacherStatus().data?.accountKind === 'student';
}
