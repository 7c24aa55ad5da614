import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@chess-quest/protocol/auth';
import type { ClassDetail, MoveStudentBody, QuickCodes, QuickCodeValidity } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { signedIn } from '../../../lib/use-auth';
import { teachKeys } from '../api/keys';
import { usePrintedCards } from '../printed-cards';
import { useQuickCodes } from './quick-codes-store';

export interface RenewInput {
  classId: string;
  /** One student, or the whole class when absent. */
  studentId?: string;
  validFor: QuickCodeValidity;
}

const ids = (value: string) => encodeURIComponent(value);

/**
 * POST /api/classes/:classId/quick-codes (whole class) or .../students/:studentId/quick-code →
 * the new codes, shown this once; the old ones stop working and the students are signed out.
 */
export function renewQuickCodes({ classId, studentId, validFor }: RenewInput): Promise<QuickCodes> {
  const path = studentId ? `/api/classes/${ids(classId)}/students/${ids(studentId)}/quick-code` : `/api/classes/${ids(classId)}/quick-codes`;
  return apiJson<QuickCodes>('POST', path, { validFor });
}

export function useRenewQuickCodes() {
  const remember = useQuickCodes((state) => state.remember);
  return useMutation({ mutationFn: renewQuickCodes, onSuccess: (codes) => remember(codes) });
}

/** POST /api/class-login/quick {code} → the student signed in; 401 wrong or too old, 429 too many wrong codes from here. */
export function quickSignIn(code: string): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/class-login/quick', { code });
}

export function useQuickSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickSignIn,
    // A 401 here is "that code is not right", said on the page, not a logout.
    meta: { redirectOn401: false },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

export interface MoveInput {
  classId: string;
  studentId: string;
  body: MoveStudentBody;
}

/** POST /api/classes/:classId/students/:studentId/move {toClassId} → the class the student left. */
export function moveStudent({ classId, studentId, body }: MoveInput): Promise<ClassDetail> {
  return apiJson<ClassDetail>('POST', `/api/classes/${ids(classId)}/students/${ids(studentId)}/move`, body);
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
