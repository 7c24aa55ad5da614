import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiGame, CreateAiGameBody } from '@chess-quest/protocol/ai-chess';
import { apiJson } from '../../../lib/api-client';
import { aiGameKeys } from '../../../api/query-keys';

/** POST /api/ai-games/create {difficulty, playerColor, timeControl: 600} → the new game. */
export function createAiGame(body: CreateAiGameBody): Promise<AiGame> {
  return apiJson<AiGame>('POST', '/api/ai-games/create', body);
}

export function useCreateAiGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiGame,
    onSuccess: async (game) => {
      queryClient.setQueryData(aiGameKeys.detail(game.id), game);
      await queryClient.invalidateQueries({ queryKey: aiGameKeys.active() });
    },
  });
}
