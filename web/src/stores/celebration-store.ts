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

/**
 * Rewards come in bursts (an achievement, its badge, a level up): they wait their turn
 * instead of wiping each other out (a won game can bring six at once). Past this many
 * waiting, the oldest waiting one is let go (the achievements page still lists everything).
 */
export const MAX_WAITING = 8;

interface CelebrationState {
  current: Celebration | null;
  waiting: Celebration[];
  celebrate: (celebration: Omit<Celebration, 'id'>) => void;
  /** The banner is done with this one: the next waiting one (if any) takes its place. */
  dismiss: (id: number) => void;
}

let next = 0;

export const useCelebrationStore = create<CelebrationState>((set) => ({
  current: null,
  waiting: [],
  celebrate: (celebration) =>
    set((state) => {
      const item = { ...celebration, id: (next += 1) };
      return state.current ? { waiting: [...state.waiting, item].slice(-MAX_WAITING) } : { current: item };
    }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: state.waiting[0] ?? null, waiting: state.waiting.slice(1) } : state)),
}));

export const celebrate = (celebration: Omit<Celebration, 'id'>) => useCelebrationStore.getState().celebrate(celebration);
