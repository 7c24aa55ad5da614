import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassAssignment, CreateAssignmentBody } from '@chess-quest/protocol/class-assignments';
import { apiJson, apiRequest } from '../../lib/api-client';
import { assignmentKeys } from './keys';

const base = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/assignments`;

/** POST /api/classes/:classId/assignments → the new assignment. */
export function createAssignment({ classId, body }: { classId: string; body: CreateAssignmentBody }): Promise<ClassAssignment> {
  return apiJson<ClassAssignment>('POST', base(classId), body);
}

/** PATCH /api/classes/:classId/assignments/:assignmentId {dueAt} → the assignment. */
export function changeDueDate({ classId, assignmentId, dueAt }: { classId: string; assignmentId: string; dueAt: string }): Promise<ClassAssignment> {
  return apiJson<ClassAssignment>('PATCH', `${base(classId)}/${encodeURIComponent(assignmentId)}`, { dueAt });
}

/** DELETE /api/classes/:classId/assignments/:assignmentId → 204. */
export async function deleteAssignment({ classId, assignmentId }: { classId: string; assignmentId: string }): Promise<void> {
  await apiRequest('DELETE', `${base(classId)}/${encodeURIComponent(assignmentId)}`);
}

function useAssignmentMutation<I extends { classId: string }, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(input.classId) }),
  });
}

export const useCreateAssignment = () => useAssignmentMutation(createAssignment);
export const useChangeDueDate = () => useAssignmentMutation(changeDueDate);
export const useDeleteAssignment = () => useAssignmentMutation(deleteAssignment);
