import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Award, Check, Lock, Star } from 'lucide-react';
import { PATH_DIFFICULTY_NAMES_ES } from '@chess-quest/protocol/learning-journey.es';
import { PATH_DIFFICULTY_NAMES, type LearningPath, type MilestoneProgress, type UserLearningPath } from '@chess-quest/protocol/learning-journey';
import { useLearningPaths } from '../../api/learning-journey/get-learning-paths';
import { useMilestoneProgress } from '../../api/learning-journey/get-milestone-progress';
import { useUserLearningPaths } from '../../api/learning-journey/get-user-learning-paths';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { TabBar, type TabItem } from '../../components/ui/tab-bar';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { inActiveLocale } from '../../lib/i18n';
import { useAchievements } from '../../api/achievements/get-achievements';
import { wallSlots } from './achievement-wall';

type NodeStatus = 'locked' | 'ready' | 'in_progress' | 'completed';
const STATUS_TEXT: Record<NodeStatus, MessageDescriptor> = {
  locked: msg`Locked`,
  ready: msg`Ready to start`,
  in_progress: msg`In Progress`,
  completed: msg`Completed`,
};

const PROGRESS_VIEWS: readonly TabItem[] = [
  { value: 'tree', label: msg`Skill Tree` },
  { value: 'map', label: msg`Progress Map` },
  { value: 'wall', label: msg`Achievement Wall` },
];

interface SkillNode {
  path: LearningPath;
  status: NodeStatus;
  progress: number;
  xpEarned: number;
}

/** Spec §4 skill-tree node states, from the child's own paths and steps. */
export function skillNodes(paths: LearningPath[], userPaths: UserLearningPath[], milestones: MilestoneProgress[]): SkillNode[] {
  return paths.map((path) => {
    const mine = userPaths.find((p) => p.pathId === path.id);
    const done = new Set(milestones.filter((m) => m.pathId === path.id && m.completed).map((m) => m.stepKey));
    const xpEarned = path.steps.filter((step) => done.has(step.key)).reduce((sum, step) => sum + step.xp, 0);
    const status: NodeStatus = path.locked
      ? 'locked'
      : mine?.status === 'completed'
        ? 'completed'
        : (mine?.progress ?? 0) > 0 || mine?.status === 'in_progress'
          ? 'in_progress'
          : 'ready';
    return { path, status, progress: mine?.progress ?? 0, xpEarned };
  });
}

function SkillTree({ nodes }: { nodes: SkillNode[] }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<string | null>(nodes.find((n) => n.status !== 'locked')?.path.id ?? null);
  const node = nodes.find((n) => n.path.id === selected);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t`Skill tree`}>
        {nodes.map((n) => (
          <li key={n.path.id}>
            <button
              type="button"
              disabled={n.status === 'locked'}
              aria-pressed={selected === n.path.id}
              onClick={() => setSelected(n.path.id)}
              className={cn(
                'flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 p-3 text-center font-bold',
                n.status === 'locked' && 'cursor-not-allowed border-line bg-stone-100 text-stone-600',
                n.status === 'completed' && 'border-green-600 bg-green-50 text-green-800',
                n.status === 'in_progress' && 'border-brand bg-brand-soft text-brand-strong',
                n.status === 'ready' && 'border-brand bg-paper text-brand-strong',
                selected === n.path.id && 'ring-4 ring-sun',
              )}
            >
              {n.status === 'locked' ? (
                <Lock aria-hidden="true" className="size-6" />
              ) : n.status === 'completed' ? (
                <Check aria-hidden="true" className="size-6" />
              ) : (
                <Star aria-hidden="true" className="size-6" />
              )}
              {n.path.name}
              <span className="text-sm font-semibold">{t(STATUS_TEXT[n.status])}</span>
            </button>
          </li>
        ))}
      </ol>
      {node && <NodeDetails node={node} />}
    </div>
  );
}

function NodeDetails({ node }: { node: SkillNode }) {
  const { t } = useLingui();
  const name = node.path.name;
  const percent = node.progress;
  const difficulty = inActiveLocale({ en: PATH_DIFFICULTY_NAMES, es: PATH_DIFFICULTY_NAMES_ES })[
    node.path.difficulty as keyof typeof PATH_DIFFICULTY_NAMES
  ];
  return (
    <Card className="flex flex-col gap-2 p-5" aria-live="polite">
      <h3 className="text-xl font-bold text-ink">{node.path.name}</h3>
      <p className="text-ink-muted">{node.path.description}</p>
      <Progress value={node.progress} label={t`${name} progress`} />
      <dl className="grid grid-cols-2 gap-2 text-ink">
        <dt className="font-semibold">
          <Trans>Progress</Trans>
        </dt>
        <dd>{t`${percent}%`}</dd>
        <dt className="font-semibold">
          <Trans>XP</Trans>
        </dt>
        <dd>
          {node.xpEarned} / {node.path.xp}
        </dd>
        <dt className="font-semibold">
          <Trans>Status</Trans>
        </dt>
        <dd>{t(STATUS_TEXT[node.status])}</dd>
        <dt className="font-semibold">
          <Trans>Type</Trans>
        </dt>
        <dd>
          <Trans>Learning path · {difficulty}</Trans>
        </dd>
      </dl>
    </Card>
  );
}

function ProgressMap({ paths, milestones }: { paths: LearningPath[]; milestones: MilestoneProgress[] }) {
  const { t } = useLingui();
  return (
    <ol className="flex flex-col gap-3" aria-label={t`Progress map`}>
      {paths.map((path) => {
        const done = new Set(milestones.filter((m) => m.pathId === path.id && m.completed).map((m) => m.stepKey));
        const doneCount = done.size;
        const stepCount = path.steps.length;
        return (
          <li key={path.id}>
            <Card className={cn('flex flex-col gap-2 p-4', path.locked && 'border-dashed bg-stone-100')}>
              <h3 className="font-bold text-ink">
                {path.name}{' '}
                <span className="font-normal text-ink-muted">
                  ·{' '}
                  <Trans>
                    {doneCount} of {stepCount} steps
                  </Trans>
                </span>
              </h3>
              <ol className="flex flex-wrap gap-2">
                {path.steps.map((step) => (
                  <li
                    key={step.key}
                    title={step.title}
                    className={cn(
                      'rounded-full px-3 py-1 text-sm font-semibold',
                      done.has(step.key) ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700',
                    )}
                  >
                    {done.has(step.key) ? '✓ ' : ''}
                    {step.title}
                  </li>
                ))}
              </ol>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

function AchievementWall() {
  const { t } = useLingui();
  const achievements = useAchievements();
  if (achievements.isPending) return <PageLoading />;
  if (achievements.isError) return <LoadError what={t`your achievements`} onRetry={() => void achievements.refetch()} />;
  return (
    <ol className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={t`Achievement wall`}>
      {wallSlots(achievements.data).map((slot, index) => (
        <li
          key={slot.achievement?.id ?? `empty-${index}`}
          className={cn(
            'flex min-h-28 flex-col items-center justify-center gap-1 rounded-2xl border-2 p-2 text-center text-sm',
            slot.state === 'earned' && 'border-sun bg-sun-soft text-amber-900',
            slot.state === 'in_progress' && 'border-brand bg-brand-soft text-brand-strong',
            slot.state === 'locked' && 'border-line bg-stone-100 text-stone-600',
          )}
        >
          {slot.state === 'locked' ? <Lock aria-hidden="true" className="size-6" /> : <Award aria-hidden="true" className="size-6" />}
          <span className="font-bold">{slot.achievement?.title ?? t`Locked`}</span>
          {slot.state === 'in_progress' && slot.achievement && (
            <span>
              {slot.achievement.progress} / {slot.achievement.maxProgress}
            </span>
          )}
          <span className="sr-only">{slot.state === 'earned' ? t`Earned` : slot.state === 'in_progress' ? t`In progress` : t`Locked`}</span>
        </li>
      ))}
    </ol>
  );
}

/** Spec §2 Multiplayer › Progress: Skill Tree, Progress Map, Achievement Wall, from the child's own data. */
export function ProgressTab() {
  const { t } = useLingui();
  const paths = useLearningPaths();
  const userPaths = useUserLearningPaths();
  const milestones = useMilestoneProgress();
  if (paths.isPending || userPaths.isPending || milestones.isPending) return <PageLoading />;
  if (paths.isError || userPaths.isError || milestones.isError) {
    return <LoadError what={t`your progress`} onRetry={() => void Promise.all([paths.refetch(), userPaths.refetch(), milestones.refetch()])} />;
  }
  return (
    <Tabs defaultValue="tree">
      <TabBar label={t`Progress views`} tabs={PROGRESS_VIEWS} />
      <TabsContent value="tree">
        <SkillTree nodes={skillNodes(paths.data, userPaths.data, milestones.data)} />
      </TabsContent>
      <TabsContent value="map">
        <ProgressMap paths={paths.data} milestones={milestones.data} />
      </TabsContent>
      <TabsContent value="wall">
        <AchievementWall />
        <p className="mt-3 text-ink-muted">
          <Badge color="amber">
            <Trans>Earned</Trans>
          </Badge>{' '}
          <Badge color="blue">
            <Trans>In progress</Trans>
          </Badge>{' '}
          <Badge color="neutral">
            <Trans>Locked</Trans>
          </Badge>
        </p>
      </TabsContent>
    </Tabs>
  );
}
