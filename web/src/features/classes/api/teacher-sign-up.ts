import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherSignUpBody, TeacherStatus } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { parentGateChanged } from '../../../api/parent/get-parent-status';
import { classKeys } from './keys';

/** POST /api/teachers/signup → 201: a teacher's account, signed in, its teacher area open (no child profile). */
export function teacherSignUp(body: TeacherSignUpBody): Promise<TeacherStatus> {
  return apiJson<TeacherStatus>('POST', '/api/teachers/signup', body);
}

export function useTeacherSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: teacherSignUp,
    meta: { redirectOn401: false },
    onSuccess: async (status) => {
      queryClient.setQueryData(classKeys.teacherStatus(), status);
      await parentGateChanged(queryClient, true);
    },
  });
}
