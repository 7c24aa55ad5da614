import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chess-quest/protocol/multiplayer';
import { SESSION_COOKIE } from '../app';
import type { TestClient } from '../test/http-client';

// Socket.IO clients for the gateway tests: a browser tab stand-in with the session cookie
// and the Origin a page of the app would send.

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectOptions {
  /** The session cookie value (cq.sid), or null for a signed-out client. */
  session: string | null;
  origin?: string | null;
  transports?: ('websocket' | 'polling')[];
}

export function sessionOf(client: TestClient): string {
  const value = client.cookie(SESSION_COOKIE);
  if (!value) throw new Error('the client has no session cookie: sign in first');
  return value;
}

/** Opens a socket and waits for it to connect; rejects with the server's refusal. */
export function openSocket(url: string, options: ConnectOptions): Promise<ClientSocket> {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  const origin = options.origin === undefined ? new URL(url).origin : options.origin;
  if (origin) headers.origin = origin;
  const socket: ClientSocket = connect(url, {
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` (matching `accept`) on the socket, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const loose = socket as unknown as { on(event: string, fn: (p: Payload) => void): void; off(event: string, fn: (p: Payload) => void): void };
  return new Promise((resolve, reject) => {
    const listener = (payload: Payload) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      loose.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      loose.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    loose.on(event, listener);
  });
}

/** Emits with an ack and returns it (the ack shape is the contract's Ack<T>). */
export async function request<T = unknown>(socket: ClientSocket, event: keyof ClientToServerEvents, body?: unknown): Promise<T> {
  const loose = socket.timeout(10_000) as unknown as { emitWithAck(event: string, ...args: unknown[]): Promise<T> };
  return body === undefined ? loose.emitWithAck(event) : loose.emitWithAck(event, body);
}
