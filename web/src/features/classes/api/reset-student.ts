import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentCards } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { usePrintedCards } from '../printed-cards';
import { teachKeys } from './keys';

export interface StudentInput {
  classId: string;
  studentId: string;
}

/** POST /api/classes/:classId/students/:studentId/reset → new pictures on a new card; the student is signed out everywhere. */
export function resetStudent({ classId, studentId }: StudentInput): Promise<StudentCards> {
  return apiJson<StudentCards>('POST', `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/reset`);
}

export function useResetStudent() {
  const queryClient = useQueryClient();
  const remember = usePrintedCards((state) => state.remember);
  return useMutation({
    mutationFn: resetStudent,
    onSuccess: (cards) => {
      remember(cards);
      return queryClient.invalidateQueries({ queryKey: teachKeys.detail(cards.classId) });
    },
  });
}
