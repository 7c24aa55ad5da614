import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherStatus } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { classKeys } from './keys';

/** POST /api/teachers/me → this account is a teacher from now on (behind the PIN). */
export function becomeTeacher(): Promise<TeacherStatus> {
  return apiJson<TeacherStatus>('POST', '/api/teachers/me');
}

export function useBecomeTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: becomeTeacher, onSuccess: (status) => queryClient.setQueryData(classKeys.teacherStatus(), status) });
}
