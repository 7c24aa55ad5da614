import type { Invitation, MultiplayerGame, OnlinePlayer } from '@chess-quest/protocol/multiplayer';

// The multiplayer screens read two sources: REST answers (TanStack Query, polled while the
// socket is down) and socket pushes (zustand). These rules pick the fresher copy of each item,
// so a late REST answer never undoes a newer push, nor a stale push a newer REST answer.

/** The newer of two states of one game: the higher version wins, the first on a tie. */
export function newerGame(a: MultiplayerGame | undefined, b: MultiplayerGame | undefined): MultiplayerGame | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.version > a.version ? b : a;
}

/**
 * The later of two copies of one invitation. Invitations have no version, but they only ever
 * leave 'pending' once, so a settled copy is always the later one.
 */
export function laterInvitation(a: Invitation | undefined, b: Invitation | undefined): Invitation | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.status === 'pending' && b.status !== 'pending') return b;
  return a;
}

/** Every item of both sources once, the fresher copy of each, newest first. */
function mergeById<T extends { id: string; createdAt: string }>(
  fromRest: readonly T[] | undefined,
  live: Readonly<Record<string, T>>,
  pick: (a: T | undefined, b: T | undefined) => T | undefined,
): T[] {
  const byId = new Map<string, T>();
  for (const item of fromRest ?? []) byId.set(item.id, item);
  for (const item of Object.values(live)) {
    const chosen = pick(byId.get(item.id), item);
    if (chosen) byId.set(item.id, chosen);
  }
  return [...byId.values()].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

export function mergeGames(fromRest: readonly MultiplayerGame[] | undefined, live: Readonly<Record<string, MultiplayerGame>>) {
  return mergeById(fromRest, live, newerGame);
}

export function mergeInvitations(fromRest: readonly Invitation[] | undefined, live: Readonly<Record<string, Invitation>>) {
  return mergeById(fromRest, live, laterInvitation);
}

/** The lobby in a stable order: the viewer first, then by username. */
export function sortPlayers(players: readonly OnlinePlayer[], viewerId: string | undefined): OnlinePlayer[] {
  return [...players]
    .filter((player) => player.status !== 'offline')
    .sort((a, b) => {
      if (a.userId === viewerId) return -1;
      if (b.userId === viewerId) return 1;
      return a.username.localeCompare(b.username);
    });
}

/** The viewer's side in a game, from their own child id; null for anybody else (a spectator). */
export function colorOf(game: Pick<MultiplayerGame, 'whitePlayerId' | 'blackPlayerId'>, userId: string | undefined) {
  if (userId === undefined) return null;
  if (game.whitePlayerId === userId) return 'white' as const;
  if (game.blackPlayerId === userId) return 'black' as const;
  return null;
}
