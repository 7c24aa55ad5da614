import { apiRequest } from '../../lib/api-client';
import { useParentClassesMutation } from './parent-classes-mutation';

/** DELETE /api/parent/class-requests/:requestId → 204: declined, nothing shared. */
export async function declineClassRequest(requestId: string): Promise<void> {
  await apiRequest('DELETE', `/api/parent/class-requests/${encodeURIComponent(requestId)}`);
}

export const useDeclineClassRequest = () => useParentClassesMutation(declineClassRequest);
