import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** DELETE /api/classes/:classId/invitation → 204: the code stops working, its waiting requests go. */
export async function turnOffClassInvitation(classId: string): Promise<void> {
  await apiRequest('DELETE', `/api/classes/${encodeURIComponent(classId)}/invitation`);
}

export function useTurnOffClassInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffClassInvitation,
    onSuccess: (_done, classId) => queryClient.setQueryData(classInvitationKeys.ofClass(classId), { invitation: null }),
  });
}
