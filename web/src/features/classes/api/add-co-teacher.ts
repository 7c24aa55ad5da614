import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCoTeacherBody } from '@chess-quest/protocol/classes';
import { apiRequest } from '../../../lib/api-client';
import { teachKeys } from './keys';

export interface AddCoTeacherInput {
  classId: string;
  body: AddCoTeacherBody;
}

/** POST /api/classes/:classId/teachers {email}: a teacher account joins the class as a co-teacher. */
export async function addCoTeacher({ classId, body }: AddCoTeacherInput): Promise<void> {
  await apiRequest('POST', `/api/classes/${encodeURIComponent(classId)}/teachers`, body);
}

export function useAddCoTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCoTeacher,
    onSuccess: (_nothing, { classId }) => queryClient.invalidateQueries({ queryKey: teachKeys.detail(classId) }),
  });
}
