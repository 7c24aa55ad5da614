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
import { errorMessageOf } from '../../../lib/api-client';
import { useBecomeTeacher } from '../api/become-teacher';
import { useTeacherStatus } from '../../../api/get-teacher-status';

const linkClass = 'font-semibold text-brand-strong underline';

/** An account that is not a teacher yet (a parent, past the PIN): what teaching means here, and the one button. */
function BecomeTeacher() {
  const become = useBecomeTeacher();
  return (
    <Card className="mx-auto mt-4 max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">Teach a chess class</CardTitle>
        <CardDescription>Run a class at school or at a club, with this account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-6 text-ink">
          <li>Make classes of up to 40 students and give each one a printed sign-in card: a class code and three pictures, no email or password.</li>
          <li>Students play under a made-up player name. Their first names are seen only by you and your co-teachers.</li>
          <li>Post news for your class and follow each student&rsquo;s lessons, puzzles and games.</li>
        </ul>
        <p className="text-ink-muted">Your family&rsquo;s children stay as they are. The teacher area opens with the same PIN as the parent area.</p>
        {become.isError && <FormAlert>{errorMessageOf(become.error)}</FormAlert>}
        <Button size="lg" className="justify-self-start" onClick={() => become.mutate()} disabled={become.isPending}>
          <GraduationCap aria-hidden="true" className="size-5" />
          {become.isPending ? 'One moment…' : 'Become a teacher'}
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
          Lock<span className="max-sm:sr-only"> teacher area</span>
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
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <LoadError what="the teacher area" onRetry={() => void status.refetch()} />;
  if (status.data === null) {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">Teachers, please sign in</CardTitle>
          <CardDescription>The teacher area is for signed-in teachers.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3">
          <Link to="/sign-in" className={buttonClassName('primary')}>
            Sign in
          </Link>
          <Link to="/teach/sign-up" className={buttonClassName('outline')}>
            Create a teacher account
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (status.data.accountKind === 'student') {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">This page is for teachers</CardTitle>
          <CardDescription>
            You can see your class&rsquo;s news on{' '}
            <Link to="/class" className={linkClass}>
              My class
            </Link>
            .
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
