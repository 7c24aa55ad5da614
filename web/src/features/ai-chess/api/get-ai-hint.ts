import { useMutation } from '@tanstack/react-query';
import type { AiHint } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';

/** POST /api/ai-games/:id/hint → a good move (premium). */
export function getAiHint(id: string): Promise<AiHint> {
  return apiJson<AiHint>('POST', `/api/ai-games/${id}/hint`);
}

export function useAiHint(id: string) {
  return useMutation({ mutationFn: () => getAiHint(id) });
}
