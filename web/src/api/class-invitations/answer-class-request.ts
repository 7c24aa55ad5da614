import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassMembership } from '@chess-quest/protocol/class-invitations';
import { apiJson, apiRequest } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** POST /api/parent/class-requests/:requestId/approve → the child, now in the class. */
export function approveClassRequest(requestId: string): Promise<ClassMembership> {
  return apiJson<ClassMembership>('POST', `/api/parent/class-requests/${encodeURIComponent(requestId)}/approve`);
}

/** DELETE /api/parent/class-requests/:requestId → 204: declined, nothing shared. */
export async function declineClassRequest(requestId: string): Promise<void> {
  await apiRequest('DELETE', `/api/parent/class-requests/${encodeURIComponent(requestId)}`);
}

/** DELETE /api/parent/children/:childId/class → 204: the child leaves its class; its data stays. */
export async function leaveClass(childId: string): Promise<void> {
  await apiRequest('DELETE', `/api/parent/children/${encodeURIComponent(childId)}/class`);
}

/** Each answer changes the parent's list (and the child's own status on this device). */
function useParentClassesMutation<T>(mutationFn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: classInvitationKeys.all }) });
}

export const useApproveClassRequest = () => useParentClassesMutation(approveClassRequest);
export const useDeclineClassRequest = () => useParentClassesMutation(declineClassRequest);
export const useLeaveClass = () => useParentClassesMutation(leaveClass);
