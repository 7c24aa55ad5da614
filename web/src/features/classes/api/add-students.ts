import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStudentsBody, StudentCards } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { usePrintedCards } from '../printed-cards';
import { teachKeys } from './keys';

export interface AddStudentsInput {
  classId: string;
  body: AddStudentsBody;
}

/** POST /api/classes/:classId/students {students: [{firstName, age}]} → their sign-in cards (pictures shown this once). */
export function addStudents({ classId, body }: AddStudentsInput): Promise<StudentCards> {
  return apiJson<StudentCards>('POST', `/api/classes/${encodeURIComponent(classId)}/students`, body);
}

export function useAddStudents() {
  const queryClient = useQueryClient();
  const remember = usePrintedCards((state) => state.remember);
  return useMutation({
    mutationFn: addStudents,
    onSuccess: (cards) => {
      remember(cards);
      return queryClient.invalidateQueries({ queryKey: teachKeys.all });
    },
  });
}
