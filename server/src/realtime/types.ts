import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@chess-quest/protocol/multiplayer';
import type { ChildSocketData, SocketData } from './socket-auth';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoServerEvents = {};

export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;
/** A socket bound to a child profile (socket-auth.ts isChildSocketData). */
export type ChildSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerEvents, ChildSocketData>;
