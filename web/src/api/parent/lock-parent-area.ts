import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { parentGateChanged } from './get-parent-status';

/** What the gate's calls answer: whether the parent area is open now. */
export interface ParentGateAnswer {
  unlocked: boolean;
}

/** POST /api/parent/lock → {unlocked: false}. */
export function lockParentArea(): Promise<ParentGateAnswer> {
  return apiJson<ParentGateAnswer>('POST', '/api/parent/lock');
}

export function useLockParentArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: lockParentArea, onSuccess: (answer) => parentGateChanged(queryClient, answer.unlocked) });
}
