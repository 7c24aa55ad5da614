import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MiniAnswerBody, MiniAnswerResponse } from '@chess-quest/protocol/mini-challenges';
import { apiJson } from '../../../lib/api-client';
import { miniChallengeKeys, progressKeys } from '../../../api/query-keys';

export interface MiniAnswerInput {
  runId: string;
  body: MiniAnswerBody;
}

/** POST /api/mini-challenges/runs/:runId/answers → right or not, the points, and the run's next task (409 once time is up). */
export function sendMiniAnswer({ runId, body }: MiniAnswerInput): Promise<MiniAnswerResponse> {
  return apiJson<MiniAnswerResponse>('POST', `/api/mini-challenges/runs/${encodeURIComponent(runId)}/answers`, body);
}

export function useSendMiniAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMiniAnswer,
    onSuccess: (answer) => {
      if (!answer.run.finished) return;
      void queryClient.invalidateQueries({ queryKey: miniChallengeKeys.list() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
