import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MiniRun } from '@chess-quest/protocol/mini-challenges';
import { apiJson } from '../../../lib/api-client';
import { miniChallengeKeys } from '../../../api/query-keys';

/** POST /api/mini-challenges/:id/runs → a new run: its deadline and first task, chosen by the server. */
export function startMiniRun(challengeId: string): Promise<MiniRun> {
  return apiJson<MiniRun>('POST', `/api/mini-challenges/${encodeURIComponent(challengeId)}/runs`);
}

export function useStartMiniRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMiniRun,
    // Attempts went up.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: miniChallengeKeys.list() }),
  });
}
