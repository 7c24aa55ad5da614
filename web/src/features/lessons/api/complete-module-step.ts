import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteStepResponse, LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { apiJson } from '../../../lib/api-client';
import { moduleKeys, progressKeys } from '../../../api/query-keys';

export interface CompleteModuleStepInput {
  moduleId: string;
  index: number;
  /** The moves the child played, in UCI, in order; the server replays them. */
  moves: string[];
}

/** POST /api/modules/:id/steps/:index/complete {moves} → the stars, progress and points (400 if unfinished). */
export function completeModuleStep({ moduleId, index, moves }: CompleteModuleStepInput): Promise<CompleteStepResponse> {
  return apiJson<CompleteStepResponse>('POST', `/api/modules/${encodeURIComponent(moduleId)}/steps/${index}/complete`, { moves });
}

export function useCompleteModuleStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeModuleStep,
    onSuccess: (response, { moduleId }) => {
      queryClient.setQueryData(moduleKeys.detail(moduleId), (detail: LessonModuleDetail | undefined) =>
        detail ? { ...detail, stepStars: response.stepStars, progress: response.progress, completed: response.completed } : detail,
      );
      // Not awaited: the child sees the stars at once, the lists catch up behind.
      void queryClient.invalidateQueries({ queryKey: moduleKeys.user() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
