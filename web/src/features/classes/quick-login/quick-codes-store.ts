import { create } from 'zustand';
import type { QuickCodes, StudentQuickCode } from '@chess-quest/protocol/classes';

/**
 * Quick-login codes the server showed once, kept in this tab's memory only (like the picture
 * cards): the server keeps only a keyed hash. A reload forgets them; a new code is the remedy.
 */
export interface ClassQuickCodes {
  className: string;
  /** Each student's newest code with its own expiry (one student may be renewed later than the rest). */
  codes: (StudentQuickCode & { expiresAt: string })[];
}

/** The class's codes after an answer: its codes added, a student's older code replaced. */
export function mergeQuickCodes(current: ClassQuickCodes | undefined, answer: QuickCodes): ClassQuickCodes {
  const fresh = new Set(answer.codes.map((code) => code.studentId));
  const kept = (current?.codes ?? []).filter((code) => !fresh.has(code.studentId));
  const added = answer.codes.map((code) => ({ ...code, expiresAt: answer.expiresAt }));
  const codes = [...kept, ...added].sort((a, b) => a.firstName.localeCompare(b.firstName) || a.studentId.localeCompare(b.studentId));
  return { className: answer.className, codes };
}

interface QuickCodesState {
  byClass: Record<string, ClassQuickCodes>;
  remember: (answer: QuickCodes) => void;
  forgetStudent: (classId: string, studentId: string) => void;
  forgetClass: (classId: string) => void;
}

export const useQuickCodes = create<QuickCodesState>()((set) => ({
  byClass: {},
  remember: (answer) => set((state) => ({ byClass: { ...state.byClass, [answer.classId]: mergeQuickCodes(state.byClass[answer.classId], answer) } })),
  forgetStudent: (classId, studentId) =>
    set((state) => {
      const current = state.byClass[classId];
      if (!current) return state;
      return { byClass: { ...state.byClass, [classId]: { ...current, codes: current.codes.filter((c) => c.studentId !== studentId) } } };
    }),
  forgetClass: (classId) =>
    set((state) => {
      const { [classId]: _gone, ...rest } = state.byClass;
      return { byClass: rest };
    }),
}));
