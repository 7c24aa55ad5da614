import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** GET /api/ai-games/:id → one of the child's games (resuming it plays a pending AI turn). */
export function getAiGame(id: string, signal?: AbortSignal): Promise<AiGame> {
  return apiJson<AiGame>('GET', `/api/ai-games/${id}`, undefined, { signal });
}

export const aiGameQueryOptions = (id: string) => queryOptions({ queryKey: aiGameKeys.detail(id), queryFn: ({ signal }) => getAiGame(id, signal) });

export function useAiGame(id: string | null) {
  return useQuery({ ...aiGameQueryOptions(id ?? ''), enabled: Boolean(id) });
}
