import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentKeys } from './keys';

/** /api/classes/:classId/assignments, the path the teacher's changes start with. */
export const classAssignmentsPath = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/assignments`;

/** A teacher's change to a class's assignments: once done, that class's list is read again. */
export function useAssignmentMutation<I extends { classId: string }, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(input.classId) }),
  });
}
