import { create } from 'zustand';
import { applyGameDelta, type GameDelta, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { newerGame } from './live-merge';

interface GamesState {
  /** Live game states by id: pushes (game:started, game:delta) and socket answers. */
  byId: Record<string, MultiplayerGame>;
  /** The last game:started this tab heard of, so the lobby can take the child to it. */
  startedGameId: string | null;
  upsert: (game: MultiplayerGame) => void;
  /**
   * Applies a delta to the game held (decision 028); false when it cannot be (a change was
   * missed, or the game is not held): the caller reads the whole game again.
   */
  applyDelta: (delta: GameDelta) => boolean;
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
  applyDelta: (delta) => {
    const next = applyGameDelta(useGamesStore.getState().byId[delta.id], delta);
    if (!next) return false;
    useGamesStore.getState().upsert(next);
    return true;
  },
  markStarted: (game) =>
    set((state) => ({
      startedGameId: game.id,
      byId: newerGame(state.byId[game.id], game) === game ? { ...state.byId, [game.id]: game } : state.byId,
    })),
  clearStarted: () => set({ startedGameId: null }),
}));
