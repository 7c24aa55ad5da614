import { create } from 'zustand';
import type { StudentCard, StudentCards } from '@chess-quest/protocol/classes';

/**
 * The sign-in cards the server showed once (on adding or resetting students), kept in this
 * tab's memory only until they are printed: the server keeps only a hash of the pictures, and
 * nothing of them is written to the device. A reload forgets them; resetting a student makes
 * a new card.
 */
export interface ClassCards {
  className: string;
  code: string;
  /** Newest first within each answer; a student reset again replaces their old card. */
  cards: StudentCard[];
}

/** The class's cards after an answer: its cards added, a student's older card replaced. */
export function mergeCards(current: ClassCards | undefined, answer: StudentCards): ClassCards {
  const fresh = new Set(answer.cards.map((card) => card.studentId));
  const kept = (current?.cards ?? []).filter((card) => !fresh.has(card.studentId));
  return { className: answer.className, code: answer.code, cards: [...kept, ...answer.cards] };
}

interface PrintedCardsState {
  byClass: Record<string, ClassCards>;
  remember: (answer: StudentCards) => void;
  /** A removed student's card is of no use any more. */
  forgetStudent: (classId: string, studentId: string) => void;
  /** After printing, the teacher may clear the cards off this device. */
  forgetClass: (classId: string) => void;
}

export const usePrintedCards = create<PrintedCardsState>()((set) => ({
  byClass: {},
  remember: (answer) => set((state) => ({ byClass: { ...state.byClass, [answer.classId]: mergeCards(state.byClass[answer.classId], answer) } })),
  forgetStudent: (classId, studentId) =>
    set((state) => {
      const current = state.byClass[classId];
      if (!current) return state;
      return { byClass: { ...state.byClass, [classId]: { ...current, cards: current.cards.filter((c) => c.studentId !== studentId) } } };
    }),
  forgetClass: (classId) =>
    set((state) => {
      const { [classId]: _gone, ...rest } = state.byClass;
      return { byClass: rest };
    }),
}));
