import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <LoadError what={t`the teacher area`} onRetry={() => void status.refetch()} />;
  if (status.data === null || !status.data.isTeacher) {
    return (
      <Card className="mx-auto mt-4 max-w-xl">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2">
            <Trans>This page is for teachers</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>A class’s teacher runs its races and watches its games from the teacher area.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link to="/teach" className={buttonClassName('primary')}>
            <Trans>Go to the teacher area</Trans>
          </Link>
        </CardContent>
      </Card>
    );
  }
  return <ParentGate audience="teacher">{children}</ParentGate>;
}
