import { INVITE_RATE_LIMIT, type Invitation, type InviteBody, type MultiplayerGame, type OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { redisRateLimiter } from '../../auth/rate-limit';
import type { Tx } from '../../db/client';
import type { PairedGame } from './arena-games';
import { defineFeature } from '../../platform/feature';
import type { GatewaySocket } from '../../realtime/kernel';
import { memoryLobbyIndex, redisLobbyIndex } from './lobby-index';
import { memoryPresence, redisPresence } from './presence';
import { multiplayerRoutes } from './routes';
import { createMultiplayerService } from './service';
import { gameRoom } from './rooms';
import { multiplayerSocket } from './socket';

declare module '../../platform/ports' {
  interface Ports {
    /** A child's lobby card (presence, username, rating): puzzle races ask only children online and free. */
    playerCard(childId: string): Promise<OnlinePlayer>;
    /** Resigns every live game of the child: a child removed from the family leaves no game running. */
    endLiveGames(childId: string): Promise<void>;
    /** A challenge sent the lobby's way (class-play, issue 24, checks first that the two are classmates). */
    challengePlayer(senderId: string, body: InviteBody): Promise<Invitation>;
    /** A game as a spectator sees it (myColor null): class-play lets a class's teacher watch two of its students. */
    spectateGame(gameId: string, playerId: string): Promise<MultiplayerGame>;
    /** Puts a socket in a game's room (its moves are pushed there): class-play, once it has checked the watcher teaches both players. */
    followGame(socket: GatewaySocket, gameId: string): Promise<void>;
  }
}

/**
 * Spec §7 live multiplayer: presence, the lobby, challenges, games with clocks and ratings,
 * over REST (clients without a socket) and Socket.IO.
 */
export const multiplayerFeature = defineFeature({
  name: 'multiplayer',
  create: ({ db, events, facts, redis, logger }, ports) => {
    // Presence keeps its heartbeat from its creation: sockets need it from the first connection.
    const presence = redis
      ? redisPresence(redis, { onError: (error) => logger.warn({ err: error }, 'presence heartbeat failed') })
      : memoryPresence();
    const multiplayer = createMultiplayerService({
      db,
      events,
      facts,
      presence,
      lobbyIndex: redis ? redisLobbyIndex(redis) : memoryLobbyIndex(),
      inviteLimiter: redis ? redisRateLimiter(redis, 'rl:invite', INVITE_RATE_LIMIT.invites, INVITE_RATE_LIMIT.windowMs) : undefined,
      onSweepError: (error) => logger.warn({ err: error }, 'multiplayer sweep failed'),
      onBackgroundError: (error) => logger.warn({ err: error }, 'lobby index write failed'),
      // Arenas (issue 25) score their game in the transaction that ends it; none lent, nothing to do.
      gameEnded: (tx, fact) => ports.arenaGameEnded?.(tx, fact) ?? Promise.resolve(null),
    });
    return { multiplayer, presence };
  },
  routes: multiplayerRoutes,
  jobs: ({ multiplayer, presence }) => {
    let stopSweeper: (() => Promise<void>) | null = null;
    return [
      // Every node sweeps: row locks (SKIP LOCKED) make each time-out happen once.
      {
        name: 'multiplayer-sweeper',
        start: () => {
          stopSweeper = multiplayer.startSweeper();
        },
        stop: async () => {
          await stopSweeper?.();
        },
      },
      // The heartbeat runs from the presence's creation; stopping it hands this node's children over gently.
      { name: 'presence-heartbeat', start: () => undefined, stop: () => presence.close() },
    ];
  },
  socket: (services, ctx, { events }) => multiplayerSocket(services, ctx, events),
  provides: ({ multiplayer }) => ({
    challengePlayer: (senderId: string, body: InviteBody) => multiplayer.invite(senderId, body),
    spectateGame: async (gameId: string, playerId: string) => ({
      ...(await multiplayer.getGame({ childId: playerId, accountId: '' }, gameId)),
      myColor: null,
    }),
    playerCard: (childId: string) => multiplayer.playerCard(childId),
    childrenInLiveGames: (tx: Tx, childIds: readonly string[]) => multiplayer.inLiveGame(tx, childIds),
    startPairedGames: (tx: Tx, pairs: readonly PairedGame[]) => multiplayer.startPairedGames(tx, pairs),
    followGame: async (socket: GatewaySocket, gameId: string) => {
      await socket.join(gameRoom(gameId));
    },
    endLiveGames: async (childId: string) => {
      for (const game of await multiplayer.listGames(childId)) {
        if (game.gameStatus === 'active') await multiplayer.resign(childId, game.id);
      }
    },
  }),
});
