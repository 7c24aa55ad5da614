import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplayGameSummary } from '@chess-quest/protocol/chess-analytics';
import { apiJson } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

/** GET /api/chess/games → the child's finished games, latest first (premium). */
export function getReplayGames(signal?: AbortSignal): Promise<ReplayGameSummary[]> {
  return apiJson<ReplayGameSummary[]>('GET', '/api/chess/games', undefined, { signal });
}

export const replayGamesQueryOptions = () => queryOptions({ queryKey: analyticsKeys.games(), queryFn: ({ signal }) => getReplayGames(signal) });

export function useReplayGames() {
  return useQuery(replayGamesQueryOptions());
}
