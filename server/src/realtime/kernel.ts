import type { z } from 'zod';
import type { Ack, ClientToServerEvents } from '@chess-quest/protocol/multiplayer';
import type { FactSubscriber } from '../events/outbox';
import type { Logger } from '../logger';
import type { ChildSocket, GatewayServer, GatewaySocket } from './types';

/**
 * What the realtime layer lends features, and all a feature may import of it (decision 034):
 * the socket types, the gateway's own room names, and the shape of a feature's socket part.
 * The gateway (gateway.ts) imports no feature: the composition root hands it each feature's
 * socket part, and it authenticates sockets, puts them in their rooms, limits their rate,
 * answers their events through the parts' handlers and starts the parts' pushes.
 */

export type { GatewayServer, GatewaySocket, ChildSocket } from './types';
export type { SocketData } from './socket-auth';
export type { SessionSockets } from './session-sockets';
export { parentRoom, playerRoom } from './rooms';

/** Who a socket acts for, fixed at its handshake (the session's account and active child profile). */
export interface SocketChild {
  childId: string;
  accountId: string;
}

/** An account-level handler's actor: the account, with its child profile when one is active (else null). */
export interface SocketAccount {
  accountId: string;
  childId: string | null;
}

/** A client event a feature may answer (the clock probe `time:ping` is the gateway's own). */
export type ClientEvent = Exclude<keyof ClientToServerEvents, 'time:ping'>;

/** What the event's ack carries when it succeeds (the contract's Ack<T>); unknown for an event without an ack. */
export type AnswerOf<E extends ClientEvent> =
  Parameters<ClientToServerEvents[E]> extends [...unknown[], (result: Ack<infer T>) => void] ? T : unknown;

type Parsed<B> = B extends z.ZodType ? z.output<B> : undefined;

export interface SocketHandlerContext<B> {
  socket: GatewaySocket;
  child: SocketChild;
  /** The event's body, parsed by the handler's schema (a 400 ack naming the field otherwise). */
  body: Parsed<B>;
}

export interface AccountSocketHandlerContext<B> {
  socket: GatewaySocket;
  account: SocketAccount;
  body: Parsed<B>;
}

export interface SocketHandlerSpec<E extends ClientEvent, B extends z.ZodType | undefined, C = SocketHandlerContext<B>> {
  event: E;
  body?: B;
  /** The answer goes back in the ack as `{ ok: true, data }`; an HttpError as its status and message. */
  run(ctx: C): Promise<AnswerOf<E>>;
}

/**
 * Who may send a handler's event: `child` (a child playing: the socket is bound to a child
 * profile; an account-only socket gets a 403 ack, decided once in client-events.ts) or
 * `account` (any signed-in socket, with or without a child: a teacher's account).
 */
export type SocketActor = 'child' | 'account';

/** A declared client event, with its types erased so a feature can list several. */
export interface SocketHandler {
  event: ClientEvent;
  actor: SocketActor;
  body?: z.ZodType;
  run(ctx: { socket: GatewaySocket; child: SocketChild; account: SocketAccount; body: unknown }): Promise<unknown>;
}

/** Declares a client event a child sends: its name, its body's schema and what it does (refused on an account-only socket). */
export function socketHandler<E extends ClientEvent, B extends z.ZodType | undefined = undefined>(spec: SocketHandlerSpec<E, B>): SocketHandler {
  return { ...spec, actor: 'child' } as unknown as SocketHandler;
}

/** Declares a client event any signed-in socket may send (a teacher's account without a child too). */
export function accountSocketHandler<E extends ClientEvent, B extends z.ZodType | undefined = undefined>(
  spec: SocketHandlerSpec<E, B, AccountSocketHandlerContext<B>>,
): SocketHandler {
  return { ...spec, actor: 'account' } as unknown as SocketHandler;
}

/** What the gateway hands a feature's socket part, once per node. */
export interface SocketContext {
  /** The node's Socket.IO server: a push to a room reaches every node through the Redis adapter. */
  io: GatewayServer;
  logger: Logger;
  /** Work started for sockets or pushes: the gateway waits for it before the node closes Redis and the database. */
  track<T>(work: Promise<T>): Promise<T>;
}

/**
 * A feature's live side (platform/feature.ts `socket`). Every part is optional:
 * - `handlers`: the client events it answers, validated and acked by the gateway.
 * - `onConnection`: runs for each child's socket once it is authenticated and in its rooms
 *   (the child's, the account's, the session's), not for an account-only socket; what it
 *   returns runs when the socket disconnects.
 * - `pushes`: pushes of what this node does (its domain events, presence changes), started when
 *   the gateway attaches; what it returns stops them when the gateway closes.
 * - `factPushes`: pushes of facts, as fact subscribers that emit through `io` after the delivery
 *   committed (one node delivers each fact, so each push is sent once).
 */
export interface SocketPart {
  handlers?: readonly SocketHandler[];
  onConnection?(socket: ChildSocket): void | (() => void);
  pushes?(): () => void;
  factPushes?: readonly FactSubscriber[];
}

/** A feature's socket part with its services bound (composition.ts): the gateway calls it once. */
export type SocketPartFactory = (ctx: SocketContext) => SocketPart;
