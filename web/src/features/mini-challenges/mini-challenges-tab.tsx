import { CheckCircle2, Timer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MINI_TYPE_NAMES, type MiniChallenge } from '@chess-quest/protocol/mini-challenges';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DifficultyStars } from '../../components/ui/difficulty-stars';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { cn } from '../../lib/cn';
import { useMiniChallenges } from './api/get-mini-challenges';

const LABEL_COLOUR: Record<MiniChallenge['difficultyLabel'], BadgeColor> = { Easy: 'green', Medium: 'amber', Hard: 'red' };

export const miniChallengePath = (id: string) => `/multiplayer/mini/${encodeURIComponent(id)}`;

function ChallengeCard({ challenge }: { challenge: MiniChallenge }) {
  return (
    <Card className={cn('grid h-full content-between gap-3 p-4', challenge.isCompleted && 'border-2 border-success')}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color="blue">{MINI_TYPE_NAMES[challenge.type]}</Badge>
          <Badge color={LABEL_COLOUR[challenge.difficultyLabel]}>{challenge.difficultyLabel}</Badge>
          <DifficultyStars difficulty={challenge.difficulty} />
        </div>
        <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
          {challenge.title}
          {challenge.isCompleted && <CheckCircle2 aria-label="Completed" className="size-6 shrink-0 text-success" />}
        </h3>
        <p className="text-ink-muted">{challenge.description}</p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-base">
          <dt className="flex items-center gap-1 text-ink-muted">
            <Timer aria-hidden="true" className="size-4" /> Time
          </dt>
          <dd className="font-semibold text-ink">{challenge.timeLimit} s</dd>
          <dt className="text-ink-muted">Goal</dt>
          <dd className="font-semibold text-ink">{challenge.goalScore} points</dd>
          <dt className="flex items-center gap-1 text-ink-muted">
            <Trophy aria-hidden="true" className="size-4" /> Best score
          </dt>
          <dd className="font-semibold text-ink">{challenge.bestScore}</dd>
          <dt className="text-ink-muted">Attempts</dt>
          <dd className="font-semibold text-ink">{challenge.attempts}</dd>
          <dt className="text-ink-muted">Rewards</dt>
          <dd className="font-semibold text-ink">
            {challenge.rewards.points} points, {challenge.rewards.xp} XP{challenge.rewards.badge ? `, “${challenge.rewards.badge}” badge` : ''}
          </dd>
        </dl>
      </div>
      <Link to={miniChallengePath(challenge.id)} className={buttonClassName('primary', 'md', 'w-full')} aria-label={`Play ${challenge.title}`}>
        {challenge.attempts > 0 ? 'Play again' : 'Play'}
      </Link>
    </Card>
  );
}

/**
 * Multiplayer › Mini Challenges (spec §2, issue 14): `first` (the page puts the live puzzle
 * race there), then every challenge with the child's best score and attempts.
 */
export function MiniChallengesTab({ first }: { first?: ReactNode }) {
  const challenges = useMiniChallenges();
  return (
    <div className="grid gap-6">
      {first}
      {challenges.isPending ? (
        <PageLoading />
      ) : challenges.isError ? (
        <LoadError what="the mini challenges" onRetry={() => void challenges.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Mini challenges">
          {challenges.data.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
