import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  DrawBody,
  GameDelta,
  Invitation,
  InviteBody,
  LobbyPage,
  MultiplayerGame,
  MultiplayerMoveBody,
  OnlinePlayer,
  RespondBody,
  ServerToClientEvents,
} from '@chess-quest/protocol/multiplayer';
import type { SocketData } from './socket-auth';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoServerEvents = {};

export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;

/**
 * The part of the multiplayer service (server/src/features/multiplayer) the gateway calls.
 * Errors are HttpError: their status and message go back in the ack as they are.
 */
export interface GatewayMultiplayer {
  playerCard(childId: string): Promise<OnlinePlayer>;
  lobbyPage(viewerId: string): Promise<LobbyPage>;
  /** How many children are present (the lobby index's size: no read of everyone). */
  onlineCount(): Promise<number>;
  invite(senderId: string, body: InviteBody): Promise<Invitation>;
  respond(childId: string, body: RespondBody): Promise<{ invitation: Invitation; game: MultiplayerGame | null }>;
  getGame(viewer: { childId: string; accountId: string }, gameId: string): Promise<MultiplayerGame>;
  /** A move, answered as a delta (decision 028). */
  moveDelta(childId: string, gameId: string, body: MultiplayerMoveBody): Promise<GameDelta>;
  resign(childId: string, gameId: string): Promise<MultiplayerGame>;
  draw(childId: string, gameId: string, body: DrawBody): Promise<MultiplayerGame>;
}

/** Who is connected (server/src/features/multiplayer/presence), across nodes when Redis is on. */
export interface GatewayPresence {
  connect(childId: string, connectionId: string): Promise<void>;
  disconnect(childId: string, connectionId: string): Promise<void>;
  setAway(childId: string, connectionId: string, away: boolean): Promise<void>;
  onChange(listener: (childId: string, status: 'online' | 'away' | 'offline') => void): () => void;
}
