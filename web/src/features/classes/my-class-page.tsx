import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, School, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useIsStudent } from '../../api/get-teacher-status';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { hasErrorCode } from '../../lib/api-client';
import { useMyClass } from './api/get-my-class';
import { NewsList } from './components/news-section';

/** A student's class (issue 24): its name and the teacher's news. Nothing of the classmates. */
export default function MyClassPage() {
  const mine = useMyClass();
  const isStudent = useIsStudent();
  const { t } = useLingui();
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) {
    if (hasErrorCode(mine.error, 'not_found')) {
      return (
        <>
          <title>{t`My Class – Chess Quest`}</title>
          <PageHeader title={t`My Class`} icon={<School className="size-8" />} />
          <EmptyState title={t`You are not in a class`} icon={<School className="size-8" />}>
            <p>
              <Trans>When your teacher adds you to a class, its news shows here.</Trans>
            </p>
            {/* A family's child joins with a code from the teacher (and a parent's yes). */}
            {!isStudent && (
              <Link to="/join-class" className={buttonClassName('secondary', 'md', 'mt-4')}>
                <Trans>Have a code from your teacher? Join a class</Trans>
              </Link>
            )}
          </EmptyState>
        </>
      );
    }
    return <LoadError what={t`your class`} onRetry={() => void mine.refetch()} />;
  }
  const { className, news } = mine.data;
  return (
    <>
      <title>{t`My Class – Chess Quest`}</title>
      <PageHeader
        title={className}
        description={t`News from your teacher.`}
        icon={<School className="size-8" />}
        aside={
          <Link to="/class/play" className={buttonClassName('primary', 'lg')}>
            <Users aria-hidden="true" className="size-5" />
            <Trans>Play with my class</Trans>
          </Link>
        }
      />
      {news.length === 0 ? (
        <EmptyState title={t`No news yet`} icon={<Megaphone className="size-8" />}>
          <Trans>When your teacher writes something for the class, you can read it here.</Trans>
        </EmptyState>
      ) : (
        <section aria-labelledby="news-heading" className="grid max-w-3xl gap-3">
          <h2 id="news-heading" className="text-2xl font-bold text-ink">
            <Trans>News</Trans>
          </h2>
          <NewsList posts={news} />
        </section>
      )}
    </>
  );
}
