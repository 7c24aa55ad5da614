import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { POLL_INTERVALS_MS } from '@chess-quest/protocol/constants';
import { multiplayerGameSchema, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { useGamesStore } from '../stores/games-store';
import { mergeGames } from '../stores/live-merge';
import { multiplayerJson } from './multiplayer-request';

/** GET /api/multiplayer/games → the child's multiplayer games. */
export function getGames(signal?: AbortSignal): Promise<MultiplayerGame[]> {
  return multiplayerJson(z.array(multiplayerGameSchema), 'GET', '/api/multiplayer/games', undefined, signal);
}

export const gamesQueryOptions = () => queryOptions({ queryKey: multiplayerKeys.games(), queryFn: ({ signal }) => getGames(signal) });

/** REST list merged with live states; polled every 2 s only while the socket is down. */
export function useGames() {
  const status = useSocketStatus();
  const live = useGamesStore((state) => state.byId);
  const query = useQuery({ ...gamesQueryOptions(), refetchInterval: pollWhileDisconnected(status, POLL_INTERVALS_MS.games) });
  const games = useMemo(() => (query.data ? mergeGames(query.data, live) : undefined), [query.data, live]);
  return { games, isError: query.isError, refetch: query.refetch };
}
