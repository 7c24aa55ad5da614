import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinStatus } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** POST /api/class-invitations/join → the request, waiting for the parent (a family account's child only). */
export function joinClass(code: string): Promise<JoinStatus> {
  return apiJson<JoinStatus>('POST', '/api/class-invitations/join', { code });
}

export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinClass, onSuccess: (status) => queryClient.setQueryData(classInvitationKeys.mine(), status) });
}
