import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Home, RefreshCw, Ticket, X } from 'lucide-react';
import { useState } from 'react';
import { INVITATION_DAYS, INVITATION_DEFAULT_DAYS, type ClassInvitation, type InvitationDays } from '@chess-quest/protocol/class-invitations';
import { useClassInvitation } from '../../api/class-invitations/get-class-invitation';
import { useRenewClassInvitation } from '../../api/class-invitations/renew-class-invitation';
import { useTurnOffClassInvitation } from '../../api/class-invitations/turn-off-class-invitation';
import { requestErrorMessage } from '../../lib/request-error-message';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormAlert, inputClassName } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { expiryText, invitationLink } from './invitation-text';

const DAYS_LABEL: Record<InvitationDays, MessageDescriptor> = { 1: msg`1 day`, 7: msg`1 week`, 14: msg`2 weeks`, 30: msg`30 days` };

function DaysPicker({ value, onChange }: { value: InvitationDays; onChange: (days: InvitationDays) => void }) {
  const { t } = useLingui();
  return (
    <label className="grid gap-1.5 font-semibold text-ink">
      <Trans>Works for</Trans>
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as InvitationDays)}
        className={`${inputClassName} min-h-11 w-auto`}
      >
        {INVITATION_DAYS.map((days) => (
          <option key={days} value={days}>
            {t(DAYS_LABEL[days])}
          </option>
        ))}
      </select>
    </label>
  );
}

function CopyLink({ link }: { link: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor="invitation-link" className="font-semibold text-ink">
        <Trans>Link for families</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="invitation-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} min-w-0 basis-full font-mono text-sm sm:basis-0 sm:flex-1`}
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? t`Copied` : t`Copy link`}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? t`Link copied` : ''}
      </p>
    </div>
  );
}

function CurrentInvitation({
  invitation,
  archived,
  onRenew,
  onTurnOff,
}: {
  invitation: ClassInvitation;
  archived: boolean;
  onRenew: () => void;
  onTurnOff: () => void;
}) {
  const link = invitationLink(window.location.origin, invitation.path);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg text-ink">
          <Trans>Code for families</Trans>
        </span>
        <span className="rounded-xl bg-teal-soft px-4 py-2 font-mono text-2xl font-extrabold tracking-widest text-teal-strong">
          {invitation.code}
        </span>
        {invitation.expired ? (
          <Badge color="red">
            <Trans>Expired</Trans>
          </Badge>
        ) : (
          <Badge color="green">
            <Trans context="invitation status">Open</Trans>
          </Badge>
        )}
      </div>
      <p className="text-ink-muted">{expiryText(invitation.expiresAt)}</p>
      {!invitation.expired && <CopyLink link={link} />}
      {!archived && (
        <div className="flex flex-wrap gap-2">
          <Button variant={invitation.expired ? 'primary' : 'outline'} onClick={onRenew}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>New code</Trans>
          </Button>
          <Button variant="ghost" onClick={onTurnOff}>
            <X aria-hidden="true" className="size-4" />
            <Trans>Turn off</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The class's invitation for families (issue 24), on the teacher's class page: a child who
 * already plays at home types the code (or opens the link); its parent approves in the Parent
 * View; then the child is in the class list with the first name the parent gave.
 */
export function ClassInvitationPanel({ classId, archived }: { classId: string; archived: boolean }) {
  const { t } = useLingui();
  const state = useClassInvitation(classId);
  const renew = useRenewClassInvitation();
  const turnOff = useTurnOffClassInvitation();
  const [days, setDays] = useState<InvitationDays>(INVITATION_DEFAULT_DAYS);
  const [confirm, setConfirm] = useState<'renew' | 'off' | null>(null);

  const make = () => renew.mutate({ classId, expiresInDays: days }, { onSuccess: () => setConfirm(null) });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Home aria-hidden="true" className="size-6 text-teal-strong" />
          <Trans>Children who already play at home</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Does a child already play Chess Quest at home? Give their family this code or link. Nothing is shared until a parent says yes in the
            Parent View; then the child joins your list with the first name their parent gave. Parents see the class name and your email.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isPending ? (
          <PageLoading />
        ) : state.isError ? (
          <LoadError what={t`the invitation`} onRetry={() => void state.refetch()} />
        ) : state.data.invitation ? (
          <CurrentInvitation
            invitation={state.data.invitation}
            archived={archived}
            onRenew={() => setConfirm('renew')}
            onTurnOff={() => setConfirm('off')}
          />
        ) : archived ? (
          <p className="text-ink-muted">
            <Trans>This class is archived: it takes no new students.</Trans>
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <DaysPicker value={days} onChange={setDays} />
            <Button onClick={make} disabled={renew.isPending}>
              <Ticket aria-hidden="true" className="size-5" />
              {renew.isPending ? t`One moment…` : t`Make a code for families`}
            </Button>
          </div>
        )}
        {confirm === null && renew.isError && <FormAlert>{requestErrorMessage(renew.error)}</FormAlert>}
      </CardContent>
      {confirm !== null && (
        <Dialog open onOpenChange={(open) => !open && setConfirm(null)}>
          <DialogContent>
            <DialogTitle>{confirm === 'renew' ? t`Make a new code?` : t`Turn the code off?`}</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-3">
                <p>
                  {confirm === 'renew' ? (
                    <Trans>
                      The code you have now stops working at once. Requests made with it that parents have not answered yet are dropped: those
                      children ask again with the new code.
                    </Trans>
                  ) : (
                    <Trans>
                      The code you have now stops working at once. Requests made with it that parents have not answered yet are dropped: those
                      children can ask again when you make a new code.
                    </Trans>
                  )}
                </p>
                <p>
                  <Trans>Children already in the class stay in it.</Trans>
                </p>
              </div>
            </DialogDescription>
            {confirm === 'renew' && (
              <div className="mt-4">
                <DaysPicker value={days} onChange={setDays} />
              </div>
            )}
            {(renew.isError || turnOff.isError) && (
              <div className="mt-4">
                <FormAlert>{requestErrorMessage(renew.error ?? turnOff.error)}</FormAlert>
              </div>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              {confirm === 'renew' ? (
                <Button onClick={make} disabled={renew.isPending}>
                  {renew.isPending ? t`One moment…` : t`Make a new code`}
                </Button>
              ) : (
                <Button
                  variant="destructive"
                  onClick={() => turnOff.mutate(classId, { onSuccess: () => setConfirm(null) })}
                  disabled={turnOff.isPending}
                >
                  {turnOff.isPending ? t`One moment…` : t`Turn off`}
                </Button>
              )}
              <Button variant="ghost" onClick={() => setConfirm(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </Card>
  );
}
