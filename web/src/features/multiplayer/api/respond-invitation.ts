import { useMutation } from '@tanstack/react-query';
import { answerInvitation } from '../../../lib/socket-client';

/** Spec §4: answering refreshes invitations and, on accept, games (lib/socket-client's answerInvitation, as the challenge's toast answers). */
export function useRespondToInvitation() {
  return useMutation({ mutationFn: answerInvitation });
}
