import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import { playerRoom } from './rooms';

/** The room of every socket opened with one session (hashed: room names travel through Redis). */
export function sessionRoom(sessionId: string): string {
  return `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 22)}`;
}

interface Disconnector {
  in(room: string): { disconnectSockets(close?: boolean): void };
}

/**
 * Ends sockets when what they act for ends: a sign-out or a switch of child ends the
 * session's sockets, removing a child ends that child's sockets, on every node (through
 * the Redis adapter when there is one). Routes hold this from the start; the gateway binds
 * its server when it attaches, after the routes exist.
 */
export interface SessionSockets {
  bind(io: Disconnector): void;
  endSession(sessionId: string): void;
  endChild(childId: string): void;
}

export function createSessionSockets(logger: Logger): SessionSockets {
  let io: Disconnector | null = null;
  const end = (room: string) => {
    try {
      io?.in(room).disconnectSockets(true);
    } catch (error) {
      // The periodic session re-check of each socket is the fallback (gateway.ts).
      logger.warn({ err: error, room }, 'could not end sockets');
    }
  };
  return {
    bind: (server) => {
      io = server;
    },
    endSession: (sessionId) => end(sessionRoom(sessionId)),
    endChild: (childId) => end(playerRoom(childId)),
  };
}
