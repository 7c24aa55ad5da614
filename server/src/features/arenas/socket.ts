import { arenaWatchSchema } from '@chess-quest/protocol/arenas';
import { playerRoom, socketHandler, type GatewaySocket, type SocketContext, type SocketPart } from '../../realtime/kernel';
import type { ArenaListener, ArenaService } from './service';

export const arenaRoom = (arenaId: string) => `arena:${arenaId}`;

/**
 * Arenas live: a socket watching an arena is in its room (standings and status pushes) and
 * keeps its child "here": this node writes down every 5 s the children its sockets watch with,
 * so a child whose page (or node) is gone stops being paired after the grace.
 */
export function arenaSocket(arenas: ArenaService, { io, logger, track }: SocketContext, graceMs: number): SocketPart {
  // This node's watchers: arena -> child -> sockets.
  const watching = new Map<string, Map<string, Set<string>>>();
  const add = (arenaId: string, childId: string, socketId: string) => {
    const children = watching.get(arenaId) ?? new Map<string, Set<string>>();
    watching.set(arenaId, children);
    const sockets = children.get(childId) ?? new Set<string>();
    children.set(childId, sockets);
    sockets.add(socketId);
  };
  const remove = (socket: GatewaySocket, arenaId?: string) => {
    for (const [id, children] of watching) {
      if (arenaId && id !== arenaId) continue;
      for (const [childId, sockets] of children) {
        sockets.delete(socket.id);
        if (sockets.size === 0) children.delete(childId);
      }
      if (children.size === 0) watching.delete(id);
    }
  };
  const logged = (what: string) => (error: unknown) => logger.warn({ err: error }, what);

  return {
    onConnection(socket) {
      return () => remove(socket);
    },
    handlers: [
      socketHandler({
        event: 'arena:watch',
        body: arenaWatchSchema,
        run: async ({ socket, child, body: { arenaId } }) => {
          const view = await arenas.watch(child.childId, arenaId);
          await socket.join(arenaRoom(arenaId));
          add(arenaId, child.childId, socket.id);
          return view;
        },
      }),
      socketHandler({
        event: 'arena:unwatch',
        body: arenaWatchSchema,
        run: async ({ socket, body: { arenaId } }) => {
          await socket.leave(arenaRoom(arenaId));
          remove(socket, arenaId);
          return { arenaId };
        },
      }),
    ],
    pushes() {
      const listener: ArenaListener = {
        standings: (arenaId, total, rows) => io.to(arenaRoom(arenaId)).emit('arena:standings', { arenaId, total, rows }),
        me: (childId, me) => io.to(playerRoom(childId)).emit('arena:me', me),
        update: (arena) => io.to(arenaRoom(arena.id)).emit('arena:update', arena),
      };
      arenas.listeners.add(listener);
      const timer = setInterval(
        () => {
          const pairs = [...watching].flatMap(([arenaId, children]) => [...children.keys()].map((childId) => ({ arenaId, childId })));
          if (pairs.length > 0) void track(arenas.seen(pairs).catch(logged('arena presence write failed')));
        },
        Math.max(1000, Math.floor(graceMs / 3)),
      );
      timer.unref();
      return () => {
        clearInterval(timer);
        arenas.listeners.delete(listener);
      };
    },
  };
}
