import { Brain, Crown, Flag, Lock, Swords, Trophy, Zap, type LucideIcon } from 'lucide-react';
import {
  PATH_DIFFICULTY_NAMES,
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
import { ReviewStep } from './review-card';

export const PATH_ICONS: Record<string, LucideIcon> = { crown: Crown, swords: Swords, flag: Flag, zap: Zap, brain: Brain, trophy: Trophy };

/** Spec §9: duration in hours (minutes / 60). */
export function hours(minutes: number): string {
  const value = Math.round((minutes / 60) * 10) / 10;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
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
  const Icon = PATH_ICONS[path.icon] ?? Crown;
  const status = userPath?.status ?? 'not_started';
  const { shown, more } = skillsShown(path.skills);
  const next = status === 'in_progress' ? path.steps[userPath!.currentStep] : undefined;
  const nextCount = next ? (milestones.find((m) => m.stepKey === next.key)?.count ?? 0) : 0;
  return (
    <Card
      className={cn('flex flex-col gap-3 p-5', path.locked && 'border-dashed bg-stone-100 grayscale')}
      aria-label={path.locked ? `${path.name} (locked)` : path.name}
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
        <Badge color="blue">{PATH_DIFFICULTY_NAMES[path.difficulty as keyof typeof PATH_DIFFICULTY_NAMES]}</Badge>
        <Badge color="neutral">{hours(path.estimatedDuration)}</Badge>
        <Badge color="purple">{path.steps.length} steps</Badge>
      </div>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Skills">
        {shown.map((skill) => (
          <li key={skill} className="rounded-full bg-sun-soft px-3 py-1 font-semibold text-amber-800">
            {skill}
          </li>
        ))}
        {more > 0 && <li className="rounded-full bg-paper px-3 py-1 font-semibold text-ink-muted">+{more} more</li>}
      </ul>
      {userPath && (
        <div className="flex flex-col gap-1">
          <Progress value={userPath.progress} label={`${path.name} progress`} />
          <p className="text-sm text-ink-muted">
            {userPath.progress}% · step {Math.min(userPath.currentStep + 1, userPath.totalSteps)} of {userPath.totalSteps} · {userPath.timeSpent} min
            so far
          </p>
        </div>
      )}
      {next && <ReviewStep items={review} />}
      {next && (
        <p className="font-semibold text-ink">
          Next: {next.title} <span className="font-normal text-ink-muted">— {next.description}</span>
          {next.target > 1 && (
            <span className="block text-sm font-normal text-ink-muted">
              {nextCount} of {next.target} done
            </span>
          )}
        </p>
      )}
      <div className="mt-auto">
        {path.locked ? (
          <p className="font-semibold text-ink-muted">Finish {prerequisiteNames.join(' and ')} to unlock this path.</p>
        ) : status === 'completed' ? (
          <Button variant="outline" disabled>
            Completed
          </Button>
        ) : status === 'in_progress' ? (
          <Button onClick={onContinue} disabled={busy}>
            Continue
          </Button>
        ) : (
          <Button onClick={onStart} disabled={busy}>
            Start Path
          </Button>
        )}
      </div>
    </Card>
  );
}
