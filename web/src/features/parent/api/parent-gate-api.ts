import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParentResetPinBody, ParentStatus } from '@chess-quest/protocol/parent';
import { apiJson, ApiError } from '../../../lib/api-client';

/** GET /api/parent/status → whether this session has passed the parent PIN. */
export const parentStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent/status'],
    queryFn: ({ signal }) => apiJson<ParentStatus>('GET', '/api/parent/status', undefined, { signal }),
  });

export function useParentStatus() {
  return useQuery(parentStatusQueryOptions());
}

/** True for the server's "a parent needs to enter the PIN first" answer. */
export function isParentLockedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body.includes('parent PIN');
}

function useGateMutation<TBody>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiJson<{ unlocked: boolean }>('POST', url, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(parentStatusQueryOptions().queryKey, (old) =>
        old ? { ...old, unlocked: answer.unlocked } : old,
      );
      // Parent data cached before a lock must be read again through the gate.
      return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/parent/') });
    },
  });
}

/** POST /api/parent/unlock {pin}. */
export function useUnlockParentArea() {
  return useGateMutation<{ pin: string }>('/api/parent/unlock');
}

/** POST /api/parent/lock. */
export function useLockParentArea() {
  return useGateMutation<undefined>('/api/parent/lock');
}

/** POST /api/parent/reset-pin {password, newPin}: the account password sets a new PIN. */
export function useResetParentPin() {
  return useGateMutation<ParentResetPinBody>('/api/parent/reset-pin');
}
