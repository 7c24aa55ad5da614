import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { apiJson } from '../../../lib/api-client';
import { useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { followClassGame } from '../live';
import { classPlayKeys, WATCH_REFRESH_MS } from './keys';

/** GET /api/classes/:classId/play/games/:gameId → a game between two students of the class, as a spectator sees it. */
export function getWatchedGame(classId: string, gameId: string, signal?: AbortSignal): Promise<MultiplayerGame> {
  return apiJson<MultiplayerGame>('GET', `/api/classes/${encodeURIComponent(classId)}/play/games/${encodeURIComponent(gameId)}`, undefined, {
    signal,
  });
}

export const watchedGameQueryOptions = (classId: string, gameId: string) =>
  queryOptions({ queryKey: classPlayKeys.game(classId, gameId), queryFn: ({ signal }) => getWatchedGame(classId, gameId, signal) });

/** The watched game: its moves pushed over the socket (class-game:watch); read again only while the socket is down. */
export function useWatchedGame(classId: string, gameId: string) {
  useEffect(() => followClassGame(classId, gameId), [classId, gameId]);
  const status = useSocketStatus();
  return useQuery({
    ...watchedGameQueryOptions(classId, gameId),
    // A finished game no longer changes.
    refetchInterval: (query) => (query.state.data?.gameStatus === 'active' ? pollWhileDisconnected(status, WATCH_REFRESH_MS) : false),
  });
}
