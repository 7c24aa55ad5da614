// Room names of the gateway (protocol/src/multiplayer.ts names them for the clients too).
export const LOBBY_ROOM = 'lobby';
export const playerRoom = (childId: string) => `player:${childId}`;
export const gameRoom = (gameId: string) => `game:${gameId}`;
export const parentRoom = (accountId: string) => `parent:${accountId}`;
