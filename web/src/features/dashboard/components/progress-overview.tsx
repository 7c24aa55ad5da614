import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, Star, Trophy } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { AuthUser, UserProgress } from '@chess-quest/protocol/auth';
import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';
import type { Locale } from '@chess-quest/protocol/locales';
import { LEVEL_TITLES, levelProgressPercent } from '@chess-quest/protocol/progress';
import { LEVEL_TITLES_ES } from '@chess-quest/protocol/progress.es';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Progress } from '../../../components/ui/progress';
import { formatNumber } from '../../../lib/format';
import { inActiveLocale } from '../../../lib/i18n';
import { pointsIntoLevel } from '../../../lib/level-progress';
import type { Greeting } from '../greeting';

function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: ReactNode; tone: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-cream p-3">
      <span aria-hidden="true" className={`inline-flex size-11 items-center justify-center rounded-xl ${tone}`}>
        {icon}
      </span>
      <p>
        <span className="block text-sm text-ink-muted">{label}</span>
        <span className="block text-xl font-extrabold text-ink">{value}</span>
      </p>
    </li>
  );
}

const LEVEL_TITLES_BY_LOCALE: Record<Locale, readonly string[]> = { en: LEVEL_TITLES, es: LEVEL_TITLES_ES };

/** The level's name in the reader's language (protocol levelTitle's rule: level 1 is the first name, the last name stays). */
function levelTitle(level: number): string {
  // Through inActiveLocale: the pseudo-locale shows the English names accented.
  const titles = inActiveLocale(LEVEL_TITLES_BY_LOCALE);
  const index = Math.min(Math.max(1, Math.floor(level)), titles.length) - 1;
  return titles[index]!;
}

/** Spec §2 Dashboard header: avatar, level, points, streak, and progress to the next level. */
export const ProgressOverview = memo(function ProgressOverview({
  user,
  progress,
  greeting,
  isLoading,
  onRetry,
}: {
  user: AuthUser;
  progress: UserProgress | undefined;
  greeting: Greeting | null;
  isLoading: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const firstName = user.firstName;
  const username = user.username;
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.firstName} imageUrl={user.profileImageUrl} />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            <Trans>Your Chess Journey</Trans>
          </h1>
          <p className="text-lg text-ink-muted" data-testid="greeting">
            {greeting === 'welcome' && (
              <>
                <Trans>
                  Welcome, <strong className="text-ink">{firstName}</strong>!
                </Trans>{' '}
              </>
            )}
            {greeting === 'welcome-back' && (
              <>
                <Trans>
                  Welcome back, <strong className="text-ink">{firstName}</strong>!
                </Trans>{' '}
              </>
            )}
            <Trans>
              Other players see you as <strong className="text-ink">{username}</strong>.
            </Trans>
          </p>
        </div>
      </div>
      {progress ? (
        <ProgressStats progress={progress} />
      ) : isLoading ? (
        <p role="status" className="mt-6 text-ink-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <div className="mt-6">
          <LoadError what={t`your progress`} onRetry={onRetry} />
        </div>
      )}
    </Card>
  );
});

function ProgressStats({ progress }: { progress: UserProgress }) {
  const { t } = useLingui();
  const level = progress.level;
  const nextLevel = level + 1;
  const streak = progress.streak;
  const intoLevel = formatNumber(pointsIntoLevel(progress.points));
  const perLevel = formatNumber(POINTS_PER_LEVEL);
  return (
    <>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        <Stat icon={<Trophy className="size-6" />} tone="bg-brand-soft text-brand-strong" label={levelTitle(level)} value={t`Level ${level}`} />
        <Stat icon={<Star className="size-6" />} tone="bg-sun-soft text-star" label={t`Points`} value={formatNumber(progress.points)} />
        <Stat
          icon={<Flame className="size-6" />}
          tone="bg-red-100 text-red-800"
          label={t`Daily streak`}
          value={t`${plural(streak, { one: '# day', other: '# days' })}`}
        />
      </ul>
      <div className="mt-6 grid gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <span className="font-semibold text-ink">
            <Trans>Progress to Level {nextLevel}</Trans>
          </span>
          <span className="text-ink-muted">
            <Trans>
              {intoLevel} / {perLevel} points
            </Trans>
          </span>
        </div>
        <Progress value={levelProgressPercent(progress.points)} label={t`Progress to Level ${nextLevel}`} />
      </div>
    </>
  );
}
