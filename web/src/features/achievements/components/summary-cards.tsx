import { Award, Flame, Shield, Sparkles, Trophy } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UserProgress } from '@chess-quest/protocol/auth';
import { POINTS_PER_LEVEL, XP_PER_LEVEL } from '@chess-quest/protocol/constants';
import type { Badge, Streak, UserExperience } from '@chess-quest/protocol/achievements';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { formatNumber } from '../../../lib/format';
import { levelProgressPercent, pointsIntoLevel } from '../../../lib/level-progress';
import { asShown, protocolLocale } from '../../../lib/i18n';
import { localLevelTitle } from '../words';

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
  const { t } = useLingui();
  const xpIntoThousand = XP_PER_LEVEL - experience.xpToNextLevel;
  const level = progress.level;
  const nextLevel = progress.level + 1;
  const intoLevel = formatNumber(pointsIntoLevel(progress.points));
  const perLevel = formatNumber(POINTS_PER_LEVEL);
  const totalXp = formatNumber(experience.totalXp);
  const toNext = formatNumber(experience.xpToNextLevel);
  const nextThousand = formatNumber(experience.totalXp + experience.xpToNextLevel);
  const current = streak?.currentStreak ?? 0;
  const longest = streak?.longestStreak ?? 0;
  const badgeCount = badges.length;
  const equipped = badges.filter((b) => b.isEquipped).length;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Tile title={t`Level ${level}`} icon={<Trophy className="size-6" />}>
        <p className="text-xl font-bold text-ink">{asShown(localLevelTitle(level, protocolLocale()))}</p>
        <Progress value={levelProgressPercent(progress.points)} label={t`Progress to Level ${nextLevel}`} />
        <p className="text-ink-muted">
          <Trans>
            {intoLevel} / {perLevel} points to Level {nextLevel}
          </Trans>
        </p>
      </Tile>
      <Tile title={t`XP`} icon={<Sparkles className="size-6" />}>
        <p className="text-3xl font-bold text-ink">
          <Trans>{totalXp} XP</Trans>
        </p>
        <Progress value={(xpIntoThousand / XP_PER_LEVEL) * 100} label={t`XP on the way to ${nextThousand} XP`} />
        <p className="text-ink-muted">
          <Trans>
            {toNext} XP to {nextThousand} XP
          </Trans>
        </p>
      </Tile>
      <Tile title={t`Daily streak`} icon={<Flame className="size-6" />}>
        <p className="text-3xl font-bold text-ink">
          <Plural value={current} one="# day" other="# days" />
        </p>
        <p className="text-ink-muted">
          <Trans>
            Best streak: <Plural value={longest} one="# day" other="# days" />
          </Trans>
        </p>
        {streak && (
          <p className="flex items-center gap-2 text-ink-muted">
            <Shield aria-hidden="true" className="size-4" />
            {streak.shieldAvailable ? <Trans>Streak shield ready this week</Trans> : <Trans>Streak shield used this week</Trans>}
          </p>
        )}
      </Tile>
      <Tile title={t`Badges earned`} icon={<Award className="size-6" />}>
        <p className="text-3xl font-bold text-ink">{badgeCount}</p>
        <p className="text-ink-muted">
          <Trans>{equipped} of 3 equipped</Trans>
        </p>
      </Tile>
    </div>
  );
}
