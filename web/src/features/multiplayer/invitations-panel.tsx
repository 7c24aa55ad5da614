import { Mail } from 'lucide-react';
import { formatClock, type Invitation } from '@chess-quest/protocol/multiplayer';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { errorMessageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useRespondToInvitation } from './api/respond-invitation';

const STATUS: Record<Invitation['status'], { label: string; color: BadgeColor }> = {
  pending: { label: 'Waiting', color: 'amber' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  expired: { label: 'Expired', color: 'neutral' },
  cancelled: { label: 'Cancelled', color: 'neutral' },
};

function InvitationRow({ invitation, viewerId, onAccepted }: { invitation: Invitation; viewerId: string; onAccepted: (gameId: string) => void }) {
  const respond = useRespondToInvitation();
  const received = invitation.receiverId === viewerId;
  const status = STATUS[invitation.status];

  const answer = (response: 'accept' | 'decline') =>
    respond.mutate(
      { invitationId: invitation.id, response },
      {
        onSuccess: (answered) => {
          if (answered.status === 'accepted' && answered.gameId) onAccepted(answered.gameId);
        },
        onError: (error) => toast({ title: 'Error', description: errorMessageOf(error), variant: 'destructive' }),
      },
    );

  return (
    <li className="grid gap-2 rounded-2xl border-2 border-line p-3" data-testid="invitation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold text-ink">
          {received ? `${invitation.senderName} challenged you` : `You challenged ${invitation.receiverName}`}
        </span>
        <Badge color={status.color}>{status.label}</Badge>
      </div>
      <span className="text-ink-muted">Time control: {formatClock(invitation.timeControl)}</span>
      {invitation.message && <q className="text-ink">{invitation.message}</q>}
      {received && invitation.status === 'pending' && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => answer('accept')} disabled={respond.isPending}>
            Accept
          </Button>
          <Button variant="outline" onClick={() => answer('decline')} disabled={respond.isPending}>
            Decline
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {isError && <LoadError what="your invitations" onRetry={onRetry} />}
        {!isError && !invitations && <p>Loading...</p>}
        {invitations?.length === 0 && <EmptyState icon={<Mail className="size-7" />} title="No invitations" headingLevel="h3" />}
        {invitations && invitations.length > 0 && (
          <ul aria-label="Invitations" className="grid gap-3">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} viewerId={viewerId} onAccepted={onAccepted} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
