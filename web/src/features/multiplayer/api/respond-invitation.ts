import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation, type RespondBody } from '@chess-quest/protocol/multiplayer';
import { socketRequest, viaSocketOrRest } from '../../../lib/socket-client';
import { useInvitationsStore } from '../../../stores/invitations-store';
import { multiplayerJson } from './multiplayer-request';
import { multiplayerKeys } from '../../../api/query-keys';

/** invite:respond over the socket, or POST /api/multiplayer/respond while it is down. */
export function respondToInvitation(body: RespondBody): Promise<Invitation> {
  return viaSocketOrRest(
    () => socketRequest('invite:respond', body),
    () => multiplayerJson(invitationSchema, 'POST', '/api/multiplayer/respond', body),
  );
}

/** Spec §4: answering refreshes invitations and, on accept, games. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    onSuccess: async (invitation) => {
      useInvitationsStore.getState().upsert(invitation);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: multiplayerKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: multiplayerKeys.games() }),
      ]);
    },
  });
}
