import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePrintedCards } from '../printed-cards';
import { teachKeys } from './keys';
import type { StudentInput } from './reset-student';

/** DELETE /api/classes/:classId/students/:studentId → 204: the student's account and play are erased. */
export async function removeStudent({ classId, studentId }: StudentInput): Promise<void> {
  await apiRequest('DELETE', `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}`);
}

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  const forgetStudent = usePrintedCards((state) => state.forgetStudent);
  return useMutation({
    mutationFn: removeStudent,
    onSuccess: (_nothing, { classId, studentId }) => {
      forgetStudent(classId, studentId);
      return queryClient.invalidateQueries({ queryKey: teachKeys.all });
    },
  });
}
