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
import { typedInvitationCode } from '../../components/class-invitations/invitation-text';

function Waiting({ status, onOtherCode }: { status: JoinStatus; onOtherCode: () => void }) {
  return (
    <div className="grid max-w-2xl justify-items-center gap-5 rounded-[var(--radius-card)] border-2 border-sun bg-sun-soft p-6 text-center sm:p-10">
      <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-paper text-amber-700">
        <Hourglass className="size-10" />
      </span>
      <p className="text-2xl font-extrabold text-ink sm:text-3xl">
        You asked to join <span className="text-teal-strong">{status.className}</span>!
      </p>
      <p className="text-xl font-semibold text-ink">{INVITATION_MESSAGES.askParent}</p>
      <p className="text-lg text-ink">Your teacher will see you in the class after your parent says yes.</p>
      <Button variant="ghost" onClick={onOtherCode}>
        I have a different code
      </Button>
    </div>
  );
}

function InClass({ status }: { status: JoinStatus }) {
  return (
    <div className="grid max-w-2xl justify-items-center gap-5 rounded-[var(--radius-card)] border-2 border-teal bg-teal-soft p-6 text-center sm:p-10">
      <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-paper text-teal-strong">
        <PartyPopper className="size-10" />
      </span>
      <p className="text-2xl font-extrabold text-ink sm:text-3xl">
        You are in <span className="text-teal-strong">{status.className}</span>!
      </p>
      <Link to="/class" className={buttonClassName('secondary', 'lg')}>
        <School aria-hidden="true" className="size-6" />
        See my class
      </Link>
    </div>
  );
}

function CodeForm({ initial, onAsked }: { initial: string; onAsked: () => void }) {
  const join = useJoinClass();
  const [code, setCode] = useState(typedInvitationCode(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = invitationCodeSchema.safeParse(code);
    if (!checked.success) {
      setProblem('The code has 8 letters and numbers, like ABCD-EFGH. Look at it again.');
      return;
    }
    setProblem(null);
    join.mutate(code, { onSuccess: onAsked });
  };
  const error = problem ?? (join.isError ? errorMessageOf(join.error) : null);
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <div className="grid gap-2">
        <label htmlFor="class-code" className="text-xl font-bold text-ink">
          Type the code from your teacher
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
        {join.isPending ? 'Asking…' : 'Ask to join'}
      </Button>
      <p className="text-lg text-ink-muted">Then your parent says yes in the Parent View.</p>
    </form>
  );
}

/**
 * A child who already plays at home joins a class (issue 24): type the teacher's code (or open
 * the teacher's link, which fills it in) and ask; the parent says yes in the Parent View.
 */
export default function JoinClassPage() {
  const [params] = useSearchParams();
  const status = useJoinStatus();
  const [otherCode, setOtherCode] = useState(false);

  let body;
  if (status.isPending) body = <PageLoading />;
  else if (status.isError) body = <LoadError what="your class" onRetry={() => void status.refetch()} />;
  else if (status.data.status === 'member') body = <InClass status={status.data} />;
  else if (status.data.status === 'pending' && !otherCode) body = <Waiting status={status.data} onOtherCode={() => setOtherCode(true)} />;
  else body = <CodeForm initial={otherCode ? '' : (params.get('code') ?? '')} onAsked={() => setOtherCode(false)} />;

  return (
    <>
      <title>Join a class – Chess Quest</title>
      <PageHeader title="Join a class" description="Play chess with your class and your teacher." icon={<School className="size-8" />} />
      {body}
    </>
  );
}
