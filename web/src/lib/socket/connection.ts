import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chess-quest/protocol/multiplayer';
import type { z } from 'zod';
import { useConnectionStore, type SocketStatus } from './connection-store';

// The one Socket.IO connection of a signed-in tab. Only signed-in chunks import this module
// (the signed-in layout once the page has painted, and the screens that play), so
// socket.io-client never weighs on the landing page. What each feature does with the
// connection (its pushes, what it reads again on every connection) is that feature's live
// part, added with addLivePart: this module knows the connection, not the features.

export type ChessSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A refused handshake is not retried by Socket.IO itself; we try again after this long. */
const RETRY_REFUSED_AFTER_MS = 5000;

/** What a feature does with the tab's socket. */
export interface LivePart {
  /** Names the part: it is added once, however many screens ask for it. */
  name: string;
  /** Subscribes to the feature's pushes, once per socket. */
  attach?: (socket: ChessSocket) => void;
  /**
   * Runs on every connection (after the connection's own bookkeeping), and at once when the
   * part is added to a socket already connected: what was pushed before is read here.
   */
  onConnect?: (socket: ChessSocket) => void;
}

const parts = new Map<string, LivePart>();
let socket: ChessSocket | null = null;

function install(target: ChessSocket, part: LivePart): void {
  part.attach?.(target);
  const { onConnect } = part;
  if (!onConnect) return;
  target.on('connect', () => onConnect(target));
  if (target.connected) onConnect(target);
}

/** Adds a feature's live part: to the socket now if it is open, else as it is created. Once per name. */
export function addLivePart(part: LivePart): void {
  if (parts.has(part.name)) return;
  parts.set(part.name, part);
  if (socket) install(socket, part);
}

/** A push from the server is outside input too: a malformed one is dropped, not shown. */
export function validated<T>(schema: z.ZodType<T>, event: string, handle: (value: T) => void) {
  return (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) handle(parsed.data);
    else console.warn(`Ignored a malformed ${event} push`, parsed.error.issues);
  };
}

function createSocket(): ChessSocket {
  // WebSocket first, long-polling only when a WebSocket cannot open (a proxy that refuses
  // upgrades): the default order (poll, then upgrade) costs a page load four HTTP requests and
  // their handlers before the connection is up (decision 007).
  const created: ChessSocket = io({ withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
  const setStatus = (status: SocketStatus) => useConnectionStore.getState().setStatus(status);

  created.on('connect', () => setStatus('connected'));
  created.on('disconnect', () => setStatus('disconnected'));
  created.on('connect_error', () => {
    setStatus('disconnected');
    if (!created.active) setTimeout(() => created.connect(), RETRY_REFUSED_AFTER_MS);
  });

  for (const part of parts.values()) install(created, part);
  // Leaving or reloading the page closes the connection at once, instead of leaving the
  // server a connection that looks alive (and keeps the child "online") until pings fail.
  window.addEventListener('pagehide', () => created.disconnect());
  // Back/forward cache: the same page comes back, so its socket must too.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) created.connect();
  });
  return created;
}

/** The tab's socket, connected on first use (only signed-in screens call this). */
export function getSocket(): ChessSocket {
  socket ??= createSocket();
  return socket;
}

/** The tab's socket with `part` added first: for a screen that needs the part's pushes from the start. */
export function socketWith(part: LivePart): ChessSocket {
  addLivePart(part);
  return getSocket();
}

export function useSocketStatus(): SocketStatus {
  return useConnectionStore((state) => state.status);
}
