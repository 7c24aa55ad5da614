import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, MoveStudentBody } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { usePrintedCards } from '../printed-cards';
import { useQuickCodes } from '../quick-login/quick-codes-store';
import { teachKeys } from './keys';

export interface MoveInput {
  classId: string;
  studentId: string;
  body: MoveStudentBody;
}

/** POST /api/classes/:classId/students/:studentId/move {toClassId} → the class the student left. */
export function moveStudent({ classId, studentId, body }: MoveInput): Promise<ClassDetail> {
  return apiJson<ClassDetail>('POST', `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/move`, body);
}

export function useMoveStudent() {
  const queryClient = useQueryClient();
  const forgetStudent = useQuickCodes((state) => state.forgetStudent);
  // A picture card not printed yet would carry the old class's code.
  const forgetCard = usePrintedCards((state) => state.forgetStudent);
  return useMutation({
    mutationFn: moveStudent,
    onSuccess: (_left, { classId, studentId }) => {
      forgetStudent(classId, studentId);
      forgetCard(classId, studentId);
      return queryClient.invalidateQueries({ queryKey: teachKeys.all });
    },
  });
}
