import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** GET /api/ai-games/completed → the child's finished AI games, latest first. */
export function getCompletedAiGames(signal?: AbortSignal): Promise<AiGame[]> {
  return apiJson<AiGame[]>('GET', '/api/ai-games/completed', undefined, { signal });
}

export const completedAiGamesQueryOptions = () =>
  queryOptions({ queryKey: aiGameKeys.completed(), queryFn: ({ signal }) => getCompletedAiGames(signal) });

export function useCompletedAiGames() {
  return useQuery(completedAiGamesQueryOptions());
}
