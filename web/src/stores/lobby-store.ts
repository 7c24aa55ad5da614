import { create } from 'zustand';
import type { OnlinePlayer } from '@chess-quest/protocol/multiplayer';

interface LobbyState {
  /** True while this tab is in the lobby room, so pushes keep `players` complete. */
  joined: boolean;
  players: Record<string, OnlinePlayer>;
  /** The list the server answered to lobby:join. */
  replaceAll: (players: readonly OnlinePlayer[]) => void;
  /** One lobby:player push: a player arrived or changed; status 'offline' means they left. */
  upsert: (player: OnlinePlayer) => void;
  leave: () => void;
}

export const useLobbyStore = create<LobbyState>()((set) => ({
  joined: false,
  players: {},
  replaceAll: (players) => set({ joined: true, players: Object.fromEntries(players.map((p) => [p.userId, p])) }),
  upsert: (player) =>
    set((state) => {
      const players = { ...state.players };
      if (player.status === 'offline') delete players[player.userId];
      else players[player.userId] = player;
      return { players };
    }),
  leave: () => set({ joined: false, players: {} }),
}));
