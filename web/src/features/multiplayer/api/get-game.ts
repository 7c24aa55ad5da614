import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLL_INTERVALS_MS } from '@chess-quest/protocol/constants';
import { multiplayerGameSchema, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { socketWith, useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected, socketRequest } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { gamesLive } from '../live/games';
import { useGamesStore } from '../stores/games-store';
import { newerGame } from '../stores/live-merge';
import { multiplayerJson } from './multiplayer-request';

/** GET /api/multiplayer/games/:id → one game, for a player or a watching parent. */
export function getGame(id: string, signal?: AbortSignal): Promise<MultiplayerGame> {
  return multiplayerJson(multiplayerGameSchema, 'GET', `/api/multiplayer/games/${id}`, undefined, signal);
}

export const gameQueryOptions = (id: string) => queryOptions({ queryKey: multiplayerKeys.game(id), queryFn: ({ signal }) => getGame(id, signal) });

/**
 * Watches the game's room while mounted, and again after every reconnect: the answer to
 * game:watch is the whole state, so a reload or a dropped network comes back exactly.
 */
function useGameRoom(id: string): void {
  useEffect(() => {
    const socket = socketWith(gamesLive);
    const watch = () => {
      socketRequest('game:watch', { gameId: id }).then(
        (game) => useGamesStore.getState().upsert(game),
        () => undefined, // the REST read (polled while disconnected) keeps the screen current
      );
    };
    if (socket.connected) watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      if (socket.connected) socket.emit('game:unwatch', { gameId: id });
    };
  }, [id]);
}

/** The freshest state of one game from REST and the socket; polled every 2 s while the socket is down. */
export function useLiveGame(id: string) {
  useGameRoom(id);
  const status = useSocketStatus();
  const live = useGamesStore((state) => state.byId[id]);
  const query = useQuery({
    ...gameQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.gameStatus === 'active' || !q.state.data ? pollWhileDisconnected(status, POLL_INTERVALS_MS.games) : false),
  });
  return { game: newerGame(query.data, live), isError: query.isError && !live, refetch: query.refetch };
}
