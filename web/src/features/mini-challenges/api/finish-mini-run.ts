import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MiniRun } from '@chess-quest/protocol/mini-challenges';
import { apiJson } from '../../../lib/api-client';
import { miniChallengeKeys, progressKeys } from '../../../api/query-keys';

/** POST /api/mini-challenges/runs/:runId/finish → the ended run with its stored score ("End Challenge", or the countdown reached zero). */
export function finishMiniRun(runId: string): Promise<MiniRun> {
  return apiJson<MiniRun>('POST', `/api/mini-challenges/runs/${encodeURIComponent(runId)}/finish`);
}

export function useFinishMiniRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishMiniRun,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: miniChallengeKeys.list() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
