import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassInvitation, InvitationDays } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** POST /api/classes/:classId/invitation → a new code (the old one stops working), lasting `expiresInDays`. */
export function renewClassInvitation({ classId, expiresInDays }: { classId: string; expiresInDays: InvitationDays }): Promise<ClassInvitation> {
  return apiJson<ClassInvitation>('POST', `/api/classes/${encodeURIComponent(classId)}/invitation`, { expiresInDays });
}

export function useRenewClassInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewClassInvitation,
    onSuccess: (invitation) => queryClient.setQueryData(classInvitationKeys.ofClass(invitation.classId), { invitation }),
  });
}
