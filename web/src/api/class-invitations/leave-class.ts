import { apiRequest } from '../../lib/api-client';
import { useParentClassesMutation } from './parent-classes-mutation';

/** DELETE /api/parent/children/:childId/class → 204: the child leaves its class; its data stays. */
export async function leaveClass(childId: string): Promise<void> {
  await apiRequest('DELETE', `/api/parent/children/${encodeURIComponent(childId)}/class`);
}

export const useLeaveClass = () => useParentClassesMutation(leaveClass);
