import { useMutation } from '@tanstack/react-query';
import type { QuickCodes, QuickCodeValidity } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { useQuickCodes } from '../quick-login/quick-codes-store';

export interface RenewInput {
  classId: string;
  /** One student, or the whole class when absent. */
  studentId?: string;
  validFor: QuickCodeValidity;
}

/**
 * POST /api/classes/:classId/quick-codes (whole class) or .../students/:studentId/quick-code →
 * the new codes, shown this once; the old ones stop working and the students are signed out.
 */
export function renewQuickCodes({ classId, studentId, validFor }: RenewInput): Promise<QuickCodes> {
  const path = studentId
    ? `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/quick-code`
    : `/api/classes/${encodeURIComponent(classId)}/quick-codes`;
  return apiJson<QuickCodes>('POST', path, { validFor });
}

export function useRenewQuickCodes() {
  const remember = useQuickCodes((state) => state.remember);
  return useMutation({ mutationFn: renewQuickCodes, onSuccess: (codes) => remember(codes) });
}
