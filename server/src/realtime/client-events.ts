import type { Ack } from '@chess-quest/protocol/multiplayer';
import { forbidden, HttpError, parseInput } from '../http/errors';
import { isUnavailable, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import type { Logger } from '../logger';
import type { SocketHandler } from './kernel';
import { SOCKET_AUTH_MESSAGES } from './socket-auth';
import type { GatewaySocket } from './types';

/**
 * Per-socket token bucket: a child clicking fast never meets it; a flood (a script, a bug
 * in a loop) gets 429 acks while the node keeps serving everyone else.
 */
export const SOCKET_EVENT_LIMIT = { burst: 40, perSecond: 10 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests, slow down a little.';
const INTERNAL_ERROR_MESSAGE = 'Something went wrong, please try again.';

type AckFn = (result: unknown) => void;

function ackOf(args: readonly unknown[]): AckFn | null {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as AckFn) : null;
}

function tokenBucket(burst: number, perSecond: number, now = () => performance.now()) {
  let tokens = burst;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export function rateLimitEvents(socket: GatewaySocket): void {
  const take = tokenBucket(SOCKET_EVENT_LIMIT.burst, SOCKET_EVENT_LIMIT.perSecond);
  socket.use((packet, next) => {
    if (take()) {
      next();
      return;
    }
    const failure: Ack<never> = { ok: false, status: 429, code: 'rate_limited', message: RATE_LIMITED_MESSAGE };
    ackOf(packet)?.(failure);
  });
}

export interface HandlerDeps {
  logger: Logger;
  /** Tracks each event's work: the gateway waits for it at shutdown. */
  track<T>(work: Promise<T>): Promise<T>;
}

/** Every feature's handlers by event; two features answering one event is a mistake of the feature list. */
export function handlersByEvent(handlers: readonly SocketHandler[]): ReadonlyMap<string, SocketHandler> {
  const byEvent = new Map<string, SocketHandler>();
  for (const handler of handlers) {
    if (byEvent.has(handler.event)) throw new Error(`Two socket handlers answer ${handler.event}`);
    byEvent.set(handler.event, handler);
  }
  return byEvent;
}

/**
 * Binds the gateway's clock probe and every feature's client events to a socket: each body is
 * validated with the handler's schema, the handler runs, and the ack (if the client sent one)
 * gets the answer or the error.
 */
export function registerClientEvents(socket: GatewaySocket, handlers: ReadonlyMap<string, SocketHandler>, { logger, track }: HandlerDeps): void {
  const { childId, accountId } = socket.data;
  const account = { accountId, childId };
  // Set only on a child's socket; a child's handler never runs without one (the 403 below).
  const child = childId === null ? null : { childId, accountId };

  function failure(error: unknown): Ack<never> {
    if (error instanceof HttpError) {
      return { ok: false, status: error.status, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
    }
    if (isUnavailable(error)) {
      logger.warn({ err: error, childId }, 'socket event failed: dependency unavailable');
      return { ok: false, status: 503, code: 'unavailable', message: UNAVAILABLE_MESSAGE };
    }
    logger.error({ err: error, childId }, 'socket event failed');
    return { ok: false, status: 500, code: 'internal', message: INTERNAL_ERROR_MESSAGE };
  }

  // The server's clock, for the clients' timers (clock correction); answered bare, not as an Ack.
  socket.on('time:ping', (...args: unknown[]) => {
    ackOf(args)?.(Date.now());
  });

  const loose = socket as unknown as { on(event: string, listener: (...args: unknown[]) => void): void };
  for (const handler of handlers.values()) {
    loose.on(handler.event, (...args) => {
      const ack = ackOf(args);
      const input = ack && args.length === 1 ? undefined : args[0];
      void track(
        (async () => {
          try {
            if (handler.actor === 'child' && !child) throw forbidden(SOCKET_AUTH_MESSAGES.noChild);
            const body = handler.body ? parseInput(handler.body, input) : undefined;
            const data = await handler.run({ socket, child: child!, account, body });
            ack?.({ ok: true, data } satisfies Ack<unknown>);
          } catch (error) {
            ack?.(failure(error));
          }
        })(),
      );
    });
  }
}
