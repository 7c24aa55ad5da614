import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Trophy } from 'lucide-react';
import { DEFAULT_LEVEL } from '@chess-quest/protocol/constants';
import { overallProgress } from '../../components/learning/card-status';
import { ModuleCard } from '../../components/learning/module-card';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { formatNumber } from '../../lib/format';
import { useModules } from '../../api/get-modules';
import { useUserModules } from '../../api/get-user-modules';
import { useUserProgress } from '../../api/get-user-progress';

function LessonsProgressCard({ completed, total, percent }: { completed: number; total: number; percent: number }) {
  const { t } = useLingui();
  const percentText = formatNumber(percent / 100, { style: 'percent' });
  return (
    <Card className="mb-8 grid gap-3 p-6" data-testid="lessons-progress">
      <div className="flex flex-wrap items-center gap-4">
        <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-2xl bg-sun-soft text-star">
          <Trophy className="size-7" />
        </span>
        <div className="flex-1">
          <h2 className="text-xl font-bold text-ink">
            <Trans>Your progress</Trans>
          </h2>
          <p className="text-ink-muted">
            <Trans>
              <strong className="text-ink">
                {completed} of {total}
              </strong>{' '}
              lessons completed
            </Trans>
          </p>
        </div>
        <p className="text-3xl font-extrabold text-brand-strong">{percentText}</p>
      </div>
      <Progress value={percent} label={t`All lessons progress`} />
    </Card>
  );
}

/** Spec §2 Lessons: 'Chess Lessons', a progress card and the module cards (spec §4 states). */
export default function LessonsPage() {
  const { t } = useLingui();
  const modules = useModules();
  const userModules = useUserModules();
  const progress = useUserProgress();

  const isPending = modules.isPending || userModules.isPending || progress.isPending;
  const isError = modules.isError || userModules.isError;
  // The lock states need the level; a failed progress read counts as a beginner, never as open.
  const level = progress.data?.level ?? DEFAULT_LEVEL;

  let content;
  if (isError) {
    content = (
      <LoadError
        what={t`the lessons`}
        onRetry={() => {
          void modules.refetch();
          void userModules.refetch();
        }}
      />
    );
  } else if (isPending) {
    content = <PageLoading />;
  } else if (modules.data.length === 0) {
    content = (
      <EmptyState title={t`No Lessons Available`} icon={<BookOpen className="size-8" />}>
        <Trans>New lessons are being prepared. Check back soon!</Trans>
      </EmptyState>
    );
  } else {
    const byId = new Map(userModules.data.map((um) => [um.moduleId, um]));
    const records = modules.data.flatMap((m) => {
      const record = byId.get(m.id);
      return record ? [record] : [];
    });
    const summary = overallProgress(modules.data.length, records);
    content = (
      <>
        <LessonsProgressCard {...summary} />
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {modules.data.map((module) => (
            <li key={module.id}>
              <ModuleCard module={module} userModule={byId.get(module.id)} level={level} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <title>{t`Chess Lessons – Chess Quest`}</title>
      <PageHeader
        title={t`Chess Lessons`}
        description={t`Learn chess step by step, from your very first move to clever tactics.`}
        icon={<BookOpen className="size-8" />}
      />
      {content}
    </>
  );
}
