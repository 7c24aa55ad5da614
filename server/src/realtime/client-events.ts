import type { z } from 'zod';
import {
  inviteBodySchema,
  presenceBodySchema,
  respondBodySchema,
  socketDrawSchema,
  socketGameRefSchema,
  socketMoveSchema,
  type Ack,
} from '@chess-quest/protocol/multiplayer';
import { HttpError, parseInput } from '../http/errors';
import { isUnavailable, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import type { InFlight } from './in-flight';
import type { Logger } from '../logger';
import { gameRoom } from './rooms';
import { leaveLobbyRooms, lobbyRoomsFor } from './lobby-rooms';
import type { GatewayMultiplayer, GatewayPresence, GatewaySocket } from './types';

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

export interface ClientEventDeps {
  multiplayer: GatewayMultiplayer;
  presence: GatewayPresence;
  logger: Logger;
  inFlight: InFlight;
  /** Shared by all sockets of the node: how many lobby lists may be read at once. */
  lobbyReads: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Binds every client event of the contract: validate with protocol, call the service, ack. */
export function registerClientEvents(
  socket: GatewaySocket,
  { multiplayer, presence, logger, inFlight, lobbyReads }: ClientEventDeps,
): void {
  const { childId, accountId } = socket.data;
  const viewer = { childId, accountId };

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

  /** `name` with a validated body; the ack (if the client sent one) gets the answer or the error. */
  function handle<S extends z.ZodType, T>(name: string, schema: S, run: (body: z.infer<S>) => Promise<T>): void {
    (socket as unknown as { on(event: string, listener: (...args: unknown[]) => void): void }).on(name, (...args) => {
      const ack = ackOf(args);
      const input = ack && args.length === 1 ? undefined : args[0];
      void inFlight.track(
        (async () => {
          try {
            const data = await run(parseInput(schema, input));
            ack?.({ ok: true, data } satisfies Ack<T>);
          } catch (error) {
            ack?.(failure(error));
          }
        })(),
      );
    });
  }

  socket.on('time:ping', (...args: unknown[]) => {
    ackOf(args)?.(Date.now());
  });

  socket.on('lobby:join', (...args: unknown[]) => {
    const ack = ackOf(args);
    void inFlight.track(
      lobbyReads(() => multiplayer.lobbyPage(childId))
        .then(async (page) => {
          // The page's bands (or the whole lobby while it fits on one page): only the cards
          // this child can see are pushed to it (decision 029).
          await leaveLobbyRooms(socket);
          await socket.join(lobbyRoomsFor(page, childId));
          ack?.({ ok: true, data: page } satisfies Ack<typeof page>);
        })
        .catch((error: unknown) => ack?.(failure(error))),
    );
  });
  socket.on('lobby:leave', () => {
    void leaveLobbyRooms(socket);
  });

  handle('presence:set', presenceBodySchema, async ({ status }) => {
    await presence.setAway(childId, socket.id, status === 'away');
    return { status };
  });

  handle('invite:send', inviteBodySchema, (body) => multiplayer.invite(childId, body));
  handle('invite:respond', respondBodySchema, async (body) => (await multiplayer.respond(childId, body)).invitation);

  handle('game:watch', socketGameRefSchema, async ({ gameId }) => {
    // getGame refuses anyone who is neither a player nor a parent of one.
    const game = await multiplayer.getGame(viewer, gameId);
    await socket.join(gameRoom(gameId));
    return game;
  });
  handle('game:unwatch', socketGameRefSchema, async ({ gameId }) => {
    await socket.leave(gameRoom(gameId));
    return { gameId };
  });

  // The answer is a delta like the push (decision 028); the whole game comes with game:watch.
  handle('game:move', socketMoveSchema, async ({ gameId, ...body }) => multiplayer.moveDelta(childId, gameId, body));
  handle('game:resign', socketGameRefSchema, ({ gameId }) => multiplayer.resign(childId, gameId));
  handle('game:draw', socketDrawSchema, ({ gameId, ...body }) => multiplayer.draw(childId, gameId, body));
}
