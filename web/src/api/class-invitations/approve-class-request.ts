import type { ClassMembership } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { useParentClassesMutation } from './parent-classes-mutation';

/** POST /api/parent/class-requests/:requestId/approve → the child, now in the class. */
export function approveClassRequest(requestId: string): Promise<ClassMembership> {
  return apiJson<ClassMembership>('POST', `/api/parent/class-requests/${encodeURIComponent(requestId)}/approve`);
}

export const useApproveClassRequest = () => useParentClassesMutation(approveClassRequest);
