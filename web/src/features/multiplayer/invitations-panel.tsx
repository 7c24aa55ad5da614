import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { formatClock, type Invitation } from '@chess-quest/protocol/multiplayer';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useRespondToInvitation } from './api/respond-invitation';
import { challengeMessageText } from './challenge-message';

const STATUS: Record<Invitation['status'], { label: MessageDescriptor; color: BadgeColor }> = {
  pending: { label: msg`Waiting`, color: 'amber' },
  accepted: { label: msg`Accepted`, color: 'green' },
  declined: { label: msg`Declined`, color: 'red' },
  expired: { label: msg`Expired`, color: 'neutral' },
  cancelled: { label: msg`Cancelled`, color: 'neutral' },
};

function InvitationRow({ invitation, viewerId, onAccepted }: { invitation: Invitation; viewerId: string; onAccepted: (gameId: string) => void }) {
  const { t } = useLingui();
  const respond = useRespondToInvitation();
  const received = invitation.receiverId === viewerId;
  const status = STATUS[invitation.status];
  const { senderName, receiverName } = invitation;
  const clock = formatClock(invitation.timeControl);

  const answer = (response: 'accept' | 'decline') =>
    respond.mutate(
      { invitationId: invitation.id, response },
      {
        onSuccess: (answered) => {
          if (answered.status === 'accepted' && answered.gameId) onAccepted(answered.gameId);
        },
        onError: (error) => toast({ title: t`Error`, description: requestErrorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <li className="grid gap-2 rounded-2xl border-2 border-line p-3" data-testid="invitation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold text-ink">{received ? t`${senderName} challenged you` : t`You challenged ${receiverName}`}</span>
        <Badge color={status.color}>{t(status.label)}</Badge>
      </div>
      <span className="text-ink-muted">
        <Trans>Time control: {clock}</Trans>
      </span>
      {invitation.message && <q className="text-ink">{challengeMessageText(invitation.message)}</q>}
      {received && invitation.status === 'pending' && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => answer('accept')} disabled={respond.isPending}>
            <Trans>Accept</Trans>
          </Button>
          <Button variant="outline" onClick={() => answer('decline')} disabled={respond.isPending}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Spec §2 Invitations panel: sender, time control, message; Accept and Decline while pending. */
export function InvitationsPanel({
  invitations,
  isError,
  onRetry,
  viewerId,
  onAccepted,
}: {
  invitations: Invitation[] | undefined;
  isError: boolean;
  onRetry: () => void;
  viewerId: string;
  onAccepted: (gameId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Invitations</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isError && <LoadError what={t`your invitations`} onRetry={onRetry} />}
        {!isError && !invitations && (
          <p>
            <Trans>Loading...</Trans>
          </p>
        )}
        {invitations?.length === 0 && <EmptyState icon={<Mail className="size-7" />} title={t`No invitations`} headingLevel="h3" />}
        {invitations && invitations.length > 0 && (
          <ul aria-label={t`Invitations`} className="grid gap-3">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} viewerId={viewerId} onAccepted={onAccepted} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
