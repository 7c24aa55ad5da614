import { useMutation } from '@tanstack/react-query';
import { answerInvitation } from '../live/invitations';

/** Spec §4: answering refreshes invitations and, on accept, games (live/invitations.ts's answerInvitation, as the challenge's toast answers). */
export function useRespondToInvitation() {
  return useMutation({ mutationFn: answerInvitation });
}
