import { create } from 'zustand';

/**
 * Something the child just earned or unlocked, pushed by the server (reward:earned,
 * theme:unlocked). Shown by the one celebration banner of the signed-in shell, apart from
 * the toasts: a toast of the spec ("Congratulations! …", "Game resigned") is never pushed
 * out by a celebration arriving a moment later.
 */
export interface Celebration {
  id: number;
  title: string;
  description: string;
  /** A reward icon name (served from /api/gamification/icons), when there is one. */
  icon?: string;
}

interface CelebrationState {
  current: Celebration | null;
  celebrate: (celebration: Omit<Celebration, 'id'>) => void;
  dismiss: (id: number) => void;
}

let next = 0;

export const useCelebrationStore = create<CelebrationState>((set) => ({
  current: null,
  celebrate: (celebration) => set({ current: { ...celebration, id: (next += 1) } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

export const celebrate = (celebration: Omit<Celebration, 'id'>) => useCelebrationStore.getState().celebrate(celebration);
