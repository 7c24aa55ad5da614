import { apiRequest } from '../../lib/api-client';
import { classAssignmentsPath, useAssignmentMutation } from './assignment-mutation';

/** DELETE /api/classes/:classId/assignments/:assignmentId → 204. */
export async function deleteAssignment({ classId, assignmentId }: { classId: string; assignmentId: string }): Promise<void> {
  await apiRequest('DELETE', `${classAssignmentsPath(classId)}/${encodeURIComponent(assignmentId)}`);
}

export const useDeleteAssignment = () => useAssignmentMutation(deleteAssignment);
