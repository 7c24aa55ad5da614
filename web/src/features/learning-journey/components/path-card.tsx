import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Brain, Crown, Flag, Lock, Swords, Trophy, Zap, type LucideIcon } from 'lucide-react';
import {
  PATH_SKILLS_SHOWN,
  type LearningPath,
  type MilestoneProgress,
  type ReviewItem,
  type UserLearningPath,
} from '@chess-quest/protocol/learning-journey';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { formatList } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { difficultyName, useJourneyTexts } from '../texts';
import { ReviewStep } from './review-card';

export const PATH_ICONS: Record<string, LucideIcon> = { crown: Crown, swords: Swords, flag: Flag, zap: Zap, brain: Brain, trophy: Trophy };

/** Spec §9: duration in hours (minutes / 60), in the reader's language ("1.5 hours", "1,5 horas"). */
export function hours(minutes: number): string {
  const value = Math.round((minutes / 60) * 10) / 10;
  return i18n._(msg`${plural(value, { one: '# hour', other: '# hours' })}`);
}

/** Spec §9: up to 3 skills, then '+N more'. */
export function skillsShown(skills: readonly string[]): { shown: string[]; more: number } {
  return { shown: skills.slice(0, PATH_SKILLS_SHOWN), more: Math.max(0, skills.length - PATH_SKILLS_SHOWN) };
}

export interface PathCardProps {
  path: LearningPath;
  userPath: UserLearningPath | undefined;
  /** The child's progress on this path's steps. */
  milestones: MilestoneProgress[];
  /** Names of the prerequisite paths, for the locked card. */
  prerequisiteNames: string[];
  /** Review items due today, when this is the child's current path (its Review step). */
  review?: readonly ReviewItem[];
  busy: boolean;
  onStart: () => void;
  onContinue: () => void;
}

export function PathCard({ path, userPath, milestones, prerequisiteNames, review = [], busy, onStart, onContinue }: PathCardProps) {
  const { t } = useLingui();
  const texts = useJourneyTexts();
  const pathName = path.name;
  const stepCount = path.steps.length;
  const prerequisites = formatList(prerequisiteNames);
  const Icon = PATH_ICONS[path.icon] ?? Crown;
  const status = userPath?.status ?? 'not_started';
  const { shown, more } = skillsShown(path.skills);
  const next = status === 'in_progress' ? path.steps[userPath!.currentStep] : undefined;
  const nextCount = next ? (milestones.find((m) => m.stepKey === next.key)?.count ?? 0) : 0;
  return (
    <Card
      className={cn('flex flex-col gap-3 p-5', path.locked && 'border-dashed bg-stone-100 grayscale')}
      aria-label={path.locked ? t`${pathName} (locked)` : path.name}
      data-testid={`path-${path.id}`}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          {path.locked ? <Lock className="size-6" /> : <Icon className="size-6" />}
        </span>
        <div className="min-w-0">
          <h3 className="text-xl font-bold text-ink">{path.name}</h3>
          <p className="text-ink-muted">{path.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge color="blue">{difficultyName(texts, path.difficulty)}</Badge>
        <Badge color="neutral">{hours(path.estimatedDuration)}</Badge>
        <Badge color="purple">{t`${plural(stepCount, { one: '# step', other: '# steps' })}`}</Badge>
      </div>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t`Skills`}>
        {shown.map((skill) => (
          <li key={skill} className="rounded-full bg-sun-soft px-3 py-1 font-semibold text-amber-800">
            {skill}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-full bg-paper px-3 py-1 font-semibold text-ink-muted">
            <Trans>+{more} more</Trans>
          </li>
        )}
      </ul>
      {userPath && <PathProgress userPath={userPath} pathName={pathName} />}
      {next && <ReviewStep items={review} />}
      {next && (
        <p className="font-semibold text-ink">
          <NextStep title={next.title} description={next.description} />
          {next.target > 1 && <StepCount count={nextCount} target={next.target} />}
        </p>
      )}
      <div className="mt-auto">
        {path.locked ? (
          <p className="font-semibold text-ink-muted">
            <Trans>Finish {prerequisites} to unlock this path.</Trans>
          </p>
        ) : status === 'completed' ? (
          <Button variant="outline" disabled>
            <Trans>Completed</Trans>
          </Button>
        ) : status === 'in_progress' ? (
          <Button onClick={onContinue} disabled={busy}>
            <Trans>Continue</Trans>
          </Button>
        ) : (
          <Button onClick={onStart} disabled={busy}>
            <Trans>Start Path</Trans>
          </Button>
        )}
      </div>
    </Card>
  );
}

function PathProgress({ userPath, pathName }: { userPath: UserLearningPath; pathName: string }) {
  const { t } = useLingui();
  const percent = userPath.progress;
  const step = Math.min(userPath.currentStep + 1, userPath.totalSteps);
  const totalSteps = userPath.totalSteps;
  const minutes = userPath.timeSpent;
  return (
    <div className="flex flex-col gap-1">
      <Progress value={userPath.progress} label={t`${pathName} progress`} />
      <p className="text-sm text-ink-muted">
        <Trans>
          {percent}% · step {step} of {totalSteps} · {minutes} min so far
        </Trans>
      </p>
    </div>
  );
}

function NextStep({ title, description }: { title: string; description: string }) {
  return (
    <Trans>
      Next: {title} <span className="font-normal text-ink-muted">— {description}</span>
    </Trans>
  );
}

function StepCount({ count, target }: { count: number; target: number }) {
  return (
    <span className="block text-sm font-normal text-ink-muted">
      <Trans>
        {count} of {target} done
      </Trans>
    </span>
  );
}
