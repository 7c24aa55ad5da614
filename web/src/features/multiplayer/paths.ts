/** The live game's page (the page list's multiplayer/games/:gameId). */
export const gamePath = (gameId: string) => `/multiplayer/games/${encodeURIComponent(gameId)}`;
