import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Timer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MINI_TYPE_NAMES, type MiniChallenge } from '@chess-quest/protocol/mini-challenges';
import { DIFFICULTY_LABELS_ES, MINI_TYPE_NAMES_ES } from '@chess-quest/protocol/mini-challenges.es';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DifficultyStars } from '../../components/ui/difficulty-stars';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { cn } from '../../lib/cn';
import { inActiveLocale } from '../../lib/i18n';
import { useMiniChallenges } from './api/get-mini-challenges';

const LABEL_COLOUR: Record<MiniChallenge['difficultyLabel'], BadgeColor> = { Easy: 'green', Medium: 'amber', Hard: 'red' };

export const miniChallengePath = (id: string) => `/multiplayer/mini/${encodeURIComponent(id)}`;

/** The difficulty word (Easy, Medium, Hard) in the active language. */
export function difficultyWord(label: MiniChallenge['difficultyLabel']): string {
  // The English word is the label itself.
  return inActiveLocale<string>({ en: label, es: DIFFICULTY_LABELS_ES[label] });
}

/** A mini challenge type's name in the active language. */
export const miniTypeName = (type: MiniChallenge['type']) => inActiveLocale({ en: MINI_TYPE_NAMES, es: MINI_TYPE_NAMES_ES })[type];

function ChallengeCard({ challenge }: { challenge: MiniChallenge }) {
  const { t } = useLingui();
  const { timeLimit, goalScore, title } = challenge;
  const { points, xp, badge } = challenge.rewards;
  return (
    <Card className={cn('grid h-full content-between gap-3 p-4', challenge.isCompleted && 'border-2 border-success')}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color="blue">{miniTypeName(challenge.type)}</Badge>
          <Badge color={LABEL_COLOUR[challenge.difficultyLabel]}>{difficultyWord(challenge.difficultyLabel)}</Badge>
          <DifficultyStars difficulty={challenge.difficulty} />
        </div>
        <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
          {challenge.title}
          {challenge.isCompleted && <CheckCircle2 aria-label={t`Completed`} className="size-6 shrink-0 text-success" />}
        </h3>
        <p className="text-ink-muted">{challenge.description}</p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-base">
          <dt className="flex items-center gap-1 text-ink-muted">
            <Timer aria-hidden="true" className="size-4" /> <Trans>Time</Trans>
          </dt>
          <dd className="font-semibold text-ink">{t`${timeLimit} s`}</dd>
          <dt className="text-ink-muted">
            <Trans>Goal</Trans>
          </dt>
          <dd className="font-semibold text-ink">{t`${plural(goalScore, { one: '# point', other: '# points' })}`}</dd>
          <dt className="flex items-center gap-1 text-ink-muted">
            <Trophy aria-hidden="true" className="size-4" /> <Trans>Best score</Trans>
          </dt>
          <dd className="font-semibold text-ink">{challenge.bestScore}</dd>
          <dt className="text-ink-muted">
            <Trans>Attempts</Trans>
          </dt>
          <dd className="font-semibold text-ink">{challenge.attempts}</dd>
          <dt className="text-ink-muted">
            <Trans>Rewards</Trans>
          </dt>
          <dd className="font-semibold text-ink">
            {badge
              ? t`${plural(points, { one: '# point', other: '# points' })}, ${xp} XP, “${badge}” badge`
              : t`${plural(points, { one: '# point', other: '# points' })}, ${xp} XP`}
          </dd>
        </dl>
      </div>
      <Link to={miniChallengePath(challenge.id)} className={buttonClassName('primary', 'md', 'w-full')} aria-label={t`Play ${title}`}>
        {challenge.attempts > 0 ? t`Play again` : t`Play`}
      </Link>
    </Card>
  );
}

/**
 * Multiplayer › Mini Challenges (spec §2, issue 14): `first` (the page puts the live puzzle
 * race there), then every challenge with the child's best score and attempts.
 */
export function MiniChallengesTab({ first }: { first?: ReactNode }) {
  const { t } = useLingui();
  const challenges = useMiniChallenges();
  return (
    <div className="grid gap-6">
      {first}
      {challenges.isPending ? (
        <PageLoading />
      ) : challenges.isError ? (
        <LoadError what={t`the mini challenges`} onRetry={() => void challenges.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t`Mini challenges`}>
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
