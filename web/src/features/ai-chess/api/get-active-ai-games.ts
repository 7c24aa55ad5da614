import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** GET /api/ai-games/active → the child's unfinished AI games, newest first. */
export function getActiveAiGames(signal?: AbortSignal): Promise<AiGame[]> {
  return apiJson<AiGame[]>('GET', '/api/ai-games/active', undefined, { signal });
}

export const activeAiGamesQueryOptions = () => queryOptions({ queryKey: aiGameKeys.active(), queryFn: ({ signal }) => getActiveAiGames(signal) });

export function useActiveAiGames() {
  return useQuery(activeAiGamesQueryOptions());
}
