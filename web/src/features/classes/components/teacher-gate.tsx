import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { ParentGate } from '../../../components/parent/parent-gate';
import { useLockParentArea } from '../../../api/parent/lock-parent-area';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { useBecomeTeacher } from '../api/become-teacher';
import { useTeacherStatus } from '../../../api/get-teacher-status';

const linkClass = 'font-semibold text-brand-strong underline';

/** An account that is not a teacher yet (a parent, past the PIN): what teaching means here, and the one button. */
function BecomeTeacher() {
  const become = useBecomeTeacher();
  const { t } = useLingui();
  return (
    <Card className="mx-auto mt-4 max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Teach a chess class</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Run a class at school or at a club, with this account.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-6 text-ink">
          <li>
            <Trans>
              Make classes of up to 40 students and give each one a printed sign-in card: a class code and three pictures, no email or password.
            </Trans>
          </li>
          <li>
            <Trans>Students play under a made-up player name. Their first names are seen only by you and your co-teachers.</Trans>
          </li>
          <li>
            <Trans>Post news for your class and follow each student’s lessons, puzzles and games.</Trans>
          </li>
        </ul>
        <p className="text-ink-muted">
          <Trans>Your family’s children stay as they are. The teacher area opens with the same PIN as the parent area.</Trans>
        </p>
        {become.isError && <FormAlert>{requestErrorMessage(become.error)}</FormAlert>}
        <Button size="lg" className="justify-self-start" onClick={() => become.mutate()} disabled={become.isPending}>
          <GraduationCap aria-hidden="true" className="size-5" />
          {become.isPending ? t`One moment…` : t`Become a teacher`}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The row over every teacher page: a way back (`lead`), and locking the area (the PIN again). */
function TeacherBar({ lead }: { lead?: ReactNode }) {
  const lock = useLockParentArea();
  return (
    <div className="flex items-center justify-between gap-2 print:hidden">
      <div>{lead}</div>
      <Button variant="outline" size="sm" onClick={() => lock.mutate(undefined)} disabled={lock.isPending}>
        <Lock aria-hidden="true" className="size-4" />
        <span>
          <Trans>
            Lock<span className="max-sm:sr-only"> teacher area</span>
          </Trans>
        </span>
      </Button>
    </div>
  );
}

/**
 * The front door of the teacher area: signed in, not a student's account, past the PIN (the
 * parent area's gate: the pages show children's real first names), and a teacher. The server
 * checks the same on every call; this says what to do at each step.
 */
export function TeacherGate({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  const status = useTeacherStatus();
  const { t } = useLingui();
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <LoadError what={t`the teacher area`} onRetry={() => void status.refetch()} />;
  if (status.data === null) {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">
            <Trans>Teachers, please sign in</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The teacher area is for signed-in teachers.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3">
          <Link to="/sign-in" className={buttonClassName('primary')}>
            <Trans>Sign in</Trans>
          </Link>
          <Link to="/teach/sign-up" className={buttonClassName('outline')}>
            <Trans>Create a teacher account</Trans>
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (status.data.accountKind === 'student') {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">
            <Trans>This page is for teachers</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              You can see your class’s news on{' '}
              <Link to="/class" className={linkClass}>
                My class
              </Link>
              .
            </Trans>
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <ParentGate audience="teacher">
      {status.data.isTeacher ? (
        <div className="grid grid-cols-1 gap-6">
          <TeacherBar lead={lead} />
          {children}
        </div>
      ) : (
        <BecomeTeacher />
      )}
    </ParentGate>
  );
}
