import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass, PartyPopper, School, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INVITATION_MESSAGES, invitationCodeSchema, type JoinStatus } from '@chess-quest/protocol/class-invitations';
import { useJoinClass } from '../../api/class-invitations/join-class';
import { useJoinStatus } from '../../api/class-invitations/get-join-status';
import { Button, buttonClassName } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { requestErrorMessage } from '../../lib/request-error-message';
import { typedInvitationCode } from '../../components/class-invitations/invitation-text';

/** The server's answers a child may read here (protocol INVITATION_MESSAGES), by their English, in the child's language. */
const JOIN_ANSWERS: Readonly<Record<string, MessageDescriptor>> = {
  [INVITATION_MESSAGES.invalidCode]: msg`That code does not work. It may be old or mistyped. Ask your teacher for the class code for families.`,
  [INVITATION_MESSAGES.studentAccount]: msg`You are already in your class. Class codes for families are for family accounts.`,
  [INVITATION_MESSAGES.alreadyInClass]: msg`You are already in a class.`,
  [INVITATION_MESSAGES.classFull]: msg`This class is full: the teacher has no room for another student.`,
  [INVITATION_MESSAGES.classArchived]: msg`This class is archived: its teacher is not taking new students.`,
  [INVITATION_MESSAGES.noInvitation]: msg`This class has no invitation for families yet.`,
};

function Waiting({ status, onOtherCode }: { status: JoinStatus; onOtherCode: () => void }) {
  const className = status.className;
  return (
    <div className="grid max-w-2xl justify-items-center gap-5 rounded-[var(--radius-card)] border-2 border-sun bg-sun-soft p-6 text-center sm:p-10">
      <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-paper text-amber-700">
        <Hourglass className="size-10" />
      </span>
      <p className="text-2xl font-extrabold text-ink sm:text-3xl">
        <Trans>
          You asked to join <span className="text-teal-strong">{className}</span>!
        </Trans>
      </p>
      <p className="text-xl font-semibold text-ink">
        <Trans>Ask your parent to say yes in the Parent View.</Trans>
      </p>
      <p className="text-lg text-ink">
        <Trans>Your teacher will see you in the class after your parent says yes.</Trans>
      </p>
      <Button variant="ghost" onClick={onOtherCode}>
        <Trans>I have a different code</Trans>
      </Button>
    </div>
  );
}

function InClass({ status }: { status: JoinStatus }) {
  const className = status.className;
  return (
    <div className="grid max-w-2xl justify-items-center gap-5 rounded-[var(--radius-card)] border-2 border-teal bg-teal-soft p-6 text-center sm:p-10">
      <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-paper text-teal-strong">
        <PartyPopper className="size-10" />
      </span>
      <p className="text-2xl font-extrabold text-ink sm:text-3xl">
        <Trans>
          You are in <span className="text-teal-strong">{className}</span>!
        </Trans>
      </p>
      <Link to="/class" className={buttonClassName('secondary', 'lg')}>
        <School aria-hidden="true" className="size-6" />
        <Trans>See my class</Trans>
      </Link>
    </div>
  );
}

function CodeForm({ initial, onAsked }: { initial: string; onAsked: () => void }) {
  const { t } = useLingui();
  const join = useJoinClass();
  const [code, setCode] = useState(typedInvitationCode(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = invitationCodeSchema.safeParse(code);
    if (!checked.success) {
      setProblem(t`The code has 8 letters and numbers, like ABCD-EFGH. Look at it again.`);
      return;
    }
    setProblem(null);
    join.mutate(code, { onSuccess: onAsked });
  };
  const known = join.isError ? JOIN_ANSWERS[errorMessageOf(join.error)] : undefined;
  const error = problem ?? (join.isError ? (known ? t(known) : requestErrorMessage(join.error)) : null);
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <div className="grid gap-2">
        <label htmlFor="class-code" className="text-xl font-bold text-ink">
          <Trans>Type the code from your teacher</Trans>
        </label>
        <input
          id="class-code"
          value={code}
          onChange={(event) => setCode(typedInvitationCode(event.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          placeholder="ABCD-EFGH"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'class-code-error' : undefined}
          className={cn(
            'block min-h-16 w-full rounded-2xl border-2 border-ink-muted bg-paper px-5 text-center font-mono text-3xl font-extrabold tracking-[0.2em] text-ink uppercase',
            'placeholder:text-ink-muted/60 aria-[invalid=true]:border-danger',
          )}
        />
      </div>
      {error && (
        <div id="class-code-error">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <Button type="submit" size="lg" disabled={join.isPending} className="justify-self-start">
        <Send aria-hidden="true" className="size-6" />
        {join.isPending ? t`Asking…` : t`Ask to join`}
      </Button>
      <p className="text-lg text-ink-muted">
        <Trans>Then your parent says yes in the Parent View.</Trans>
      </p>
    </form>
  );
}

/**
 * A child who already plays at home joins a class (issue 24): type the teacher's code (or open
 * the teacher's link, which fills it in) and ask; the parent says yes in the Parent View.
 */
export default function JoinClassPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const status = useJoinStatus();
  const [otherCode, setOtherCode] = useState(false);

  let body;
  if (status.isPending) body = <PageLoading />;
  else if (status.isError) body = <LoadError what={t`your class`} onRetry={() => void status.refetch()} />;
  else if (status.data.status === 'member') body = <InClass status={status.data} />;
  else if (status.data.status === 'pending' && !otherCode) body = <Waiting status={status.data} onOtherCode={() => setOtherCode(true)} />;
  else body = <CodeForm initial={otherCode ? '' : (params.get('code') ?? '')} onAsked={() => setOtherCode(false)} />;

  return (
    <>
      <title>{t`Join a class – Chess Quest`}</title>
      <PageHeader title={t`Join a class`} description={t`Play chess with your class and your teacher.`} icon={<School className="size-8" />} />
      {body}
    </>
  );
}
