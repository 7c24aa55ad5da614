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
 * instead of wiping each other out. A whole burst always fits: a won game can bring a dozen
 * (the game's achievements, a mate, castling, the tenth achievement's Collector and its
 * badge, a medal, the daily challenge, a new Level), and the first of them, "First Victory"
 * after "Robot Friend", is the one a child waits for (a cap of 8 once let it go). Only a tab
 * left in the background while rewards keep coming (its timers slowed) reaches this many
 * waiting; past it the oldest waiting one is let go (the achievements page lists everything).
 */
export const MAX_WAITING = 24;

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
