import { create } from 'zustand';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { newerGame } from './live-merge';

interface GamesState {
  /** Live game states by id: pushes (game:state, game:started) and socket answers. */
  byId: Record<string, MultiplayerGame>;
  /** The last game:started this tab heard of, so the lobby can take the child to it. */
  startedGameId: string | null;
  upsert: (game: MultiplayerGame) => void;
  markStarted: (game: MultiplayerGame) => void;
  clearStarted: () => void;
}

export const useGamesStore = create<GamesState>()((set) => ({
  byId: {},
  startedGameId: null,
  upsert: (game) =>
    set((state) => {
      const current = state.byId[game.id];
      // An older state (a push overtaken by an answer) never replaces a newer one.
      return newerGame(current, game) === current && current ? state : { byId: { ...state.byId, [game.id]: game } };
    }),
  markStarted: (game) =>
    set((state) => ({
      startedGameId: game.id,
      byId: newerGame(state.byId[game.id], game) === game ? { ...state.byId, [game.id]: game } : state.byId,
    })),
  clearStarted: () => set({ startedGameId: null }),
}));
