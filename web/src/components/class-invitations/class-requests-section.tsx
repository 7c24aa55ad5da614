import { useLingui as useActiveLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, EyeOff, LogOut, School, X } from 'lucide-react';
import { useState } from 'react';
import { TEACHER_NEVER_SEES, type ClassMembership, type ClassRequest } from '@chess-quest/protocol/class-invitations';
import { TEACHER_NEVER_SEES_ES } from '@chess-quest/protocol/class-invitations.es';
import { useParentClasses } from '../../api/class-invitations/get-parent-classes';
import { useApproveClassRequest } from '../../api/class-invitations/approve-class-request';
import { useDeclineClassRequest } from '../../api/class-invitations/decline-class-request';
import { useLeaveClass } from '../../api/class-invitations/leave-class';
import { inActiveLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { dayText } from './invitation-text';

function TaughtBy({ emails }: { emails: readonly string[] }) {
  if (emails.length === 0) return null;
  const teachers = emails.join(', ');
  return (
    <p className="text-ink-muted [overflow-wrap:anywhere]">
      <Trans>
        Taught by <span className="font-semibold text-ink">{teachers}</span>
      </Trans>
    </p>
  );
}

/** Exactly what the class's teachers will see of this child, with the child's own values. */
function WhatTheTeacherSees({ request }: { request: ClassRequest }) {
  useActiveLanguage();
  const { child } = request;
  const neverSees: readonly string[] = inActiveLocale<readonly string[]>({ en: TEACHER_NEVER_SEES, es: TEACHER_NEVER_SEES_ES });
  const firstName = child.firstName;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="min-w-0 rounded-2xl border-2 border-teal bg-teal-soft/40 p-3 sm:p-4">
        <h4 className="text-lg font-bold text-ink">
          <Trans>If you say yes, the teacher sees</Trans>
        </h4>
        <dl className="mt-3 grid gap-y-1 text-ink sm:grid-cols-[auto_1fr] sm:items-center sm:gap-x-4 sm:gap-y-3 [&>dd]:mb-2 sm:[&>dd]:mb-0 sm:[&>dt]:whitespace-nowrap">
          <dt className="text-ink-muted">
            <Trans>First name</Trans>
          </dt>
          <dd className="font-semibold">{child.firstName}</dd>
          <dt className="text-ink-muted">
            <Trans>Age</Trans>
          </dt>
          <dd className="font-semibold">{child.age}</dd>
          <dt className="text-ink-muted">
            <Trans>Player name</Trans>
          </dt>
          <dd className="flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            <Avatar name={child.username} imageUrl={child.profileImageUrl} className="size-9! text-base!" />
            {child.username}
          </dd>
          <dt className="text-ink-muted">
            <Trans>Progress</Trans>
          </dt>
          <dd>
            <Trans>Lessons, puzzles, games, rating, time played and streak, from the day {firstName} joins (nothing from before)</Trans>
          </dd>
        </dl>
      </div>
      <div className="min-w-0 rounded-2xl border-2 border-line bg-paper p-3 sm:p-4">
        <h4 className="flex items-center gap-2 text-lg font-bold text-ink">
          <EyeOff aria-hidden="true" className="size-5" />
          <Trans>The teacher never sees</Trans>
        </h4>
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-ink">
          {neverSees.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function RequestCard({ request }: { request: ClassRequest }) {
  const { t } = useLingui();
  const approve = useApproveClassRequest();
  const decline = useDeclineClassRequest();
  const { child } = request;
  const error = approve.error ?? decline.error;
  const busy = approve.isPending || decline.isPending;
  const firstName = child.firstName;
  const className = request.className;
  return (
    <li className="grid min-w-0 gap-4 rounded-2xl border-2 border-brand bg-paper p-3 sm:p-5">
      <div className="grid gap-2">
        <Badge color="amber" className="justify-self-start">
          <Trans>Waiting for your answer</Trans>
        </Badge>
        <div className="flex items-center gap-3">
          <Avatar name={child.firstName} imageUrl={child.profileImageUrl} className="size-12!" />
          <div className="min-w-0 flex-1">
            <p className="text-xl font-bold text-ink">
              <Trans>
                {firstName} asked to join <span className="text-teal-strong">{className}</span>
              </Trans>
            </p>
            <TaughtBy emails={request.teacherEmails} />
          </div>
        </div>
      </div>
      {request.classDescription && <p className="whitespace-pre-line text-ink">{request.classDescription}</p>}
      <WhatTheTeacherSees request={request} />
      <p className="text-ink">
        <Trans>
          {firstName} can be in one class at a time. You can take {firstName} out of the class here whenever you like; {firstName}’s progress stays
          with your family.
        </Trans>
      </p>
      {request.blockedMessage && <FormAlert>{request.blockedMessage}</FormAlert>}
      {error && <FormAlert>{requestErrorMessage(error)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={busy || request.blockedBy !== null}
          onClick={() =>
            approve.mutate(request.id, {
              onSuccess: (joined) => {
                const joinedName = joined.child.firstName;
                const joinedClass = joined.className;
                toast({ title: t`${joinedName} is in ${joinedClass}` });
              },
            })
          }
        >
          <Check aria-hidden="true" className="size-5" />
          <Trans>Yes, {firstName} can join</Trans>
        </Button>
        <Button variant="outline" size="lg" disabled={busy} onClick={() => decline.mutate(request.id)}>
          <X aria-hidden="true" className="size-5" />
          <Trans>No, thanks</Trans>
        </Button>
      </div>
    </li>
  );
}

function MembershipRow({ membership, onLeave }: { membership: ClassMembership; onLeave: () => void }) {
  const { child } = membership;
  const firstName = child.firstName;
  const className = membership.className;
  const since = dayText(membership.joinedAt);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line bg-paper p-4">
      <Avatar name={child.firstName} imageUrl={child.profileImageUrl} className="size-12!" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-ink">
          <Trans>
            {firstName} is in <span className="text-teal-strong">{className}</span>
          </Trans>
        </p>
        <p className="text-ink-muted">
          <Trans>Since {since}. The teacher sees the first name, age, player name and progress since then.</Trans>
        </p>
        <TaughtBy emails={membership.teacherEmails} />
      </div>
      <Button variant="ghost" onClick={onLeave}>
        <LogOut aria-hidden="true" className="size-4" />
        <Trans>Take {firstName} out</Trans>
      </Button>
    </li>
  );
}

function LeaveDialog({ membership, onClose }: { membership: ClassMembership; onClose: () => void }) {
  const { t } = useLingui();
  const leave = useLeaveClass();
  const name = membership.child.firstName;
  const className = membership.className;
  return (
    <ConfirmDialog
      title={t`Take ${name} out of ${className}?`}
      confirmLabel={t`Take ${name} out`}
      destructive
      pending={leave.isPending}
      error={leave.error}
      onClose={onClose}
      onConfirm={() =>
        leave.mutate(membership.child.id, {
          onSuccess: () => {
            toast({ title: t`${name} left ${className}` });
            onClose();
          },
        })
      }
    >
      <p>
        <Trans>
          {name} leaves the class at once: the teacher no longer sees {name} or {name}’s progress, and what the class kept only for itself (its
          assignments for {name}) goes.
        </Trans>
      </p>
      <p>
        <Trans>
          {name}’s own lessons, puzzles, games and stars stay with your family. {name} can join a class again later, with your yes.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

/**
 * The Parent Dashboard's classes (issue 24): a child's requests to join a class, waiting for
 * the parent's yes with what the teacher will see spelled out, and the classes the children
 * are in (take a child out at any time). Nothing shows while there is neither.
 */
export function ClassRequestsSection() {
  const { t } = useLingui();
  const classes = useParentClasses();
  const [leaving, setLeaving] = useState<ClassMembership | null>(null);
  if (classes.isPending) return null;
  if (classes.isError) return <LoadError what={t`your children's classes`} onRetry={() => void classes.refetch()} />;
  const { requests, memberships } = classes.data;
  if (requests.length === 0 && memberships.length === 0) return null;
  return (
    <section aria-labelledby="class-requests-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="class-requests-heading" className="flex items-center gap-2">
            <School aria-hidden="true" className="size-7 text-teal-strong" />
            <Trans>Classes</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              A teacher can invite your child to a chess class. Your child asks with the teacher’s code; nothing is shared until you say yes.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {requests.length > 0 && (
            <ul aria-label={t`Requests to join a class`} className="grid gap-4">
              {requests.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </ul>
          )}
          {memberships.length > 0 && (
            <ul aria-label={t`Classes your children are in`} className="grid gap-3">
              {memberships.map((membership) => (
                <MembershipRow key={membership.child.id} membership={membership} onLeave={() => setLeaving(membership)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {leaving && <LeaveDialog membership={leaving} onClose={() => setLeaving(null)} />}
    </section>
  );
}
