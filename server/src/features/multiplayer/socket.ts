import {
  inviteBodySchema,
  presenceBodySchema,
  respondBodySchema,
  socketDrawSchema,
  socketGameRefSchema,
  socketMoveSchema,
} from '@chess-quest/protocol/multiplayer';
import type { DomainEvents } from '../../events/domain-events';
import { accountSocketHandler, socketHandler, type SocketContext, type SocketPart } from '../../realtime/kernel';
import { leaveLobbyRooms, lobbyRoomsFor } from './lobby-rooms';
import type { Presence } from './presence';
import { wirePushes } from './pushes';
import { gameRoom } from './rooms';
import type { MultiplayerService } from './service';

/** Lobby lists read at once per node (each reads every present player's presence). */
const LOBBY_READS_AT_ONCE = 2;

/**
 * Runs at most `limit` tasks at once, the others wait their turn in order. The lobby list is
 * read from every present player's presence: a burst of lobby joins must not flood Redis
 * (and starve the presence heartbeat that shares the connection).
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Live multiplayer over Socket.IO: a child's socket is the child being here (presence), the
 * client events of the lobby, challenges and games call the service (a child's only: an
 * account-only socket gets the gateway's 403), and what the service announces (and presence
 * changes) is pushed to the rooms concerned.
 */
export function multiplayerSocket(
  { multiplayer, presence }: { multiplayer: MultiplayerService; presence: Presence },
  ctx: SocketContext,
  events: DomainEvents,
): SocketPart {
  const { logger, track } = ctx;
  const logged = (what: string) => (error: unknown) => logger.warn({ err: error }, what);
  // Shared by all sockets of the node: how many lobby lists may be read at once.
  const lobbyReads = concurrencyLimit(LOBBY_READS_AT_ONCE);

  return {
    onConnection(socket) {
      const { childId } = socket.data;
      const connected = track(presence.connect(childId, socket.id).catch(logged('presence connect failed')));
      return () => {
        // After connect has landed, or a quick disconnect would leave a ghost "online".
        void track(connected.then(() => presence.disconnect(childId, socket.id)).catch(logged('presence disconnect failed')));
      };
    },
    handlers: [
      socketHandler({
        event: 'lobby:join',
        run: async ({ socket, child }) => {
          const page = await lobbyReads(() => multiplayer.lobbyPage(child.childId));
          // The page's bands (or the whole lobby while it fits on one page): only the cards
          // this child can see are pushed to it (decision 029).
          await leaveLobbyRooms(socket);
          await socket.join(lobbyRoomsFor(page, child.childId));
          return page;
        },
      }),
      // Leaving a room needs no child (an account-only socket that never joined leaves nothing).
      accountSocketHandler({
        event: 'lobby:leave',
        run: ({ socket }) => leaveLobbyRooms(socket),
      }),
      socketHandler({
        event: 'presence:set',
        body: presenceBodySchema,
        run: async ({ socket, child, body: { status } }) => {
          await presence.setAway(child.childId, socket.id, status === 'away');
          return { status };
        },
      }),
      socketHandler({
        event: 'invite:send',
        body: inviteBodySchema,
        run: ({ child, body }) => multiplayer.invite(child.childId, body),
      }),
      socketHandler({
        event: 'invite:respond',
        body: respondBodySchema,
        run: async ({ child, body }) => (await multiplayer.respond(child.childId, body)).invitation,
      }),
      socketHandler({
        event: 'game:watch',
        body: socketGameRefSchema,
        run: async ({ socket, child, body: { gameId } }) => {
          // getGame refuses anyone who is neither a player nor a parent of one.
          const game = await multiplayer.getGame(child, gameId);
          await socket.join(gameRoom(gameId));
          return game;
        },
      }),
      // A teacher's account-only socket watches a class game too (class-play's class-game:watch).
      accountSocketHandler({
        event: 'game:unwatch',
        body: socketGameRefSchema,
        run: async ({ socket, body: { gameId } }) => {
          await socket.leave(gameRoom(gameId));
          return { gameId };
        },
      }),
      // The answer is a delta like the push (decision 028); the whole game comes with game:watch.
      socketHandler({
        event: 'game:move',
        body: socketMoveSchema,
        run: ({ child, body: { gameId, ...move } }) => multiplayer.moveDelta(child.childId, gameId, move),
      }),
      socketHandler({
        event: 'game:resign',
        body: socketGameRefSchema,
        run: ({ child, body: { gameId } }) => multiplayer.resign(child.childId, gameId),
      }),
      socketHandler({
        event: 'game:draw',
        body: socketDrawSchema,
        run: ({ child, body: { gameId, ...draw } }) => multiplayer.draw(child.childId, gameId, draw),
      }),
    ],
    pushes: () => wirePushes(ctx, { events, presence, multiplayer }),
  };
}
