import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** POST /api/ai-games/:id/resign → the finished game. */
export function resignAiGame(id: string): Promise<AiGame> {
  return apiJson<AiGame>('POST', `/api/ai-games/${id}/resign`);
}

export function useResignAiGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resignAiGame,
    onSuccess: async (game) => {
      queryClient.setQueryData(aiGameKeys.detail(game.id), game);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: aiGameKeys.active() }),
        queryClient.invalidateQueries({ queryKey: aiGameKeys.completed() }),
      ]);
    },
  });
}
