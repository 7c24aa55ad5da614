import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Invitation } from '@chess-quest/protocol/multiplayer';
import { useSocketStatus } from '../../lib/socket/connection';
import { toast } from '../../lib/toast';
import { announceNewChallenge } from './live/invitations';

export type InvitationEvent =
  | { kind: 'received'; invitation: Invitation }
  | { kind: 'accepted'; invitation: Invitation; gameId: string }
  | { kind: 'declined'; invitation: Invitation };

/**
 * What changed between two looks at the invitations, from the viewer's side. The first look
 * (`before` null) changes nothing: what was already there is not news.
 */
export function invitationEvents(
  before: ReadonlyMap<string, Invitation['status']> | null,
  now: readonly Invitation[],
  viewerId: string,
): InvitationEvent[] {
  if (!before) return [];
  const events: InvitationEvent[] = [];
  for (const invitation of now) {
    const previous = before.get(invitation.id);
    if (previous === undefined) {
      if (invitation.receiverId === viewerId && invitation.status === 'pending') events.push({ kind: 'received', invitation });
    } else if (previous === 'pending' && invitation.senderId === viewerId) {
      if (invitation.status === 'accepted' && invitation.gameId) {
        events.push({ kind: 'accepted', invitation, gameId: invitation.gameId });
      } else if (invitation.status === 'declined') {
        events.push({ kind: 'declined', invitation });
      }
    }
  }
  return events;
}

/**
 * Tells a sender whose challenge was answered, whether the news came by socket or by polling;
 * and toasts a new challenge found by polling (a pushed one is toasted as it arrives).
 */
export function useInvitationEvents(invitations: readonly Invitation[] | undefined, viewerId: string, onAccepted: (gameId: string) => void): void {
  const { t } = useLingui();
  const seen = useRef<Map<string, Invitation['status']> | null>(null);
  const pushed = useSocketStatus() === 'connected';
  useEffect(() => {
    if (!invitations) return;
    for (const event of invitationEvents(seen.current, invitations, viewerId)) {
      const { invitation } = event;
      if (event.kind === 'received') {
        if (!pushed) announceNewChallenge(invitation);
      } else if (event.kind === 'declined') {
        const receiverName = invitation.receiverName;
        toast({ title: t`Challenge declined`, description: t`${receiverName} can't play right now.` });
      } else {
        onAccepted(event.gameId);
      }
    }
    seen.current = new Map(invitations.map((i) => [i.id, i.status]));
  }, [invitations, viewerId, onAccepted, pushed, t]);
}
