import type { GameDelta, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import type { DomainEvents } from '../../events/domain-events';
import { HttpError } from '../../http/errors';
import { playerRoom, type SocketContext } from '../../realtime/kernel';
import { roomsForCard } from './lobby-rooms';
import type { Presence } from './presence';
import { gameRoom, LOBBY_ROOM } from './rooms';
import type { MultiplayerService } from './service';

/** How often at most a node pushes the count of children online to the lobby. */
const LOBBY_COUNT_EVERY_MS = 2_000;

export interface PushDeps {
  events: DomainEvents;
  presence: Presence;
  multiplayer: MultiplayerService;
}

/**
 * Turns what happened (domain events of this node, presence changes) into pushes. Each node
 * pushes only what it did itself; the adapter carries the push to sockets on every node, so
 * nothing is sent twice. Returns the unsubscriber.
 */
export function wirePushes({ io, logger, track }: SocketContext, { events, presence, multiplayer }: PushDeps): () => void {
  // One chain per child: a card is read from the database, and two quick changes (online,
  // then in_game) must reach the lobby in the order they happened.
  const lobbyChains = new Map<string, Promise<void>>();
  const pushLobbyCard = (childId: string, left = false) => {
    const previous = lobbyChains.get(childId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const card = await multiplayer.playerCard(childId);
        // Only the lobby pages that cover the card's rating band (decision 029).
        io.to(roomsForCard(card.rating)).emit('lobby:player', left ? { ...card, status: 'offline' } : card);
      })
      .catch((error: unknown) => {
        // A child presence still knows of but the database does not (profile deleted): no card.
        if (error instanceof HttpError && error.status === 404) return;
        logger.warn({ err: error, childId }, 'lobby push failed');
      });
    lobbyChains.set(childId, next);
    void track(next);
    void next.then(() => {
      if (lobbyChains.get(childId) === next) lobbyChains.delete(childId);
    });
  };
  const playersOf = (game: MultiplayerGame | GameDelta) => [game.whitePlayerId, game.blackPlayerId];

  // The count of children online goes to every lobby socket, at most once per
  // LOBBY_COUNT_EVERY_MS per node, after presence changed on this node.
  let countTimer: NodeJS.Timeout | null = null;
  const pushCountSoon = () => {
    if (countTimer) return;
    countTimer = setTimeout(() => {
      countTimer = null;
      const counted = multiplayer
        .onlineCount()
        .then((online) => {
          io.to(LOBBY_ROOM).emit('lobby:counts', { online });
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'lobby count push failed'));
      void track(counted);
    }, LOBBY_COUNT_EVERY_MS);
    countTimer.unref();
  };

  const unsubscribers = [
    presence.onChange((childId, status) => {
      pushLobbyCard(childId, status === 'offline');
      pushCountSoon();
    }),
    events.on('invitation.changed', ({ invitation }) => {
      io.to([playerRoom(invitation.senderId), playerRoom(invitation.receiverId)]).emit('invitation:update', invitation);
    }),
    events.on('game.started', ({ game }) => {
      const rooms = playersOf(game).map(playerRoom);
      // Every tab of both players follows the game, on whichever node it is connected.
      io.in(rooms).socketsJoin(gameRoom(game.id));
      io.to(rooms).emit('game:started', game);
      for (const childId of playersOf(game)) pushLobbyCard(childId);
    }),
    events.on('game.changed', ({ game }) => {
      // The player rooms too: a tab that has not (yet) joined the game room still learns
      // of the move; a socket in several of these rooms receives it once. A delta, not the
      // whole game (decision 028): the same size at every ply.
      io.to([gameRoom(game.id), ...playersOf(game).map(playerRoom)]).emit('game:delta', game);
      if (game.gameStatus !== 'active') for (const childId of playersOf(game)) pushLobbyCard(childId);
    }),
  ];
  return () => {
    if (countTimer) clearTimeout(countTimer);
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
