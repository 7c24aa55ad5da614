import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import type { Store } from 'express-session';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DomainEvents } from '../events/domain-events';
import { createAccountsService } from '../features/accounts/service';
import type { Logger } from '../logger';
import { rateLimitEvents, registerClientEvents } from './client-events';
import { concurrencyLimit, InFlight } from './in-flight';
import { wirePushes } from './pushes';
import { wireRacePushes } from './race-pushes';
import { connectRedisFanOut } from './redis-adapter';
import { parentRoom, playerRoom } from './rooms';
import { sessionRoom, type SessionSockets } from './session-sockets';
import { allowSameSiteRequests, requireChildSession, sessionOnHandshake, sessionStillValid } from './socket-auth';
import type { GatewayMultiplayer, GatewayPresence, GatewayServer } from './types';

/** Socket bodies are a few small fields; the default (1 MB) only invites abuse. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Lobby lists read at once per node (each reads every present player's presence). */
const LOBBY_READS_AT_ONCE = 2;
/** How often a socket checks that its session still names its child (sign-out, profile switch). */
export const SESSION_RECHECK_MS = 2 * 60 * 1000;

export interface GatewayOptions {
  httpServer: HttpServer;
  assembly: { sessionMiddleware: RequestHandler; sessionStore: Store; sessionSockets?: SessionSockets };
  multiplayer: GatewayMultiplayer;
  presence: GatewayPresence;
  events: DomainEvents;
  db: Database;
  config: Pick<Config, 'publicUrl' | 'redisUrl'>;
  logger: Logger;
}

export interface Gateway {
  io: GatewayServer;
  /** Disconnects this node's sockets (clients reconnect elsewhere), then leaves Redis. */
  close(): Promise<void>;
}

/**
 * The Socket.IO gateway on the app's HTTP server: a thin adapter that ties each socket to
 * the session's child profile, validates client events with protocol/ and calls the
 * multiplayer service, and turns domain events and presence changes into pushes.
 */
export async function attachGateway({
  httpServer,
  assembly,
  multiplayer,
  presence,
  events,
  db,
  config,
  logger,
}: GatewayOptions): Promise<Gateway> {
  const logged = (what: string) => (error: unknown) => logger.warn({ err: error }, what);
  const fanOut = config.redisUrl ? await connectRedisFanOut(config.redisUrl, logger) : null;
  let closing = false;
  const sameSite = allowSameSiteRequests(config.publicUrl, logger);

  const io: GatewayServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // A connection a page left without closing (reloaded mid-handshake, between two polls)
    // counts as "online" until the pings time out: 10 + 5 s instead of Socket.IO's 25 + 20,
    // so a child who reloads and then hides the tab shows as away within seconds.
    pingInterval: 10_000,
    pingTimeout: 5_000,
    allowRequest: (req, callback) => (closing ? callback('Server shutting down', false) : sameSite(req, callback)),
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });
  io.engine.use(sessionOnHandshake(assembly.sessionMiddleware));
  io.use(requireChildSession(createAccountsService({ db }), logger));

  const inFlight = new InFlight();
  const lobbyReads = concurrencyLimit(LOBBY_READS_AT_ONCE);

  io.on('connection', (socket) => {
    const { childId, accountId } = socket.data;
    rateLimitEvents(socket);
    void socket.join([playerRoom(childId), parentRoom(accountId), sessionRoom(socket.data.sessionId)]);
    registerClientEvents(socket, { multiplayer, presence, logger, inFlight, lobbyReads });

    const connected = inFlight.track(presence.connect(childId, socket.id).catch(logged('presence connect failed')));
    // Spread over the interval, so that thousands of sockets do not check at once.
    const recheck = setInterval(
      () => {
        sessionStillValid(assembly.sessionStore, socket.data)
          .then((valid) => {
            if (!valid) socket.disconnect(true);
          })
          .catch(logged('socket session re-check failed'));
      },
      SESSION_RECHECK_MS * (0.75 + Math.random() * 0.5),
    );
    recheck.unref();
    socket.on('disconnect', () => {
      clearInterval(recheck);
      // After connect has landed, or a quick disconnect would leave a ghost "online".
      inFlight.track(connected.then(() => presence.disconnect(childId, socket.id)).catch(logged('presence disconnect failed')));
    });
  });

  assembly.sessionSockets?.bind(io);
  const unwire = wirePushes(io, { events, presence, multiplayer, logger, inFlight });
  const unwireRaces = wireRacePushes(io, events);

  let closed: Promise<void> | null = null;
  return {
    io,
    close: () => {
      closed ??= (async () => {
        closing = true;
        // Local only: with the Redis adapter, io.disconnectSockets() would reach every node.
        io.local.disconnectSockets(true);
        io.engine.close();
        // Calls already running finish, and what they change is still pushed everywhere.
        await inFlight.drain();
        unwire();
        unwireRaces();
        await inFlight.drain();
        await io.of('/').adapter.close();
        await fanOut?.close();
      })();
      return closed;
    },
  };
}
