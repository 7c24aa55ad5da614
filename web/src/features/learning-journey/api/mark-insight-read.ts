import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningJourneyKeys } from '../../../api/learning-journey/keys';

/** POST /api/learning-insights/:id/read (204). */
export async function markInsightRead(id: string): Promise<void> {
  await apiRequest('POST', `/api/learning-insights/${encodeURIComponent(id)}/read`);
}

export function useMarkInsightRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInsightRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningJourneyKeys.insights() }),
  });
}
