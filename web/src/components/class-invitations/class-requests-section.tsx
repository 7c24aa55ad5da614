import { Check, EyeOff, LogOut, School, X } from 'lucide-react';
import { useState } from 'react';
import { TEACHER_NEVER_SEES, type ClassMembership, type ClassRequest } from '@chess-quest/protocol/class-invitations';
import { useParentClasses } from '../../api/class-invitations/get-parent-classes';
import { useApproveClassRequest } from '../../api/class-invitations/approve-class-request';
import { useDeclineClassRequest } from '../../api/class-invitations/decline-class-request';
import { useLeaveClass } from '../../api/class-invitations/leave-class';
import { errorMessageOf } from '../../lib/api-client';
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
  return (
    <p className="text-ink-muted [overflow-wrap:anywhere]">
      Taught by <span className="font-semibold text-ink">{emails.join(', ')}</span>
    </p>
  );
}

/** Exactly what the class's teachers will see of this child, with the child's own values. */
function WhatTheTeacherSees({ request }: { request: ClassRequest }) {
  const { child } = request;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="min-w-0 rounded-2xl border-2 border-teal bg-teal-soft/40 p-3 sm:p-4">
        <h4 className="text-lg font-bold text-ink">If you say yes, the teacher sees</h4>
        <dl className="mt-3 grid gap-y-1 text-ink sm:grid-cols-[auto_1fr] sm:items-center sm:gap-x-4 sm:gap-y-3 [&>dd]:mb-2 sm:[&>dd]:mb-0 sm:[&>dt]:whitespace-nowrap">
          <dt className="text-ink-muted">First name</dt>
          <dd className="font-semibold">{child.firstName}</dd>
          <dt className="text-ink-muted">Age</dt>
          <dd className="font-semibold">{child.age}</dd>
          <dt className="text-ink-muted">Player name</dt>
          <dd className="flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            <Avatar name={child.username} imageUrl={child.profileImageUrl} className="size-9! text-base!" />
            {child.username}
          </dd>
          <dt className="text-ink-muted">Progress</dt>
          <dd>Lessons, puzzles, games, rating, time played and streak, from the day {child.firstName} joins (nothing from before)</dd>
        </dl>
      </div>
      <div className="min-w-0 rounded-2xl border-2 border-line bg-paper p-3 sm:p-4">
        <h4 className="flex items-center gap-2 text-lg font-bold text-ink">
          <EyeOff aria-hidden="true" className="size-5" />
          The teacher never sees
        </h4>
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-ink">
          {TEACHER_NEVER_SEES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function RequestCard({ request }: { request: ClassRequest }) {
  const approve = useApproveClassRequest();
  const decline = useDeclineClassRequest();
  const { child } = request;
  const error = approve.error ?? decline.error;
  const busy = approve.isPending || decline.isPending;
  return (
    <li className="grid min-w-0 gap-4 rounded-2xl border-2 border-brand bg-paper p-3 sm:p-5">
      <div className="grid gap-2">
        <Badge color="amber" className="justify-self-start">
          Waiting for your answer
        </Badge>
        <div className="flex items-center gap-3">
          <Avatar name={child.firstName} imageUrl={child.profileImageUrl} className="size-12!" />
          <div className="min-w-0 flex-1">
            <p className="text-xl font-bold text-ink">
              {child.firstName} asked to join <span className="text-teal-strong">{request.className}</span>
            </p>
            <TaughtBy emails={request.teacherEmails} />
          </div>
        </div>
      </div>
      {request.classDescription && <p className="whitespace-pre-line text-ink">{request.classDescription}</p>}
      <WhatTheTeacherSees request={request} />
      <p className="text-ink">
        {child.firstName} can be in one class at a time. You can take {child.firstName} out of the class here whenever you like; {child.firstName}
        &rsquo;s progress stays with your family.
      </p>
      {request.blockedMessage && <FormAlert>{request.blockedMessage}</FormAlert>}
      {error && <FormAlert>{errorMessageOf(error)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={busy || request.blockedBy !== null}
          onClick={() =>
            approve.mutate(request.id, {
              onSuccess: (joined) => toast({ title: `${joined.child.firstName} is in ${joined.className}` }),
            })
          }
        >
          <Check aria-hidden="true" className="size-5" />
          Yes, {child.firstName} can join
        </Button>
        <Button variant="outline" size="lg" disabled={busy} onClick={() => decline.mutate(request.id)}>
          <X aria-hidden="true" className="size-5" />
          No, thanks
        </Button>
      </div>
    </li>
  );
}

function MembershipRow({ membership, onLeave }: { membership: ClassMembership; onLeave: () => void }) {
  const { child } = membership;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line bg-paper p-4">
      <Avatar name={child.firstName} imageUrl={child.profileImageUrl} className="size-12!" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-ink">
          {child.firstName} is in <span className="text-teal-strong">{membership.className}</span>
        </p>
        <p className="text-ink-muted">
          Since {dayText(membership.joinedAt)}. The teacher sees the first name, age, player name and progress since then.
        </p>
        <TaughtBy emails={membership.teacherEmails} />
      </div>
      <Button variant="ghost" onClick={onLeave}>
        <LogOut aria-hidden="true" className="size-4" />
        Take {child.firstName} out
      </Button>
    </li>
  );
}

function LeaveDialog({ membership, onClose }: { membership: ClassMembership; onClose: () => void }) {
  const leave = useLeaveClass();
  const name = membership.child.firstName;
  return (
    <ConfirmDialog
      title={`Take ${name} out of ${membership.className}?`}
      confirmLabel={`Take ${name} out`}
      destructive
      pending={leave.isPending}
      error={leave.error}
      onClose={onClose}
      onConfirm={() =>
        leave.mutate(membership.child.id, {
          onSuccess: () => {
            toast({ title: `${name} left ${membership.className}` });
            onClose();
          },
        })
      }
    >
      <p>
        {name} leaves the class at once: the teacher no longer sees {name} or {name}&rsquo;s progress, and what the class kept only for itself (its
        assignments for {name}) goes.
      </p>
      <p>
        {name}&rsquo;s own lessons, puzzles, games and stars stay with your family. {name} can join a class again later, with your yes.
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
  const classes = useParentClasses();
  const [leaving, setLeaving] = useState<ClassMembership | null>(null);
  if (classes.isPending) return null;
  if (classes.isError) return <LoadError what="your children's classes" onRetry={() => void classes.refetch()} />;
  const { requests, memberships } = classes.data;
  if (requests.length === 0 && memberships.length === 0) return null;
  return (
    <section aria-labelledby="class-requests-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="class-requests-heading" className="flex items-center gap-2">
            <School aria-hidden="true" className="size-7 text-teal-strong" />
            Classes
          </CardTitle>
          <CardDescription>
            A teacher can invite your child to a chess class. Your child asks with the teacher&rsquo;s code; nothing is shared until you say yes.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {requests.length > 0 && (
            <ul aria-label="Requests to join a class" className="grid gap-4">
              {requests.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </ul>
          )}
          {memberships.length > 0 && (
            <ul aria-label="Classes your children are in" className="grid gap-3">
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
