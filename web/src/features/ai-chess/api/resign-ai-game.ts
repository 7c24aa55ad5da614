import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiGame } from '@chess-quest/protocol/ai-games';
import { apiJson } from '../../../lib/api-client';
import { activeAiGamesQueryOptions } from './get-active-ai-games';
import { aiGameQueryOptions } from './get-ai-game';
import { completedAiGamesQueryOptions } from './get-completed-ai-games';

/** POST /api/ai-games/:id/resign → the finished game. */
export function resignAiGame(id: string): Promise<AiGame> {
  return apiJson<AiGame>('POST', `/api/ai-games/${id}/resign`);
}

export function useResignAiGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resignAiGame,
    onSuccess: async (game) => {
      queryClient.setQueryData(aiGameQueryOptions(game.id).queryKey, game);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activeAiGamesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: completedAiGamesQueryOptions().queryKey }),
      ]);
    },
  });
}
