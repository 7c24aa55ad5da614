import { Award, Flame, Shield, Sparkles, Trophy } from 'lucide-react';
import type { UserProgress } from '@chess-quest/protocol/auth';
import { POINTS_PER_LEVEL, XP_PER_LEVEL } from '@chess-quest/protocol/constants';
import { levelTitle } from '@chess-quest/protocol/progress';
import type { Badge, Streak, UserExperience } from '@chess-quest/protocol/achievements';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { levelProgressPercent, pointsIntoLevel } from '../../../lib/level-progress';

function Tile({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 pb-2">
        <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          {icon}
        </span>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">{children}</CardContent>
    </Card>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * Spec §2: level and XP, daily streak with the best streak, badges with the equipped count.
 * The level is the one a child sees everywhere (decision 033): the Level of points, with its
 * name, as on the dashboard. XP is a count of practice with its own bar (total XP modulo 1000,
 * spec §9) that leads to the next thousand, never to a second level.
 */
export function SummaryCards({
  progress,
  experience,
  streak,
  badges,
}: {
  progress: UserProgress;
  experience: UserExperience;
  streak: Streak | undefined;
  badges: Badge[];
}) {
  const xpIntoThousand = XP_PER_LEVEL - experience.xpToNextLevel;
  const nextThousand = experience.totalXp + experience.xpToNextLevel;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Tile title={`Level ${progress.level}`} icon={<Trophy className="size-6" />}>
        <p className="text-xl font-bold text-ink">{levelTitle(progress.level)}</p>
        <Progress value={levelProgressPercent(progress.points)} label={`Progress to Level ${progress.level + 1}`} />
        <p className="text-ink-muted">
          {numberFormat.format(pointsIntoLevel(progress.points))} / {numberFormat.format(POINTS_PER_LEVEL)} points to Level {progress.level + 1}
        </p>
      </Tile>
      <Tile title="XP" icon={<Sparkles className="size-6" />}>
        <p className="text-3xl font-bold text-ink">{numberFormat.format(experience.totalXp)} XP</p>
        <Progress value={(xpIntoThousand / XP_PER_LEVEL) * 100} label={`XP on the way to ${numberFormat.format(nextThousand)} XP`} />
        <p className="text-ink-muted">
          {numberFormat.format(experience.xpToNextLevel)} XP to {numberFormat.format(nextThousand)} XP
        </p>
      </Tile>
      <Tile title="Daily streak" icon={<Flame className="size-6" />}>
        <p className="text-3xl font-bold text-ink">
          {streak?.currentStreak ?? 0} {streak?.currentStreak === 1 ? 'day' : 'days'}
        </p>
        <p className="text-ink-muted">
          Best streak: {streak?.longestStreak ?? 0} {streak?.longestStreak === 1 ? 'day' : 'days'}
        </p>
        {streak && (
          <p className="flex items-center gap-2 text-ink-muted">
            <Shield aria-hidden="true" className="size-4" />
            {streak.shieldAvailable ? 'Streak shield ready this week' : 'Streak shield used this week'}
          </p>
        )}
      </Tile>
      <Tile title="Badges earned" icon={<Award className="size-6" />}>
        <p className="text-3xl font-bold text-ink">{badges.length}</p>
        <p className="text-ink-muted">{badges.filter((b) => b.isEquipped).length} of 3 equipped</p>
      </Tile>
    </div>
  );
}
