import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** POST /api/ai-games/:id/move {move} → the game after the child's move and the AI's reply. */
export function moveAiGame(id: string, move: string): Promise<AiGame> {
  return apiJson<AiGame>('POST', `/api/ai-games/${id}/move`, { move });
}

export function useMoveAiGame(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: string) => moveAiGame(id, move),
    onSuccess: async (game) => {
      queryClient.setQueryData(aiGameKeys.detail(id), game);
      if (game.gameResult) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: aiGameKeys.active() }),
          queryClient.invalidateQueries({ queryKey: aiGameKeys.completed() }),
        ]);
      }
    },
    // A refused move: the server's position is the truth, so read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: aiGameKeys.detail(id) }),
  });
}
