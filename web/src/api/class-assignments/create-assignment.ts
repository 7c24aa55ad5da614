import type { ClassAssignment, CreateAssignmentBody } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { classAssignmentsPath, useAssignmentMutation } from './assignment-mutation';

/** POST /api/classes/:classId/assignments → the new assignment. */
export function createAssignment({ classId, body }: { classId: string; body: CreateAssignmentBody }): Promise<ClassAssignment> {
  return apiJson<ClassAssignment>('POST', classAssignmentsPath(classId), body);
}

export const useCreateAssignment = () => useAssignmentMutation(createAssignment);
