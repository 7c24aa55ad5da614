import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentResetPinBody } from '@chess-quest/protocol/parent';
import type { ParentGateAnswer } from './lock-parent-area';
import { apiJson } from '../../lib/api-client';
import { parentGateChanged } from './get-parent-status';

/** POST /api/parent/reset-pin {password, newPin}: the account password sets a new PIN (and opens the gate). */
export function resetParentPin(body: ParentResetPinBody): Promise<ParentGateAnswer> {
  return apiJson<ParentGateAnswer>('POST', '/api/parent/reset-pin', body);
}

export function useResetParentPin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetParentPin, onSuccess: (answer) => parentGateChanged(queryClient, answer.unlocked) });
}
