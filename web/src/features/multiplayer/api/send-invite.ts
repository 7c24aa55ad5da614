import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation, type InviteBody } from '@chess-quest/protocol/multiplayer';
import { socketRequest, viaSocketOrRest } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { useInvitationsStore } from '../stores/invitations-store';
import { multiplayerJson } from './multiplayer-request';

/** invite:send over the socket, or POST /api/multiplayer/invite (201) while it is down. */
export function sendInvite(body: InviteBody): Promise<Invitation> {
  return viaSocketOrRest(
    () => socketRequest('invite:send', body),
    () => multiplayerJson(invitationSchema, 'POST', '/api/multiplayer/invite', body),
  );
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: async (invitation) => {
      useInvitationsStore.getState().upsert(invitation);
      await queryClient.invalidateQueries({ queryKey: multiplayerKeys.invitations() });
    },
  });
}
