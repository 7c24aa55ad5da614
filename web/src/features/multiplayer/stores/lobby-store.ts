import { create } from 'zustand';
import type { LobbyPage, OnlinePlayer } from '@chess-quest/protocol/multiplayer';

interface LobbyState {
  /** True while this tab is in the lobby room, so pushes keep `players` complete. */
  joined: boolean;
  players: Record<string, OnlinePlayer>;
  /** Children online in all (the page shows the nearest by rating; decision 029); null before the first page. */
  online: number | null;
  /** True when the page holds everyone online. */
  complete: boolean;
  /** The page the server answered to lobby:join. */
  replaceAll: (page: LobbyPage) => void;
  /** A lobby:counts push. */
  setOnline: (online: number) => void;
  /** One lobby:player push: a player arrived or changed; status 'offline' means they left. */
  upsert: (player: OnlinePlayer) => void;
  leave: () => void;
}

export const useLobbyStore = create<LobbyState>()((set) => ({
  joined: false,
  players: {},
  online: null,
  complete: true,
  replaceAll: (page) =>
    set({ joined: true, online: page.online, complete: page.complete, players: Object.fromEntries(page.players.map((p) => [p.userId, p])) }),
  setOnline: (online) => set({ online }),
  upsert: (player) =>
    set((state) => {
      const players = { ...state.players };
      if (player.status === 'offline') delete players[player.userId];
      else players[player.userId] = player;
      return { players };
    }),
  leave: () => set({ joined: false, players: {}, online: null, complete: true }),
}));
