import { useMutation } from '@tanstack/react-query';
import type { PathActionResponse } from '@chess-quest/protocol/learning-journey';
import { apiJson } from '../../../lib/api-client';

/** POST /api/learning-paths/:id/continue → the step under way, whose screen Continue opens. */
export function continueLearningPath(pathId: string): Promise<PathActionResponse> {
  return apiJson<PathActionResponse>('POST', `/api/learning-paths/${encodeURIComponent(pathId)}/continue`);
}

export function useContinueLearningPath() {
  return useMutation({ mutationFn: continueLearningPath });
}
