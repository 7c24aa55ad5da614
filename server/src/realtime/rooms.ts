// The gateway's own rooms: every socket joins its child's and its account's at connection
// (protocol/src/multiplayer.ts names them for the clients too). Features name their own
// rooms (a game's, the lobby's) in their folders.
export const playerRoom = (childId: string) => `player:${childId}`;
export const parentRoom = (accountId: string) => `parent:${accountId}`;
