import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { POLL_INTERVALS_MS } from '@chess-quest/protocol/constants';
import { onlinePlayerSchema, type OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { socketWith, useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected, socketRequest } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { lobbyLive } from '../live/lobby';
import { useLobbyStore } from '../stores/lobby-store';
import { multiplayerJson } from './multiplayer-request';

/** GET /api/multiplayer/players → the players online now. */
export function getPlayers(signal?: AbortSignal): Promise<OnlinePlayer[]> {
  return multiplayerJson(z.array(onlinePlayerSchema), 'GET', '/api/multiplayer/players', undefined, signal);
}

export const playersQueryOptions = () => queryOptions({ queryKey: multiplayerKeys.players(), queryFn: ({ signal }) => getPlayers(signal) });

/** Joins the lobby room while mounted, and again after every reconnect. */
function useLobbyRoom(): void {
  useEffect(() => {
    const socket = socketWith(lobbyLive);
    const join = () => {
      socketRequest('lobby:join').then(
        (page) => useLobbyStore.getState().replaceAll(page),
        // Not joined: the REST list (polled while disconnected) stays on screen.
        () => undefined,
      );
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('lobby:leave');
      useLobbyStore.getState().leave();
    };
  }, []);
}

/**
 * The lobby: the socket's live list while this tab is in the lobby room, else the REST list
 * (polled every POLL_INTERVALS_MS.players while the socket is down).
 */
export function useOnlinePlayers() {
  useLobbyRoom();
  const status = useSocketStatus();
  const joined = useLobbyStore((state) => state.joined);
  const live = useLobbyStore((state) => state.players);
  const query = useQuery({
    ...playersQueryOptions(),
    refetchInterval: pollWhileDisconnected(status, POLL_INTERVALS_MS.players),
  });
  const players = status === 'connected' && joined ? Object.values(live) : query.data;
  const online = useLobbyStore((state) => state.online);
  const complete = useLobbyStore((state) => state.complete);
  return { players, online: joined ? online : null, complete: joined ? complete : true, isError: query.isError && !joined, refetch: query.refetch };
}
