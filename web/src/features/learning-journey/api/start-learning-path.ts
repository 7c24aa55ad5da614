import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PathActionResponse } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../../lib/api-client';
import { learningJourneyKeys } from '../../../api/learning-journey/keys';

/** POST /api/learning-paths/:id/start → the child's path and its first step. */
export function startLearningPath(pathId: string): Promise<PathActionResponse> {
  return apiJson<PathActionResponse>('POST', `/api/learning-paths/${encodeURIComponent(pathId)}/start`);
}

export function useStartLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLearningPath,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningJourneyKeys.all }),
  });
}
