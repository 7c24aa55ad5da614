import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Route } from 'lucide-react';
import type { LearningPath, UserLearningPath } from '@chess-quest/protocol/learning-journey';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatNumber } from '../../lib/format';
import { useLearningPaths } from '../../api/learning-journey/get-learning-paths';
import { useMilestoneProgress } from '../../api/learning-journey/get-milestone-progress';
import { useUserLearningPaths } from '../../api/learning-journey/get-user-learning-paths';
import { hours, PathCard } from './components/path-card';
import { InsightsTab } from './components/insights-tab';
import { currentPathId, ReviewCard, ReviewStep } from './components/review-card';
import { useReviewItems } from './api/get-review-items';
import { SkillsTab } from './components/skills-tab';
import { TrainersCard } from './components/trainers-card';
import { usePathActions } from './use-path-actions';

const TABS = ['overview', 'paths', 'skills', 'insights'] as const;
type Tab = (typeof TABS)[number];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 p-5 text-center">
      <p className="text-3xl font-bold text-brand-strong">{value}</p>
      <p className="font-semibold text-ink-muted">{label}</p>
    </Card>
  );
}

function Overview({ paths, userPaths, onPaths }: { paths: LearningPath[]; userPaths: UserLearningPath[]; onPaths: () => void }) {
  const { t } = useLingui();
  const actions = usePathActions();
  const review = useReviewItems().data ?? [];
  const current = currentPathId(userPaths);
  const active = userPaths.filter((p) => p.status === 'in_progress');
  const completed = userPaths.filter((p) => p.status === 'completed');
  const minutes = userPaths.reduce((sum, p) => sum + p.timeSpent, 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label={t`Active paths`} value={formatNumber(active.length)} />
        <Stat label={t`Completed paths`} value={formatNumber(completed.length)} />
        <Stat label={t`Learning time`} value={hours(minutes)} />
      </div>
      {current === null && <ReviewCard />}
      <section aria-labelledby="current-progress" className="flex flex-col gap-3">
        <h2 id="current-progress" className="text-2xl font-bold text-ink">
          <Trans>Current progress</Trans>
        </h2>
        {active.length === 0 ? (
          <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
            <p className="text-ink">
              <Trans>No path under way yet. Pick one and start your journey!</Trans>
            </p>
            <Button onClick={onPaths}>
              <Trans>See the paths</Trans>
            </Button>
          </Card>
        ) : (
          active.map((userPath) => {
            const path = paths.find((p) => p.id === userPath.pathId);
            if (!path) return null;
            const step = path.steps[userPath.currentStep];
            const due = path.id === current ? review : [];
            const pathName = path.name;
            const stepTitle = step?.title ?? t`the next step`;
            return (
              <Card key={userPath.id} className="flex flex-col gap-3 p-5">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h3 className="text-xl font-bold text-ink">{path.name}</h3>
                    {due.length > 0 ? (
                      <p className="text-ink-muted">
                        <Trans>Next: Review, then {stepTitle}</Trans>
                      </p>
                    ) : (
                      step && (
                        <p className="text-ink-muted">
                          <Trans>Next: {stepTitle}</Trans>
                        </p>
                      )
                    )}
                  </div>
                  <Button onClick={() => actions.resume(path.id, due[0])} disabled={actions.busy}>
                    <Trans>Continue</Trans>
                  </Button>
                </div>
                <Progress value={userPath.progress} label={t`${pathName} progress`} />
                <ReviewStep items={due} />
              </Card>
            );
          })
        )}
      </section>
      <TrainersCard />
    </div>
  );
}

function PathsGrid({ paths, userPaths }: { paths: LearningPath[]; userPaths: UserLearningPath[] }) {
  const actions = usePathActions();
  const milestones = useMilestoneProgress();
  const review = useReviewItems().data ?? [];
  const current = currentPathId(userPaths);
  const names = new Map(paths.map((p) => [p.id, p.name]));
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {paths.map((path) => (
        <PathCard
          key={path.id}
          path={path}
          userPath={userPaths.find((p) => p.pathId === path.id)}
          milestones={(milestones.data ?? []).filter((m) => m.pathId === path.id)}
          prerequisiteNames={path.prerequisites.map((id) => names.get(id) ?? id)}
          review={path.id === current ? review : []}
          busy={actions.busy}
          onStart={() => actions.start(path.id)}
          onContinue={() => actions.resume(path.id, path.id === current ? review[0] : undefined)}
        />
      ))}
    </div>
  );
}

/** Spec §2 Learning journey: Overview, Learning Paths, Skills, Insights. */
export default function LearningJourneyPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'overview';
  const setTab = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  const paths = useLearningPaths();
  const userPaths = useUserLearningPaths();
  const loading = paths.isPending || userPaths.isPending;
  const failed = paths.isError || userPaths.isError;

  return (
    <>
      <title>{t`Learning Journey – Chess Quest`}</title>
      <PageHeader
        title={t`Learning Journey`}
        description={t`Follow learning paths and watch your chess skills grow.`}
        icon={<Route className="size-8" />}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t`Learning journey`}>
          <TabsTrigger value="overview">
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger value="paths">
            <Trans>Learning Paths</Trans>
          </TabsTrigger>
          <TabsTrigger value="skills">
            <Trans>Skills</Trans>
          </TabsTrigger>
          <TabsTrigger value="insights">
            <Trans>Insights</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {loading ? (
            <PageLoading />
          ) : failed ? (
            <LoadError what={t`your learning paths`} onRetry={() => void Promise.all([paths.refetch(), userPaths.refetch()])} />
          ) : (
            <Overview paths={paths.data!} userPaths={userPaths.data!} onPaths={() => setTab('paths')} />
          )}
        </TabsContent>
        <TabsContent value="paths">
          {loading ? (
            <PageLoading />
          ) : failed ? (
            <LoadError what={t`your learning paths`} onRetry={() => void Promise.all([paths.refetch(), userPaths.refetch()])} />
          ) : (
            <PathsGrid paths={paths.data!} userPaths={userPaths.data!} />
          )}
        </TabsContent>
        <TabsContent value="skills">
          <SkillsTab />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
