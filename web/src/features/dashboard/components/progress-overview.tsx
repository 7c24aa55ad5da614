import { Flame, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AuthUser, UserProgress } from '@chess-quest/protocol/auth';
import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';
import { levelProgressPercent, levelTitle } from '@chess-quest/protocol/progress';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Progress } from '../../../components/ui/progress';
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

const numberFormat = new Intl.NumberFormat('en-US');

/** Spec §2 Dashboard header: avatar, level, points, streak, and progress to the next level. */
export function ProgressOverview({
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
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.firstName} imageUrl={user.profileImageUrl} />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Your Chess Journey</h1>
          <p className="text-lg text-ink-muted" data-testid="greeting">
            {greeting && (
              <>
                {greeting}, <strong className="text-ink">{user.firstName}</strong>!{' '}
              </>
            )}
            Other players see you as <strong className="text-ink">{user.username}</strong>.
          </p>
        </div>
      </div>
      {progress ? (
        <>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            <Stat
              icon={<Trophy className="size-6" />}
              tone="bg-brand-soft text-brand-strong"
              label={levelTitle(progress.level)}
              value={`Level ${progress.level}`}
            />
            <Stat icon={<Star className="size-6" />} tone="bg-sun-soft text-star" label="Points" value={numberFormat.format(progress.points)} />
            <Stat
              icon={<Flame className="size-6" />}
              tone="bg-red-100 text-red-800"
              label="Daily streak"
              value={`${progress.streak} ${progress.streak === 1 ? 'day' : 'days'}`}
            />
          </ul>
          <div className="mt-6 grid gap-2">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold text-ink">Progress to Level {progress.level + 1}</span>
              <span className="text-ink-muted">
                {numberFormat.format(pointsIntoLevel(progress.points))} / {numberFormat.format(POINTS_PER_LEVEL)} points
              </span>
            </div>
            <Progress value={levelProgressPercent(progress.points)} label={`Progress to Level ${progress.level + 1}`} />
          </div>
        </>
      ) : isLoading ? (
        <p role="status" className="mt-6 text-ink-muted">
          Loading...
        </p>
      ) : (
        <div className="mt-6">
          <LoadError what="your progress" onRetry={onRetry} />
        </div>
      )}
    </Card>
  );
}
