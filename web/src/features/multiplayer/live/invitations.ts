import { msg } from '@lingui/core/macro';
import { TOAST_DURATION_MS } from '@chess-quest/protocol/constants';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { formatClock, invitationSchema, type Invitation, type RespondBody } from '@chess-quest/protocol/multiplayer';
import { apiJson } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { validated, type LivePart } from '../../../lib/socket/connection';
import { socketRequest, viaSocketOrRest } from '../../../lib/socket/requests';
import { keepTold, toldInThisTab } from '../../../lib/socket/told-news';
import { toast } from '../../../lib/toast';
import { authKeys, multiplayerKeys } from '../../../api/query-keys';
import { useInvitationsStore } from '../stores/invitations-store';
import { gamePath } from '../paths';

/**
 * Spec §4: answers a challenge (invite:respond over the socket, or POST /api/multiplayer/respond
 * while it is down), then refreshes invitations and, on accept, games. The one way to answer,
 * for the Invitations panel and the challenge's toast alike.
 */
export async function answerInvitation(body: RespondBody): Promise<Invitation> {
  const invitation = await viaSocketOrRest(
    () => socketRequest('invite:respond', body),
    async () => invitationSchema.parse(await apiJson<unknown>('POST', '/api/multiplayer/respond', body)),
  );
  useInvitationsStore.getState().upsert(invitation);
  closeAnsweredToast(invitation);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: multiplayerKeys.invitations() }),
    queryClient.invalidateQueries({ queryKey: multiplayerKeys.games() }),
  ]);
  return invitation;
}

/** The toast of each challenge still open, by invitation id. */
const openChallengeToasts = new Map<string, () => void>();

/**
 * Closes a challenge's toast once the challenge is no longer waiting (answered in the
 * Invitations panel or another tab, cancelled, expired): its Accept and Decline would only fail.
 */
export function closeAnsweredToast(invitation: Invitation): void {
  if (invitation.status === 'pending') return;
  openChallengeToasts.get(invitation.id)?.();
  openChallengeToasts.delete(invitation.id);
}

/**
 * Spec: a toast for a new challenge ('New challenge!' from X), on whichever screen the child is,
 * with Accept and Decline in it: Accept opens the game at once. It stays until the challenge
 * would expire or is answered anywhere, and the Invitations panel in Play → Multiplayer still lists it.
 */
export function announceNewChallenge(invitation: Invitation): void {
  const answer = (response: RespondBody['response']) => answerInvitation({ invitationId: invitation.id, response });
  // Told on any screen, outside React: in the language shown when it arrives.
  const senderName = invitation.senderName;
  const clock = formatClock(invitation.timeControl);
  const { dismiss } = toast({
    title: i18n._(msg`New challenge!`),
    description: i18n._(msg`${senderName} wants to play a ${clock} game.`),
    duration: Math.max(TOAST_DURATION_MS, Date.parse(invitation.expiresAt) - Date.now() || 0),
    buttons: [
      {
        label: i18n._(msg`Accept`),
        altText: i18n._(msg`Accept the challenge in the Invitations panel of Play → Multiplayer.`),
        run: async () => {
          const answered = await answer('accept');
          return answered.gameId ? gamePath(answered.gameId) : undefined;
        },
      },
      {
        label: i18n._(msg`Decline`),
        variant: 'outline',
        altText: i18n._(msg`Decline the challenge in the Invitations panel of Play → Multiplayer.`),
        run: async () => {
          await answer('decline');
        },
      },
    ],
  });
  openChallengeToasts.set(invitation.id, dismiss);
}

function onInvitationPush(invitation: Invitation): void {
  const store = useInvitationsStore.getState();
  const isNew = store.byId[invitation.id] === undefined;
  store.upsert(invitation);
  closeAnsweredToast(invitation);
  const viewerId = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.id;
  const told = toldInThisTab();
  if (!isNew || invitation.status !== 'pending' || invitation.receiverId !== viewerId || told.has(invitation.id)) return;
  told.add(invitation.id);
  keepTold();
  announceNewChallenge(invitation);
}

/**
 * What was pushed while this tab had no connection (the moment between two pages, a dropped
 * line) is read once the connection is up: a challenge sent then is still told, once. Without
 * it a child who changed page at that moment was never told.
 */
async function catchUpOnInvitations(): Promise<void> {
  try {
    const parsed = invitationSchema.array().safeParse(await apiJson<unknown>('GET', '/api/multiplayer/invitations'));
    if (parsed.success) parsed.data.forEach(onInvitationPush);
  } catch {
    // A read failure is left alone: the Invitations panel in Play → Multiplayer still shows what is waiting.
  }
}

/** The invitations' live part: every invitation:update kept in the store, a new challenge told on any screen. */
export const invitationsLive: LivePart = {
  name: 'multiplayer.invitations',
  attach(socket) {
    socket.on('invitation:update', validated(invitationSchema, 'invitation:update', onInvitationPush));
  },
  onConnect: () => void catchUpOnInvitations(),
};
