import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Session, SessionData, Store } from 'express-session';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import type { AccountDirectory } from '../auth/passport';
import type { Logger } from '../logger';

/**
 * What a socket is tied to for its whole life: the session's account and its active child
 * profile, or no child (an account-only socket: a teacher's account with no child, a parent
 * who has not chosen one). Features' child-only handlers refuse an account-only socket
 * (client-events.ts); account-level pushes (the account room) reach both.
 */
export interface SocketData {
  accountId: string;
  childId: string | null;
  sessionId: string;
}

/** A socket bound to a child profile: what child-only handlers and `onConnection` get. */
export type ChildSocketData = SocketData & { childId: string };

export function isChildSocketData(data: SocketData): data is ChildSocketData {
  return data.childId !== null;
}

/** The message a refused client reads in `connect_error` (err.message), with err.data.status. */
export const SOCKET_AUTH_MESSAGES = {
  signedOut: 'You are not signed in.',
  /** The ack of a child's event (a move, a challenge, the lobby) on an account-only socket. */
  noChild: 'Choose a child profile first: this is for a child playing.',
} as const;

type HandshakeRequest = IncomingMessage & {
  session?: Session & Partial<SessionData> & { passport?: { user?: unknown } };
  sessionID?: string;
  _query?: Record<string, string>;
};

/**
 * The cross-site rule of server/src/auth/cross-site.ts, for every Socket.IO request
 * (WebSocket upgrades included, which browsers send cross-site with the victim's cookies
 * unless refused here: cross-site WebSocket hijacking). A browser marks its requests with
 * Sec-Fetch-Site and/or Origin; a request carrying neither comes from a non-browser client,
 * which cannot ride on anyone's cookies.
 */
export function isSameSite(headers: IncomingMessage['headers'], publicUrl: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const origin = headers.origin;
  if (!fetchSite && !origin) return true;
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return Boolean(headers.host) && new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/** engine.io's allowRequest: refuses cross-site requests before any handshake or upgrade. */
export function allowSameSiteRequests(publicUrl: string, logger: Logger) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    if (isSameSite(req.headers, publicUrl)) {
      callback(null, true);
      return;
    }
    logger.warn({ origin: req.headers.origin, publicUrl }, 'socket refused: cross-site origin');
    callback('Cross-site request refused.', false);
  };
}

/**
 * Runs express-session on the handshake only: later long-polling requests of the same
 * Socket.IO session (they carry `sid`) need not read the session row again.
 */
export function sessionOnHandshake(sessionMiddleware: RequestHandler) {
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    const isHandshake = (req as HandshakeRequest)._query?.sid === undefined;
    if (!isHandshake) {
      next();
      return;
    }
    (sessionMiddleware as unknown as (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void)(req, res, next);
  };
}

const identitySchema = z.object({ accountId: z.uuid(), childId: z.uuid().nullable() });

function refusal(message: string, status: number): Error {
  return Object.assign(new Error(message), { data: { status } });
}

/**
 * Socket.IO middleware: the session's passport identity (as passport's deserializeUser
 * reads it) must name an existing account; the socket acts for its active child profile, or
 * for the account alone when the session has none (childId null).
 */
export function requireSignedInSession(accounts: Pick<AccountDirectory, 'loadSessionUser'>, logger: Logger) {
  return (socket: Socket, next: (err?: Error) => void) => {
    const req = socket.request as HandshakeRequest;
    const identity = identitySchema.safeParse(req.session?.passport?.user);
    if (!identity.success || !req.sessionID) {
      next(refusal(SOCKET_AUTH_MESSAGES.signedOut, 401));
      return;
    }
    accounts
      .loadSessionUser(identity.data)
      .then((user) => {
        if (!user) return next(refusal(SOCKET_AUTH_MESSAGES.signedOut, 401));
        const data: SocketData = { accountId: user.account.id, childId: user.child?.id ?? null, sessionId: req.sessionID! };
        socket.data = data;
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket session lookup failed');
        next(refusal('Something went wrong, please try again.', 500));
      });
  };
}

/**
 * Whether the session a socket was opened with still names its child (or still none): after
 * a sign-out or a switch of child profile the socket must not keep acting for the old one.
 */
export function sessionStillValid(store: Store, data: SocketData): Promise<boolean> {
  return new Promise((resolve, reject) => {
    store.get(data.sessionId, (error, session) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const identity = identitySchema.safeParse((session as { passport?: { user?: unknown } } | null)?.passport?.user);
      resolve(identity.success && identity.data.childId === data.childId && identity.data.accountId === data.accountId);
    });
  });
}
