import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { awaitLockBeforeStatus, parentGateChanged } from './get-parent-status';

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

/**
 * The screen left the parent area (a link, the back button, a payment's landing): the gate
 * reads locked at once here, and the server locks it; the next status read waits for that.
 */
export function lockOnLeavingParentArea(queryClient: QueryClient): void {
  const lock = lockParentArea();
  awaitLockBeforeStatus(lock);
  void parentGateChanged(queryClient, false);
}
