import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTeacherStatus } from '../api/get-teacher-status';

/**
 * Whether the plans may be offered on this screen: not to a student's account (made by a
 * teacher, decision 036: it buys nothing, and its parent area never opens), and not before
 * the kind of account is known (no link flashing up on a student's screen).
 */
export function usePlansOffered(): boolean {
  const status = useTeacherStatus();
  return status.data !== undefined && status.data?.accountKind !== 'student';
}

/**
 * A link to the plans (/subscription). A student's account sees nothing, or, `inText`, the
 * link's words as plain text (a sentence such as "Hints come with Premium." still reads).
 */
export function PlansLink({ className, children, inText = false }: { className: string; children: ReactNode; inText?: boolean }) {
  const offered = usePlansOffered();
  if (!offered) return inText ? <>{children}</> : null;
  return (
    <Link to="/subscription" className={className}>
      {children}
    </Link>
  );
}
