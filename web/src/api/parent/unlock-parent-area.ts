import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentGateAnswer } from './lock-parent-area';
import { apiJson } from '../../lib/api-client';
import { parentGateChanged } from './get-parent-status';

/** POST /api/parent/unlock {pin} → {unlocked}. */
export function unlockParentArea(body: { pin: string }): Promise<ParentGateAnswer> {
  return apiJson<ParentGateAnswer>('POST', '/api/parent/unlock', body);
}

export function useUnlockParentArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlockParentArea, onSuccess: (answer) => parentGateChanged(queryClient, answer.unlocked) });
}
