import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import type { Store } from 'express-session';
import { setTimeout as wait } from 'node:timers/promises';
import { Server } from 'socket.io';
import type { AccountDirectory } from '../auth/passport';
import type { Config } from '../config';
import type { FactSubscriber } from '../events/outbox';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { handlersByEvent, rateLimitEvents, registerClientEvents } from './client-events';
import { InFlight } from './in-flight';
import type { SocketContext, SocketPartFactory } from './kernel';
import { connectRedisFanOut } from './redis-adapter';
import { instrumentSockets } from './socket-metrics';
import { parentRoom, playerRoom } from './rooms';
import { sessionRoom, type SessionSockets } from './session-sockets';
import { allowSameSiteRequests, isChildSocketData, requireSignedInSession, sessionOnHandshake, sessionStillValid } from './socket-auth';
import type { ChildSocket, GatewayServer } from './types';

/** Socket bodies are a few small fields; the default (1 MB) only invites abuse. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** The longest a drain waits for connections to close, or for the adapter to leave Redis. */
const CLOSE_STEP_MS = 1_500;
/** How often a socket checks that its session still names its child (sign-out, profile switch). */
export const SESSION_RECHECK_MS = 2 * 60 * 1000;

export interface GatewayOptions {
  httpServer: HttpServer;
  assembly: { sessionMiddleware: RequestHandler; sessionStore: Store; sessionSockets?: SessionSockets };
  /** Reads the session's account and child profile (the accounts of auth/passport.ts). */
  accounts: Pick<AccountDirectory, 'loadSessionUser'>;
  /** Every feature's socket part (composition.ts), in feature list order. */
  sockets: readonly SocketPartFactory[];
  config: Pick<Config, 'publicUrl' | 'redisUrl'>;
  logger: Logger;
  /** The node's metrics: sockets, rooms, acks and the Redis fan-out register there (issue 28). */
  metrics?: Metrics;
}

export interface Gateway {
  io: GatewayServer;
  /** The features' pushes of facts: server.ts subscribes them to the outbox with the features' other subscribers. */
  factPushes: readonly FactSubscriber[];
  /** Finishes the calls under way, closes this node's connections (clients reconnect elsewhere), then leaves Redis. */
  close(): Promise<void>;
}

/**
 * The Socket.IO gateway on the app's HTTP server, knowing no feature: it ties each socket to
 * the session's child profile (or to the account alone when none is active: a teacher's
 * account), puts it in its child's, account's and session's rooms, limits
 * its rate, and hands the rest to the features' socket parts (realtime/kernel.ts): their
 * handlers answer client events (validated and acked here), their pushes start and stop here.
 */
export async function attachGateway({ httpServer, assembly, accounts, sockets, config, logger, metrics }: GatewayOptions): Promise<Gateway> {
  const logged = (what: string) => (error: unknown) => logger.warn({ err: error }, what);
  const fanOut = config.redisUrl ? await connectRedisFanOut(config.redisUrl, logger, metrics) : null;
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
  if (metrics) instrumentSockets(io, metrics);
  io.use(requireSignedInSession(accounts, logger));

  const inFlight = new InFlight();
  const context: SocketContext = { io, logger, track: (work) => inFlight.track(work) };
  const parts = sockets.map((part) => part(context));
  const handlers = handlersByEvent(parts.flatMap((part) => part.handlers ?? []));

  io.on('connection', (socket) => {
    const { childId, accountId } = socket.data;
    // While the node drains, an event is dropped unanswered: its ack fails when the socket goes,
    // and the client sends it again on its next connection (a move carries its version).
    socket.use((_packet, next) => {
      if (!closing) next();
    });
    rateLimitEvents(socket);
    // An account-only socket (no child profile: a teacher's account) has no player room.
    void socket.join([...(childId ? [playerRoom(childId)] : []), parentRoom(accountId), sessionRoom(socket.data.sessionId)]);
    registerClientEvents(socket, handlers, { logger, track: context.track });
    const onDisconnect: (() => void)[] = [];
    // A part's onConnection is for a child's socket (presence); an account-only socket skips it.
    for (const part of isChildSocketData(socket.data) ? parts : []) {
      const disconnected = part.onConnection?.(socket as ChildSocket);
      if (disconnected) onDisconnect.push(disconnected);
    }

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
      for (const disconnected of onDisconnect) disconnected();
    });
  });

  assembly.sessionSockets?.bind(io);
  const stopPushes = parts.flatMap((part) => part.pushes?.() ?? []);

  let closed: Promise<void> | null = null;
  return {
    io,
    factPushes: parts.flatMap((part) => part.factPushes ?? []),
    close: () => {
      closed ??= (async () => {
        // No new handshake, and no new event is started (the client resends it to the node it
        // reconnects to); calls already running finish and their acks go out first (issue 28).
        closing = true;
        await inFlight.drain();
        // Each connection is closed under its socket, with no "disconnect" packet: to the client
        // it is a lost transport, so it reconnects at once, through the proxy to another node
        // (a server disconnect would leave it offline). Local only: never through the adapter.
        const connections = [...io.of('/').sockets.values()].map((socket) => socket.conn);
        const gone = connections.map((conn) => new Promise((resolve) => conn.once('close', resolve)));
        for (const conn of connections) conn.close();
        // A connection still sending its last acks closes once they are written.
        await Promise.race([Promise.all(gone), wait(CLOSE_STEP_MS, undefined, { ref: false })]);
        io.engine.close();
        // What the disconnections start (presence) and what the calls changed is still pushed everywhere.
        await inFlight.drain();
        for (const stop of stopPushes) stop();
        await inFlight.drain();
        // Bounded: while Redis is down neither would ever end (issue 28).
        await Promise.race([io.of('/').adapter.close(), wait(CLOSE_STEP_MS, undefined, { ref: false })]);
        await fanOut?.close();
      })();
      return closed;
    },
  };
}
