import type { ClassAssignment } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { classAssignmentsPath, useAssignmentMutation } from './assignment-mutation';

/** PATCH /api/classes/:classId/assignments/:assignmentId {dueAt} → the assignment. */
export function changeDueDate({ classId, assignmentId, dueAt }: { classId: string; assignmentId: string; dueAt: string }): Promise<ClassAssignment> {
  return apiJson<ClassAssignment>('PATCH', `${classAssignmentsPath(classId)}/${encodeURIComponent(assignmentId)}`, { dueAt });
}

export const useChangeDueDate = () => useAssignmentMutation(changeDueDate);
