import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplayGame } from '@chess-quest/protocol/chess-analytics';
import { apiJson } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

/** GET /api/chess/games/:id → a game's moves and the engine's two biggest mistakes of the child. */
export function getReplayGame(id: string, signal?: AbortSignal): Promise<ReplayGame> {
  return apiJson<ReplayGame>('GET', `/api/chess/games/${encodeURIComponent(id)}`, undefined, { signal });
}

export const replayGameQueryOptions = (id: string) =>
  queryOptions({ queryKey: analyticsKeys.game(id), queryFn: ({ signal }) => getReplayGame(id, signal) });

export function useReplayGame(id: string | null) {
  return useQuery({ ...replayGameQueryOptions(id ?? ''), enabled: Boolean(id) });
}
