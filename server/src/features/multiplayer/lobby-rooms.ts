import { lobbyBand, type LobbyPage } from '@chess-quest/protocol/multiplayer';
import { LOBBY_ALL_ROOM, LOBBY_ROOM, lobbyBandRoom } from './rooms';
import type { GatewaySocket } from '../../realtime/kernel';

/**
 * Which lobby rooms a socket joins for its page (decision 029): LOBBY_ROOM for the count;
 * LOBBY_ALL_ROOM while everyone online fits on the page; otherwise the rating bands from the
 * lowest to the highest rating on the page, the viewer's own included, so a card changing
 * reaches the children whose page it is (or could move) on, not all of them.
 */
export function lobbyRoomsFor(page: LobbyPage, viewerId: string): string[] {
  if (page.complete) return [LOBBY_ROOM, LOBBY_ALL_ROOM];
  const ratings = page.players.map((player) => player.rating);
  const viewer = page.players.find((player) => player.userId === viewerId);
  if (viewer) ratings.push(viewer.rating);
  const low = lobbyBand(Math.min(...ratings));
  const high = lobbyBand(Math.max(...ratings));
  const rooms = [LOBBY_ROOM];
  for (let band = low; band <= high; band++) rooms.push(lobbyBandRoom(band));
  return rooms;
}

/** The rooms a card's change goes to: its band, and the sockets that see the whole lobby. */
export function roomsForCard(rating: number): string[] {
  return [LOBBY_ALL_ROOM, lobbyBandRoom(lobbyBand(rating))];
}

export async function leaveLobbyRooms(socket: GatewaySocket): Promise<void> {
  for (const room of [...socket.rooms]) {
    if (room === LOBBY_ROOM || room.startsWith('lobby:')) await socket.leave(room);
  }
}
