import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ParentStatus } from '@chess-quest/protocol/parent';
import { apiJson, hasErrorCode } from '../../lib/api-client';
import { parentKeys } from '../query-keys';

let lockInFlight: Promise<unknown> | null = null;

/**
 * A lock sent on leaving the parent area: every status read waits for it, so a page opened
 * right after can never read the gate as it was before the lock landed (issue 22).
 */
export function awaitLockBeforeStatus(lock: Promise<unknown>): void {
  const settled = lock.catch(() => undefined);
  lockInFlight = settled;
  void settled.then(() => {
    if (lockInFlight === settled) lockInFlight = null;
  });
}

/** GET /api/parent/status → whether this session has passed the parent PIN. */
export async function getParentStatus(signal?: AbortSignal): Promise<ParentStatus> {
  if (lockInFlight) await lockInFlight;
  return apiJson<ParentStatus>('GET', '/api/parent/status', undefined, { signal });
}

export const parentStatusQueryOptions = () => queryOptions({ queryKey: parentKeys.status(), queryFn: ({ signal }) => getParentStatus(signal) });

export function useParentStatus() {
  return useQuery(parentStatusQueryOptions());
}

/** True for the server's "a parent needs to enter the PIN first" answer. */
export function isParentLockedError(error: unknown): boolean {
  return hasErrorCode(error, 'parent_gate_required');
}

/** After the gate opened or closed: its new state, and every parent read again through it. */
export async function parentGateChanged(queryClient: QueryClient, unlocked: boolean): Promise<void> {
  queryClient.setQueryData(parentStatusQueryOptions().queryKey, (old) => (old ? { ...old, unlocked } : old));
  // Parent data cached before a lock must be read again through the gate.
  await queryClient.invalidateQueries({ queryKey: parentKeys.all });
}
