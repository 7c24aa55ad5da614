import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTeacherStatus } from '../../../api/get-teacher-status';
import { ParentGate } from '../../../components/parent/parent-gate';
import { buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';

/**
 * The teacher pages of class play: a signed-in teacher past the PIN (the same gate as the
 * teacher area). The server checks the same, and that the class is this teacher's, on every call.
 */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const status = useTeacherStatus();
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <LoadError what="the teacher area" onRetry={() => void status.refetch()} />;
  if (status.data === null || !status.data.isTeacher) {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">This page is for teachers</CardTitle>
          <CardDescription>A class&rsquo;s teacher runs its races and watches its games from the teacher area.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link to="/teach" className={buttonClassName('primary')}>
            Go to the teacher area
          </Link>
        </CardContent>
      </Card>
    );
  }
  return <ParentGate audience="teacher">{children}</ParentGate>;
}
