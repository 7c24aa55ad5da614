// Multiplayer's rooms (protocol/src/multiplayer.ts names them for the clients too); the
// child's and the account's rooms are the gateway's (realtime/kernel.ts).
export const LOBBY_ROOM = 'lobby';
/** Lobby sockets whose page holds everyone online: every card change reaches them. */
export const LOBBY_ALL_ROOM = 'lobby:all';
/** Lobby sockets whose page covers a rating band (decision 029). */
export const lobbyBandRoom = (band: number) => `lobby:band:${band}`;
export const gameRoom = (gameId: string) => `game:${gameId}`;
