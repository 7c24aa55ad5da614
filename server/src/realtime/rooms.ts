// Room names of the gateway (protocol/src/multiplayer.ts names them for the clients too).
export const LOBBY_ROOM = 'lobby';
/** Lobby sockets whose page holds everyone online: every card change reaches them. */
export const LOBBY_ALL_ROOM = 'lobby:all';
/** Lobby sockets whose page covers a rating band (decision 029). */
export const lobbyBandRoom = (band: number) => `lobby:band:${band}`;
export const playerRoom = (childId: string) => `player:${childId}`;
export const gameRoom = (gameId: string) => `game:${gameId}`;
export const parentRoom = (accountId: string) => `parent:${accountId}`;
